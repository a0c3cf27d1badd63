// The scraping run as the machine host runs it: the machine, its events' schema, and the effects of
// what it emits, each run in the transaction that saves the new snapshot (GUIDE 10).
import type { Knex } from 'knex';
import type { MachineDefinition } from '../../lib/actors/host.js';
import { enqueue } from '../../lib/queue/queue.js';
import { runEventSchema, runMachine, type RunEmitted } from './run.machine.js';

export const CRAWL_QUEUE = 'scrape.source';
export const MERGE_QUEUE = 'scrape.merge';

export const runActorId = (runId: number) => `scrape_run:${runId}`;

export const runDefinition: MachineDefinition<typeof runMachine> = {
  name: 'scrape_run',
  version: 1,
  machine: runMachine,
  events: runEventSchema,
  effects: {
    async queueSources(trx: Knex.Transaction, emitted: Extract<RunEmitted, { type: 'queueSources' }>) {
      for (const sourceId of emitted.sourceIds) {
        await enqueue(trx, {
          queue: CRAWL_QUEUE,
          payload: { runId: emitted.runId, sourceId },
          idempotencyKey: `${CRAWL_QUEUE}:${emitted.runId}:${sourceId}`,
          maxAttempts: 5,
        });
      }
    },
    async queueMerge(trx: Knex.Transaction, emitted: Extract<RunEmitted, { type: 'queueMerge' }>) {
      await enqueue(trx, {
        queue: MERGE_QUEUE,
        payload: { runId: emitted.runId },
        idempotencyKey: `${MERGE_QUEUE}:${emitted.runId}`,
        maxAttempts: 5,
      });
    },
    async finished(trx: Knex.Transaction, emitted: Extract<RunEmitted, { type: 'finished' }>) {
      const now = new Date();
      await trx('scrape_runs')
        .where('id', emitted.runId)
        .update({ state: emitted.state, finished_at: now, error: emitted.error });
      // Sources still queued or crawling when a run is cancelled stop there.
      await trx('scrape_run_sources')
        .where('run_id', emitted.runId)
        .whereIn('state', ['queued', 'crawling'])
        .update({ state: 'cancelled', finished_at: now });
    },
  },
};
