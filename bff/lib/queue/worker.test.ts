// The worker's leases, retries and shutdown, against a real database (in-memory PGlite, or a schema
// of its own on the PostgreSQL in DATABASE_URL). A dead process is simulated by claiming a job the
// way a worker does and then never renewing it.
import type { Knex } from 'knex';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/index.js';
import { eventually } from '../../testing/eventually.js';
import { createTestDb } from '../../testing/test-server.js';
import { claimJobs, completeJob } from './queries.js';
import { enqueue, type JobRow } from './queue.js';
import { deferred, recordingLog, sleep } from './test-helpers.js';
import { JobWorker, type QueueHandler, type WorkerOptions } from './worker.js';

let db: Db;
let drop: () => Promise<void>;
let knex: Knex;
const workers: JobWorker[] = [];

beforeAll(async () => {
  ({ db, drop } = await createTestDb());
  knex = db.knex;
}, 120_000);
afterAll(async () => drop?.());
beforeEach(async () => {
  await knex('jobs').delete();
});
afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.stop()));
});

const job = async (id: number) => (await knex('jobs').where({ id }).first()) as JobRow;

function worker(owner: string, handler: QueueHandler, options: Partial<WorkerOptions> = {}) {
  const recording = recordingLog();
  const w = new JobWorker(db, { owner, handlers: { test: handler }, logger: recording.log, ...options });
  workers.push(w);
  return Object.assign(recording, { worker: w });
}

describe('JobWorker leases', () => {
  it("takes over a job whose owner died once the lease lapses, and ignores the dead owner's report", async () => {
    const { id } = await enqueue(knex, { queue: 'test', payload: 'crawl' });
    // Worker A claims it with a short lease and then dies: nothing renews the lease.
    const [claimed] = await claimJobs(knex, ['test'], 'A', 1, 150);
    expect(claimed).toMatchObject({ id, state: 'running', lease_owner: 'A', attempts: 1 });

    const ran: JobRow[] = [];
    const b = worker('B', { run: async (_payload, ctx) => void ran.push(ctx.job) });
    expect(await b.worker.runOnce()).toBe(0); // A's lease still holds
    await sleep(200);
    expect(await b.worker.runOnce()).toBe(1);
    expect(ran[0]).toMatchObject({ id, attempts: 2, lease_owner: 'B' });
    expect(await job(id)).toMatchObject({ state: 'done', attempts: 2, lease_owner: null });

    // A comes back to life and reports: it no longer owns the claim, so nothing changes.
    expect(await completeJob(knex, { id, owner: 'A', attempts: 1 }, { stale: true })).toBe(false);
    expect((await job(id)).result).toBeNull();
  });

  it('ignores the outcome of a handler whose job was taken over while it ran', async () => {
    const { id } = await enqueue(knex, { queue: 'test', payload: null });
    const release = deferred();
    const started = deferred();
    const a = worker(
      'A',
      {
        run: async () => {
          started.resolve();
          await release.promise;
          return { from: 'A' };
        },
      },
      { leaseMs: 60_000, heartbeatMs: 30_000 },
    );
    const running = a.worker.runOnce();
    await started.promise;
    // Meanwhile someone else claimed it (A's lease had lapsed) and finished it.
    await knex('jobs')
      .where({ id })
      .update({ lease_owner: 'B', attempts: 2, state: 'done', result: JSON.stringify({ from: 'B' }) });
    release.resolve();
    await running;
    expect(await job(id)).toMatchObject({ state: 'done', attempts: 2, result: { from: 'B' } });
    expect(a.named('job.lease_lost')).toHaveLength(1);
    expect(a.named('job.completed')).toHaveLength(0);
  });

  it('keeps a job longer than its lease by renewing it, so nobody takes it over', async () => {
    const { id } = await enqueue(knex, { queue: 'test', payload: null });
    const a = worker('A', { run: () => sleep(1200).then(() => 'long') }, { leaseMs: 600, heartbeatMs: 100 });
    const b = worker('B', { run: async () => 'stolen' });
    const running = a.worker.runOnce();
    await sleep(50);
    for (let i = 0; i < 10; i++) {
      expect(await b.worker.runOnce()).toBe(0);
      await sleep(100);
    }
    expect(await running).toBe(1);
    expect(await job(id)).toMatchObject({ state: 'done', attempts: 1, result: 'long', lease_owner: null });
  });

  it("aborts the handler's signal when a heartbeat finds the lease gone", async () => {
    const { id } = await enqueue(knex, { queue: 'test', payload: null });
    let reason: unknown;
    const a = worker(
      'A',
      {
        run: (_payload, ctx) =>
          new Promise((resolve) =>
            ctx.signal.addEventListener('abort', () => {
              reason = ctx.signal.reason;
              resolve('interrupted');
            }),
          ),
      },
      { leaseMs: 300, heartbeatMs: 50 },
    );
    const running = a.worker.runOnce();
    await eventually(async () => expect((await job(id)).state).toBe('running'));
    await knex('jobs').where({ id }).update({ lease_owner: 'B', attempts: 2 });
    await running;
    expect(reason).toBe('lease_lost');
    expect(a.named('job.lease_lost')).toHaveLength(1);
    // The interrupted handler's return value is not recorded: the job is still B's.
    expect(await job(id)).toMatchObject({ state: 'running', lease_owner: 'B', result: null });
  });

  it('gives up a job whose owner died on its last attempt, without running it again', async () => {
    const { id } = await enqueue(knex, { queue: 'test', payload: null, maxAttempts: 1 });
    await claimJobs(knex, ['test'], 'A', 1, 50);
    await sleep(80);
    const failed: JobRow[] = [];
    let ran = false;
    const b = worker('B', {
      run: async () => void (ran = true),
      onFailed: async (row) => void failed.push(row),
    });
    expect(await b.worker.runOnce()).toBe(1);
    expect(ran).toBe(false);
    expect(await job(id)).toMatchObject({ state: 'failed', attempts: 2, lease_owner: null });
    expect((await job(id)).last_error).toMatch(/stopped responding/);
    expect(failed.map((f) => f.id)).toEqual([id]);
  });
});

