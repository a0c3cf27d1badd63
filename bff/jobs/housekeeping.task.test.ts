// Housekeeping forgets a week-old finished job and a finished run's frontier, a day-old dealer API
// idempotency key, and keeps the rest.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDb } from '../testing/test-server.js';
import { housekeeping } from './housekeeping.task.js';
import type { Db } from '../../db/index.js';

let db: Db;
let drop: () => Promise<void>;
const now = new Date('2026-11-23T03:17:00Z');
const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000);

beforeAll(async () => {
  ({ db, drop } = await createTestDb());
});
afterAll(() => drop());

it('deletes finished jobs and frontiers older than a week, and nothing newer or unfinished', async () => {
  const job = (key: string, state: string, finished: Date | null) => ({
    queue: 'scrape.source',
    payload: {},
    state,
    idempotency_key: key,
    finished_at: finished,
  });
  await db
    .knex('jobs')
    .insert([
      job('old', 'done', daysAgo(8)),
      job('recent', 'done', daysAgo(2)),
      job('waiting', 'queued', null),
    ]);
  const [old] = await db
    .knex('scrape_runs')
    .insert({ trigger: 'schedule', state: 'completed', started_at: daysAgo(9), finished_at: daysAgo(9) })
    .returning('id');
  const [recent] = await db
    .knex('scrape_runs')
    .insert({ trigger: 'schedule', state: 'completed', started_at: daysAgo(1), finished_at: daysAgo(1) })
    .returning('id');
  for (const run of [old, recent])
    await db.knex('crawl_frontier').insert({
      run_id: run.id,
      source_id: 'autohub',
      url: 'http://autohub.localhost/used-vehicles',
      position: 0,
      state: 'done',
    });

  const [dealer] = await db
    .knex('dealers')
    .insert({ name: 'Kept Motors', email: 'k@d.example' })
    .returning('id');
  for (const [key, at] of [
    ['old', daysAgo(1.1)],
    ['recent', daysAgo(0.9)],
  ] as const)
    await db.knex('dealer_idempotency_keys').insert({
      dealer_id: dealer.id,
      key,
      request_hash: 'h',
      status_code: 200,
      response: '{}',
      created_at: at,
    });

  expect(await housekeeping({ knex: db.knex }, now)).toEqual({ jobs: 1, frontier: 1, idempotencyKeys: 1 });
  expect(await db.knex('dealer_idempotency_keys').pluck('key')).toEqual(['recent']);
  expect((await db.knex('jobs').pluck('idempotency_key')).sort()).toEqual(['recent', 'waiting']);
  expect(await db.knex('crawl_frontier').pluck('run_id')).toEqual([recent.id]);
  expect(await db.knex('scrape_runs').count({ n: '*' }).first()).toEqual({ n: 2 });
});
