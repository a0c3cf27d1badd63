// The live feed against a real nes endpoint guarded like the server's (bff/lib/realtime.ts): the
// operator token on the upgrade request makes the socket an admin's, which may follow a run.
import Boom from '@hapi/boom';
import Hapi from '@hapi/hapi';
import type { Nes } from '@hapi/nes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_LIVE_LIMITS,
  allowedOrigins,
  registerRealtime,
  type LiveSocketApp,
} from '../../bff/lib/realtime.js';
import { runTopic, type RunSummary } from '../../bff/plugins/scraping/schemas.js';
import { liveUrl, nesRunFeed, type LiveConnection } from './live.js';
import { TOKEN, run } from '../testing/scraping.js';

const servers: Hapi.Server[] = [];
const connections: LiveConnection[] = [];
afterEach(async () => {
  await Promise.all(connections.splice(0).map((c) => c.close()));
  await Promise.all(servers.splice(0).map((s) => s.stop()));
});

/** A server with the product's live endpoint and the run subscription, admins only. */
async function liveServer() {
  const server = Hapi.server({ host: '127.0.0.1', port: 0 });
  server.app.credentialsFromCookies = async () => null;
  const origins: string[] = []; // known once the port is
  await registerRealtime(server, {
    origins,
    limits: DEFAULT_LIVE_LIMITS,
    isOperator: (token) => token === TOKEN,
  });
  server.subscription('/scraping/runs/{id}', {
    auth: false,
    onSubscribe: async (socket: Nes.Socket) => {
      const app = socket.app as LiveSocketApp;
      await app.ready;
      if (!app.admin) throw Boom.forbidden('Run progress is for admins');
    },
  });
  await server.start();
  servers.push(server);
  origins.push(...allowedOrigins(`http://localhost:${server.info.port}`));
  return { server, baseUrl: `http://127.0.0.1:${server.info.port}` };
}

const handlers = () => ({
  onRun: vi.fn<(run: RunSummary) => void>(),
  onDrop: vi.fn<(why: string) => void>(),
});

describe('nesRunFeed', () => {
  it('builds the endpoint address from the server address', () => {
    expect(liveUrl('http://localhost:3000')).toBe('ws://localhost:3000/api/live');
    expect(liveUrl('https://allmotors.example/ops')).toBe('wss://allmotors.example/ops/api/live');
  });

  it("receives the run's progress on a socket opened with the operator token", async () => {
    const { server, baseUrl } = await liveServer();
    const h = handlers();
    connections.push(await nesRunFeed(baseUrl, TOKEN)(7, h));
    await server.publish(runTopic(7), { type: 'scrape_progress', run: run({ progress: 55 }) });
    await vi.waitFor(() =>
      expect(h.onRun).toHaveBeenCalledWith(expect.objectContaining({ id: 7, progress: 55 })),
    );
  });

  it('is refused without the right token', async () => {
    const { baseUrl } = await liveServer();
    await expect(nesRunFeed(baseUrl, 'guess')(7, handlers())).rejects.toThrow(/admins/);
  });

  it('reports a drop when the server goes away, and a failure when there is none', async () => {
    const { server, baseUrl } = await liveServer();
    const h = handlers();
    connections.push(await nesRunFeed(baseUrl, TOKEN)(7, h));
    await server.stop();
    await vi.waitFor(() => expect(h.onDrop).toHaveBeenCalled());
    await expect(nesRunFeed(baseUrl, TOKEN, 1000)(7, handlers())).rejects.toThrow();
  });
});
