import { gzipSync } from 'node:zlib';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { pausedReason } from './fetcher.js';
import { closeConnections } from './http.js';
import {
  TEST_ALLOWED,
  fakeTime,
  makeFetcher,
  startServer,
  text,
  type Route,
  type TestServer,
} from './test-server.js';
import type { FetchEvent, FetchRequest } from './types.js';

let server: TestServer;
afterEach(async () => server?.close());
afterAll(closeConnections);

const get = (url: string, extra: Partial<FetchRequest> = {}): FetchRequest => ({
  url,
  allowedHosts: TEST_ALLOWED,
  minDelayMs: 0,
  ...extra,
});
/** Answers each request with the next route of the list, the last one from then on. */
const sequence =
  (...routes: Route[]): Route =>
  (req, res, hit) => {
    const route = routes.shift()!;
    if (routes.length === 0) routes.push(route);
    return route(req, res, hit);
  };
const retries = (events: FetchEvent[]) =>
  events.filter((e): e is Extract<FetchEvent, { type: 'retry' }> => e.type === 'retry');
const hitsOf = (path: string) => server.paths().filter((p) => p === path).length;
let runId = 100; // the C3 pause is remembered per run: each test gets its own

function setup(extra: Parameters<typeof makeFetcher>[0] = {}) {
  const time = fakeTime();
  return { time, ...makeFetcher({ now: time.now, sleep: time.sleep, runId: ++runId, ...extra }) };
}

describe('C3 retries and backoff', () => {
  it('waits Retry-After on a 503 and then succeeds', async () => {
    server = await startServer({ '/x': sequence(text('busy', 503, { 'retry-after': '3' }), text('ok')) });
    const { fetcher, events } = setup();
    expect(await fetcher.fetch(get(server.url('/x')))).toMatchObject({ kind: 'ok', body: 'ok' });
    expect(retries(events)).toMatchObject([{ status: 503, waitMs: 3000, wait: 'retryAfter' }]);
    expect(hitsOf('/x')).toBe(2);
  });

  it('caps Retry-After at maxRetryAfterMs', async () => {
    server = await startServer({
      '/x': sequence(text('slow down', 429, { 'retry-after': '3600' }), text('ok')),
    });
    const capped = setup();
    await capped.fetcher.fetch(get(server.url('/x')));
    expect(retries(capped.events)).toMatchObject([{ status: 429, waitMs: 60_000, wait: 'retryAfter' }]);
    server.route('/y', sequence(text('slow down', 429, { 'retry-after': '3600' }), text('ok')));
    const configured = setup({ maxRetryAfterMs: 5000 });
    await configured.fetcher.fetch(get(server.url('/y')));
    expect(retries(configured.events)).toMatchObject([{ waitMs: 5000 }]);
  });

  it('reads an HTTP-date Retry-After', async () => {
    const { time, fetcher, events } = setup();
    const at = new Date(time.clock.t + 10_000).toUTCString();
    server = await startServer({ '/x': sequence(text('busy', 503, { 'retry-after': at }), text('ok')) });
    await fetcher.fetch(get(server.url('/x')));
    expect(retries(events)).toMatchObject([{ waitMs: 10_000, wait: 'retryAfter' }]);
  });

  it('backs off 2 → 4 → 8 s without Retry-After and gives up after 3 retries', async () => {
    server = await startServer({ '/x': text('broken', 500) });
    const { fetcher, events } = setup();
    const result = await fetcher.fetch(get(server.url('/x')));
    expect(result).toEqual({
      kind: 'failed',
      url: server.url('/x'),
      status: 500,
      reason: 'HTTP 500',
      attempts: 4,
    });
    expect(retries(events).map((e) => [e.waitMs, e.wait])).toEqual([
      [2000, 'backoff'],
      [4000, 'backoff'],
      [8000, 'backoff'],
    ]);
    expect(hitsOf('/x')).toBe(4);
  });

  it.each([503, 502, 408, 429])('retries HTTP %i at most three times', async (status) => {
    server = await startServer({ '/x': text('no', status) });
    const { fetcher } = setup();
    expect(await fetcher.fetch(get(server.url('/x')))).toMatchObject({ kind: 'failed', status, attempts: 4 });
    expect(hitsOf('/x')).toBe(4);
  });

  it.each([400, 401, 403, 404, 410])('never retries HTTP %i', async (status) => {
    server = await startServer({ '/x': text('no', status) });
    const { fetcher, events } = setup();
    expect(await fetcher.fetch(get(server.url('/x')))).toMatchObject({ kind: 'failed', status, attempts: 1 });
    expect(hitsOf('/x')).toBe(1);
    expect(retries(events)).toEqual([]);
  });

  it('retries network errors', async () => {
    server = await startServer({ '/x': (req) => req.socket.destroy() });
    const { fetcher } = setup({ maxRetries: 2 });
    const result = await fetcher.fetch(get(server.url('/x')));
    expect(result).toMatchObject({
      kind: 'failed',
      status: null,
      attempts: 3,
      reason: expect.stringMatching(/network/),
    });
    expect(hitsOf('/x')).toBe(3);
  });

  it('keeps the C2 gap between retries', async () => {
    server = await startServer({ '/x': sequence(text('busy', 503, { 'retry-after': '1' }), text('ok')) });
    const { fetcher, hosts, time } = setup();
    await fetcher.fetch(get(server.url('/x'), { minDelayMs: 5000 }));
    const [, first, second] = hosts.startsFor(`http://127.0.0.1:${server.port}`);
    expect(second! - first!).toBe(5000);
    expect(time.clock.sleeps).toEqual([5000, 1000, 4000]);
  });
});

