// Search validation, reference lists and car detail, checked against the same seeded database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { createTestServer, getJson, type TestContext } from '../../testing/test-server.js';

let ctx: TestContext;
let knex: Knex;

beforeAll(async () => {
  ctx = await createTestServer({ listings: 1500 });
  knex = ctx.db.knex;
});
afterAll(() => ctx?.close());

describe('search validation', () => {
  const cases: [string, string][] = [
    ['minPrice=abc', 'minPrice'],
    ['limit=100000', 'limit'],
    ['limit=0', 'limit'],
    ['page=0', 'page'],
    ['sortBy=foo', 'sortBy'],
    ['minYear=2020&maxYear=2010', 'minYear'],
    ['minPrice=500&maxPrice=100', 'minPrice'],
    ['location=ZZ1%201ZZ', 'location'],
    ['sortBy=distance', 'sortBy'],
    ['bodyType=Scooter', 'bodyType'],
    ['fuelTypes=Steam', 'fuelTypes'],
    ['platforms=nowhere', 'platforms'],
    ['isElectric=maybe', 'isElectric'],
    ['minEngineSize=1.55', 'minEngineSize'],
    ['make=Ford&make=BMW', 'make'],
    ['colour=Red', 'colour'],
  ];
  for (const [query, field] of cases) {
    it(`answers 400 naming ${field} for ${query}`, async () => {
      const { status, body } = await getJson(ctx.server, `/api/cars/search?${query}`);
      expect(status).toBe(400);
      expect(body.message).toContain(field);
    });
  }
});

describe('reference lists and detail', () => {
  it('lists makes with stock and the models of a make', async () => {
    const { body: makes } = await getJson(ctx.server, '/api/makes');
    const expected = await knex('listings')
      .where({ status: 'active', category: 'car' })
      .distinct('make')
      .orderBy('make');
    expect(makes).toEqual(
      expected.map((r: any) => r.make).sort((a: string, b: string) => a.localeCompare(b)),
    );
    const { body: bikes } = await getJson(ctx.server, '/api/motorcycles/makes');
    expect(bikes).not.toEqual(makes);
    const make = makes[0];
    const { status, body: models } = await getJson(
      ctx.server,
      `/api/makes/${encodeURIComponent(make.toLowerCase())}/models`,
    );
    expect(status).toBe(200);
    const rows = await knex('listings').where({ status: 'active', category: 'car', make }).distinct('model');
    expect([...models].sort()).toEqual(rows.map((r: any) => r.model).sort());
    expect((await getJson(ctx.server, '/api/makes/Trabantski/models')).status).toBe(404);
    expect((await getJson(ctx.server, '/api/vans/makes')).body.length).toBeGreaterThan(0);
  });

  it('returns a listing with every offer and its price history', async () => {
    const offerCounts = await knex('offers')
      .select('listing_id')
      .count({ n: '*' })
      .groupBy('listing_id')
      .havingRaw('count(*) > 1')
      .limit(1);
    const id = (offerCounts[0] as any).listing_id;
    const { status, body } = await getJson(ctx.server, `/api/cars/${id}?location=SW1A%201AA`);
    expect(status).toBe(200);
    expect(body.offers.length).toBeGreaterThan(1);
    expect(body.price).toBe(body.offers[0].price);
    expect(body.priceHistory.length).toBeGreaterThanOrEqual(body.offers.length);
    for (const offer of body.offers) {
      const last = body.priceHistory.filter((h: any) => h.platform === offer.platform).at(-1);
      expect(last.price).toBe(offer.price);
    }
    expect(body).toMatchObject({
      features: expect.any(Array),
      description: expect.any(String),
      dealerDistance: expect.any(Number),
    });
    expect(body.seller).toMatchObject({ name: expect.any(String), town: expect.any(String) });
  });

  it("dates an offer's last sighting from its source's last complete pass", async () => {
    const [offer] = await knex('offers').where('status', 'active').orderBy('id').limit(1);
    const passAt = new Date(new Date(offer.last_seen_at).getTime() + 3_600_000);
    await knex('platforms').where('id', offer.platform).update({ last_pass_at: passAt });
    try {
      const { body } = await getJson(ctx.server, `/api/cars/${offer.listing_id}`);
      const shown = body.offers.find((o: any) => o.platform === offer.platform);
      expect(shown.lastSeenAt).toBe(passAt.toISOString());
      expect(Date.parse(body.lastSeenAt)).toBeGreaterThanOrEqual(passAt.getTime());
    } finally {
      await knex('platforms').where('id', offer.platform).update({ last_pass_at: null });
    }
  });

  it('answers 404 JSON for an unknown id, 400 for a malformed one, 404 for unknown API paths', async () => {
    const missing = await getJson(ctx.server, '/api/cars/99999999');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Car not found');
    expect((await getJson(ctx.server, '/api/cars/abc')).status).toBe(400);
    const unknown = await getJson(ctx.server, '/api/no-such-thing');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('Not Found');
  });

  it('drops a listing from search and detail once it is marked removed', async () => {
    const { body } = await getJson(ctx.server, '/api/vans/search?limit=1');
    const victim = body.cars[0];
    const before = body.total;
    await knex('listings').where({ id: victim.id }).update({ status: 'removed', removed_at: knex.fn.now() });
    await ctx.server.app.feed.sync(); // a plain SQL write reaches search through the change feed
    const after = await getJson(ctx.server, '/api/vans/search?limit=1');
    expect(after.body.total).toBe(before - 1);
    expect(after.body.cars[0].id).not.toBe(victim.id);
    expect((await getJson(ctx.server, `/api/cars/${victim.id}`)).status).toBe(404);
  });
});

