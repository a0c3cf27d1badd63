// The result cards the database writes as JSON (queries.cardTexts) against cards made here from the
// same rows by the API's rules (CarCard, docs/api.md): every field, its type and its format.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { createTestServer, getJson, type TestContext } from '../../testing/test-server.js';

let ctx: TestContext;
let knex: Knex;

beforeAll(async () => {
  ctx = await createTestServer({ listings: 240 });
  knex = ctx.db.knex;
});
afterAll(() => ctx?.close());

/** The card of a listing by the API's rules, from its rows read with plain SQL. */
async function expectedCard(id: number) {
  const row = await knex('listings as l')
    .join('sellers as s', 's.id', 'l.seller_id')
    .leftJoin('platforms as p', 'p.id', 'l.platform')
    .where('l.id', id)
    .first('l.*', 's.name as seller_name', 's.town as seller_town', 'p.name as platform_name');
  const offers = await knex('offers as o')
    .leftJoin('platforms as p', 'p.id', 'o.platform')
    .where({ 'o.listing_id': id, 'o.status': 'active' })
    .orderBy([{ column: 'o.price' }, { column: 'o.id' }])
    .select('o.platform', 'p.name', 'o.price', 'o.external_url');
  const photos = Number(
    ((await knex('listing_photos').where('listing_id', id).count({ n: '*' }).first()) as any).n,
  );
  const images =
    photos > 0
      ? Array.from({ length: photos }, (_, n) => `/api/media/photos/${id}/${n}`)
      : Array.from({ length: Math.max(1, row.image_count) }, (_, n) => `/api/media/listings/${id}/${n}.svg`);
  return {
    id,
    category: row.category,
    title: row.title,
    make: row.make,
    model: row.model,
    variant: row.variant,
    year: row.year,
    price: row.price,
    mileage: row.mileage,
    fuelType: row.fuel_type,
    transmission: row.transmission,
    bodyType: row.body_type,
    engineSize: Number(row.engine_size),
    powerBhp: row.power_bhp,
    doors: row.doors,
    seats: row.seats,
    color: row.color,
    previousOwners: row.previous_owners,
    isElectric: row.is_electric,
    electricRange: row.electric_range,
    chargingType: row.charging_type,
    serviceHistory: row.service_history,
    image: images[0],
    images,
    platform: row.platform,
    platformName: row.platform_name ?? row.platform,
    externalUrl: row.external_url,
    offers: offers.map((o) => ({
      platform: o.platform,
      platformName: o.name ?? o.platform,
      price: o.price,
      externalUrl: o.external_url,
    })),
    sellerType: row.seller_type,
    dealerName: row.seller_name,
    dealerLocation: row.seller_town,
    postcodeDistrict: row.postcode.split(' ')[0],
    firstSeenAt: new Date(row.first_seen_at).toISOString(),
    dealRating: row.deal_rating,
    priceDrop:
      row.price_drop !== null && row.price_dropped_at !== null
        ? { amount: row.price_drop, at: new Date(row.price_dropped_at).toISOString() }
        : null,
  };
}

describe('result cards', () => {
  it('are the listings as the API describes them, field by field, in search and on the detail page', async () => {
    const [a, b, c] = (await knex('listings')
      .where({ status: 'active', category: 'car' })
      .orderBy('id')
      .limit(3)
      .pluck('id')) as number[];
    // Times with microseconds (a card shows milliseconds, truncated), a fractional engine, a price
    // drop, uploaded photos, and a listing whose price never dropped.
    await knex('listings').where('id', a).update({
      first_seen_at: '2025-01-02T03:04:05.678901Z',
      price_drop: 12_345,
      price_dropped_at: '2026-03-04T05:06:07.891999Z',
      engine_size: 1.6,
    });
    await knex('listings')
      .where('id', b)
      .update({ price_drop: null, price_dropped_at: null, engine_size: 2 });
    await knex('listing_photos').insert(
      [0, 1, 2].map((position) => ({
        listing_id: c,
        position,
        content_type: 'image/png',
        data: Buffer.from([position]),
        byte_size: 1,
      })),
    );
    await ctx.server.app.feed.sync();

    const ids = [a!, b!, c!];
    const { status, body } = await getJson(ctx.server, '/api/cars/search?limit=100&sortBy=price_asc');
    expect(status).toBe(200);
    expect(body.cars).toHaveLength(Math.min(100, body.total));
    for (const card of body.cars) expect(card).toEqual(await expectedCard(card.id));
    const shown = await Promise.all(ids.map((id) => getJson(ctx.server, `/api/cars/${id}`)));
    for (const [k, id] of ids.entries()) {
      const { offers, ...card } = await expectedCard(id);
      expect(shown[k]!.body).toMatchObject(card);
      expect(shown[k]!.body.offers.map((o: any) => o.platform)).toEqual(offers.map((o) => o.platform));
    }
    expect(shown[0]!.body).toMatchObject({
      firstSeenAt: '2025-01-02T03:04:05.678Z',
      priceDrop: { amount: 12_345, at: '2026-03-04T05:06:07.891Z' },
      engineSize: 1.6,
    });
    expect(shown[2]!.body.images).toEqual([0, 1, 2].map((n) => `/api/media/photos/${c}/${n}`));
  });

  it('carry the distance from the searched place, rounded to a tenth of a mile, only with a place', async () => {
    const near = await getJson(ctx.server, '/api/cars/search?location=M1%201AE&radius=500&limit=50');
    expect(near.body.cars.length).toBeGreaterThan(0);
    for (const card of near.body.cars) {
      const { dealerDistance, ...rest } = card;
      expect(rest).toEqual(await expectedCard(card.id));
      expect(Math.round(dealerDistance * 10) / 10).toBe(dealerDistance);
      expect(dealerDistance).toBeLessThanOrEqual(500);
    }
    const plain = await getJson(ctx.server, '/api/cars/search?limit=50');
    for (const card of plain.body.cars) expect(card).not.toHaveProperty('dealerDistance');
  });
});
