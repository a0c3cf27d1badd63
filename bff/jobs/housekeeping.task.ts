// Daily housekeeping of the crawler's bookkeeping: finished jobs and the frontiers of finished runs
// are only needed for a week (the runs themselves, their counts and rejects stay as history); the
// dealer API's idempotency keys for a day.
import type { Knex } from 'knex';
import { purgeFinished } from '../lib/queue/queue.js';
import { IDEMPOTENCY_KEEP_MS, purgeIdempotencyKeys } from '../plugins/dealer-api/queries.js';

const WEEK_MS = 7 * 86_400_000;

export async function housekeeping(deps: { knex: Knex }, now: Date = new Date()) {
  const before = new Date(now.getTime() - WEEK_MS);
  const jobs = await purgeFinished(deps.knex, before);
  // returning(): PGlite's knex client answers a bare delete with a result object, not a count.
  const gone = (await deps
    .knex('crawl_frontier')
    .whereIn('run_id', deps.knex('scrape_runs').select('id').where('finished_at', '<', before))
    .delete()
    .returning('run_id')) as unknown[];
  const idempotencyKeys = await purgeIdempotencyKeys(
    deps.knex,
    new Date(now.getTime() - IDEMPOTENCY_KEEP_MS),
  );
  return { jobs, frontier: gone.length, idempotencyKeys };
}
