// Enqueueing and claiming, against a real database (in-memory PGlite, or a schema of its own on the
// PostgreSQL in DATABASE_URL).
import type { Knex } from 'knex';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/index.js';
import { createTestDb } from '../../testing/test-server.js';
import { enqueue, purgeFinished, type JobRow } from './queue.js';
import { defaultBackoff, JobWorker } from './worker.js';

let db: Db;
let drop: () => Promise<void>;
let knex: Knex;

beforeAll(async () => {
  ({ db, drop } = await createTestDb());
  knex = db.knex;
}, 120_000);
afterAll(async () => drop?.());
beforeEach(async () => {
  await knex('jobs').delete();
});

const job = async (id: number) => (await knex('jobs').where({ id }).first()) as JobRow;

describe('enqueue', () => {
  it('stores a queued job due now with its payload', async () => {
    const { id, created } = await enqueue(knex, { queue: 'test', payload: { runId: 4, ids: [1, 2] } });
    expect(created).toBe(true);
    const row = await job(id);
    expect(row).toMatchObject({ queue: 'test', state: 'queued', attempts: 0, max_attempts: 5 });
    expect(row.payload).toEqual({ runId: 4, ids: [1, 2] });
    expect(+new Date(row.run_at)).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('returns the existing job for the same idempotency key, whatever state it is in', async () => {
    const first = await enqueue(knex, { queue: 'test', payload: 1, idempotencyKey: 'k1', maxAttempts: 2 });
    const again = await enqueue(knex, { queue: 'test', payload: 2, idempotencyKey: 'k1' });
    expect(again).toEqual({ id: first.id, created: false });
    await knex('jobs').where({ id: first.id }).update({ state: 'done' });
    expect(await enqueue(knex, { queue: 'test', payload: 3, idempotencyKey: 'k1' })).toEqual(again);
    expect((await job(first.id)).payload).toBe(1);
    // Without a key every enqueue is a job of its own.
    await enqueue(knex, { queue: 'test', payload: 4 });
    await enqueue(knex, { queue: 'test', payload: 4 });
    expect(await knex('jobs').count({ n: '*' }).first()).toEqual({ n: 3 });
  });

  it("exists only if the caller's transaction commits", async () => {
    await expect(
      knex.transaction(async (trx) => {
        const { id } = await enqueue(trx, { queue: 'test', payload: null, idempotencyKey: 'k2' });
        expect(await enqueue(trx, { queue: 'test', payload: null, idempotencyKey: 'k2' })).toEqual({
          id,
          created: false,
        });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await knex('jobs').count({ n: '*' }).first()).toEqual({ n: 0 });
    expect((await enqueue(knex, { queue: 'test', payload: null, idempotencyKey: 'k2' })).created).toBe(true);
  });
});

describe('claiming', () => {
  it('runs due jobs oldest run_at first (then by id), and leaves future ones and other queues', async () => {
    const ago = (s: number) => new Date(Date.now() - s * 1000);
    const j1 = await enqueue(knex, { queue: 'test', payload: 'j1', runAt: ago(10) });
    const j2 = await enqueue(knex, { queue: 'test', payload: 'j2', runAt: ago(20) });
    const j3 = await enqueue(knex, { queue: 'test', payload: 'j3', runAt: ago(-3600) });
    const j4 = await enqueue(knex, { queue: 'test', payload: 'j4', runAt: ago(20) });
    const other = await enqueue(knex, { queue: 'elsewhere', payload: 'x' });
    const ran: string[] = [];
    const worker = new JobWorker(db, {
      owner: 'w',
      concurrency: 1,
      handlers: { test: { run: async (payload: string) => void ran.push(payload) } },
    });
    while (await worker.runOnce());
    expect(ran).toEqual(['j2', 'j4', 'j1']);
    expect((await job(j3.id)).state).toBe('queued');
    expect((await job(other.id)).state).toBe('queued');
    for (const { id } of [j1, j2, j4])
      expect(await job(id)).toMatchObject({ state: 'done', attempts: 1, lease_owner: null });
  });

  it('runs up to its concurrency at once and stores each result', async () => {
    for (let i = 0; i < 5; i++) await enqueue(knex, { queue: 'test', payload: i });
    let now = 0;
    let most = 0;
    const worker = new JobWorker(db, {
      owner: 'w',
      concurrency: 3,
      handlers: {
        test: {
          run: async (n: number) => {
            most = Math.max(most, ++now);
            await new Promise((resolve) => setTimeout(resolve, 30));
            now--;
            return { doubled: n * 2 };
          },
        },
      },
    });
    expect(await worker.runOnce()).toBe(3);
    expect(await worker.runOnce()).toBe(2);
    expect(most).toBe(3);
    const rows = (await knex('jobs').orderBy('id')) as JobRow[];
    expect(rows.map((r) => r.result)).toEqual([0, 2, 4, 6, 8].map((doubled) => ({ doubled })));
    expect(rows.every((r) => r.finished_at !== null)).toBe(true);
  });
});

describe('housekeeping', () => {
  it('purges finished jobs older than the cutoff and nothing else', async () => {
    const old = await enqueue(knex, { queue: 'test', payload: 1 });
    const recent = await enqueue(knex, { queue: 'test', payload: 2 });
    const failed = await enqueue(knex, { queue: 'test', payload: 3 });
    const waiting = await enqueue(knex, { queue: 'test', payload: 4 });
    const day = 86_400_000;
    await knex('jobs')
      .where({ id: old.id })
      .update({ state: 'done', finished_at: new Date(Date.now() - 3 * day) });
    await knex('jobs').where({ id: recent.id }).update({ state: 'done', finished_at: new Date() });
    await knex('jobs')
      .where({ id: failed.id })
      .update({ state: 'failed', finished_at: new Date(Date.now() - 2 * day) });
    expect(await purgeFinished(knex, new Date(Date.now() - day))).toBe(2);
    expect(((await knex('jobs').orderBy('id').pluck('id')) as number[]).sort()).toEqual([
      recent.id,
      waiting.id,
    ]);
  });
});

describe('defaultBackoff', () => {
  it('doubles from about 2 s, jittered, and never passes 5 minutes', () => {
    for (let i = 0; i < 50; i++) {
      expect(defaultBackoff(1)).toBeGreaterThanOrEqual(1000);
      expect(defaultBackoff(1)).toBeLessThanOrEqual(2000);
      expect(defaultBackoff(3)).toBeGreaterThanOrEqual(4000);
      expect(defaultBackoff(3)).toBeLessThanOrEqual(8000);
      expect(defaultBackoff(30)).toBeLessThanOrEqual(300_000);
      expect(defaultBackoff(30)).toBeGreaterThanOrEqual(150_000);
    }
  });
});
