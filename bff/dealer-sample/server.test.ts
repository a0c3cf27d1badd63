// The sample dealer API: its token, its pages and its three formats, read by the crawler's own
// connectors and passed by the real API test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseFeed } from '../plugins/scraping/connectors/feed.js';
import { parseJsonApi } from '../plugins/scraping/connectors/json-api.js';
import { closeConnections } from '../plugins/scraping/crawler/http.js';
import { testDealerApi } from '../plugins/dealers/api-test/api-test.js';
import { createDealerSampleServer, type DealerSampleServer } from './server.js';
import { makeStock } from './stock.js';

const TOKEN = 'sample-token-for-tests';
let sample: DealerSampleServer;
const auth = { authorization: `Bearer ${TOKEN}` };

async function get(path: string, headers: Record<string, string> = auth) {
  const res = await fetch(sample.url + path, { headers });
  return { status: res.status, type: res.headers.get('content-type'), body: await res.text() };
}

beforeAll(async () => {
  sample = await createDealerSampleServer({ token: TOKEN });
});
afterAll(async () => {
  await closeConnections();
  await sample.close();
});

describe('the sample dealer API', () => {
  it('makes the same 120 cars on every run, each with a UK registration and one dealer', () => {
    const a = makeStock();
    const b = makeStock();
    expect(a.items).toHaveLength(120);
    expect(a.items.map((i) => i.vehicle.row.registration)).toEqual(
      b.items.map((i) => i.vehicle.row.registration),
    );
    expect(a.items.every((i) => /^[A-Z]{2}\d{2} [A-Z]{3}$/.test(i.vehicle.row.registration ?? ''))).toBe(
      true,
    );
    expect(new Set(a.items.map((i) => i.vehicle.seller.name)).size).toBe(1);
  });

  it.each(['/api/vehicles', '/feed.csv', '/feed.xml'])('requires the bearer token on %s', async (path) => {
    expect((await get(path, {})).status).toBe(401);
    expect((await get(path, { authorization: 'Bearer wrong' })).status).toBe(401);
    expect((await get(path, { authorization: TOKEN })).status).toBe(401);
    expect((await get(path)).status).toBe(200);
  });

  it('pages the JSON by page and per_page, and by the connector cursor', async () => {
    const first = JSON.parse((await get('/api/vehicles')).body);
    expect(first.data).toHaveLength(50);
    expect(first.meta).toEqual({ total: 120, page: 1, per_page: 50, pages: 3, next_cursor: '2' });
    const last = JSON.parse((await get('/api/vehicles?page=3')).body);
    expect(last.data).toHaveLength(20);
    expect(last.meta.next_cursor).toBeNull();
    const small = JSON.parse((await get('/api/vehicles?page=2&per_page=10')).body);
    expect(small.data.map((v: { id: string }) => v.id)).toEqual(
      first.data.slice(10, 20).map((v: { id: string }) => v.id),
    );

    // The JSON API connector follows next_cursor until it is null and reads every vehicle.
    const ids: string[] = [];
    let url: string | undefined = `${sample.url}/api/vehicles?limit=100`;
    while (url) {
      const res = await get(url.slice(sample.url.length));
      const page = parseJsonApi(res.body, url);
      expect(page.rejects).toEqual([]);
      ids.push(...page.records.map((r) => r.externalId));
      url = page.next[0];
    }
    expect(ids).toHaveLength(120);
    expect(new Set(ids).size).toBe(120);
  });

  it('serves CSV and XML that the feed connector reads without a reject', async () => {
    const csv = await get('/feed.csv');
    const xml = await get('/feed.xml');
    const fromCsv = parseFeed(csv.body, `${sample.url}/feed.csv`, csv.type);
    const fromXml = parseFeed(xml.body, `${sample.url}/feed.xml`, xml.type);
    expect(fromCsv).toMatchObject({ rejects: [], expected: 120 });
    expect(fromXml).toMatchObject({ rejects: [], expected: 120 });
    expect(fromCsv.records).toEqual(fromXml.records);
    const json = JSON.parse((await get('/api/vehicles?per_page=120')).body);
    // The feeds have no title column: the connector derives it, the JSON states it.
    const untitled = (records: { title: string }[]) => records.map(({ title: _, ...r }) => r);
    const fromJson = parseJsonApi(JSON.stringify(json), `${sample.url}/api/vehicles`).records;
    expect(untitled(fromJson)).toEqual(untitled(fromCsv.records));
    expect(fromJson.filter((r, i) => r.title === fromCsv.records[i]!.title).length).toBeGreaterThan(100);
  });

  it('serves the photos it links to, without a token', async () => {
    const first = JSON.parse((await get('/api/vehicles?per_page=1')).body).data[0];
    const res = await fetch(first.images[0]);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(await res.text()).toContain(first.make);
    expect((await fetch(`${sample.url}/images/${first.id}/99.svg`)).status).toBe(404);
  });

  it('passes the real API test in all three formats', async () => {
    for (const path of ['/api/vehicles', '/feed.csv', '/feed.xml']) {
      const result = await testDealerApi(
        { url: sample.url + path, token: TOKEN },
        { allowedHosts: ['127.0.0.1'] },
      );
      expect(result.dataQualityScore).toBeGreaterThanOrEqual(85);
      expect(result).toMatchObject({ success: true, vehicleCount: 120, issues: [] });
    }
  });
});
