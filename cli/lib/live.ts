// A run's live progress over the server's nes endpoint. The operator token rides on the WebSocket
// upgrade request (nes's hello carries no headers), and the Origin is the server's own, which is the
// only origin the endpoint accepts.
import Nes from '@hapi/nes';
import { LIVE_PATH } from '../../bff/plugins/live/types.js';
import { runTopic, type RunSummary, type ScrapeProgressMessage } from '../../bff/plugins/scraping/schemas.js';
import { OPERATOR_TOKEN_HEADER } from './operator.js';

export interface LiveConnection {
  close(): Promise<void>;
}

export interface LiveHandlers {
  onRun(run: RunSummary): void;
  /** The socket closed without being asked to. */
  onDrop(reason: string): void;
}

/** Opens the live feed of one run: resolves once subscribed, rejects if that cannot be done. */
export type LiveRunFeed = (runId: number, handlers: LiveHandlers) => Promise<LiveConnection>;

/** ws(s)://<server>/api/live for an http(s) server address. */
export function liveUrl(baseUrl: string): `ws://${string}` | `wss://${string}` {
  return `${baseUrl.replace(/^http/, 'ws')}${LIVE_PATH}` as `ws://${string}`;
}

export function nesRunFeed(baseUrl: string, token: string, timeoutMs = 5000): LiveRunFeed {
  return async (runId, { onRun, onDrop }) => {
    const client = new Nes.Client(liveUrl(baseUrl), {
      ws: { origin: new URL(baseUrl).origin, headers: { [OPERATOR_TOKEN_HEADER]: token } },
    });
    // nes logs to the console by default, which would tear the progress view: drops are reported instead.
    client.onError = () => {};
    client.onDisconnect = (_willReconnect, log) => {
      if (!log.wasRequested) onDrop(log.reason || `${log.explanation.toLowerCase()} (${log.code})`);
    };
    await client.connect({ reconnect: false, timeout: timeoutMs });
    try {
      await client.subscribe(runTopic(runId), (message) => {
        const m = message as ScrapeProgressMessage;
        if (m?.type === 'scrape_progress' && m.run?.id === runId) onRun(m.run);
      });
    } catch (error) {
      await client.disconnect();
      throw error;
    }
    return { close: () => client.disconnect() };
  };
}
