// Partner feeds in parts (CONTEXT.md, 'Feeds'): a feed holding more than `feedPartSize` postings
// answers its first part at the feed URL and the rest at `?after=<seq>`, chained by RFC 8288
// `Link: <…>; rel="next"`, stable while the world changes, with validators per part.
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFeedKey } from '../../db/reference/platforms.js';
import { strongEtag } from './conditional.js';
import { CSV_COLUMNS } from './render-feed.js';
import { startWorldServer, type WorldServer } from './server.js';
import { worldClient, type Got } from './test-client.js';
import { createWorld } from './world.js';

const client = worldClient();
const get = client.get;
let server: WorldServer;
const PART = 4;
const FEEDS = [
  ['pistonpost', '/feeds/stock.csv'],
  ['dealerdirect', '/feeds/stock.xml'],
] as const;
const auth = (id: string) => ({ authorization: `Bearer ${demoFeedKey(id)}` });

beforeAll(async () => {
  server = await startWorldServer({ seed: 42, vehicles: 1500, feedPartSize: PART, faults: false });
});
afterAll(async () => {
  await server?.close();
  await client.close();
});

/** The external ids of one part, in order, checking the part is a whole feed document of its own. */
function idsOf(platformId: string, res: Got): string[] {
  expect(res.status).toBe(200);
  if (platformId === 'pistonpost') {
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const rows: string[][] = parse(res.body, { relax_column_count: true });
    expect(rows[0]).toEqual([...CSV_COLUMNS]);
    return rows.slice(1).map((row) => row[0]!);
  }
  expect(res.headers['content-type']).toMatch(/^application\/xml/);
  expect(res.body).toMatch(
    /^<\?xml version="1.0" encoding="UTF-8"\?>\n<stock generated="[^"]+" count="\d+">/,
  );
  expect(res.body.trimEnd()).toMatch(/<\/stock>$/);
  const ids = [...res.body.matchAll(/<vehicle id="([^"]+)">/g)].map((m) => m[1]!);
  expect(res.body).toContain(`count="${ids.length}"`);
  return ids;
}

/** The next part's path and query from the Link header, checked to be absolute and on the same host. */
function nextOf(platformId: string, feedPath: string, res: Got): string | null {
  const link = res.headers.link;
  if (link === undefined) return null;
  const match = /^<([^>]+)>; rel="next"$/.exec(String(link));
  expect(match, String(link)).not.toBeNull();
  const url = new URL(match![1]!);
  expect(url.origin).toBe(`http://${platformId}.localhost:3001`);
  expect(url.pathname).toBe(feedPath);
  expect(url.search).toMatch(/^\?after=\d+$/);
  return `${url.pathname}${url.search}`;
}

/** Every part from `from` to the last, as a crawler follows them. */
async function walk(platformId: string, feedPath: string, from: string = feedPath) {
  const parts: { path: string; ids: string[]; res: Got }[] = [];
  for (let path: string | null = from; path !== null;) {
    const res = await get(server, platformId, path, auth(platformId));
    parts.push({ path, ids: idsOf(platformId, res), res });
    path = nextOf(platformId, feedPath, res);
    expect(parts.length).toBeLessThan(1000);
  }
  return { parts, ids: parts.flatMap((p) => p.ids) };
}

describe('the feedPartSize option', () => {
  it('defaults to 1,000 postings and must be a number ≥ 1', () => {
    expect(createWorld({ vehicles: 0 }).options.feedPartSize).toBe(1000);
    expect(createWorld({ vehicles: 0, feedPartSize: 7.9 }).options.feedPartSize).toBe(7);
    for (const bad of [0, -3, Number.NaN, Number.POSITIVE_INFINITY])
      expect(() => createWorld({ vehicles: 0, feedPartSize: bad })).toThrow(
        /feedPartSize must be a number ≥ 1/,
      );
  });
});