describe('JobWorker failures', () => {
  it('retries with backoff, then marks the job failed and calls onFailed once', async () => {
    const { id } = await enqueue(knex, { queue: 'test', payload: { n: 1 }, maxAttempts: 3 });
    const calls: { job: JobRow; error: unknown }[] = [];
    const delays: number[] = [];
    const w = worker(
      'w',
      {
        run: async (payload, ctx) => {
          throw new Error(`boom ${ctx.job.attempts}`);
        },
        onFailed: async (row, error) => void calls.push({ job: row, error }),
      },
      { backoffMs: (attempt) => (delays.push(attempt), 0) },
    );
    expect(await w.worker.runOnce()).toBe(1);
    expect(await job(id)).toMatchObject({
      state: 'queued',
      attempts: 1,
      last_error: 'boom 1',
      lease_owner: null,
    });
    expect(await w.worker.runOnce()).toBe(1);
    expect(await w.worker.runOnce()).toBe(1);
    expect(await w.worker.runOnce()).toBe(0);
    expect(delays).toEqual([1, 2]);
    const row = await job(id);
    expect(row).toMatchObject({ state: 'failed', attempts: 3, last_error: 'boom 3', lease_owner: null });
    expect(row.finished_at).not.toBeNull();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.job).toMatchObject({ id, state: 'failed', payload: { n: 1 } });
    expect((calls[0]!.error as Error).message).toBe('boom 3');
    expect(w.named('job.retry').map((e) => e.delayMs)).toEqual([0, 0]);
    expect(w.named('job.failed')).toEqual([
      expect.objectContaining({ jobId: id, attempt: 3, err: 'boom 3' }),
    ]);
  });

  it('waits out the backoff before trying again', async () => {
    const { id } = await enqueue(knex, { queue: 'test', payload: null });
    const w = worker('w', { run: () => Promise.reject(new Error('not yet')) }, { backoffMs: () => 60_000 });
    expect(await w.worker.runOnce()).toBe(1);
    expect(await w.worker.runOnce()).toBe(0);
    const row = await job(id);
    expect(row.state).toBe('queued');
    expect(+new Date(row.run_at) - Date.now()).toBeGreaterThan(50_000);
  });
});

