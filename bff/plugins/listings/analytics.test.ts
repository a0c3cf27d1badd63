import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../testing/agent.js';
import { createTestServer, type TestContext } from '../../testing/test-server.js';
import { listingForm } from './test-helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestServer({ listings: 200 });
}, 120_000);
afterAll(() => ctx?.close());

async function sellerWithListing(overrides: Record<string, unknown> = {}) {
  const seller = new Agent(ctx.server);
  const { user } = await seller.register();
  const res = await seller.post('/api/user/listings', listingForm(overrides));
  expect(res.status).toBe(201);
  return { seller, user, id: res.body.id as number };
}

describe('recording views', () => {
  it('counts a viewer once per listing per 30 minutes, signed in or not', async () => {
    const { id } = await sellerWithListing();
    const buyer = new Agent(ctx.server);
    await buyer.register();
    expect((await buyer.post(`/api/cars/${id}/views`)).status).toBe(204);
    expect((await buyer.post(`/api/cars/${id}/views`)).status).toBe(204);
    const visitor = new Agent(ctx.server);
    expect((await visitor.post(`/api/cars/${id}/views`)).status).toBe(204);
    expect((await visitor.post(`/api/cars/${id}/views`)).status).toBe(204);
    const count = async () =>
      Number((await ctx.db.knex('listing_views').where({ listing_id: id }).count({ n: '*' }))[0]!.n);
    expect(await count()).toBe(2);

    // Once the window has passed, the same viewer counts again.
    await ctx.db
      .knex('listing_views')
      .where({ listing_id: id })
      .update({ viewed_at: ctx.db.knex.raw("now() - interval '31 minutes'") });
    await buyer.post(`/api/cars/${id}/views`);
    expect(await count()).toBe(3);
  });

  it('answers 404 for an unknown listing', async () => {
    expect((await new Agent(ctx.server).post('/api/cars/99999999/views')).status).toBe(404);
  });
});

describe('the seller analytics', () => {
  it('reports zeros and nulls with nothing recorded', async () => {
    const seller = new Agent(ctx.server);
    await seller.register();
    const { body } = await seller.get('/api/user/analytics');
    expect(body).toMatchObject({
      totalViews: 0,
      inquiries: 0,
      monthlyViews: 0,
      monthlyInquiries: 0,
      averagePrice: null,
      averageDaysOnMarket: null,
      priceComparisons: [],
      inquiryRate: null,
      recentActivity: [],
    });
    expect(body.viewsByDay).toHaveLength(30);
    expect(body.viewsByDay.every((d: any) => d.views === 0)).toBe(true);
  });

  it('computes every figure from the rows recorded, and only for the owner', async () => {
    const { seller, id } = await sellerWithListing({
      make: 'Kia',
      model: 'Zeta',
      bodyType: 'Hatchback',
      year: 2020,
      price: 1_000_000,
    });
    const second = await seller.post(
      '/api/user/listings',
      listingForm({ make: 'Kia', model: 'Picanto', bodyType: 'Hatchback', price: 600_000 }),
    );
    const knex = ctx.db.knex;
    // Comparables: three other active Kia Zetas (a model the seed never makes) within a year, one removed, one four years older.
    const base = await knex('listings').where({ id }).first();
    const { id: _omit, ...copy } = base;
    const others = [];
    for (const [year, price, status] of [
      [2019, 900_000, 'active'],
      [2021, 1_100_000, 'active'],
      [2020, 1_500_000, 'active'],
      [2020, 100, 'removed'],
      [2016, 100, 'active'],
    ] as const) {
      others.push({ ...copy, year, price, status, registration: null, seller_id: 1, seller_type: 'trade' });
    }
    await knex('listings').insert(others);
    const now = Date.now();
    // "A minute ago", but never before today's UTC midnight, so a run just after midnight counts them today.
    const today = now - (now % 86_400_000);
    const recent = (ms: number) => Math.max(now - ms, today);
    await knex('listing_views').insert([
      { listing_id: id, viewed_at: new Date(recent(60_000)) },
      { listing_id: id, viewed_at: new Date(now - 2 * 86_400_000) },
      { listing_id: second.body.id, viewed_at: new Date(recent(90_000)) },
      { listing_id: id, viewed_at: new Date(now - 40 * 86_400_000) },
    ]);
    const buyer = new Agent(ctx.server);
    const { user: buyerUser } = await buyer.register();
    const [thread] = await knex('enquiry_threads')
      .insert({ listing_id: id, buyer_id: buyerUser.id })
      .returning('id');
    await knex('enquiry_messages').insert([
      { thread_id: thread.id, sender: 'buyer', body: 'Is it still available?' },
      { thread_id: thread.id, sender: 'auto', body: 'Thanks' },
      { thread_id: thread.id, sender: 'buyer', body: 'Can I view it Saturday?' },
    ]);

    const { body } = await seller.get('/api/user/analytics');
    const monthStart = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), 1)).getTime();
    const expectedMonthly = [recent(60_000), now - 2 * 86_400_000, recent(90_000)].filter(
      (t) => t >= monthStart,
    ).length;
    expect(body.totalViews).toBe(4);
    expect(body.inquiries).toBe(1);
    expect(body.monthlyViews).toBe(expectedMonthly);
    // Enquiries are threads, this month as in total: one buyer, however many messages.
    expect(body.monthlyInquiries).toBe(1);
    expect(body.averagePrice).toBe(800_000);
    expect(body.inquiryRate).toBeCloseTo(0.25);
    expect(body.viewsByDay.at(-1).views).toBe(2);
    expect(body.viewsByDay.reduce((s: number, d: any) => s + d.views, 0)).toBe(3);
    expect(body.priceComparisons).toEqual([
      {
        listingId: id,
        title: '2020 Kia Zeta Zanzibar Edition 1.5',
        price: 1_000_000,
        comparableMedian: 1_100_000,
        comparableCount: 3,
      },
      expect.objectContaining({ listingId: second.body.id, comparableMedian: null }),
    ]);
    expect(body.averageDaysOnMarket).toBe(0);
    expect(body.recentActivity[0]).toMatchObject({ kind: 'enquiry', listingId: id });

    const stranger = new Agent(ctx.server);
    await stranger.register();
    expect((await stranger.get('/api/user/analytics')).body.totalViews).toBe(0);
    const mine = await seller.get('/api/user/listings');
    expect(mine.body.cars.find((c: any) => c.id === id)).toMatchObject({ views: 3, enquiries: 1 });
  });
});
