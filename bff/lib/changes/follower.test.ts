// A follower reads each change once: the changes after its position, in the transaction that moves
// it; a handler that throws leaves the position where it was, so the next run reads them again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../testing/test-server.js';
import { seedDatabase } from '../../../db/seeds/index.js';
import type { Db } from '../../../db/index.js';
import { changedListings, follow } from './follower.js';
import { enqueueUnlessQueued } from '../queue/queue.js';
import { prune } from './queries.js';

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ db, drop } = await createTestDb());
  await seedDatabase(db.knex, { listings: 40, seed: 3, now: new Date('2026-11-01T12:00:00Z') });
}, 120_000);
afterAll(() => drop?.());

const knex = () => db.knex;
const ids = async () => (await knex()('listings').orderBy('id').limit(3).pluck('id')) as number[];
const touch = (id: number, price: number) => knex()('listings').where({ id }).update({ price });
const read = (name: string) => follow(knex(), name, async (_trx, changes) => changedListings(changes));

describe('a change follower', () => {
  it('starts at its first read and then sees each later change once', async () => {
    const [a, b] = await ids();
    expect(await read('test-once')).toEqual({ changes: 0, result: null, more: false });
    await touch(a!, 123_400);
    await touch(b!, 123_500);
    const first = await read('test-once');
    expect(first.result?.sort()).toEqual([a, b].sort());
    expect(await read('test-once')).toEqual({ changes: 0, result: null, more: false });
  });

  it('reads the same changes again after a handler fails (its writes and its position roll back together)', async () => {
    const [a] = await ids();
    await read('test-retry');
    await touch(a!, 222_200);
    await expect(
      follow(knex(), 'test-retry', async (trx) => {
        await trx('listings').where({ id: a }).update({ title: 'written by the failed run' });
        throw new Error('killed');
      }),
    ).rejects.toThrow('killed');
    expect((await knex()('listings').where({ id: a }).first('title')).title).not.toBe(
      'written by the failed run',
    );
    expect((await read('test-retry')).result).toEqual([a]);
  });

  it('keeps its changes from the prune until it has read them', async () => {
    const [a] = await ids();
    await read('test-prune');
    await touch(a!, 333_300);
    await prune(knex(), { deadAfterMs: 60_000, retainMs: 0 });
    expect((await read('test-prune')).result).toEqual([a]);
  });

  it('reads a backlog longer than one run a window at a time, each change once, and asks for the next run', async () => {
    const listings = (await knex()('listings').orderBy('id').limit(6).pluck('id')) as number[];
    const queue = 'test.follower-window';
    const run = () =>
      follow(knex(), 'test-window', async (_trx, changes) => changedListings(changes), {
        pageSize: 2,
        maxChanges: 3,
        queue,
      });
    await run();
    for (const [k, id] of listings.slice(0, 5).entries()) await touch(id, 400_000 + k);

    const first = await run();
    expect(first).toMatchObject({ changes: 3, more: true });
    // The next run is asked for in the same transaction.
    expect(await knex()('jobs').where({ queue, state: 'queued' }).count('* as n').first()).toEqual({ n: 1 });
    // Written after the window was fixed: read only by the window after it.
    await touch(listings[5]!, 499_999);
    const second = await run();
    expect(second).toMatchObject({ changes: 2, more: false });
    expect([...first.result!, ...second.result!].sort()).toEqual(listings.slice(0, 5).sort());
    expect(await run()).toMatchObject({ changes: 1, result: [listings[5]], more: false });
    expect(await run()).toEqual({ changes: 0, result: null, more: false });
  });

  it('is woken by one queued job at a time', async () => {
    const queue = 'test.follower';
    expect(await enqueueUnlessQueued(knex(), { queue, payload: null })).toEqual({ created: true });
    expect(await enqueueUnlessQueued(knex(), { queue, payload: null })).toEqual({ created: false });
    expect(await knex()('jobs').where({ queue, state: 'queued' }).count('* as n').first()).toEqual({ n: 1 });
  });
});
