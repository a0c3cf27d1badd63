// The world over HTTP, as a crawler meets it: one real server on an ephemeral port, reached at
// 127.0.0.1 with each platform's Host header.
import * as cheerio from 'cheerio';
import { parse } from 'csv-parse/sync';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFeedKey, PLATFORMS } from '../../db/reference/platforms.js';
import { CSV_COLUMNS } from './render-feed.js';
import { startWorldServer, type WorldServer } from './server.js';
import { worldClient } from './test-client.js';

const client = worldClient();
const get = client.get;
let server: WorldServer;

// jsdom (a dev dependency, for its strict XML parser) ships no types of its own.
interface XmlElement {
  getAttribute(name: string): string | null;
  querySelector(selector: string): XmlElement | null;
}
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (
    text: string,
    options: { contentType: string },
  ) => {
    window: { document: { documentElement: XmlElement; querySelectorAll(s: string): ArrayLike<XmlElement> } };
  };
};

const feedAuth = (id: string) => ({ authorization: `Bearer ${demoFeedKey(id)}` });

function jsonLd(html: string): string[] {
  const $ = cheerio.load(html);
  return $('script[type="application/ld+json"]')
    .toArray()
    .map((el) => $(el).text());
}

beforeAll(async () => {
  server = await startWorldServer({ seed: 42, vehicles: 1500, pageSize: 50, apiPageSize: 40, faults: false });
});
afterAll(async () => {
  await server?.close();
  await client.close();
});

describe('every platform', () => {
  it('serves robots.txt with both groups and the crawl delay', async () => {
    for (const p of PLATFORMS) {
      const res = await get(server, p.id, '/robots.txt');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      for (const agentName of ['*', 'AllMotorsBot']) {
        expect(res.body).toContain(
          `User-agent: ${agentName}\nDisallow: /account/\nDisallow: /search\nDisallow: /vehicles/*/contact\nCrawl-delay: 0.2`,
        );
      }
    }
  });

  it('answers an unknown platform host, unknown paths and other methods with errors', async () => {
    expect((await get(server, 'nosuchsite', '/robots.txt')).status).toBe(404);
    expect((await get(server, 'autohub', '/nothing-here')).status).toBe(404);
    expect((await get(server, 'autohub', '/vehicles/AH-00000')).status).toBe(404);
    expect((await get(server, 'motormart', '/used-vehicles')).status).toBe(404);
    expect((await get(server, 'autohub', '/used-vehicles?page=999')).status).toBe(404);
    expect((await get(server, 'autohub', '/used-vehicles?page=x')).status).toBe(400);
    expect((await get(server, 'autohub', '/robots.txt', {}, 'POST')).status).toBe(405);
    expect((await get(server, null, '/nothing')).status).toBe(404);
    const index = await get(server, null, '/');
    expect(index.body).toContain(`http://autohub.localhost:${server.port}/used-vehicles`);
    expect(server.hostUrl('autohub')).toBe(`http://autohub.localhost:${server.port}`);
    expect(server.url).toBe(`http://localhost:${server.port}`);
  });

  it('serves placeholder images for adverts', async () => {
    const id = server.world.state('drivelist').active[0]!.externalId;
    const res = await get(server, 'drivelist', `/images/${id}/2.svg`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.body).toMatch(/^<svg /);
    expect((await get(server, 'drivelist', `/images/${id}/9.svg`)).status).toBe(404);
  });
});

describe('HTML platforms', () => {
  it('walk by rel=next through every posting, with one parseable ItemList per page', async () => {
    const expected = server.world.state('carnation').active.map((p) => p.externalId);
    const seen: string[] = [];
    let path: string | undefined = '/used-vehicles';
    let pages = 0;
    while (path) {
      const res = await get(server, 'carnation', path);
      expect(res.status).toBe(200);
      expect(res.body.startsWith('<!doctype html>')).toBe(true);
      const $ = cheerio.load(res.body);
      expect($('header').text()).toContain('CarNation');
      const blocks = jsonLd(res.body);
      expect(blocks).toHaveLength(1);
      const list = JSON.parse(blocks[0]!);
      expect(list['@type']).toBe('ItemList');
      expect(list.numberOfItems).toBe(expected.length);
      const cards = $('.card a[href^="/vehicles/"]:not([rel])')
        .toArray()
        .map((a) => $(a).attr('href')!.slice('/vehicles/'.length));
      const items = list.itemListElement.map((e: any) => e.item.identifier);
      const broken = cards.filter(
        (id) => server.world.posting('carnation', id)!.malformed === 'invalidJsonLd',
      );
      expect([...items, ...broken].sort()).toEqual([...cards].sort());
      for (const e of list.itemListElement)
        expect(e.item.url).toBe(`http://carnation.localhost:3001/vehicles/${e.item.identifier}`);
      expect($('a[href^="/search?q="]').length).toBeGreaterThan(0);
      expect($('a[href$="/contact"]').length).toBe(cards.length);
      seen.push(...cards);
      const next = $('head link[rel="next"]').attr('href');
      expect($('nav a[rel="next"]').attr('href')).toBe(next);
      path = next;
      pages++;
    }
    expect(pages).toBe(Math.ceil(expected.length / 50));
    expect(seen).toEqual(expected);
  });

  it('show each advert with its JSON-LD vehicle, broken on purpose for a few', async () => {
    const [plain, broken] = server.world.state('autohub').active.filter((p) => !p.malformed);
    const res = await get(server, 'autohub', `/vehicles/${plain!.externalId}`);
    expect(res.status).toBe(200);
    const car = JSON.parse(jsonLd(res.body)[0]!);
    expect(car['@context']).toBe('https://schema.org');
    expect(['Car', 'Motorcycle', 'Vehicle']).toContain(car['@type']);
    expect(car.identifier).toBe(plain!.externalId);
    expect(car.offers.price).toBe(`${plain!.price}.00`);
    expect(car.offers.priceCurrency).toBe('GBP');
    expect(car.brand.name).toBe(plain!.vehicle.row.make);
    broken!.malformed = 'invalidJsonLd';
    const bad = await get(server, 'autohub', `/vehicles/${broken!.externalId}`);
    expect(bad.status).toBe(200);
    expect(() => JSON.parse(jsonLd(bad.body)[0]!)).toThrow();
    broken!.malformed = null;
  });
});

