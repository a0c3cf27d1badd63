// The world's control host and its behaviour over time: counters, faults, world time, ground truth,
// and determinism across servers.
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { PLATFORMS } from '../../db/reference/platforms.js';
import { startWorldServer, type WorldServer } from './server.js';
import { worldClient } from './test-client.js';

const client = worldClient();
const get = client.get;
const started: WorldServer[] = [];

async function start(options: Parameters<typeof startWorldServer>[0]): Promise<WorldServer> {
  const s = await startWorldServer({ seed: 42, vehicles: 800, faults: false, ...options });
  started.push(s);
  return s;
}

afterEach(async () => {
  await Promise.all(started.splice(0).map((s) => s.close()));
});
afterAll(() => client.close());

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('POST /_advance', () => {
  it('moves world time and reports each kind of change; /_truth follows', async () => {
    const s = await start({ vehicles: 2000 });
    const truth0 = JSON.parse((await get(s, null, '/_truth')).body);
    expect(truth0.hour).toBe(0);
    expect(truth0.vehicles).toHaveLength(2000);
    expect(truth0.vehicles[0].postings[0]).toEqual({
      platform: expect.any(String),
      externalId: expect.any(String),
    });
    const res = await get(s, null, '/_advance?hours=24', {}, 'POST');
    expect(res.status).toBe(200);
    const { hour, changes } = JSON.parse(res.body);
    expect(hour).toBe(24);
    for (const kind of ['priceDrops', 'sold', 'added', 'relisted', 'crossListed']) {
      expect(changes[kind], kind).toBeGreaterThan(0);
    }
    const truth = JSON.parse((await get(s, null, '/_truth')).body);
    expect(truth.hour).toBe(24);
    expect(truth.vehicles).toHaveLength(2000 + changes.added - changes.sold + changes.relisted);
    // A sold vehicle's adverts are gone: 410 on its platform.
    const active = new Set(truth.vehicles.map((v: { id: number }) => v.id));
    const gone = truth0.vehicles.find((v: { id: number }) => !active.has(v.id));
    const posting = gone.postings[0];
    expect((await get(s, posting.platform, `/vehicles/${posting.externalId}`)).status).toBe(410);
  });

  it('refuses hours outside 1-1000', async () => {
    const s = await start({});
    for (const hours of ['0', '1001', 'x', '-1', '2.5']) {
      const res = await get(s, null, `/_advance?hours=${hours}`, {}, 'POST');
      expect(res.status, hours).toBe(400);
      expect(JSON.parse(res.body).error).toMatch(/hours/);
    }
    expect((await get(s, null, '/_advance?hours=1')).status).toBe(405);
  });

  it('turns a 304 back into a 200 once the content changes', async () => {
    const s = await start({ pageSize: 20 });
    const first = await get(s, 'autohub', '/used-vehicles?page=1');
    const validators = { 'if-none-match': first.headers.etag as string };
    expect((await get(s, 'autohub', '/used-vehicles?page=1', validators)).status).toBe(304);
    await get(s, null, '/_advance?hours=2', {}, 'POST');
    const after = await get(s, 'autohub', '/used-vehicles?page=1', validators);
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(first.headers.etag);
    expect(after.headers['last-modified']).toBe(new Date(s.world.now()).toUTCString());
  });
});

describe('real time', () => {
  it('follows the wall clock without a fixed epoch: hour 0 is midnight UTC today', async () => {
    const before = Math.floor(Date.now() / 3_600_000) * 3_600_000;
    const s = await start({ vehicles: 300, realTime: true });
    const after = Math.floor(Date.now() / 3_600_000) * 3_600_000;
    expect([before, after]).toContain(s.world.now());
    expect(s.world.hour).toBe(new Date(s.world.now()).getUTCHours());
    const fixed = await start({ vehicles: 300, realTime: true, now: new Date('2026-01-01T00:00:00Z') });
    expect(fixed.world.hour).toBe(0);
  });
});

