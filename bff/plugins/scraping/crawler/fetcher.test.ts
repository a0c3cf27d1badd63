import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { closeConnections } from './http.js';
import { MemoryHostStore, MemoryRobotsStore } from './memory-stores.js';
import {
  TEST_ALLOWED,
  fakeTime,
  makeFetcher,
  startServer,
  text,
  type Route,
  type TestServer,
} from './test-server.js';
import type { FetchRequest, Lookup } from './types.js';

let server: TestServer;
afterEach(async () => server?.close());
afterAll(closeConnections);

const get = (url: string, extra: Partial<FetchRequest> = {}): FetchRequest => ({
  url,
  allowedHosts: TEST_ALLOWED,
  minDelayMs: 0,
  ...extra,
});
/** `{port}` in the location becomes the test server's port. */
const redirect =
  (location: string, status = 302): Route =>
  (req, res) => {
    res.writeHead(status, { location: location.replace('{port}', String(req.socket.localPort)) });
    res.end();
  };
const on = (host: string, path: string) => `http://${host}:{port}${path}`;
const origin = () => `http://127.0.0.1:${server.port}`;

describe('C1 robots.txt', () => {
  it('never requests a path robots.txt disallows', async () => {
    server = await startServer({
      '/robots.txt': text('User-agent: *\nDisallow: /private\n'),
      '/public': text('hello'),
    });
    const { fetcher } = makeFetcher();
    expect(await fetcher.fetch(get(server.url('/private/1')))).toMatchObject({ kind: 'disallowed' });
    expect(await fetcher.fetch(get(server.url('/public')))).toMatchObject({ kind: 'ok', body: 'hello' });
    expect(server.paths()).toEqual(['/robots.txt', '/public']);
  });

  it('fetches nothing from a host whose robots.txt answers 5xx, for the whole run', async () => {
    server = await startServer({ '/robots.txt': text('down', 503), '*': text('page') });
    const { fetcher, robots } = makeFetcher();
    for (const path of ['/a', '/b']) {
      const result = await fetcher.fetch(get(server.url(path)));
      expect(result).toMatchObject({ kind: 'disallowed', reason: expect.stringMatching(/unreachable/) });
    }
    expect(server.paths()).toEqual(['/robots.txt']);
    expect(await robots.get(origin())).toMatchObject({ status: 'unreachable', runId: 1 });
  });

  it('treats a robots.txt network error as unreachable', async () => {
    server = await startServer({ '/robots.txt': (req) => req.socket.destroy(), '*': text('page') });
    const { fetcher } = makeFetcher();
    expect(await fetcher.fetch(get(server.url('/a')))).toMatchObject({ kind: 'disallowed' });
    expect(server.paths()).toEqual(['/robots.txt']);
  });

  it('fetches everything when robots.txt is 404', async () => {
    server = await startServer({ '/a': text('A') });
    const { fetcher } = makeFetcher();
    expect(await fetcher.fetch(get(server.url('/a')))).toMatchObject({ kind: 'ok', body: 'A' });
  });

  it('follows robots.txt redirects and obeys where they lead', async () => {
    server = await startServer({
      '/robots.txt': redirect('/r1', 301),
      '/r1': redirect(on('127.0.0.1', '/real-robots.txt')),
      '/real-robots.txt': text('User-agent: *\nDisallow: /x\n'),
      '/y': text('Y'),
    });
    const { fetcher } = makeFetcher();
    expect(await fetcher.fetch(get(server.url('/x')))).toMatchObject({ kind: 'disallowed' });
    expect(await fetcher.fetch(get(server.url('/y')))).toMatchObject({ kind: 'ok' });
    expect(server.paths()).toEqual(['/robots.txt', '/r1', '/real-robots.txt', '/y']);
  });

  it('treats robots.txt as unavailable after five redirects: everything allowed', async () => {
    server = await startServer({ '/robots.txt': redirect('/robots.txt'), '/x': text('X') });
    const { fetcher, robots } = makeFetcher();
    expect(await fetcher.fetch(get(server.url('/x')))).toMatchObject({ kind: 'ok' });
    expect(server.paths().filter((p) => p === '/robots.txt')).toHaveLength(6);
    expect(await robots.get(origin())).toMatchObject({ status: 'unavailable' });
  });

  it('obeys our own group, which does not inherit from *', async () => {
    server = await startServer({
      '/robots.txt': text('User-agent: *\nDisallow: /\n\nUser-agent: AllMotorsBot\nDisallow: /mine\n'),
      '*': text('page'),
    });
    const { fetcher } = makeFetcher();
    expect(await fetcher.fetch(get(server.url('/open')))).toMatchObject({ kind: 'ok' });
    expect(await fetcher.fetch(get(server.url('/mine')))).toMatchObject({ kind: 'disallowed' });
  });

  it('fetches robots.txt once per run and again for a new run', async () => {
    server = await startServer({ '/robots.txt': text('User-agent: *\nAllow: /\n'), '*': text('page') });
    const hosts = new MemoryHostStore();
    const robots = new MemoryRobotsStore();
    for (const runId of [1, 1, 2]) {
      const { fetcher } = makeFetcher({ hosts, robots, runId });
      await fetcher.fetch(get(server.url('/a')));
      await fetcher.fetch(get(server.url('/b')));
    }
    expect(server.paths().filter((p) => p === '/robots.txt')).toHaveLength(2);
  });

  it('refetches robots.txt of the same run after 24 hours', async () => {
    server = await startServer({ '*': text('page') });
    const time = fakeTime();
    const { fetcher } = makeFetcher({ now: time.now, sleep: time.sleep });
    await fetcher.fetch(get(server.url('/a')));
    time.clock.t += 24 * 3600_000;
    await fetcher.fetch(get(server.url('/b')));
    expect(server.paths()).toEqual(['/robots.txt', '/a', '/robots.txt', '/b']);
  });

  it('checks robots.txt for the URL a redirect leads to', async () => {
    server = await startServer({
      '/robots.txt': text('User-agent: *\nDisallow: /private\n'),
      '/go': redirect('/private'),
    });
    const { fetcher } = makeFetcher();
    expect(await fetcher.fetch(get(server.url('/go')))).toMatchObject({ kind: 'disallowed' });
    expect(server.paths()).toEqual(['/robots.txt', '/go']);
  });
});