describe('C3 pause', () => {
  it('pauses a host after 15 minutes without a successful request', async () => {
    server = await startServer({ '/down': text('down', 503), '/other': text('ok') });
    const { fetcher, time } = setup({ maxRetries: 0 });
    expect(await fetcher.fetch(get(server.url('/down')))).toMatchObject({ kind: 'failed', status: 503 });
    time.clock.t += 14 * 60_000;
    expect(await fetcher.fetch(get(server.url('/down')))).toMatchObject({ kind: 'failed', attempts: 1 });
    time.clock.t += 60_000;
    const paused = await fetcher.fetch(get(server.url('/other')));
    expect(paused).toMatchObject({
      kind: 'failed',
      attempts: 0,
      reason: 'host paused after 15 minutes without a successful request',
    });
    expect(pausedReason(15 * 60_000)).toBe(paused.kind === 'failed' && paused.reason);
    expect(hitsOf('/other')).toBe(0);
  });

  it('does not pause a host that answered in between', async () => {
    server = await startServer({ '/down': text('down', 503), '/up': text('ok') });
    const { fetcher, time } = setup({ maxRetries: 0 });
    await fetcher.fetch(get(server.url('/down')));
    time.clock.t += 10 * 60_000;
    await fetcher.fetch(get(server.url('/up')));
    time.clock.t += 10 * 60_000;
    expect(await fetcher.fetch(get(server.url('/down')))).toMatchObject({ kind: 'failed', attempts: 1 });
  });
});

describe('C5 conditional GET', () => {
  it('returns validators on 200, sends them back and reports a 304 as not modified', async () => {
    const lastModified = 'Wed, 01 Oct 2025 10:00:00 GMT';
    server = await startServer({
      '/page': (req, res) => {
        if (req.headers['if-none-match'] === '"v1"') return void res.writeHead(304).end();
        res
          .writeHead(200, { etag: '"v1"', 'last-modified': lastModified, 'content-type': 'text/html' })
          .end('<p>');
      },
    });
    const { fetcher } = setup();
    const first = await fetcher.fetch(get(server.url('/page')));
    expect(first).toEqual({
      kind: 'ok',
      status: 200,
      url: server.url('/page'),
      body: '<p>',
      contentType: 'text/html',
      validators: { etag: '"v1"', lastModified },
      link: null,
    });
    const again = await fetcher.fetch(
      get(server.url('/page'), { validators: first.kind === 'ok' ? first.validators : null }),
    );
    expect(again).toEqual({ kind: 'not_modified', url: server.url('/page') });
    expect(server.hits.at(-1)!.headers).toMatchObject({
      'if-none-match': '"v1"',
      'if-modified-since': lastModified,
    });
  });
});

describe('the Link header', () => {
  it('comes back raw with the body, several header lines joined as one list (RFC 9110 §5.3)', async () => {
    server = await startServer({
      '/one': text('a', 200, { link: '</feed?after=7>; rel="next"' }),
      '/two': (_req, res) => {
        res.setHeader('link', ['</feed?after=9>; rel=next', '<http://x.test/a,b>; rel="alternate"']);
        res.writeHead(200, { 'content-type': 'text/csv' }).end('b');
      },
    });
    const { fetcher } = setup();
    expect(await fetcher.fetch(get(server.url('/one')))).toMatchObject({
      kind: 'ok',
      link: '</feed?after=7>; rel="next"',
    });
    expect(await fetcher.fetch(get(server.url('/two')))).toMatchObject({
      kind: 'ok',
      link: '</feed?after=9>; rel=next, <http://x.test/a,b>; rel="alternate"',
    });
  });
});

describe('C6 body cap and timeout', () => {
  const big = 'x'.repeat(5000);

  it('fails a body over the cap, declared or streamed, plain or gzip', async () => {
    server = await startServer({
      '/declared': text(big),
      '/streamed': (_req, res) => {
        res.writeHead(200, { 'content-type': 'text/plain' });
        for (let i = 0; i < 10; i++) res.write(big.slice(0, 500));
        res.end();
      },
      '/gzip-bomb': (_req, res) =>
        res.writeHead(200, { 'content-encoding': 'gzip' }).end(gzipSync('0'.repeat(200_000))),
    });
    const { fetcher } = setup({ maxBodyBytes: 1000 });
    for (const path of ['/declared', '/streamed', '/gzip-bomb']) {
      const result = await fetcher.fetch(get(server.url(path)));
      expect(result).toMatchObject({
        kind: 'failed',
        attempts: 1,
        reason: 'response body exceeds the 1000 byte cap',
      });
    }
  });

  it('decodes a gzip body under the cap', async () => {
    server = await startServer({
      '/gz': (req, res) => {
        expect(req.headers['accept-encoding']).toContain('gzip');
        res.writeHead(200, { 'content-encoding': 'gzip' }).end(gzipSync('héllo'));
      },
    });
    const { fetcher } = setup();
    expect(await fetcher.fetch(get(server.url('/gz')))).toMatchObject({ kind: 'ok', body: 'héllo' });
  });

  it('times out a server that never answers, or stalls in the body', async () => {
    server = await startServer({
      '/hang': () => undefined,
      '/stall': (_req, res) => void res.writeHead(200, { 'content-type': 'text/plain' }).write('partial'),
    });
    const { fetcher } = setup({ timeoutMs: 150, maxRetries: 1 });
    const started = Date.now();
    for (const path of ['/hang', '/stall']) {
      const result = await fetcher.fetch(get(server.url(path)));
      expect(result).toMatchObject({
        kind: 'failed',
        attempts: 2,
        reason: 'no complete response within 150 ms',
      });
    }
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
