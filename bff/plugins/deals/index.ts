// The deal rating (issue 14; CONTEXT.md): the rating job on the process's job worker (made by the
// scraping plugin), woken by every batch of listing changes this process's feed reads, and once at
// start so a database seeded or crawled without it gets rated.
import type { Plugin } from '@hapi/hapi';
import { wakeOnChanges } from '../../lib/changes/follower.js';
import { enqueueUnlessQueued } from '../../lib/queue/queue.js';
import { RATE_QUEUE, runRating, type RatePayload } from './rate.job.js';

export interface DealsOptions {
  /** Wait after a batch of changes before rating, so a crawl's stream of batches makes few runs. */
  delayMs?: number;
  groupsPerRun?: number;
}

export const dealsPlugin: Plugin<DealsOptions> = {
  name: 'deals',
  dependencies: ['scraping'],
  register(server, options) {
    const { knex } = server.app.db;
    const deps = { knex, log: server.logger, groupsPerRun: options.groupsPerRun };
    server.app.jobs.addHandlers({
      // One run at a time in a process: runs follow one position under a row lock, so a second would
      // only wait for the first, holding a database connection the searches need.
      [RATE_QUEUE]: {
        concurrency: 1,
        run: (payload, ctx) => runRating(deps, payload as RatePayload | null, ctx),
      },
    });
    wakeOnChanges(server.app.feed, knex, RATE_QUEUE, server.logger, options.delayMs ?? 2_000);
    server.ext('onPostStart', async () => {
      try {
        await enqueueUnlessQueued(knex, { queue: RATE_QUEUE, payload: null });
      } catch (error) {
        server.logger.warn({ event: 'deals.wake_failed', err: error }, 'could not ask for a rating run');
      }
    });
  },
};
