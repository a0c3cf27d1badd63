import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../testing/agent.js';
import { createTestServer, type TestContext } from '../../testing/test-server.js';
import { listingForm } from './test-helpers.js';
import { ViewerKeys } from './viewer-key.js';

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

/**
 * A view as a script sends it: a fresh CSRF cookie every time (the crumb is dropped and fetched
 * again), from a fixed address and user agent.
 */
async function freshVisitorView(id: number, address: string, userAgent = 'Mozilla/5.0 (X11; Linux x86_64)') {
  const csrf = await ctx.server.inject({ url: '/api/csrf', remoteAddress: address });
  const setCookie = csrf.headers['set-cookie'];
  const cookie = (Array.isArray(setCookie) ? setCookie : [String(setCookie ?? '')])
    .map((c) => c.split(';')[0])
    .join('; ');
  const res = await ctx.server.inject({
    method: 'POST',
    url: `/api/cars/${id}/views`,
    remoteAddress: address,
    headers: { cookie, 'x-csrf-token': JSON.parse(csrf.payload).token, 'user-agent': userAgent },
  });
  expect(res.statusCode).toBe(204);
}

const viewCount = async (id: number) =>
  Number((await ctx.db.knex('listing_views').where({ listing_id: id }).count({ n: '*' }))[0]!.n);

describe('recording views', () => {
  it('counts 20 views from one address without cookies once', async () => {
    const { id } = await sellerWithListing();
    for (let n = 0; n < 20; n++) await freshVisitorView(id, '198.51.100.20');
    expect(await viewCount(id)).toBe(1);
  });

  it('counts two addresses twice, and the same person on another listing again', async () => {
    const { id } = await sellerWithListing();
    const { id: other } = await sellerWithListing({ registration: null, variant: 'Second' });
    await freshVisitorView(id, '198.51.100.21');
    await freshVisitorView(id, '198.51.100.22');
    await freshVisitorView(id, '198.51.100.22');
    await freshVisitorView(other, '198.51.100.22');
    expect(await viewCount(id)).toBe(2);
    expect(await viewCount(other)).toBe(1);
  });

  it('counts an IPv6 visitor by their /64, whatever address in it they come from', async () => {
    const { id } = await sellerWithListing();
    await freshVisitorView(id, '2001:db8:1:2::1');
    await freshVisitorView(id, '2001:db8:1:2:ffff:ee:dd:cc');
    await freshVisitorView(id, '2001:db8:1:3::1');
    expect(await viewCount(id)).toBe(2);
  });

  it('counts a signed-in person once, from any address', async () => {
    const { id } = await sellerWithListing();
    const buyer = new Agent(ctx.server);
    await buyer.register();
    for (let n = 0; n < 3; n++) expect((await buyer.post(`/api/cars/${id}/views`)).status).toBe(204);
    const elsewhere = new Agent(ctx.server);
    for (const [name, value] of buyer.cookies) elsewhere.cookies.set(name, value);
    expect((await elsewhere.post(`/api/cars/${id}/views`)).status).toBe(204);
    expect(await viewCount(id)).toBe(1);
  });

  it('stores no address, only a key that names its day', async () => {
    const { id } = await sellerWithListing();
    await freshVisitorView(id, '198.51.100.23');
    const row = await ctx.db.knex('listing_views').where({ listing_id: id }).first();
    expect(JSON.stringify(row)).not.toContain('198.51.100.23');
    const today = new Date().toISOString().slice(0, 10);
    expect(row.viewer_key).toMatch(new RegExp(`^a:${today}:[A-Za-z0-9_-]{43}$`));
  });

  it("keys a visitor differently each day and deletes the day before's secret", async () => {
    const keys = new ViewerKeys(ctx.db.knex);
    const visitor = { address: '198.51.100.24', userAgent: 'Mozilla/5.0' };
    const first = await keys.keyFor(7, visitor, new Date('2020-01-01T23:59:00Z'));
    expect(await keys.keyFor(7, visitor, new Date('2020-01-01T00:01:00Z'))).toBe(first);
    expect(await keys.keyFor(8, visitor, new Date('2020-01-01T00:01:00Z'))).not.toBe(first);
    const next = await keys.keyFor(7, visitor, new Date('2020-01-02T00:01:00Z'));
    expect(next).not.toBe(first);
    const names = await ctx.db
      .knex('app_secrets')
      .where('name', 'like', 'listing-views:2020-%')
      .pluck('name');
    expect(names).toEqual(['listing-views:2020-01-02']);
    await ctx.db.knex('app_secrets').where('name', 'listing-views:2020-01-02').delete();
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