describe('C4 identification', () => {
  it('sends our User-Agent on every request, robots.txt included', async () => {
    server = await startServer({ '*': text('page') });
    const { fetcher } = makeFetcher();
    await fetcher.fetch(get(server.url('/a')));
    expect(server.hits.map((h) => h.headers['user-agent'])).toEqual([
      'AllMotorsBot/1.2.3 (+https://allmotors.test/bot)',
      'AllMotorsBot/1.2.3 (+https://allmotors.test/bot)',
    ]);
  });

  it('refuses to start with a User-Agent that is not our robots token', () => {
    expect(() => makeFetcher({ userAgent: 'Mozilla/5.0' })).toThrow(/product token/);
  });
});

describe('C2 pacing', () => {
  const slow: Route = (_req, res) => void setTimeout(() => text('page')(_req, res, undefined as never), 25);

  it('keeps one request in flight per host, across fetchers', async () => {
    server = await startServer({ '*': slow });
    const a = makeFetcher();
    const b = makeFetcher();
    const results = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((n) => (n % 2 ? a : b).fetcher.fetch(get(server.url(`/p${n}`)))),
    );
    expect(results.every((r) => r.kind === 'ok')).toBe(true);
    expect(server.maxInFlight).toBe(1);
  });

  it('spaces request starts by max(minDelay, Crawl-delay) with jitter that only lengthens', async () => {
    server = await startServer({
      '/robots.txt': text('User-agent: *\nCrawl-delay: 0.3\n'),
      '*': text('page'),
    });
    const time = fakeTime();
    const { fetcher, hosts } = makeFetcher({ now: time.now, sleep: time.sleep, random: () => 0.5 });
    await Promise.all(['/a', '/b', '/c'].map((p) => fetcher.fetch(get(server.url(p), { minDelayMs: 100 }))));
    // Each request is recorded as it starts and again as its answer ends; the fake clock stands still
    // while a request is in flight, so the two are one moment.
    const starts = [...new Set(hosts.startsFor(origin()))];
    const gaps = starts.slice(1).map((t, i) => t - starts[i]!);
    // robots.txt, then each page 300 ms × 1.25 after the previous start (Crawl-delay beats 100 ms).
    expect(starts).toHaveLength(4);
    expect(gaps).toEqual([375, 375, 375]);
  });

  it('holds the gap in real time, and across a restart sharing the HostStore', async () => {
    server = await startServer({ '*': text('page') });
    const hosts = new MemoryHostStore();
    const robots = new MemoryRobotsStore();
    await makeFetcher({ hosts, robots }).fetcher.fetch(get(server.url('/a'), { minDelayMs: 120 }));
    // A new process: same stores, a fresh fetcher.
    await makeFetcher({ hosts, robots }).fetcher.fetch(get(server.url('/b'), { minDelayMs: 120 }));
    const at = server.hits.map((h) => h.at);
    expect(server.paths()).toEqual(['/robots.txt', '/a', '/b']);
    expect(at[1]! - at[0]!).toBeGreaterThanOrEqual(110);
    expect(at[2]! - at[1]!).toBeGreaterThanOrEqual(110);
  });
});

