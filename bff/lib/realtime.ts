// The live connection (@hapi/nes over WebSocket at LIVE_PATH): a one-way feed of public listing
// changes, open to everyone, carrying the session when there is one. nes 14 has no options for the
// guards a public socket needs, so they are applied here to its WebSocket server, in one place:
//   - only LIVE_PATH upgrades, only from the site's own origin (403 otherwise);
//   - at most `perAddress` open sockets per client address (429), `maxConnections` in all;
//   - client frames over `maxPayloadBytes` close the socket (1009); a socket that never says hello
//     within `helloTimeoutMs` is dropped;
//   - a socket that stops reading is cut off once `maxBacklog` messages wait for it, rather than
//     buffering without limit;
//   - nes 'request' messages (HTTP routes over the socket) are refused: use HTTP.
import type { IncomingMessage } from 'node:http';
import Boom from '@hapi/boom';
import type { Server } from '@hapi/hapi';
import NesModule from '@hapi/nes';
import type { Nes } from '@hapi/nes';
import { LIVE_PATH } from '../plugins/live/types.js';
import { addressFrom } from './client-address.js';

export interface LiveLimits {
  maxConnections: number;
  perAddress: number;
  maxPayloadBytes: number;
  maxBacklog: number;
  helloTimeoutMs: number;
  heartbeatMs: number;
  heartbeatTimeoutMs: number;
}

export const DEFAULT_LIVE_LIMITS: LiveLimits = {
  maxConnections: 10_000,
  perAddress: 32,
  maxPayloadBytes: 16 * 1024,
  maxBacklog: 256,
  helloTimeoutMs: 10_000,
  heartbeatMs: 15_000,
  heartbeatTimeoutMs: 5_000,
};

// The parts of ws (nes's WebSocket library, untyped here) that the guards touch.
interface WebSocket {
  bufferedAmount: number;
  terminate(): void;
  once(event: 'close', listener: () => void): void;
}
interface WebSocketServer {
  options: Record<string, unknown>;
  on(event: 'connection', listener: (ws: WebSocket, req: IncomingMessage) => void): void;
  prependListener(event: 'connection', listener: (ws: WebSocket, req: IncomingMessage) => void): void;
}

/** What the app keeps on each nes socket (`socket.app`). */
export interface LiveSocketApp {
  userId: number | null;
  /** An admin's page, or the operator CLI: may follow scraping runs. */
  admin: boolean;
  /** Settles once the session of the upgrade request has been read. */
  ready: Promise<void>;
}

/** nes's socket, with the two internals the backlog guard reads. */
type NesSocket = Nes.Socket & {
  _ws: WebSocket;
  _packets: unknown[];
};

/**
 * The origins a page of this site can have: PUBLIC_URL's, and when that is a loopback address, the
 * same port on the other loopback names (people open http://127.0.0.1:3000 as often as localhost).
 */
export function allowedOrigins(publicUrl: string): string[] {
  const url = new URL(publicUrl);
  const loopback = ['localhost', '127.0.0.1', '[::1]'];
  if (!loopback.includes(url.hostname)) return [url.origin];
  return loopback.map((host) => `${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`);
}

export async function registerRealtime(
  server: Server,
  options: { origins: string[]; limits: LiveLimits; isOperator?: (token: unknown) => boolean },
): Promise<void> {
  const { limits } = options;
  const helloTimers = new WeakMap<WebSocket, NodeJS.Timeout>();
  // Sockets opened by the operator CLI (its token on the upgrade request), noted before nes sees them.
  const operators = new WeakSet<WebSocket>();

  await server.register({
    plugin: NesModule.plugin,
    options: {
      auth: false,
      heartbeat: { interval: limits.heartbeatMs, timeout: limits.heartbeatTimeoutMs },
      maxConnections: limits.maxConnections,
      onConnection: (socket: Nes.Socket) => {
        const ws = (socket as NesSocket)._ws;
        clearTimeout(helloTimers.get(ws));
        const cookies = (socket as unknown as { _cookies?: string })._cookies;
        const app = socket.app as LiveSocketApp;
        app.userId = null;
        app.admin = operators.has(ws);
        // The hello (with its subscriptions) may arrive before the session is read: they wait on this.
        app.ready = server.app.credentialsFromCookies(cookies).then((credentials) => {
          app.userId = credentials?.user.id ?? null;
          app.admin ||= !!credentials?.scope.includes('admin');
        });
      },
    },
  });

  const wss = (server.plugins as unknown as { nes: { _listener: { _wss: WebSocketServer } } }).nes._listener
    ._wss;
  const open = new Map<string, number>();
  // The same client address as every HTTP route reads (TRUST_PROXY decides whether a proxy's header counts).
  const addressOf = (req: IncomingMessage) =>
    addressFrom(
      req.socket.remoteAddress,
      req.headers['x-forwarded-for'],
      server.app.config?.trustProxy ?? false,
    );
  Object.assign(wss.options, {
    path: LIVE_PATH,
    maxPayload: limits.maxPayloadBytes,
    verifyClient: (
      info: { origin: string; req: IncomingMessage },
      done: (ok: boolean, code?: number, message?: string) => void,
    ) => {
      if (!options.origins.includes(info.origin)) return done(false, 403, 'Origin not allowed');
      if ((open.get(addressOf(info.req)) ?? 0) >= limits.perAddress)
        return done(false, 429, 'Too many live connections from this address');
      done(true);
    },
  });
  wss.prependListener('connection', (ws: WebSocket, req: IncomingMessage) => {
    if (options.isOperator?.(req.headers['x-operator-token'])) operators.add(ws);
  });
  wss.on('connection', (ws: WebSocket, req: IncomingMessage) => {
    const address = addressOf(req);
    open.set(address, (open.get(address) ?? 0) + 1);
    helloTimers.set(
      ws,
      setTimeout(() => ws.terminate(), limits.helloTimeoutMs),
    );
    ws.once('close', () => {
      clearTimeout(helloTimers.get(ws));
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });

  // nes would run any route for a 'request' message, with the socket's address and session.
  server.ext('onRequest', (request, h) => {
    if ((request.plugins as { nes?: unknown }).nes)
      throw Boom.badRequest('The live connection only carries updates: use HTTP for requests');
    return h.continue;
  });
}

/**
 * Called before each message to a socket: false (and the socket cut off) when it has stopped
 * reading. nes queues unsent messages in `_packets`; ws holds what the kernel has not taken.
 */
export function keepsUp(socket: Nes.Socket, limits: LiveLimits): boolean {
  const s = socket as NesSocket;
  if (s._packets.length < limits.maxBacklog && s._ws.bufferedAmount < limits.maxBacklog * 64 * 1024)
    return true;
  s._ws.terminate();
  return false;
}