describe('a feed in parts', () => {
  it('chains its parts by Link rel="next" to the end: every active posting once, in order', async () => {
    for (const [id, path] of FEEDS) {
      const active = server.world.state(id).active.map((p) => p.externalId);
      expect(active.length, id).toBeGreaterThan(2 * PART);
      const { parts, ids } = await walk(id, path);
      expect(ids).toEqual(active);
      // Every full part has a next part; the first shorter one is the last (empty if the parts fill up).
      expect(parts).toHaveLength(Math.floor(active.length / PART) + 1);
      for (const part of parts.slice(0, -1)) expect(part.ids).toHaveLength(PART);
      expect(parts.at(-1)!.ids.length).toBeLessThan(PART);
      expect(parts.at(-1)!.res.headers.link).toBeUndefined();
      expect(parts[0]!.path).toBe(path);
    }
    // The parts are not paths robots.txt keeps crawlers out of.
    const stats = JSON.parse((await get(server, null, '/_stats')).body).platforms;
    for (const [id] of FEEDS) expect(stats[id].disallowedRequests).toBe(0);
  });

  it('answers after=0 with the first part, and after the last posting with an empty last part', async () => {
    const [first, zero] = await Promise.all([
      get(server, 'pistonpost', '/feeds/stock.csv', auth('pistonpost')),
      get(server, 'pistonpost', '/feeds/stock.csv?after=0', auth('pistonpost')),
    ]);
    expect(zero.body).toBe(first.body);
    expect(zero.headers.link).toBe(first.headers.link);
    const lastSeq = server.world.state('dealerdirect').active.at(-1)!.seq;
    const empty = await get(
      server,
      'dealerdirect',
      `/feeds/stock.xml?after=${lastSeq}`,
      auth('dealerdirect'),
    );
    expect(idsOf('dealerdirect', empty)).toEqual([]);
    expect(empty.headers.link).toBeUndefined();
  });

  it('keeps the bearer key and answers 400 to an after that is not a whole number', async () => {
    expect((await get(server, 'dealerdirect', '/feeds/stock.xml?after=4')).status).toBe(401);
    expect((await get(server, 'dealerdirect', '/feeds/stock.xml?after=x')).status).toBe(401);
    for (const after of ['x', '-1', '', '1.5', '1e3', '0x10', ' 7', '9'.repeat(16)]) {
      const res = await get(
        server,
        'dealerdirect',
        `/feeds/stock.xml?after=${encodeURIComponent(after)}`,
        auth('dealerdirect'),
      );
      expect({ after, status: res.status }).toEqual({ after, status: 400 });
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.body).toMatch(/^The after parameter must be a whole number/);
      expect(res.headers.link).toBeUndefined();
    }
  });

  it('gives each part its own validators, covering its Link, and 304 while they match', async () => {
    const first = await get(server, 'dealerdirect', '/feeds/stock.xml', auth('dealerdirect'));
    const path = nextOf('dealerdirect', '/feeds/stock.xml', first)!;
    const part = await get(server, 'dealerdirect', path, auth('dealerdirect'));
    const etag = part.headers.etag as string;
    const lastModified = part.headers['last-modified'] as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(etag).not.toBe(first.headers.etag);
    // The next link is part of what a crawler keeps: the ETag covers it (the last part has none).
    expect(etag).not.toBe(strongEtag(part.body));
    const { parts } = await walk('dealerdirect', '/feeds/stock.xml', path);
    expect(parts.at(-1)!.res.headers.etag).toBe(strongEtag(parts.at(-1)!.res.body));

    const byTag = await get(server, 'dealerdirect', path, { ...auth('dealerdirect'), 'if-none-match': etag });
    expect(byTag.status).toBe(304);
    expect(byTag.body).toBe('');
    expect(byTag.headers.etag).toBe(etag);
    const byDate = await get(server, 'dealerdirect', path, {
      ...auth('dealerdirect'),
      'if-modified-since': lastModified,
    });
    expect(byDate.status).toBe(304);
    // Without the key a part is still refused, validators or not.
    expect((await get(server, 'dealerdirect', path, { 'if-none-match': etag })).status).toBe(401);

    // World hours go by until something in this part changes: then new validators, and a 200.
    let changed: Got | null = null;
    for (let hour = 0; hour < 48 && !changed; hour++) {
      server.world.advance(1);
      const again = await get(server, 'dealerdirect', path, {
        ...auth('dealerdirect'),
        'if-none-match': etag,
      });
      if (again.status === 200) changed = again;
      else expect(again.status).toBe(304);
    }
    expect(changed).not.toBeNull();
    expect(changed!.headers.etag).not.toBe(etag);
    expect(Date.parse(changed!.headers['last-modified'] as string)).toBeGreaterThan(Date.parse(lastModified));
    const stale = await get(server, 'dealerdirect', path, {
      ...auth('dealerdirect'),
      'if-modified-since': lastModified,
    });
    expect(stale.status).toBe(200);
  });

  it('stays stable while the world changes: the parts after one read bring each posting left to read once', async () => {
    for (const [id, path] of FEEDS) {
      const first = await get(server, id, path, auth(id));
      const next = nextOf(id, path, first)!;
      const after = Number(new URL(next, 'http://x').searchParams.get('after'));
      const changes = server.world.state(id).changes.length;
      server.world.advance(3);
      expect(server.world.state(id).changes.length, id).toBeGreaterThan(changes);
      const { ids } = await walk(id, path, next);
      const expected = server.world
        .state(id)
        .active.filter((p) => p.seq > after)
        .map((p) => p.externalId);
      expect(ids).toEqual(expected);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });
});
