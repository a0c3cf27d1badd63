// The dealer API test over real HTTP (issue 11 item 4): local servers stand in for dealers, and
// `allowedHosts` lets the test reach them; without it every loopback, private, link-local and
// metadata form is refused before anything connects.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDealerSampleServer, type DealerSampleServer } from '../../../dealer-sample/server.js';
import { makeStock, stockView } from '../../../dealer-sample/stock.js';
import { apiVehicle } from '../../../world/render-api.js';
import { closeConnections } from '../../scraping/crawler/http.js';
import { startServer, text, type TestServer } from '../../scraping/crawler/test-server.js';
import type { Lookup } from '../../scraping/crawler/types.js';
import { testDealerApi } from './api-test.js';

const TOKEN = 'tok-123';
const LOCAL = { allowedHosts: ['127.0.0.1'] };
let sample: DealerSampleServer;
let faulty: DealerSampleServer;
let site: TestServer;

/** Six good vehicles in the JSON API vocabulary, their images on `site`. */
const items = () => {
  const stock = makeStock(6);
  return stock.items.map((i) => apiVehicle(stockView(i, stock.dealer, site.url('').replace(/\/$/, ''))));
};
const json = (body: unknown, status = 200) =>
  text(JSON.stringify(body), status, { 'content-type': 'application/json' });
const svg = text('<svg xmlns="http://www.w3.org/2000/svg"/>', 200, { 'content-type': 'image/svg+xml' });

beforeAll(async () => {
  sample = await createDealerSampleServer({ token: TOKEN });
  faulty = await createDealerSampleServer({ token: TOKEN, faults: { badRecords: true } });
  site = await startServer();
});
afterAll(async () => {
  await closeConnections();
  await Promise.all([sample.close(), faulty.close(), site.close()]);
});

