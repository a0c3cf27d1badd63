// The SQL of the worker. Every write after the claim names the claim it belongs to (the owner and
// the attempt number): once a lease lapsed and someone else claimed the job, the old owner's writes
// match no row, so a stale owner can neither renew, finish, fail nor release it.
import type { Knex } from 'knex';
import { JOBS_CHANNEL, type JobRow } from './queue.js';

export interface Claim {
  id: number;
  owner: string;
  attempts: number;
}

const ms = (knex: Knex, n: number) => knex.raw("now() + ? * interval '1 millisecond'", [Math.max(0, n)]);
const ours = (knex: Knex, claim: Claim) =>
  knex('jobs').where({ id: claim.id, lease_owner: claim.owner, attempts: claim.attempts, state: 'running' });

/**
 * Claims up to `limit` due jobs of `queues`: queued ones whose time has come, and running ones whose
 * lease lapsed (their owner died). One statement; SKIP LOCKED lets other workers claim past them.
 */
export async function claimJobs(
  knex: Knex,
  queues: string[],
  owner: string,
  limit: number,
  leaseMs: number,
): Promise<JobRow[]> {
  if (limit <= 0 || queues.length === 0) return [];
  const due = knex('jobs')
    .select('id')
    .whereIn('queue', queues)
    .where((w) =>
      w
        .where((q) => q.where('state', 'queued').where('run_at', '<=', knex.fn.now()))
        .orWhere((q) => q.where('state', 'running').where('lease_until', '<', knex.fn.now())),
    )
    .orderBy([{ column: 'run_at' }, { column: 'id' }])
    .limit(limit)
    .forUpdate()
    .skipLocked();
  const rows = (await knex('jobs')
    .whereIn('id', due)
    .update({
      state: 'running',
      lease_owner: owner,
      lease_until: ms(knex, leaseMs),
      attempts: knex.raw('attempts + 1'),
      updated_at: knex.fn.now(),
    })
    .returning('*')) as JobRow[];
  // The UPDATE returns rows in no particular order: hand them out in claim order.
  return rows.sort((a, b) => +new Date(a.run_at) - +new Date(b.run_at) || a.id - b.id);
}

/** Extends the lease; false when the claim is no longer ours. */
export async function renewLease(knex: Knex, claim: Claim, leaseMs: number): Promise<boolean> {
  return (
    (await ours(knex, claim).update({ lease_until: ms(knex, leaseMs), updated_at: knex.fn.now() })) === 1
  );
}

export async function completeJob(knex: Knex, claim: Claim, result: unknown): Promise<boolean> {
  const updated = await ours(knex, claim).update({
    state: 'done',
    result: JSON.stringify(result ?? null),
    last_error: null,
    lease_owner: null,
    lease_until: null,
    finished_at: knex.fn.now(),
    updated_at: knex.fn.now(),
  });
  return updated === 1;
}

/** Back to the queue, due after `delayMs`. */
export async function retryJob(knex: Knex, claim: Claim, error: string, delayMs: number): Promise<boolean> {
  const updated = await ours(knex, claim).update({
    state: 'queued',
    run_at: ms(knex, delayMs),
    last_error: error,
    lease_owner: null,
    lease_until: null,
    updated_at: knex.fn.now(),
  });
  return updated === 1;
}

export async function failJob(knex: Knex, claim: Claim, error: string): Promise<boolean> {
  const updated = await ours(knex, claim).update({
    state: 'failed',
    last_error: error,
    lease_owner: null,
    lease_until: null,
    finished_at: knex.fn.now(),
    updated_at: knex.fn.now(),
  });
  return updated === 1;
}

/** Hands a claimed job back untouched (this worker is stopping): the claim does not count as an attempt. */
export async function releaseJob(knex: Knex, claim: Claim): Promise<boolean> {
  const updated = await ours(knex, claim).update({
    state: 'queued',
    attempts: knex.raw('greatest(attempts - 1, 0)'),
    lease_owner: null,
    lease_until: null,
    updated_at: knex.fn.now(),
  });
  if (updated === 1) await knex.raw('select pg_notify(?, current_schema())', [JOBS_CHANNEL]);
  return updated === 1;
}
