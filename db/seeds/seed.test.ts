// The demo data: deterministic for a seed, internally consistent, and shaped like the UK market.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { createTestDb, SEED_NOW } from '../../bff/testing/test-server.js';
import { seedDatabase } from './index.js';
import { lastPriceDrop } from './listings.js';

let knex: Knex;
let drop: () => Promise<void>;

beforeAll(async () => {
  const t = await createTestDb();
  knex = t.db.knex;
  drop = t.drop;
  await seedDatabase(knex, { listings: 2000, seed: 42, now: SEED_NOW, batchSize: 700 });
});
afterAll(() => drop?.());

describe('seedDatabase', () => {
  it('is deterministic for a seed, and another seed gives other data', async () => {
    const cols = ['id', 'title', 'price', 'mileage', 'postcode', 'platform_mask', 'registration', 'features'];
    const runs = [];
    for (const seed of [42, 42, 43]) {
      const t = await createTestDb();
      try {
        await seedDatabase(t.db.knex, { listings: 300, seed, now: SEED_NOW });
        runs.push(await t.db.knex('listings').select(cols).orderBy('id'));
      } finally {
        await t.drop();
      }
    }
    expect(runs[0]).toHaveLength(300);
    expect(runs[1]).toEqual(runs[0]);
    expect(runs[2]).not.toEqual(runs[0]);
  });

  it('writes the three categories, dealers and private sellers, on the eight platforms', async () => {
    const categories = await knex('listings').select('category').count({ n: '*' }).groupBy('category');
    const byCategory = Object.fromEntries(categories.map((r: any) => [r.category, Number(r.n)]));
    expect(byCategory.car).toBeGreaterThan(1300);
    expect(byCategory.van).toBeGreaterThan(150);
    expect(byCategory.motorcycle).toBeGreaterThan(100);
    const sellerTypes = await knex('listings').select('seller_type').count({ n: '*' }).groupBy('seller_type');
    const bySeller = Object.fromEntries(sellerTypes.map((r: any) => [r.seller_type, Number(r.n)]));
    expect(bySeller.private / 2000).toBeGreaterThan(0.1);
    expect(bySeller.private / 2000).toBeLessThan(0.3);
    // The eight demo sources, plus AllMotors itself for private sellers' own listings.
    expect(Number((await knex('platforms').whereNot('id', 'allmotors').count({ n: '*' }).first())!.n)).toBe(
      8,
    );
    const used = await knex('offers').distinct('platform');
    expect(used.length).toBe(8);
  });

  it('keeps each listing consistent with its offers: lowest price, its platform, the platform mask', async () => {
    const bad = await knex.raw(`
      select l.id from listings l
      join (select listing_id, min(price) as min_price, count(*) as n,
                   bit_or(1 << p.bit) as mask
              from offers o join platforms p on p.id = o.platform
             where o.status = 'active' group by listing_id) o on o.listing_id = l.id
      where l.price <> o.min_price or l.offer_count <> o.n or l.platform_mask <> o.mask`);
    expect(bad.rows).toEqual([]);
    const cheapest = await knex.raw(`
      select l.id from listings l
      where not exists (select 1 from offers o where o.listing_id = l.id and o.platform = l.platform and o.price = l.price)`);
    expect(cheapest.rows).toEqual([]);
  });

  it('puts a share of vehicles on two or three platforms at different prices', async () => {
    const rows = await knex('listings').select('offer_count').count({ n: '*' }).groupBy('offer_count');
    const share = Object.fromEntries(rows.map((r: any) => [r.offer_count, Number(r.n) / 2000]));
    expect(share[1]).toBeGreaterThan(0.55);
    expect((share[2] ?? 0) + (share[3] ?? 0)).toBeGreaterThan(0.2);
    const differing = await knex.raw(
      `select count(*)::int as n from (select listing_id from offers group by listing_id having count(distinct price) > 1) x`,
    );
    expect(differing.rows[0].n).toBeGreaterThan(100);
  });

  it('prices follow age and mileage: older and higher-mileage examples of a model cost less', async () => {
    const rows = await knex.raw(`
      select make, model, corr(price, year) as by_year, corr(price, mileage) as by_mileage, count(*) as n
        from listings where category = 'car' group by make, model having count(*) >= 12`);
    expect(rows.rows.length).toBeGreaterThan(3);
    const avgYear = rows.rows.reduce((s: number, r: any) => s + Number(r.by_year), 0) / rows.rows.length;
    const avgMiles = rows.rows.reduce((s: number, r: any) => s + Number(r.by_mileage), 0) / rows.rows.length;
    expect(avgYear).toBeGreaterThan(0.4);
    expect(avgMiles).toBeLessThan(-0.3);
  });

  it('fills the fields a UK buyer expects, with unique registrations and plausible values', async () => {
    const dupes = await knex.raw(
      `select registration from listings where registration is not null group by registration having count(*) > 1`,
    );
    expect(dupes.rows).toEqual([]);
    const rows = await knex('listings').select('*');
    for (const r of rows) {
      expect(r.price).toBeGreaterThan(0);
      expect(r.year).toBeLessThanOrEqual(2026);
      expect(r.previous_owners).toBeGreaterThanOrEqual(1);
      expect(r.features.length).toBeGreaterThan(2);
      expect(r.description.length).toBeGreaterThan(80);
      expect(r.postcode).toMatch(/^[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}$/);
      expect(r.lat).toBeGreaterThan(49.8);
      expect(r.lat).toBeLessThan(60.9);
      if (r.is_electric) expect(r.electric_range).toBeGreaterThan(0);
      if (r.registration) expect(r.registration).toMatch(/^[A-Z]{2}\d{2} [A-Z]{3}$/);
    }
    const future = await knex.raw(
      `select count(*)::int as n from (
         select first_seen_at as t from listings union all select last_seen_at from listings
         union all select first_seen_at from offers union all select recorded_at from price_history) x
       where t > ?`,
      [SEED_NOW],
    );
    expect(future.rows[0].n).toBe(0);
    const history = await knex.raw(`
      select count(*)::int as n from offers o
      where (select price from price_history h where h.offer_id = o.id order by recorded_at desc, id desc limit 1) <> o.price`);
    expect(history.rows[0].n).toBe(0);
  });

  it("gives each listing the last price drop its offers' histories show", async () => {
    const history = (await knex('price_history')
      .select('listing_id', 'offer_id', 'price', 'recorded_at')
      .orderBy('id')) as { listing_id: number; offer_id: number; price: number; recorded_at: Date }[];
    const byListing = new Map<number, Map<number, { price: number; recorded_at: Date }[]>>();
    for (const h of history) {
      const offers = byListing.get(h.listing_id) ?? new Map();
      byListing.set(h.listing_id, offers);
      offers.set(h.offer_id, [...(offers.get(h.offer_id) ?? []), h]);
    }
    const listings = (await knex('listings').select('id', 'price_drop', 'price_dropped_at')) as {
      id: number;
      price_drop: number | null;
      price_dropped_at: Date | null;
    }[];
    let dropped = 0;
    for (const l of listings) {
      const expected = lastPriceDrop([...byListing.get(l.id)!.values()].map((history) => ({ history })));
      expect({ price_drop: l.price_drop, price_dropped_at: l.price_dropped_at }, String(l.id)).toEqual(
        expected,
      );
      if (l.price_drop !== null) dropped++;
    }
    // Sellers cut prices the longer a vehicle sits: a good share of the stock shows a drop.
    expect(dropped / listings.length).toBeGreaterThan(0.2);
    expect(dropped / listings.length).toBeLessThan(0.9);
  });
});
