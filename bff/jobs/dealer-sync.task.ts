// Every 5 minutes: one `dealer.sync` job per dealer whose feed is due (docs/dealers.md, 'Auto-sync').
// Due: sync enabled with a URL, no sync of theirs queued or running, and the last pull (successful or
// not) older than the frequency: realtime 5 minutes, hourly, daily, weekly, less half a tick so a
// pull that ended just after its tick does not slip to the next one. Every process runs the tick;
// the idempotency key (dealer and 5-minute slot) makes it one job cluster-wide.
import type { Knex } from 'knex';
import { enqueue } from '../lib/queue/queue.js';
import { dueForSync, type SyncFrequency } from '../plugins/dealer-api/queries.js';
import { SYNC_ATTEMPTS, SYNC_QUEUE } from '../plugins/dealer-api/sync.job.js';

export const SYNC_TICK_MS = 5 * 60_000;
export const SYNC_FREQUENCY_MS: Record<SyncFrequency, number> = {
  realtime: SYNC_TICK_MS,
  hourly: 3_600_000,
  daily: 86_400_000,
  weekly: 7 * 86_400_000,
};

export async function dealerSyncTask(deps: { knex: Knex }, at: Date = new Date()) {
  const cutoff = (ms: number) => new Date(at.getTime() - ms + SYNC_TICK_MS / 2);
  const cutoffs = Object.fromEntries(
    Object.entries(SYNC_FREQUENCY_MS).map(([f, ms]) => [f, cutoff(ms)]),
  ) as Record<SyncFrequency, Date>;
  const slot = Math.floor(at.getTime() / SYNC_TICK_MS);
  let queued = 0;
  for (const { id } of await dueForSync(deps.knex, SYNC_QUEUE, cutoffs)) {
    const job = await enqueue(deps.knex, {
      queue: SYNC_QUEUE,
      payload: { dealerId: id },
      idempotencyKey: `${SYNC_QUEUE}:${id}:${slot}`,
      maxAttempts: SYNC_ATTEMPTS,
    });
    if (job.created) queued++;
  }
  return { queued };
}
