// The search API's buyer-intelligence parameters checked against plain SQL over the same database:
// deal ratings (filter, facet, sort by best deal), newest listed, and price dropped in the last N days.
// Ratings and drops are written here by SQL, as the deals job and the price-drop trigger write them;
// the change feed brings them to the index like any other write.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { createTestServer, getJson, type TestContext } from '../../testing/test-server.js';
import { DEAL_RATINGS } from './schemas.js';

let ctx: TestContext;
let knex: Knex;
const DAY = 86_400_000;

beforeAll(async () => {
  ctx = await createTestServer({ listings: 600 });
  knex = ctx.db.knex;
  const cars = (await knex('listings')
    .where({ status: 'active', category: 'car' })
    .orderBy('id')
    .select('id', 'price')) as { id: number; price: number }[];
  // Every rating, and some left unrated; scores spread so the best deal is clear.
  await knex.transaction(async (trx) => {
    for (const [i, car] of cars.entries()) {
      const rating = i % 8 < 6 ? DEAL_RATINGS[i % 8]! : null;
      const score = rating === null || rating === 'insufficient' ? null : ((i % 37) - 18) / 100;
      await trx('listings')
        .where({ id: car.id })
        .update({
          deal_rating: rating,
          deal_score: score,
          deal_expected_price: score === null ? null : Math.round(car.price / (1 + score)),
          // Drops 1, 4 and 20 days ago, and none.
          price_drop: i % 4 === 3 ? null : 10_000,
          price_dropped_at: i % 4 === 3 ? null : new Date(Date.now() - [1, 4, 20][i % 4]! * DAY),
        });
    }
  });
  await ctx.server.app.feed.sync();
});
afterAll(() => ctx?.close());

async function searchAll(path: string) {
  const cars: any[] = [];
  let first: any;
  for (let page = 1; ; page++) {
    const { status, body } = await getJson(ctx.server, `${path}&limit=100&page=${page}`);
    expect(status).toBe(200);
    first ??= body;
    cars.push(...body.cars);
    if (cars.length >= body.total || body.cars.length === 0) break;
  }
  return { cars, total: first.total as number, facets: first.facets };
}

const active = () => knex('listings').where({ status: 'active', category: 'car' });

describe('deal ratings in search', () => {
  it('filters by rating, exactly the listings SQL finds, and says the rating on each card', async () => {
    const { cars, total } = await searchAll('/api/cars/search?dealRatings=great&dealRatings=good');
    const want = (await active().whereIn('deal_rating', ['great', 'good']).pluck('id')) as number[];
    expect(total).toBe(want.length);
    expect(cars.map((c) => c.id).sort((a, b) => a - b)).toEqual(want.sort((a, b) => a - b));
    expect(new Set(cars.map((c) => c.dealRating))).toEqual(new Set(['great', 'good']));
  });

  it('counts each rating under the other filters (a rating filter does not hide the other ratings)', async () => {
    const { body } = await getJson(ctx.server, '/api/cars/search?dealRatings=great&fuelTypes=Petrol');
    const rows = (await active()
      .where({ fuel_type: 'Petrol' })
      .whereNotNull('deal_rating')
      .groupBy('deal_rating')
      .select('deal_rating')
      .count({ n: '*' })) as { deal_rating: string; n: string | number }[];
    const counted = Object.fromEntries(rows.map((r) => [r.deal_rating, Number(r.n)]));
    for (const option of body.facets.dealRating) expect(option.count).toBe(counted[option.value] ?? 0);
    expect(body.facets.dealRating.map((o: { value: string }) => o.value)).toEqual([...DEAL_RATINGS]);
    expect(body.total).toBe(counted.great);
  });

  it('sorts by best deal: furthest under the expected price first, unrated listings last', async () => {
    const { cars } = await searchAll('/api/cars/search?sortBy=deal');
    const scores = (await active().select('id', 'deal_score')) as { id: number; deal_score: number | null }[];
    const score = new Map(scores.map((r) => [r.id, r.deal_score]));
    const keys = cars.map((c) => score.get(c.id) ?? Infinity);
    expect(keys).toEqual([...keys].sort((a, b) => a - b));
    expect(keys[0]).toBeLessThan(0);
    expect(cars.at(-1).dealRating === null || cars.at(-1).dealRating === 'insufficient').toBe(true);
  });
});