describe('C6 containment', () => {
  it('refuses loopback addresses, encoded or not, unless the operator allowed the host', async () => {
    server = await startServer({ '*': text('page') });
    const { fetcher } = makeFetcher({ allowPrivateHosts: [] });
    const allowedHosts = [...TEST_ALLOWED, '::ffff:7f00:1'];
    for (const host of ['127.0.0.1', '0x7f.1', '2130706433', '[::ffff:127.0.0.1]', 'site-a.localhost']) {
      const result = await fetcher.fetch(get(server.url('/a', host), { allowedHosts }));
      expect(result).toMatchObject({ kind: 'disallowed', reason: expect.stringMatching(/refused/) });
    }
    expect(server.hits).toEqual([]);
  });

  it('refuses a host outside the source allowlist', async () => {
    server = await startServer({ '*': text('page') });
    const { fetcher } = makeFetcher();
    const result = await fetcher.fetch(
      get(server.url('/a', 'site-b.localhost'), { allowedHosts: ['site-a.localhost'] }),
    );
    expect(result).toMatchObject({ kind: 'disallowed', reason: expect.stringMatching(/allowlist/) });
    expect(server.hits).toEqual([]);
  });

  it('refuses redirects to another host, a metadata address or another scheme', async () => {
    server = await startServer({
      '/to-b': redirect(on('site-b.localhost', '/x')),
      '/to-metadata': redirect('http://169.254.169.254/latest/meta-data/'),
      '/to-file': redirect('file:///etc/passwd'),
    });
    const { fetcher } = makeFetcher();
    const allowedHosts = ['site-a.localhost', '169.254.169.254'];
    for (const [path, why] of [
      ['/to-b', /allowlist/],
      ['/to-metadata', /169\.254\.169\.254.*refused/],
      ['/to-file', /scheme/],
    ] as const) {
      const result = await fetcher.fetch(get(server.url(path, 'site-a.localhost'), { allowedHosts }));
      expect(result).toMatchObject({ kind: 'disallowed', reason: expect.stringMatching(why) });
    }
    expect(server.hits.filter((h) => h.host.startsWith('site-b'))).toEqual([]);
  });

  it('follows five redirects and fails on the sixth', async () => {
    server = await startServer({ '/loop': redirect('/loop'), '/end': text('end') });
    for (const n of [1, 2, 3, 4, 5]) server.route(`/r${n}`, redirect(n === 5 ? '/end' : `/r${n + 1}`));
    const { fetcher } = makeFetcher();
    expect(await fetcher.fetch(get(server.url('/r1')))).toMatchObject({
      kind: 'ok',
      url: server.url('/end'),
    });
    const loop = await fetcher.fetch(get(server.url('/loop')));
    expect(loop).toMatchObject({ kind: 'failed', reason: 'more than 5 redirects' });
    expect(server.paths().filter((p) => p === '/loop')).toHaveLength(6);
  });

  it('does not carry credentials or validators to another origin', async () => {
    server = await startServer({ '/go': redirect(on('site-b.localhost', '/x')), '/x': text('x') });
    const { fetcher } = makeFetcher();
    const result = await fetcher.fetch(
      get(server.url('/go', 'site-a.localhost'), {
        headers: { Authorization: 'Bearer secret', Accept: 'application/json' },
        validators: { etag: '"v1"', lastModified: null },
      }),
    );
    expect(result).toMatchObject({ kind: 'ok', url: server.url('/x', 'site-b.localhost') });
    const go = server.hits.find((h) => h.path === '/go')!;
    const x = server.hits.find((h) => h.path === '/x')!;
    expect(go.headers).toMatchObject({ authorization: 'Bearer secret', 'if-none-match': '"v1"' });
    expect(x.headers.authorization).toBeUndefined();
    expect(x.headers['if-none-match']).toBeUndefined();
    expect(x.headers.accept).toBe('application/json');
  });

  it('connects to the address it vetted, never asking the system resolver', async () => {
    server = await startServer({ '*': text('pinned') });
    const asked: string[] = [];
    const lookup: Lookup = async (host) => {
      asked.push(host);
      return [{ address: '127.0.0.1', family: 4 }];
    };
    const { fetcher } = makeFetcher({ allowPrivateHosts: ['pinned.test'], lookup });
    const result = await fetcher.fetch(
      get(server.url('/hello', 'pinned.test'), { allowedHosts: ['pinned.test'] }),
    );
    // pinned.test exists in no DNS: the connection went to the vetted address, the name only in Host.
    expect(result).toMatchObject({ kind: 'ok', body: 'pinned' });
    expect(asked).toEqual(['pinned.test']);
    expect(server.hits.map((h) => h.host)).toEqual([
      `pinned.test:${server.port}`,
      `pinned.test:${server.port}`,
    ]);
  });

  it('refuses a name that resolves to a private address', async () => {
    const lookup: Lookup = async () => [{ address: '10.0.0.7', family: 4 }];
    const { fetcher } = makeFetcher({ lookup });
    const result = await fetcher.fetch(get('http://intranet.test/', { allowedHosts: ['intranet.test'] }));
    expect(result).toMatchObject({ kind: 'disallowed', reason: expect.stringMatching(/10\.0\.0\.7/) });
  });
});

