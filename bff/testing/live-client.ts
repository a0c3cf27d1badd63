// Test clients of the live connection: the real nes client (as a page would use it) and a raw
// WebSocket speaking nes's protocol by hand (to misbehave on purpose).
import Nes from '@hapi/nes';
import WebSocket from 'ws';
import { LISTINGS_TOPIC, LIVE_PATH, type LiveMessage } from '../plugins/live/types.js';
import type { AppServer } from '../server.js';

export const SITE_ORIGIN = 'http://localhost:3000';

export const liveUrl = (server: AppServer): `ws://${string}` =>
  `ws://127.0.0.1:${server.info.port}${LIVE_PATH}`;

/** A page's connection: subscribed to listing changes, collecting every message. */
export async function livePage(server: AppServer, options: { cookie?: string; origin?: string } = {}) {
  const client = new Nes.Client(liveUrl(server), {
    ws: {
      origin: options.origin ?? SITE_ORIGIN,
      ...(options.cookie ? { headers: { cookie: options.cookie } } : {}),
    },
  });
  const messages: LiveMessage[] = [];
  await client.connect({ reconnect: false });
  await client.subscribe(LISTINGS_TOPIC, (message: unknown) => void messages.push(message as LiveMessage));
  return {
    client,
    messages,
    /** The first message so far or later that matches. */
    async next(match: (m: LiveMessage) => boolean, timeoutMs = 2000): Promise<LiveMessage> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find(match);
        if (found) return found;
        if (Date.now() > deadline)
          throw new Error(`no matching live message; got ${JSON.stringify(messages)}`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    close: () => client.disconnect(),
  };
}

/** A raw socket: resolves once open (or rejects with the HTTP status of a refused upgrade). */
export function rawSocket(server: AppServer, options: { origin?: string | null; path?: string } = {}) {
  const url = `ws://127.0.0.1:${server.info.port}${options.path ?? LIVE_PATH}`;
  const origin = options.origin === undefined ? SITE_ORIGIN : options.origin;
  const ws = new WebSocket(url, origin === null ? {} : { origin });
  const received: any[] = [];
  ws.on('message', (data) => received.push(JSON.parse(String(data))));
  const opened = new Promise<WebSocket>((resolve, reject) => {
    ws.once('open', () => resolve(ws));
    ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    ws.once('error', reject);
  });
  const closed = new Promise<{ code: number }>((resolve) => ws.once('close', (code) => resolve({ code })));
  return { ws, received, opened, closed };
}

export async function waitFor<T>(find: () => T | undefined, timeoutMs = 2000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = find();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
