// Run progress for subscribed admins (the /admin page, `scrape start` in the CLI) over nes, so they
// need not poll while connected. Each process reads the run from the database — whichever process
// does the crawling — once a second while someone is subscribed, and publishes when it changed.
import Boom from '@hapi/boom';
import type { Server } from '@hapi/hapi';
import type { Nes } from '@hapi/nes';
import type { LiveSocketApp } from '../../lib/realtime.js';
import { runRows } from './queries.js';
import { SCRAPING_TOPIC, runTopic, type ScrapeProgressMessage } from './schemas.js';
import type { ScrapingService } from './service.js';

const RUN_PATTERN = '/scraping/runs/{id}';

export function registerProgress(server: Server, service: ScrapingService, intervalMs = 1000) {
  const onSubscribe = async (socket: Nes.Socket) => {
    const app = socket.app as LiveSocketApp;
    await app.ready;
    if (!app.admin) throw Boom.forbidden('Run progress is for admins');
  };
  server.subscription(SCRAPING_TOPIC, { auth: false, onSubscribe });
  server.subscription(RUN_PATTERN, { auth: false, onSubscribe });

  let last = '';
  let busy = false;
  const listeners = async () => {
    let n = 0;
    await server.eachSocket(() => void n++, { subscription: SCRAPING_TOPIC });
    await server.eachSocket(() => void n++, { subscription: RUN_PATTERN });
    return n;
  };
  const tick = async () => {
    if (busy) return;
    busy = true;
    try {
      if ((await listeners()) === 0) return;
      const [latest] = await runRows(server.app.db.knex, { limit: 1 });
      if (!latest) return;
      const run = await service.run(latest.id);
      const json = JSON.stringify(run);
      if (!run || json === last) return;
      last = json;
      const message: ScrapeProgressMessage = { type: 'scrape_progress', run };
      await server.publish(SCRAPING_TOPIC, message);
      await server.publish(runTopic(run.id), message);
    } catch (error) {
      server.log(['warn', 'scraping'], { event: 'scrape_progress.publish_failed', err: error });
    } finally {
      busy = false;
    }
  };
  let timer: NodeJS.Timeout | undefined;
  server.ext('onPostStart', () => {
    timer = setInterval(() => void tick(), intervalMs);
  });
  server.ext('onPreStop', () => clearInterval(timer));
}