describe('the JSON API', () => {
  it('pages by cursor through every posting exactly once, even across an /_advance', async () => {
    const s = await start({ vehicles: 1500 });
    const before = new Set(s.world.state('motormart').active.map((p) => p.externalId));
    const seen: string[] = [];
    let cursor: string | null = '';
    let pages = 0;
    while (cursor !== null) {
      const res = await get(s, 'motormart', `/api/v1/vehicles?limit=37${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.status).toBe(200);
      const body = JSON.parse(res.body);
      expect(body.meta.total).toBe(s.world.state('motormart').active.length);
      seen.push(...body.data.map((v: { id: string }) => v.id));
      cursor = body.meta.next_cursor;
      if (++pages === 4) await get(s, null, '/_advance?hours=1', {}, 'POST');
    }
    expect(new Set(seen).size).toBe(seen.length);
    const after = s.world.state('motormart').active.map((p) => p.externalId);
    // Everything still listed at the end was seen, whether it was there at the start or arrived later.
    for (const id of after) expect(seen).toContain(id);
    expect(after.some((id) => !before.has(id))).toBe(true);
    expect((await get(s, 'motormart', '/api/v1/vehicles?cursor=nonsense')).status).toBe(400);
    expect((await get(s, 'motormart', '/api/v1/vehicles?limit=0')).status).toBe(400);
    const capped = JSON.parse((await get(s, 'motormart', '/api/v1/vehicles?limit=5000')).body);
    expect(capped.data).toHaveLength(200);
  });
});

describe('faults', () => {
  it('throttle with 429, fail with 503 (both with Retry-After) and stall on schedule', async () => {
    const s = await start({ faults: { throttleEvery: 3, unavailableEvery: 5, slowEvery: 7, slowMs: 300 } });
    const statuses: number[] = [];
    const times: number[] = [];
    // robots.txt never fails, whatever the schedule.
    expect((await get(s, 'drivelist', '/robots.txt')).status).toBe(200);
    for (let i = 1; i <= 7; i++) {
      const t = performance.now();
      const res = await get(s, 'drivelist', '/used-vehicles');
      statuses.push(res.status);
      times.push(performance.now() - t);
      if (res.status === 429 || res.status === 503) expect(res.headers['retry-after']).toBe('1');
    }
    expect(statuses).toEqual([200, 200, 429, 200, 503, 429, 200]);
    expect(times[6]).toBeGreaterThanOrEqual(290);
    const stats = JSON.parse((await get(s, null, '/_stats')).body).platforms.drivelist;
    expect(stats.throttled).toBe(2);
    expect(stats.unavailable).toBe(1);
    expect(stats.byStatus).toEqual({ 200: 5, 429: 2, 503: 1 });
  });
});

describe('GET /_stats', () => {
  it('counts requests, disallowed ones, the smallest gap and the most in flight', async () => {
    const s = await start({ faults: { throttleEvery: 0, unavailableEvery: 0, slowEvery: 1, slowMs: 200 } });
    for (const path of ['/robots.txt', '/account/saved', '/search?q=bmw', '/vehicles/x/contact', '/']) {
      await get(s, 'localmotors', path);
      await sleep(60);
    }
    let stats = JSON.parse((await get(s, null, '/_stats')).body);
    expect(stats.hour).toBe(0);
    expect(Object.keys(stats.platforms)).toEqual(PLATFORMS.map((p) => p.id));
    const lm = stats.platforms.localmotors;
    expect(lm.requests).toBe(5);
    expect(lm.disallowedRequests).toBe(3);
    // Sequential requests, each slow (200 ms) but the first: gaps of at least the pause between them.
    expect(lm.minGapMs).toBeGreaterThanOrEqual(55);
    expect(lm.maxInFlight).toBe(1);
    expect(lm.byStatus).toEqual({ 200: 4, 404: 1 });
    await Promise.all([1, 2, 3].map(() => get(s, 'localmotors', '/')));
    stats = JSON.parse((await get(s, null, '/_stats')).body);
    expect(stats.platforms.localmotors.maxInFlight).toBe(3);
    expect(stats.platforms.localmotors.minGapMs).toBeLessThan(50);
    expect(stats.platforms.autohub.minGapMs).toBeNull();
    const first = await get(s, 'localmotors', '/robots.txt');
    await get(s, 'localmotors', '/robots.txt', { 'if-none-match': first.headers.etag as string });
    expect(JSON.parse((await get(s, null, '/_stats')).body).platforms.localmotors.notModified).toBe(1);
    expect((await get(s, null, '/_stats/reset', {}, 'POST')).status).toBe(200);
    const reset = JSON.parse((await get(s, null, '/_stats')).body).platforms.localmotors;
    expect(reset).toMatchObject({
      requests: 0,
      disallowedRequests: 0,
      minGapMs: null,
      maxInFlight: 0,
      byStatus: {},
    });
  });
});

describe('determinism', () => {
  it('gives the same bodies from two servers with the same seed, at the same hour', async () => {
    const [a, b] = await Promise.all([start({ vehicles: 600 }), start({ vehicles: 600 })]);
    const paths: [string, string, Record<string, string>][] = [
      ['autohub', '/used-vehicles?page=2', {}],
      ['wheelswap', '/api/v1/vehicles', {}],
      ['pistonpost', '/feeds/stock.csv', { authorization: 'Bearer demo-pistonpost-partner-key' }],
      ['dealerdirect', '/feeds/stock.xml', { authorization: 'Bearer demo-dealerdirect-partner-key' }],
    ];
    const bodies = async (s: WorldServer) => {
      const out: string[] = [];
      for (const [id, path, headers] of paths) {
        const res = await get(s, id, path, headers);
        out.push(`${res.status} ${res.headers.etag} ${res.headers['last-modified']}\n${res.body}`);
      }
      out.push((await get(s, null, '/_truth')).body);
      return out;
    };
    expect(await bodies(b)).toEqual(await bodies(a));
    await get(a, null, '/_advance?hours=3', {}, 'POST');
    await get(b, null, '/_advance?hours=3', {}, 'POST');
    expect(await bodies(b)).toEqual(await bodies(a));
  });
});