describe('JobWorker start and stop', () => {
  it('hands running jobs back on stop, without counting the attempt', async () => {
    const first = await enqueue(knex, { queue: 'test', payload: 'waits for the signal' });
    const second = await enqueue(knex, { queue: 'test', payload: 'returns anyway' });
    const seen: string[] = [];
    const w = worker(
      'w',
      {
        run: (payload: string, ctx) =>
          new Promise((resolve, reject) =>
            ctx.signal.addEventListener('abort', () => {
              seen.push(`${payload}: ${ctx.signal.reason}`);
              if (payload === 'returns anyway') resolve('half done');
              else reject(new Error('aborted'));
            }),
          ),
      },
      { pollMs: 50 },
    );
    await w.worker.start();
    await eventually(async () => expect(w.worker.running).toBe(2));
    await w.worker.stop();
    expect(seen.sort()).toEqual(['returns anyway: stopping', 'waits for the signal: stopping']);
    for (const { id } of [first, second])
      expect(await job(id)).toMatchObject({ state: 'queued', attempts: 0, lease_owner: null, result: null });
    expect(w.named('job.released')).toHaveLength(2);
    expect(w.worker.running).toBe(0);
  });

  it('runs a newly enqueued job at once when NOTIFY wakes it, without waiting for the poll', async () => {
    const done = deferred<number>();
    const w = worker('w', { run: async (payload: number) => done.resolve(payload) }, { pollMs: 60_000 });
    await w.worker.start();
    await sleep(100); // the first look at the queue has found nothing
    const enqueuedAt = Date.now();
    await knex.transaction((trx) => enqueue(trx, { queue: 'test', payload: 42 }));
    const ran = await Promise.race([done.promise, sleep(3000).then(() => 'timed out')]);
    expect(ran).toBe(42);
    expect(Date.now() - enqueuedAt).toBeLessThan(2000);
    await eventually(async () => expect((await knex('jobs').first()).state).toBe('done'));
  });

  it('keeps looking while jobs remain, up to its concurrency', async () => {
    for (let i = 0; i < 10; i++) await enqueue(knex, { queue: 'test', payload: i });
    let now = 0;
    let most = 0;
    const w = worker(
      'w',
      {
        run: async () => {
          most = Math.max(most, ++now);
          await sleep(20);
          now--;
        },
      },
      { concurrency: 3, pollMs: 60_000 },
    );
    await w.worker.start();
    await eventually(
      async () =>
        expect(await knex('jobs').where({ state: 'done' }).count({ n: '*' }).first()).toEqual({ n: 10 }),
      5000,
    );
    expect(most).toBe(3);
  });
});

describe('JobWorker per-queue concurrency', () => {
  it("never runs more of a queue's jobs than its own concurrency, and gives the other slots to other queues", async () => {
    for (let i = 0; i < 4; i++) {
      await enqueue(knex, { queue: 'heavy', payload: i });
      await enqueue(knex, { queue: 'test', payload: i });
    }
    const running = { heavy: 0, test: 0 };
    const most = { heavy: 0, test: 0, all: 0 };
    const handler = (queue: 'heavy' | 'test'): QueueHandler => ({
      run: async () => {
        running[queue]++;
        most[queue] = Math.max(most[queue], running[queue]);
        most.all = Math.max(most.all, running.heavy + running.test);
        await sleep(40);
        running[queue]--;
      },
    });
    const w = worker('w', handler('test'), { concurrency: 3, pollMs: 60_000 });
    w.worker.addHandlers({ heavy: { ...handler('heavy'), concurrency: 1 } });
    await w.worker.start();
    await eventually(
      async () =>
        expect(await knex('jobs').where({ state: 'done' }).count({ n: '*' }).first()).toEqual({ n: 8 }),
      5000,
    );
    expect(most.heavy).toBe(1);
    expect(most.all).toBe(3);
  });

  it('claims none of a full queue in a single claim (runOnce), whatever the free slots', async () => {
    for (let i = 0; i < 3; i++) await enqueue(knex, { queue: 'heavy', payload: i });
    const w = worker('w', { run: async () => {} }, { concurrency: 4, pollMs: 60_000 });
    w.worker.addHandlers({ heavy: { run: async () => sleep(10), concurrency: 2 } });
    expect(await w.worker.runOnce()).toBe(2);
    expect(await knex('jobs').where({ state: 'queued' }).count({ n: '*' }).first()).toEqual({ n: 1 });
  });

  it('refuses a concurrency below 1', () => {
    expect(
      () => new JobWorker(db, { owner: 'w', handlers: { heavy: { run: async () => {}, concurrency: 0 } } }),
    ).toThrow(/at least 1/);
  });
});