describe('testDealerApi against a working dealer API', () => {
  it.each([
    ['JSON', '/api/vehicles', 'json'],
    ['CSV', '/feed.csv', 'csv'],
    ['XML', '/feed.xml', 'xml'],
  ] as const)('scores a good %s API at 100 with every vehicle counted', async (_, path, format) => {
    for (const declared of [format, undefined]) {
      const result = await testDealerApi({ url: sample.url + path, token: TOKEN, format: declared }, LOCAL);
      expect(result).toEqual({ success: true, dataQualityScore: 100, vehicleCount: 120, issues: [] });
    }
  });

  it('sends the token as a Bearer and asks for the format; reads a bare array and { vehicles }', async () => {
    site.route('/array', json(items()));
    site.route('/wrapped', json({ vehicles: items() }));
    site.route('*', svg);
    const steps: string[] = [];
    const array = await testDealerApi(
      { url: site.url('/array'), token: TOKEN, format: 'json' },
      { ...LOCAL, onProgress: (s) => steps.push(s) },
    );
    expect(array).toEqual({ success: true, dataQualityScore: 100, vehicleCount: 6, issues: [] });
    const hit = site.hits.find((h) => h.path === '/array')!;
    expect(hit.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(hit.headers.accept).toBe('application/json');
    expect(steps).toEqual([
      `Calling ${site.url('').replace(/\/$/, '')}`,
      'Reading vehicles',
      'Checking images of 6 vehicles',
      'Scoring',
    ]);
    // Images are fetched without the dealer's token.
    expect(
      site.hits.filter((h) => h.path.startsWith('/images/')).every((h) => !h.headers.authorization),
    ).toBe(true);
    expect(await testDealerApi({ url: site.url('/wrapped'), token: TOKEN }, LOCAL)).toMatchObject({
      success: true,
      dataQualityScore: 100,
      vehicleCount: 6,
    });
  });

  it('names each bad record by position, id and field', async () => {
    const result = await testDealerApi({ url: `${faulty.url}/api/vehicles`, token: TOKEN }, LOCAL);
    expect(result).toEqual({
      success: true,
      dataQualityScore: 93,
      vehicleCount: 120,
      issues: [
        'Vehicle 3 (id SD00003): price £0 is not between £100 and £2,000,000',
        'Vehicle 5 (id SD00005): year 1890 is not a plausible year',
        'Vehicle 7 (id SD00007): mileage 5,000,000 miles is not between 0 and 999,999',
        'Vehicle 9 (id SD00009): make is missing',
        'Vehicle 11 (id SD00011): has no valid UK registration or VIN',
        'Vehicle 13 (id SD00013): has no images',
        'Vehicle 15 (id SD00014): id SD00014 repeats vehicle 14 (id SD00014)',
      ],
    });
    const csv = await testDealerApi({ url: `${faulty.url}/feed.csv`, token: TOKEN }, LOCAL);
    expect(csv.issues).toEqual(result.issues);
  });

  it('follows a redirect on the same host, keeping the token only on the first origin', async () => {
    site.route('/moved', text('', 301, { location: '/array' }));
    site.route('/elsewhere', text('', 302, { location: site.url('/array', 'localhost') }));
    expect((await testDealerApi({ url: site.url('/moved'), token: TOKEN }, LOCAL)).success).toBe(true);
    const before = site.hits.length;
    const result = await testDealerApi(
      { url: site.url('/elsewhere'), token: TOKEN },
      { allowedHosts: ['127.0.0.1', `localhost:${site.port}`] },
    );
    expect(result.success).toBe(true);
    const second = site.hits.slice(before).find((h) => h.path === '/array')!;
    expect(second.host).toBe(`localhost:${site.port}`);
    expect(second.headers.authorization).toBeUndefined();
  });

  it('reports an unreachable image by vehicle and URL', async () => {
    const list = items().map((v) => ({
      ...v,
      images: [String(v.id)].map((id) => site.url(`/missing/${id}.jpg`)),
    }));
    site.route('/broken-images', json({ data: list }));
    site.route('*', text('not found', 404));
    const result = await testDealerApi({ url: site.url('/broken-images'), token: TOKEN }, LOCAL);
    expect(result.dataQualityScore).toBe(85);
    expect(result.issues).toHaveLength(5);
    expect(result.issues[0]).toBe(
      `Vehicle 1 (id SD00001): image ${site.url('/missing/SD00001.jpg')} is not reachable (HTTP 404)`,
    );
    site.route('*', svg);
  });
});

describe('testDealerApi against a slow image host', () => {
  it('gives each image its own time, counted from when it is asked for', async () => {
    const list = items().map((v) => ({
      ...v,
      images: [String(v.id)].map((id) => site.url(`/slow/${id}.svg`)),
    }));
    site.route('/slow-images', json({ data: list }));
    // 1.5 s each: five checked on one connection take 7.5 s, each well inside its 5 s.
    site.route('*', (req, res, hit) => setTimeout(() => svg(req, res, hit), 1_500));
    try {
      const result = await testDealerApi({ url: site.url('/slow-images'), token: TOKEN }, LOCAL);
      expect(result).toEqual({ success: true, dataQualityScore: 100, vehicleCount: 6, issues: [] });
    } finally {
      site.route('*', svg);
    }
  }, 30_000);
});

describe('testDealerApi when the dealer API misbehaves', () => {
  it('reports a refused token', async () => {
    expect(await testDealerApi({ url: `${sample.url}/api/vehicles`, token: 'wrong' }, LOCAL)).toEqual({
      success: false,
      dataQualityScore: 0,
      vehicleCount: 0,
      issues: ['The API refused the token (HTTP 401)'],
    });
  });

  it.each([
    [
      'an HTML page',
      text('<!doctype html><p>Welcome</p>', 200, { 'content-type': 'text/html' }),
      'json',
      'The response is an HTML page, not vehicle data',
    ],
    [
      'HTML sent as JSON',
      text('<html><body>login</body></html>', 200, { 'content-type': 'application/json' }),
      undefined,
      'The response is an HTML page, not vehicle data',
    ],
    [
      'malformed JSON',
      text('{"data": [', 200, { 'content-type': 'application/json' }),
      undefined,
      /^The response is not valid JSON \(.+\)$/,
    ],
    [
      'JSON without a list',
      json({ ok: true }),
      'json',
      'The response has no list of vehicles (an array, { "data": [...] } or { "vehicles": [...] })',
    ],
    [
      'a CSV without the header',
      text('a,b\n1,2\n', 200, { 'content-type': 'text/csv' }),
      undefined,
      'The response is not a readable CSV feed: CSV feed has no header row with stock_id',
    ],
    [
      'XML that is not a stock file',
      text('<cars/>', 200, { 'content-type': 'application/xml' }),
      'xml',
      'The response is not a readable XML feed: XML feed has no <stock> root',
    ],
    ['a server error', text('oops', 500), undefined, 'The API answered HTTP 500 instead of vehicle data'],
    ['a missing page', text('no', 404), undefined, 'The API URL was not found (HTTP 404)'],
  ] as const)('gives an issue, not a throw, for %s', async (name, route, format, issue) => {
    const path = `/bad/${encodeURIComponent(name)}`;
    site.route(path, route);
    const result = await testDealerApi({ url: site.url(path), token: TOKEN, format }, LOCAL);
    expect(result).toMatchObject({ success: false, dataQualityScore: 0, vehicleCount: 0 });
    expect(result.issues).toHaveLength(1);
    if (typeof issue === 'string') expect(result.issues[0]).toBe(issue);
    else expect(result.issues[0]).toMatch(issue);
  });

  it('reports an empty list as no vehicles', async () => {
    site.route('/empty', json({ data: [], meta: { total: 0 } }));
    expect(await testDealerApi({ url: site.url('/empty'), token: TOKEN }, LOCAL)).toEqual({
      success: false,
      dataQualityScore: 0,
      vehicleCount: 0,
      issues: ['No vehicles: the API answered with an empty list'],
    });
  });

  it('stops reading a 10 MB answer at the size limit, declared or not', async () => {
    const big = `[${'"x",'.repeat(2_500_000)}"x"]`;
    site.route('/huge', text(big, 200, { 'content-type': 'application/json' }));
    site.route('/huge-chunked', (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      for (let i = 0; i < 10; i++) res.write(Buffer.alloc(1024 * 1024, 0x20));
      res.end('[]');
    });
    for (const path of ['/huge', '/huge-chunked'])
      expect((await testDealerApi({ url: site.url(path), token: TOKEN }, LOCAL)).issues).toEqual([
        'The response is larger than the 2 MiB size limit',
      ]);
  });

  it('gives up on an API that never answers within the time limit', async () => {
    site.route('/hang', () => new Promise(() => undefined));
    const started = Date.now();
    const result = await testDealerApi(
      { url: site.url('/hang'), token: TOKEN },
      { ...LOCAL, timeoutMs: 500 },
    );
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(result).toEqual({
      success: false,
      dataQualityScore: 0,
      vehicleCount: 0,
      issues: ['The API did not answer within 0.5 s (time limit)'],
    });
  });

  it('reports a connection dropped mid-answer and a bad URL string', async () => {
    site.route('/drop', (req) => req.socket.destroy());
    expect((await testDealerApi({ url: site.url('/drop'), token: TOKEN }, LOCAL)).issues[0]).toMatch(
      /^The API could not be reached: network error/,
    );
    expect((await testDealerApi({ url: 'not a url', token: TOKEN }, LOCAL)).issues).toEqual([
      'The API URL "not a url" is not a valid URL',
    ]);
    expect((await testDealerApi({ url: 'ftp://dealer.example/stock', token: TOKEN }, LOCAL)).issues).toEqual([
      'The API URL was refused: scheme ftp: is not fetched',
    ]);
  });

  it('stops after five redirects', async () => {
    site.route('/loop', text('', 302, { location: '/loop' }));
    expect((await testDealerApi({ url: site.url('/loop'), token: TOKEN }, LOCAL)).issues).toEqual([
      'The API redirected more than 5 times',
    ]);
  });
});

describe('testDealerApi SSRF refusals', () => {
  const none = { allowedHosts: [] as string[] };
  const refusals = (port: number) =>
    [
      [`http://127.0.0.1:${port}/`, '127.0.0.1 resolves to 127.0.0.1 (loopback)'],
      [`http://localhost:${port}/`, 'localhost resolves to 127.0.0.1 (loopback)'],
      [`http://2130706433:${port}/`, '127.0.0.1 resolves to 127.0.0.1 (loopback)'],
      [`http://0177.0.0.1:${port}/`, '127.0.0.1 resolves to 127.0.0.1 (loopback)'],
      [`http://0x7f.0.0.1:${port}/`, '127.0.0.1 resolves to 127.0.0.1 (loopback)'],
      [`http://[::1]:${port}/`, '::1 resolves to ::1 (loopback)'],
      [`http://[::ffff:127.0.0.1]:${port}/`, '::ffff:7f00:1 resolves to ::ffff:7f00:1 (ipv4Mapped)'],
      ['http://10.0.0.5/', '10.0.0.5 resolves to 10.0.0.5 (private)'],
      ['http://192.168.1.1/', '192.168.1.1 resolves to 192.168.1.1 (private)'],
      ['http://169.254.169.254/latest/meta-data/', '169.254.169.254 resolves to 169.254.169.254 (metadata)'],
    ] as const;

  it('refuses loopback, private, link-local and metadata addresses in every spelling, never connecting', async () => {
    const before = site.hits.length;
    for (const [url, reason] of refusals(site.port)) {
      const result = await testDealerApi({ url, token: TOKEN }, none);
      expect(result, url).toEqual({
        success: false,
        dataQualityScore: 0,
        vehicleCount: 0,
        issues: [`The API URL was refused: ${reason}, which is refused`],
      });
    }
    expect(site.hits.length).toBe(before);
  });

  it('refuses the metadata address even when the operator allowed it', async () => {
    const result = await testDealerApi(
      { url: 'http://169.254.169.254/latest/meta-data/', token: TOKEN },
      { allowedHosts: ['169.254.169.254'] },
    );
    expect(result.issues).toEqual([
      'The API URL was refused: 169.254.169.254 resolves to 169.254.169.254 (metadata), which is refused',
    ]);
  });

  it('allows a private host only on the port the operator named', async () => {
    const url = site.url('/array', 'localhost');
    expect((await testDealerApi({ url, token: TOKEN }, { allowedHosts: ['localhost:1'] })).issues).toEqual([
      'The API URL was refused: localhost resolves to 127.0.0.1 (loopback), which is refused',
    ]);
    const allowed = await testDealerApi(
      { url, token: TOKEN },
      { allowedHosts: [`LOCALHOST:${site.port}`, '127.0.0.1'] },
    );
    expect(allowed.success).toBe(true);
  });

  const lookup: Lookup = async (host) => {
    if (host === 'dealer.example' || host === 'rebind.example') return [{ address: '127.0.0.1', family: 4 }];
    throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
  };

  it('refuses a DNS name that resolves to loopback, and reports one that does not resolve', async () => {
    const before = site.hits.length;
    const url = `http://rebind.example:${site.port}/array`;
    expect((await testDealerApi({ url, token: TOKEN }, { allowedHosts: [], lookup })).issues).toEqual([
      'The API URL was refused: rebind.example resolves to 127.0.0.1 (loopback), which is refused',
    ]);
    expect(site.hits.length).toBe(before);
    expect(
      (await testDealerApi({ url: 'http://nowhere.example/', token: TOKEN }, { allowedHosts: [], lookup }))
        .issues,
    ).toEqual(['The API host could not be found: DNS lookup of nowhere.example failed (ENOTFOUND)']);
  });

  it('refuses a redirect from an allowed host to loopback, after only the first hop', async () => {
    site.route('/to-loopback', text('', 302, { location: site.url('/array') }));
    const before = site.hits.length;
    const result = await testDealerApi(
      { url: `http://dealer.example:${site.port}/to-loopback`, token: TOKEN },
      { allowedHosts: ['dealer.example'], lookup },
    );
    expect(result.issues).toEqual([
      `The API redirected to ${site.url('/array')}, which was refused: 127.0.0.1 resolves to 127.0.0.1 (loopback), which is refused`,
    ]);
    expect(site.hits.slice(before).map((h) => h.path)).toEqual(['/to-loopback']);
  });
});
