// The deals job on a real database: everything rated on a first run, a price change re-rates its
// group exactly as the model says, only changed rows are written, and the car page explains it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { createTestServer, getJson, SEED_NOW, type TestContext } from '../../testing/test-server.js';
import { rateGroup, type GroupKey } from './model.js';
import { groupListings } from './queries.js';
import { RATE_QUEUE, runRating, type RateDeps, type RatePayload } from './rate.job.js';
import type { CarDetail } from '../search/types.js';

let ctx: TestContext;
let knex: Knex;
let deps: RateDeps;
const silent = { info: () => {} };

beforeAll(async () => {
  ctx = await createTestServer({ listings: 900 });
  knex = ctx.db.knex;
  deps = { knex, log: silent, now: () => SEED_NOW, groupsPerRun: 1_000 };
}, 120_000);
afterAll(() => ctx?.close());

const unrated = async () =>
  Number(
    (
      (await knex('listings')
        .where({ status: 'active' })
        .whereNull('deal_rated_at')
        .count('* as n')
        .first()) as {
        n: number;
      }
    ).n,
  );

describe('the deals job', () => {
  it('rates a few groups per run and asks for another run while unrated listings remain', async () => {
    const before = await unrated();
    expect(before).toBeGreaterThan(0);
    const first = await runRating({ ...deps, groupsPerRun: 5 }, null);
    expect(first.groups).toBe(5);
    expect(await unrated()).toBeLessThan(before);
    expect(await knex('jobs').where({ queue: RATE_QUEUE, state: 'queued' }).count('* as n').first()).toEqual({
      n: 1,
    });
  });

  it('ends a transaction once its groups hold its listings budget, the rest for later', async () => {
    const before = await unrated();
    const first = await runRating({ ...deps, groupsPerRun: 5, listingsPerRun: 1 }, null);
    expect(first.groups).toBe(1);
    expect(await unrated()).toBe(before - first.listings);
    expect(await knex('jobs').where({ queue: RATE_QUEUE, state: 'queued' }).count('* as n').first()).toEqual({
      n: 1,
    });
    // Groups handed over by an earlier run: each in a transaction of its own, all of them rated.
    const groups = (await knex('listings')
      .where({ status: 'active' })
      .whereNull('deal_rated_at')
      .distinct('category', 'make', 'model')
      .orderBy(['category', 'make', 'model'])
      .limit(3)) as GroupKey[];
    expect(groups).toHaveLength(3);
    const second = await runRating({ ...deps, groupsPerRun: 5, listingsPerRun: 1 }, { groups });
    // The three handed over, then one more of those never rated.
    expect(second.groups).toBe(4);
    for (const key of groups)
      expect((await groupListings(knex, key)).every((r) => r.deal_rated_at !== null)).toBe(true);
  });

  it('rates every active listing, private and trade, then writes nothing on a run with nothing new', async () => {
    await runRating(deps, null);
    expect(await unrated()).toBe(0);
    const kinds = (await knex('listings')
      .where({ status: 'active' })
      .whereNot({ deal_rating: 'insufficient' })
      .distinct('seller_type')
      .pluck('seller_type')) as string[];
    expect(kinds.sort()).toEqual(['private', 'trade']);
    // Its own writes come back through the change feed: they are not news (no group re-rated).
    expect(await runRating(deps, null)).toEqual({ groups: 0, listings: 0, written: 0 });
  });

  it("re-rates a listing's group when its price changes, exactly as the model says, writing only what changed", async () => {
    const listing = (await knex('listings')
      .where({ status: 'active', category: 'car' })
      .whereNot({ deal_rating: 'insufficient' })
      .orderBy('id')
      .first('id', 'category', 'make', 'model', 'price')) as {
      id: number;
      category: string;
      make: string;
      model: string;
      price: number;
    };
    const key = { category: listing.category, make: listing.make, model: listing.model };
    const before = await groupListings(knex, key);
    const ratedAt = new Map(
      (
        (await knex('listings')
          .whereIn(
            'id',
            before.map((r) => r.id),
          )
          .select('id', 'deal_rated_at')) as {
          id: number;
          deal_rated_at: Date;
        }[]
      ).map((r) => [r.id, new Date(r.deal_rated_at).getTime()]),
    );
    await knex('listings')
      .where({ id: listing.id })
      .update({ price: Math.round(listing.price * 0.7) });

    const outcome = await runRating(deps, null);
    expect(outcome.groups).toBeGreaterThanOrEqual(1);
    const after = await groupListings(knex, key);
    const expected = rateGroup(key, after, SEED_NOW.getUTCFullYear());
    for (const result of expected) {
      const row = after.find((r) => r.id === result.id)!;
      expect(row.deal_rating).toBe(result.rating);
      expect(row.deal_expected_price).toBe(result.expectedPrice);
      expect(row.deal_comparables).toBe(result.comparables);
      expect(row.deal_detail).toEqual(result.detail);
      if (result.score === null) expect(row.deal_score).toBeNull();
      else expect(row.deal_score).toBeCloseTo(result.score, 4);
    }
    const target = expected.find((r) => r.id === listing.id)!;
    expect(target.score!).toBeLessThan(-0.2);
    expect(target.rating).toBe('great');
    // Rows whose figures did not change kept their rating time: they were not written.
    const stillRated = (await knex('listings')
      .whereIn(
        'id',
        before.map((r) => r.id),
      )
      .select('id', 'deal_rated_at')) as {
      id: number;
      deal_rated_at: Date;
    }[];
    const rewritten = stillRated.filter((r) => new Date(r.deal_rated_at).getTime() !== ratedAt.get(r.id));
    expect(rewritten.map((r) => r.id)).toContain(listing.id);
    const unchangedIds = before
      .filter((b) => {
        const e = expected.find((x) => x.id === b.id)!;
        return (
          b.deal_rating === e.rating &&
          b.deal_expected_price === e.expectedPrice &&
          b.deal_comparables === e.comparables
        );
      })
      .map((b) => b.id);
    expect(unchangedIds.length).toBeGreaterThan(0);
    expect(rewritten.length).toBeLessThanOrEqual(outcome.written);
    expect((await runRating(deps, null)).written).toBe(0);
  });

  it('hands the changed groups that do not fit in one run to the next, committed with its position', async () => {
    const picks = (await knex('listings')
      .where({ status: 'active', category: 'car' })
      .distinctOn('make', 'model')
      .orderBy([{ column: 'make' }, { column: 'model' }, { column: 'id' }])
      .limit(3)
      .select('id', 'make', 'model', 'price')) as {
      id: number;
      make: string;
      model: string;
      price: number;
    }[];
    await knex('jobs').where({ queue: RATE_QUEUE }).delete();
    for (const p of picks)
      await knex('listings')
        .where({ id: p.id })
        .update({ price: p.price + 100_000 });
    const first = await runRating({ ...deps, groupsPerRun: 2 }, null);
    expect(first.groups).toBe(2);
    const job = (await knex('jobs').where({ queue: RATE_QUEUE, state: 'queued' }).first('payload')) as {
      payload: Required<RatePayload>;
    };
    expect(job.payload.groups).toHaveLength(1);
    const left = picks.find(
      (p) => p.make === job.payload.groups[0]!.make && p.model === job.payload.groups[0]!.model,
    )!;
    const second = await runRating({ ...deps, groupsPerRun: 2 }, job.payload);
    expect(second.groups).toBe(1);
    const row = await groupListings(knex, { category: 'car', make: left.make, model: left.model });
    const expected = rateGroup(
      { category: 'car', make: left.make, model: left.model },
      row,
      SEED_NOW.getUTCFullYear(),
    );
    expect(row.find((r) => r.id === left.id)!.deal_expected_price).toBe(
      expected.find((r) => r.id === left.id)!.expectedPrice,
    );
  });

  it('explains the stored rating on the car page', async () => {
    const row = (await knex('listings')
      .where({ status: 'active', category: 'car' })
      .whereNot({ deal_rating: 'insufficient' })
      .orderBy('id', 'desc')
      .first('id', 'price', 'deal_rating', 'deal_expected_price', 'deal_comparables', 'deal_detail')) as {
      id: number;
      price: number;
      deal_rating: string;
      deal_expected_price: number;
      deal_comparables: number;
      deal_detail: { basis: string; comparableSearch: Record<string, string> };
    };
    const { status, body } = await getJson<CarDetail>(ctx.server, `/api/cars/${row.id}`);
    expect(status).toBe(200);
    expect(body.deal).toMatchObject({
      rating: row.deal_rating,
      expectedPrice: row.deal_expected_price,
      difference: row.price - row.deal_expected_price,
      comparables: row.deal_comparables,
      minComparables: 5,
      basis: row.deal_detail.basis,
      comparableSearch: row.deal_detail.comparableSearch,
    });
    expect(body.dealRating).toBe(row.deal_rating);
    // The link's search lists the comparables and the car itself.
    const search = await getJson(
      ctx.server,
      `/api/cars/search?${new URLSearchParams({ ...row.deal_detail.comparableSearch, limit: '100' })}`,
    );
    expect(search.status).toBe(200);
    expect(search.body.total).toBe(row.deal_comparables + 1);
  });

  it('says not enough data with how many comparables were found', async () => {
    const row = (await knex('listings')
      .where({ status: 'active', category: 'car', deal_rating: 'insufficient' })
      .first('id', 'deal_comparables')) as { id: number; deal_comparables: number } | undefined;
    if (!row) return; // every car group was large enough in this data set
    const { body } = await getJson<CarDetail>(ctx.server, `/api/cars/${row.id}`);
    expect(body.deal).toMatchObject({
      rating: 'insufficient',
      expectedPrice: null,
      difference: null,
      comparables: row.deal_comparables,
      minComparables: 5,
    });
  });
});
