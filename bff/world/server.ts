// The demo world's HTTP server: one node:http server for all eight platforms, told apart by the Host
// header's first label (`autohub.localhost:3001`); any other host is the control host.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { PLATFORMS } from '../../db/reference/platforms.js';
import { isNotModified, httpDate, strongEtag } from './conditional.js';
import { controlReply } from './control.js';
import { faultFor, isFaultable } from './faults.js';
import { HOUR_MS } from './model.js';
import type { WorldServerOptions } from './options.js';
import { isDisallowed } from './robots.js';
import { platformReply, type Reply } from './routes.js';
import { PlatformStats } from './stats.js';
import { World } from './world.js';

export interface WorldServer {
  port: number;
  /** The control host: `http://localhost:<port>`. */
  url: string;
  /** A platform's own host: `http://<id>.localhost:<port>`. */
  hostUrl: (platformId: string) => string;
  world: World;
  close: () => Promise<void>;
}

type Target = { kind: 'control' } | { kind: 'platform'; id: string } | { kind: 'unknown' };

const PLATFORM_IDS = new Set(PLATFORMS.map((p) => p.id));
const VALID_HOST = /^(?:\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::\d{1,5})?$/i;

/** `autohub.localhost:3001` → autohub; a bare name or an address → the control host. */
export function targetOf(host: string): Target {
  const name = host.toLowerCase().replace(/:\d+$/, '');
  if (name.startsWith('[') || !name.includes('.') || /^[\d.]+$/.test(name)) return { kind: 'control' };
  const label = name.split('.')[0]!;
  return PLATFORM_IDS.has(label) ? { kind: 'platform', id: label } : { kind: 'unknown' };
}

export async function startWorldServer(options: WorldServerOptions = {}): Promise<WorldServer> {
  const { realTime = false, port = 0, host = '127.0.0.1', ...worldOptions } = options;
  // On the wall clock without a fixed epoch, hour 0 is midnight UTC today and the world starts at
  // the current hour: a restart the same day finds the same world at the same hour.
  const wallClock = realTime && worldOptions.now === undefined;
  const startedAt = Date.now();
  const midnight = Math.floor(startedAt / (24 * HOUR_MS)) * 24 * HOUR_MS;
  const world = new World(wallClock ? { ...worldOptions, now: new Date(midnight) } : worldOptions);
  if (wallClock && startedAt - midnight >= HOUR_MS)
    world.advance(Math.floor((startedAt - midnight) / HOUR_MS));
  const stats = new Map(PLATFORMS.map((p) => [p.id, new PlatformStats()]));
  const faultCounters = new Map(PLATFORMS.map((p) => [p.id, 0]));
  const timers = new Set<NodeJS.Timeout>();
  let listeningPort = 0;
  const hostUrl = (id: string) => `http://${id}.localhost:${listeningPort}`;

  // Real time: one world hour per real hour, on top of any hours moved by hand.
  const clock = { startedAt: wallClock ? midnight + world.hour * HOUR_MS : startedAt, applied: 0 };
  const tick = () => {
    const due = Math.floor((Date.now() - clock.startedAt) / HOUR_MS) - clock.applied;
    if (due > 0) {
      clock.applied += due;
      world.advance(due);
    }
  };
  const clockTimer = realTime ? setInterval(tick, 30_000) : null;
  clockTimer?.unref();

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const method = req.method ?? 'GET';
    const hostHeader = req.headers.host ?? '';
    const target = req.url?.startsWith('/') ? req.url : '/';
    if (!VALID_HOST.test(hostHeader)) return send(req, res, textReply(400, 'Bad Host header\n'));
    const url = new URL(`http://world.invalid${target}`);
    const site = targetOf(hostHeader);
    if (site.kind === 'unknown') return send(req, res, textReply(404, 'No such platform\n'));
    if (site.kind === 'control') {
      return send(req, res, controlReply({ world, stats, method, url, hostUrl }));
    }
    const platform = world.platformSpec(site.id)!;
    const path = url.pathname;
    const platformStats = stats.get(site.id)!;
    if (path.startsWith('/images/')) platformStats.image();
    else {
      const end = platformStats.begin(performance.now(), isDisallowed(`${path}${url.search}`));
      res.on('close', () => {
        const retryAfter = Number(res.getHeader('retry-after'));
        end(res.statusCode, Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : undefined);
      });
    }
    if (method !== 'GET' && method !== 'HEAD') {
      return send(req, res, { ...textReply(405, 'Method not allowed\n'), headers: { allow: 'GET, HEAD' } });
    }
    const answer = () =>
      send(
        req,
        res,
        platformReply({
          world,
          platform,
          url,
          authorization: req.headers.authorization,
          base: `http://${hostHeader.toLowerCase()}`,
        }),
      );
    if (!isFaultable(path)) return answer();
    const n = faultCounters.get(site.id)! + 1;
    faultCounters.set(site.id, n);
    const fault = faultFor(n, world.options.faults);
    if (fault === 'throttle') return send(req, res, retryLater(429, 'Too many requests\n'));
    if (fault === 'unavailable') return send(req, res, retryLater(503, 'Service temporarily unavailable\n'));
    if (fault === 'slow' && world.options.faults) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (!res.destroyed) answer();
      }, world.options.faults.slowMs);
      timers.add(timer);
      return;
    }
    answer();
  };
  const server = createServer((req, res) => {
    try {
      handle(req, res);
    } catch (error) {
      console.error('demo world: request failed', error);
      if (!res.headersSent) send(req, res, textReply(500, 'Internal error\n'));
      else res.destroy();
    }
  });
  server.keepAliveTimeout = 10_000;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  listeningPort = typeof address === 'object' && address ? address.port : port;

  return {
    port: listeningPort,
    url: `http://localhost:${listeningPort}`,
    hostUrl,
    world,
    close: () =>
      new Promise<void>((resolve) => {
        if (clockTimer) clearInterval(clockTimer);
        for (const t of timers) clearTimeout(t);
        timers.clear();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function textReply(status: number, body: string): Reply {
  return { status, type: 'text/plain; charset=utf-8', body };
}

function retryLater(status: 429 | 503, body: string): Reply {
  return { ...textReply(status, body), headers: { 'retry-after': '1' } };
}

function send(req: IncomingMessage, res: ServerResponse, reply: Reply): void {
  const headers: Record<string, string | number> = { 'content-type': reply.type, ...reply.headers };
  let status = reply.status;
  let body: string | undefined = reply.body;
  if (status === 200 && reply.lastModified !== undefined) {
    // A Link header (a feed part's next part) is content a client keeps too: the ETag covers it, so a
    // part whose next link came or went is never answered 304.
    const link = reply.headers?.link;
    const etag = strongEtag(link === undefined ? reply.body : `${reply.body}\n${link}`);
    headers.etag = etag;
    headers['last-modified'] = httpDate(reply.lastModified);
    headers['cache-control'] ??= 'no-cache';
    if (isNotModified(req.headers, etag, reply.lastModified)) {
      status = 304;
      body = undefined;
      delete headers['content-type'];
    }
  }
  if (body !== undefined) headers['content-length'] = Buffer.byteLength(body);
  res.writeHead(status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}