describe('partner feeds', () => {
  it('refuse requests without the partner key', async () => {
    for (const [id, path] of [
      ['pistonpost', '/feeds/stock.csv'],
      ['dealerdirect', '/feeds/stock.xml'],
    ] as const) {
      expect((await get(server, id, path)).status).toBe(401);
      expect((await get(server, id, path, { authorization: 'Bearer wrong' })).status).toBe(401);
      expect((await get(server, id, path, feedAuth(id))).status).toBe(200);
    }
  });

  it('give RFC 4180 CSV with the header’s columns, except rows broken on purpose', async () => {
    const active = server.world.state('pistonpost').active;
    active[1]!.malformed = 'wrongFieldCount';
    active[2]!.malformed = 'wrongFieldCount';
    const res = await get(server, 'pistonpost', '/feeds/stock.csv', feedAuth('pistonpost'));
    active[1]!.malformed = active[2]!.malformed = null;
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const rows: string[][] = parse(res.body, { relax_column_count: true });
    expect(rows[0]).toEqual([...CSV_COLUMNS]);
    expect(rows).toHaveLength(active.length + 1);
    rows.slice(1).forEach((row, i) => {
      if (i === 1 || i === 2) expect(row.length).not.toBe(CSV_COLUMNS.length);
      else expect(row.length).toBe(CSV_COLUMNS.length);
      expect(row[0]).toBe(active[i]!.externalId);
    });
  });

  it('give well-formed XML with one vehicle per posting', async () => {
    const res = await get(server, 'dealerdirect', '/feeds/stock.xml', feedAuth('dealerdirect'));
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const doc = new JSDOM(res.body, { contentType: 'application/xml' }).window.document;
    const vehicles = doc.querySelectorAll('stock > vehicle');
    const active = server.world.state('dealerdirect').active;
    expect(vehicles.length).toBe(active.length);
    expect(doc.documentElement.getAttribute('count')).toBe(String(active.length));
    // Fewer postings than a part holds: one file, no next part (feed-parts.test.ts pages them).
    expect(active.length).toBeLessThan(server.world.options.feedPartSize);
    expect(res.headers.link).toBeUndefined();
    expect(vehicles[0]!.getAttribute('id')).toBe(active[0]!.externalId);
    expect(vehicles[0]!.querySelector('price')!.getAttribute('currency')).toBe('GBP');
  });
});

describe('conditional GET', () => {
  it('answers 304 while ETag or Last-Modified still match', async () => {
    for (const [id, path, headers] of [
      ['autohub', '/used-vehicles?page=2', {}],
      ['motormart', '/api/v1/vehicles?limit=10', {}],
      ['dealerdirect', '/feeds/stock.xml', feedAuth('dealerdirect')],
      ['autohub', '/robots.txt', {}],
    ] as const) {
      const first = await get(server, id, path, headers);
      const etag = first.headers.etag as string;
      const lastModified = first.headers['last-modified'] as string;
      expect(etag).toMatch(/^"[\w-]+"$/);
      expect(lastModified).toMatch(/GMT$/);
      const byTag = await get(server, id, path, { ...headers, 'if-none-match': etag });
      expect(byTag.status).toBe(304);
      expect(byTag.body).toBe('');
      expect((await get(server, id, path, { ...headers, 'if-modified-since': lastModified })).status).toBe(
        304,
      );
      expect((await get(server, id, path, { ...headers, 'if-none-match': '"other"' })).status).toBe(200);
    }
  });
});
