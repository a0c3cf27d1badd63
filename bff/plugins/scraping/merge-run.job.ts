// The run's last step, as a job: score what the run changed against comparable listings, then tell
// the machine. Idempotent: a re-delivered job for a finished run does nothing.
import type { Knex } from 'knex';
import { rescore } from './merge/queries.js';
import type { ScrapingService } from './service.js';

export async function mergeRun(
  deps: { knex: Knex; service: ScrapingService },
  payload: { runId: number },
): Promise<unknown> {
  const run = (await deps.knex('scrape_runs').where('id', payload.runId).first()) as
    { started_at: Date; finished_at: Date | null; state: string } | undefined;
  if (!run || run.finished_at || run.state !== 'merging') return { skipped: true };
  const rescored = await rescore(deps.knex, new Date(run.started_at));
  await deps.service.report(payload.runId, { type: 'MERGE_DONE' });
  return { rescored };
}
