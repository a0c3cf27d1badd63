import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../testing/agent.js';
import { createTestServer, getJson, type TestContext } from '../../testing/test-server.js';
import { defaultLeaseQuote, LEASE_DEFAULTS } from './lease-quote.js';
import { MAX_AGE_YEARS, MAX_MILEAGE } from './service.js';
import type { LeaseDeal, LeaseDealsResult } from './types.js';

let ctx: TestContext;
const minYear = new Date().getUTCFullYear() - MAX_AGE_YEARS;

beforeAll(async () => {
  ctx = await createTestServer({ listings: 400 });
}, 120_000);
afterAll(() => ctx?.close());

/** The eligible active cars straight from the database (the answer comes from the search index). */
function eligible(bodyType?: string) {
  const q = ctx.db
    .knex('listings')
    .where({ status: 'active', category: 'car' })
    .andWhere('year', '>=', minYear)
    .andWhere('mileage', '<=', MAX_MILEAGE);
  if (bodyType) q.andWhere({ body_type: bodyType });
  return q;
}

async function countOf(q: ReturnType<typeof eligible>): Promise<number> {
  const row = (await q.count({ count: '*' }).first()) as { count: string | number };
  return Number(row.count);
}

const deals = (url: string) => getJson<LeaseDealsResult>(ctx.server, url);

function expectAscending(values: number[]) {
  for (let i = 1; i < values.length; i++) expect(values[i]).toBeGreaterThanOrEqual(values[i - 1]!);
}

describe('GET /api/lease-deals', () => {
  it('offers every eligible car, cheapest monthly first, each quoted by lease-quote.ts on the default basis', async () => {
    const { status, body } = await deals('/api/lease-deals');
    expect(status).toBe(200);
    const count = await countOf(eligible());
    expect(body.total).toBe(count);
    expect(body.total).toBeGreaterThan(24);
    expect(body.deals).toHaveLength(24);
    expect(body).toMatchObject({ sortBy: 'monthly_payment', category: 'all', limit: 24 });
    expect(body.basis).toEqual(LEASE_DEFAULTS);
    expect(body.eligibility).toEqual({ minYear, maxMileage: MAX_MILEAGE });
    for (const deal of body.deals) {
      expect(deal.category).toBe('car');
      expect(deal.year).toBeGreaterThanOrEqual(minYear);
      expect(deal.mileage).toBeLessThanOrEqual(MAX_MILEAGE);
      expect(deal.lease).toEqual(defaultLeaseQuote(deal.price));
    }
    expectAscending(body.deals.map((d) => d.lease.monthly));
    // The cheapest eligible car in the database is the first deal.
    const cheapest = await eligible()
      .orderBy([{ column: 'price' }, { column: 'id' }])
      .first('id', 'price');
    expect(body.deals[0]!.id).toBe(cheapest.id);
    expect(body.deals[0]!.price).toBe(cheapest.price);
  });

  it('sorts by total cost and by deposit (the initial rental), low to high', async () => {
    const byTotal = (await deals('/api/lease-deals?sortBy=total_cost')).body;
    expectAscending(byTotal.deals.map((d) => d.lease.totalCost));
    const byDeposit = (await deals('/api/lease-deals?sortBy=deposit&limit=50')).body;
    expect(byDeposit.deals).toHaveLength(50);
    expectAscending(byDeposit.deals.map((d) => d.lease.initialRental));
    expect(byDeposit.sortBy).toBe('deposit');
  });

  it('filters by category (a car body type), case-insensitively, and treats all as no filter', async () => {
    const suv = (await deals('/api/lease-deals?category=suv&sortBy=monthly_payment')).body;
    const count = await countOf(eligible('SUV'));
    expect(count).toBeGreaterThan(0);
    expect(suv.total).toBe(count);
    expect(suv.category).toBe('suv');
    expect(suv.deals.length).toBe(Math.min(24, count));
    for (const deal of suv.deals) expect(deal.bodyType).toBe('SUV');
    expect((await deals('/api/lease-deals?category=SUV')).body.total).toBe(suv.total);
    const all = (await deals('/api/lease-deals?category=all')).body;
    expect(all.total).toBe((await deals('/api/lease-deals')).body.total);
    for (const category of ['hatchback', 'saloon', 'estate', 'convertible', 'coupe'])
      expect((await deals(`/api/lease-deals?category=${category}`)).status).toBe(200);
  });

  it('puts the cars people showed most interest in first when sorted by popularity', async () => {
    const candidates: LeaseDeal[] = (await deals('/api/lease-deals?sortBy=monthly_payment&limit=40')).body
      .deals;
    const [a, b, c] = [candidates[30]!, candidates[20]!, candidates[10]!];
    // b: one save (5) and one view; a: three views; c: one view.
    const agent = new Agent(ctx.server);
    await agent.register();
    expect((await agent.post('/api/dream-garage', { carId: b.id })).status).toBe(201);
    const view = (id: number, n: number) =>
      Array.from({ length: n }, () => ({ listing_id: id, viewer_key: `k${id}-${Math.random()}` }));
    await ctx.db.knex('listing_views').insert([...view(a.id, 3), ...view(b.id, 1), ...view(c.id, 1)]);
    // An old view does not count.
    await ctx.db
      .knex('listing_views')
      .insert({ listing_id: c.id, viewer_key: 'old', viewed_at: new Date(Date.now() - 40 * 86_400_000) });

    const res = await deals('/api/lease-deals?sortBy=popularity&limit=12');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const popular = res.body;
    expect(popular.deals.slice(0, 3).map((d) => d.id)).toEqual([b.id, a.id, c.id]);
    expect(popular.deals).toHaveLength(12);
    expect(new Set(popular.deals.map((d) => d.id)).size).toBe(12);
    expect(popular.total).toBe((await deals('/api/lease-deals')).body.total);
    for (const deal of popular.deals) expect(deal.lease).toEqual(defaultLeaseQuote(deal.price));
    // Within a category, only that category's popular cars.
    const saloon = (await deals('/api/lease-deals?sortBy=popularity&category=saloon')).body;
    for (const deal of saloon.deals) expect(deal.bodyType).toBe('Saloon');
  });

  it('answers 400 naming the parameter for a bad sortBy, category or limit, or an unknown parameter', async () => {
    const bad = async (query: string) => {
      const res = await deals(`/api/lease-deals?${query}`);
      expect(res.status).toBe(400);
      return res.body as unknown as { message: string };
    };
    expect((await bad('sortBy=price_asc')).message).toBe(
      'sortBy: must be one of monthly_payment, total_cost, deposit, popularity',
    );
    expect((await bad('category=mpv')).message).toBe(
      'category: must be one of all, hatchback, saloon, suv, estate, convertible, coupe',
    );
    expect((await bad('sortBy=deposit&sortBy=popularity')).message).toBe('sortBy: must be given once');
    expect((await bad('limit=0')).message).toBe('limit: must be at least 1');
    expect((await bad('limit=97')).message).toBe('limit: must be at most 96');
    expect((await bad('page=2')).message).toBe('page: is not a known parameter');
  });
});
