// Test helpers for the crawler: a real local HTTP server that routes by path and remembers every
// request (host, path, headers, arrival time) and how many were in flight at once; a fake clock; a
// fetcher wired to in-memory stores.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BOT_TOKEN, PoliteFetcher, userAgent } from './fetcher.js';
import { MemoryHostStore, MemoryRobotsStore } from './memory-stores.js';
import type { FetchEvent, FetcherOptions } from './types.js';

export interface Hit {
  host: string;
  path: string;
  headers: IncomingMessage['headers'];
  at: number;
}

export type Route = (req: IncomingMessage, res: ServerResponse, hit: Hit) => unknown;

export interface TestServer {
  port: number;
  hits: Hit[];
  maxInFlight: number;
  /** `http://<host>:<port><path>`; host defaults to 127.0.0.1. */
  url(path: string, host?: string): string;
  paths(): string[];
  route(path: string, handler: Route): void;
  close(): Promise<void>;
}

export const text =
  (body: string, status = 200, headers: Record<string, string> = {}): Route =>
  (_req, res) => {
    res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', ...headers });
    res.end(body);
  };

export async function startServer(routes: Record<string, Route> = {}): Promise<TestServer> {
  const table = new Map(Object.entries(routes));
  let inFlight = 0;
  const state: TestServer = {
    port: 0,
    hits: [],
    maxInFlight: 0,
    url: (path, host = '127.0.0.1') => `http://${host}:${state.port}${path}`,
    paths: () => state.hits.map((h) => h.path),
    route: (path, handler) => void table.set(path, handler),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server = createServer((req, res) => {
    const hit: Hit = {
      host: req.headers.host ?? '',
      path: req.url ?? '/',
      headers: req.headers,
      at: performance.now(),
    };
    state.hits.push(hit);
    inFlight += 1;
    state.maxInFlight = Math.max(state.maxInFlight, inFlight);
    res.on('close', () => (inFlight -= 1));
    const handler = table.get(hit.path) ?? table.get(hit.path.split('?')[0]!) ?? table.get('*');
    if (!handler) return text('not found', 404)(req, res, hit);
    void Promise.resolve(handler(req, res, hit)).catch((err) => {
      res.destroy(err as Error);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  state.port = (server.address() as AddressInfo).port;
  return state;
}

export const TEST_ALLOWED = ['127.0.0.1', 'site-a.localhost', 'site-b.localhost'];

/** A clock that only moves when the code under test sleeps: waits are recorded, not spent. */
export function fakeTime(start = 1_767_225_600_000) {
  const clock = { t: start, sleeps: [] as number[] };
  return {
    clock,
    now: () => clock.t,
    sleep: async (ms: number, signal?: AbortSignal) => {
      signal?.throwIfAborted();
      clock.sleeps.push(ms);
      clock.t += ms;
    },
  };
}

/** A fetcher with in-memory stores, no jitter, the test hosts allowed, and its events collected. */
export function makeFetcher(o: Partial<Omit<FetcherOptions, 'hosts'>> & { hosts?: MemoryHostStore } = {}) {
  const hosts = o.hosts ?? new MemoryHostStore();
  const robots = o.robots ?? new MemoryRobotsStore();
  const events: FetchEvent[] = [];
  const fetcher = new PoliteFetcher({
    userAgent: userAgent('1.2.3', 'https://allmotors.test/'),
    robotsToken: BOT_TOKEN,
    runId: 1,
    allowPrivateHosts: TEST_ALLOWED,
    random: () => 0,
    onEvent: (e) => events.push(e),
    ...o,
    hosts,
    robots,
  });
  return { fetcher, hosts, robots, events };
}