describe('abort', () => {
  it('stops a pacing wait promptly', async () => {
    server = await startServer({ '*': text('page') });
    const hosts = new MemoryHostStore();
    await hosts.recordRequest(origin(), Date.now());
    const controller = new AbortController();
    const { fetcher } = makeFetcher({ hosts, signal: controller.signal });
    const started = Date.now();
    const pending = fetcher.fetch(get(server.url('/a'), { minDelayMs: 60_000 }));
    const queued = fetcher.fetch(get(server.url('/b'), { minDelayMs: 60_000 }));
    setTimeout(() => controller.abort(new Error('kill switch')), 50);
    await expect(pending).rejects.toThrow('kill switch');
    await expect(queued).rejects.toThrow('kill switch');
    expect(Date.now() - started).toBeLessThan(1000);
    expect(server.hits).toEqual([]);
  });

  it('stops an in-flight request promptly', async () => {
    server = await startServer({ '/hang': () => undefined });
    const controller = new AbortController();
    const { fetcher } = makeFetcher({ signal: controller.signal });
    const started = Date.now();
    const pending = fetcher.fetch(get(server.url('/hang')));
    setTimeout(() => controller.abort(new Error('cancelled')), 150);
    await expect(pending).rejects.toThrow('cancelled');
    expect(Date.now() - started).toBeLessThan(1000);
    await expect(fetcher.fetch(get(server.url('/hang')))).rejects.toThrow('cancelled');
  });
});
