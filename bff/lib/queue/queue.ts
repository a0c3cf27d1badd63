// Putting work on the queue, and clearing finished work off it. A job is enqueued in the caller's
// transaction, so it exists exactly when the write that asked for it commits; the NOTIFY it sends is
// delivered at that commit too, and wakes every worker listening on this schema.
import type { Knex } from 'knex';

/** The LISTEN/NOTIFY channel; the payload is the schema, so other schemas' workers ignore it. */
export const JOBS_CHANNEL = 'jobs';

export type JobState = 'queued' | 'running' | 'done' | 'failed';

export interface JobRow {
  id: number;
  queue: string;
  payload: unknown;
  state: JobState;
  idempotency_key: string | null;
  /** Claims so far, this one included: it also identifies the current claim. */
  attempts: number;
  max_attempts: number;
  run_at: Date;
  lease_owner: string | null;
  lease_until: Date | null;
  last_error: string | null;
  result: unknown;
  created_at: Date;
  updated_at: Date;
  finished_at: Date | null;
}

export interface EnqueueSpec {
  queue: string;
  /** JSON: what the handler needs to find its work (ids, not copies of rows). */
  payload: unknown;
  /** Enqueueing the same key again returns the first job, whatever state it is in. */
  idempotencyKey?: string;
  /** Not before this time (default: now). */
  runAt?: Date;
  /** Claims before the job is given up as failed (default 5). */
  maxAttempts?: number;
}

export async function enqueue(
  knex: Knex | Knex.Transaction,
  spec: EnqueueSpec,
): Promise<{ id: number; created: boolean }> {
  const rows = (await knex('jobs')
    .insert({
      queue: spec.queue,
      payload: JSON.stringify(spec.payload ?? null),
      idempotency_key: spec.idempotencyKey ?? null,
      run_at: spec.runAt ?? knex.fn.now(),
      ...(spec.maxAttempts !== undefined ? { max_attempts: spec.maxAttempts } : {}),
    })
    .onConflict('idempotency_key')
    .ignore()
    .returning('id')) as { id: number }[];
  if (rows[0]) {
    await knex.raw('select pg_notify(?, current_schema())', [JOBS_CHANNEL]);
    return { id: rows[0].id, created: true };
  }
  const existing = (await knex('jobs').where('idempotency_key', spec.idempotencyKey!).first('id')) as
    { id: number } | undefined;
  if (!existing) throw new Error(`Job ${spec.idempotencyKey} conflicted but cannot be found`);
  return { id: existing.id, created: false };
}

/**
 * Enqueues a job of `spec.queue` unless one is already queued (not yet running): for work that reads
 * whatever is pending when it runs (a change follower), one waiting job is enough. Two processes
 * asking at the same moment may both insert; such work must be safe to run twice.
 */
export async function enqueueUnlessQueued(
  knex: Knex | Knex.Transaction,
  spec: Omit<EnqueueSpec, 'idempotencyKey'>,
): Promise<{ created: boolean }> {
  const result = (await knex.raw(
    `insert into jobs (queue, payload, run_at${spec.maxAttempts !== undefined ? ', max_attempts' : ''})
     select ?, ?::jsonb, ?${spec.maxAttempts !== undefined ? ', ?' : ''}
      where not exists (select 1 from jobs where queue = ? and state = 'queued')
     returning id`,
    [
      spec.queue,
      JSON.stringify(spec.payload ?? null),
      spec.runAt ?? new Date(),
      ...(spec.maxAttempts !== undefined ? [spec.maxAttempts] : []),
      spec.queue,
    ],
  )) as { rows: { id: number }[] };
  if (result.rows.length === 0) return { created: false };
  await knex.raw('select pg_notify(?, current_schema())', [JOBS_CHANNEL]);
  return { created: true };
}

/** Housekeeping: deletes done and failed jobs that finished before `olderThan`; returns how many. */
export async function purgeFinished(knex: Knex, olderThan: Date): Promise<number> {
  // A counted CTE: knex-pglite does not turn a plain delete's result into a count.
  const result = (await knex.raw(
    `with gone as (delete from jobs where state in ('done', 'failed') and finished_at < ? returning 1)
     select count(*)::int as n from gone`,
    [olderThan],
  )) as { rows: { n: number }[] };
  return result.rows[0]!.n;
}
