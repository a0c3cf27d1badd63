// Saved searches with alerts (issue 14): the API, the detection job (a follower of the change feed,
// woken after each batch of listing changes) and the daily digest's job, on the process's one job
// worker (made by the scraping plugin).
import type { Plugin } from '@hapi/hapi';
import { wakeOnChanges } from '../../lib/changes/follower.js';
import { detectAlerts, DETECT_QUEUE } from './detect.job.js';
import { DIGEST_QUEUE, sendDigests } from './digest.task.js';
import { alertsRoutes } from './routes.js';
import { AlertsService } from './service.js';

export interface AlertsOptions {
  /** Wait after a batch of changes before detecting, so a crawl's stream of batches makes few runs. */
  wakeDelayMs?: number;
}

export const alertsPlugin: Plugin<AlertsOptions> = {
  name: 'alerts',
  dependencies: ['scraping'],
  register(server, options) {
    const { db, config, search, feed } = server.app;
    server.route(alertsRoutes(new AlertsService(db.knex)));
    const deps = { knex: db.knex, search, feed, publicUrl: config.publicUrl, log: server.logger };
    server.app.jobs.addHandlers({
      // One run at a time in a process, as the deals job's (deals/index.ts).
      [DETECT_QUEUE]: { concurrency: 1, run: () => detectAlerts(deps) },
      [DIGEST_QUEUE]: { run: (payload) => sendDigests(deps, (payload as { day: string }).day) },
    });
    wakeOnChanges(feed, db.knex, DETECT_QUEUE, server.logger, options.wakeDelayMs);
  },
};