describe('newest listed and price drops in search', () => {
  it('sorts by the first time the vehicle was seen, newest first', async () => {
    const { body } = await getJson(ctx.server, '/api/cars/search?sortBy=newest&limit=50');
    const times = body.cars.map((c: { firstSeenAt: string }) => Date.parse(c.firstSeenAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const newest = (await active().max('first_seen_at as at').first()) as { at: Date };
    // Minutes are what the index keeps.
    expect(Math.abs(times[0] - new Date(newest.at).getTime())).toBeLessThan(60_000);
  });

  it('finds the listings whose price fell in the last N days, with the drop on each card', async () => {
    const { cars, total } = await searchAll('/api/cars/search?priceDroppedWithin=7');
    const want = (await active()
      .where('price_dropped_at', '>=', new Date(Date.now() - 7 * DAY))
      .pluck('id')) as number[];
    expect(total).toBe(want.length);
    expect(total).toBeGreaterThan(0);
    expect(cars.map((c) => c.id).sort((a, b) => a - b)).toEqual(want.sort((a, b) => a - b));
    for (const car of cars) {
      expect(car.priceDrop.amount).toBe(10_000);
      expect(Date.now() - Date.parse(car.priceDrop.at)).toBeLessThan(7 * DAY);
    }
  });

  it('keeps a drop the listing has since lost out of the filter (a price rise forgets it)', async () => {
    const { body } = await getJson(ctx.server, '/api/cars/search?priceDroppedWithin=7&limit=1');
    const car = body.cars[0];
    await knex('listings')
      .where({ id: car.id })
      .update({ price: car.price + 50_000 });
    await ctx.server.app.feed.sync();
    const after = await getJson(ctx.server, '/api/cars/search?priceDroppedWithin=7&limit=100');
    expect(after.body.total).toBe(body.total - 1);
    const row = await knex('listings').where({ id: car.id }).first('price_drop', 'price_dropped_at');
    expect(row).toEqual({ price_drop: null, price_dropped_at: null });
  });

  it('records a fall in price as a drop whoever lowers it', async () => {
    const row = (await active().whereNull('price_dropped_at').first('id', 'price')) as {
      id: number;
      price: number;
    };
    await knex('listings')
      .where({ id: row.id })
      .update({ price: row.price - 25_000 });
    const after = await knex('listings').where({ id: row.id }).first('price_drop', 'price_dropped_at');
    expect(after.price_drop).toBe(25_000);
    expect(Date.now() - new Date(after.price_dropped_at).getTime()).toBeLessThan(60_000);
  });

  it('does not call a fall a drop when it comes with a new platform offering the car for less', async () => {
    const row = (await active().whereNull('price_dropped_at').first('id', 'price', 'offer_count')) as {
      id: number;
      price: number;
      offer_count: number;
    };
    await knex('listings')
      .where({ id: row.id })
      .update({ price: row.price - 40_000, offer_count: row.offer_count + 1 });
    const after = await knex('listings').where({ id: row.id }).first('price_drop', 'price_dropped_at');
    expect(after).toEqual({ price_drop: null, price_dropped_at: null });
  });

  it('refuses a bad window or rating, naming the parameter', async () => {
    for (const [query, field] of [
      ['priceDroppedWithin=0', 'priceDroppedWithin'],
      ['priceDroppedWithin=91', 'priceDroppedWithin'],
      ['priceDroppedWithin=seven', 'priceDroppedWithin'],
      ['dealRatings=bargain', 'dealRatings'],
      ['sortBy=cheapest', 'sortBy'],
    ]) {
      const { status, body } = await getJson(ctx.server, `/api/cars/search?${query}`);
      expect(status).toBe(400);
      expect(body.message).toContain(field);
    }
  });
});

describe('matchingIds (does a changed listing match a saved search?)', () => {
  it('answers as the search does, text and place included, and names ids the index does not hold', async () => {
    const { parse } = await import('valibot');
    const { normaliseQuery, searchQuerySchema } = await import('./schemas.js');
    const query = (params: Record<string, string>) => parse(searchQuerySchema('car'), normaliseQuery(params));
    const ids = (await active().orderBy('id').limit(200).pluck('id')) as number[];
    const removed = (await knex('listings').where({ status: 'removed' }).first('id')) as
      { id: number } | undefined;
    const cases: Record<string, string>[] = [
      { make: 'Ford' },
      { maxPrice: '800000', fuelTypes: 'Diesel' },
      { search: 'service history' },
      { location: 'Leeds', radius: '60' },
      { dealRatings: 'great' },
    ];
    for (const params of cases) {
      const q = query(params);
      const { cars, total } = await searchAll(
        `/api/cars/search?${new URLSearchParams({ ...params, sortBy: 'price_asc' })}`,
      );
      const found = new Set(cars.map((c) => c.id));
      expect(cars).toHaveLength(total);
      const { matched, missing } = ctx.server.app.search.matchingIds('car', q, [
        ...ids,
        ...(removed ? [removed.id] : []),
        999_999_999,
      ]);
      expect(matched.sort((a, b) => a - b)).toEqual(ids.filter((id) => found.has(id)));
      expect(missing).toEqual([...(removed ? [removed.id] : []), 999_999_999]);
    }
  });
});