describe('market history on the car page', () => {
  const DAY = 86_400_000;

  it('dates the vehicle from its first sighting on any platform and counts every platform it was on', async () => {
    const [listing] = await knex('listings')
      .where({ status: 'active', category: 'car' })
      .orderBy('id')
      .limit(1);
    const platforms = await knex('offers')
      .where({ listing_id: listing.id })
      .distinct('platform')
      .pluck('platform');
    const firstSeen = new Date(
      Math.min(
        new Date(listing.first_seen_at).getTime(),
        ...(await knex('price_history').where({ listing_id: listing.id }).pluck('recorded_at')).map(
          (d: Date) => new Date(d).getTime(),
        ),
      ),
    );
    const { status, body } = await getJson(ctx.server, `/api/cars/${listing.id}`);
    expect(status).toBe(200);
    const days = Math.floor((Date.now() - firstSeen.getTime()) / DAY);
    expect(body.market).toMatchObject({
      firstSeenAt: firstSeen.toISOString(),
      platformsSeen: platforms.length,
      relists: 0,
    });
    expect([days - 1, days]).toContain(body.market.daysOnMarket);
  });

  it('counts a relisted car only while it was advertised, with the platform it left', async () => {
    const [listing] = await knex('listings')
      .where({ status: 'active', category: 'car', offer_count: 1 })
      .orderBy('id')
      .limit(1);
    const [offer] = await knex('offers').where({ listing_id: listing.id });
    const other = await knex('platforms').whereNot({ id: offer.platform }).orderBy('bit').first();
    const firstSeen = new Date('2026-01-01T00:00:00Z');
    const [gone] = await knex('offers')
      .insert({
        listing_id: listing.id,
        platform: other.id,
        external_id: 'GONE-1',
        external_url: 'http://example.test/GONE-1',
        price: listing.price + 50_000,
        status: 'removed',
        first_seen_at: firstSeen,
        last_seen_at: firstSeen,
        removed_at: new Date(firstSeen.getTime() + 10 * DAY),
      })
      .returning('id');
    await knex('listings')
      .where({ id: listing.id })
      .update({ first_seen_at: firstSeen, relist_count: 2, off_market_seconds: 30 * 86_400 });
    try {
      const { body } = await getJson(ctx.server, `/api/cars/${listing.id}`);
      const days = Math.floor((Date.now() - firstSeen.getTime()) / DAY) - 30;
      expect(body.market).toMatchObject({
        firstSeenAt: firstSeen.toISOString(),
        platformsSeen: 2,
        relists: 2,
      });
      expect([days - 1, days]).toContain(body.market.daysOnMarket);
    } finally {
      await knex('offers').where({ id: gone.id }).delete();
      await knex('listings').where({ id: listing.id }).update({
        first_seen_at: listing.first_seen_at,
        relist_count: 0,
        off_market_seconds: 0,
      });
    }
  });
});
