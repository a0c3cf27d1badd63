// Repeated searches: the answer cache and the card cache give the same answer again, and never one
// that a write has changed since (the change feed drops what it names). Checked with plain SQL over
// the same database, like search.test.ts.
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

describe('repeated searches', () => {
  it('answers a repeated search the same, and never with what a write has changed since', async () => {
    const path = '/api/cars/search?make=ford&sortBy=price_asc&limit=5';
    const first = await getJson(ctx.server, path);
    // The same query in another spelling and order of parameters is the same answer.
    const again = await getJson(ctx.server, '/api/cars/search?limit=5&sortBy=price_asc&make=Ford');
    expect(again.body).toEqual(first.body);
    // A kept answer is still JSON to a client, and sets no cookie.
    const raw = await ctx.server.inject({ url: path });
    expect(raw.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(raw.headers['set-cookie']).toBeUndefined();
    expect(JSON.parse(raw.payload)).toEqual(first.body);
    const cheapest = first.body.cars[0];
    // Any writer, here plain SQL: the change feed brings it to the index, and the next answer shows it.
    await knex('listings').where({ id: cheapest.id }).update({ status: 'removed' });
    await ctx.server.app.feed.sync();
    const after = await getJson(ctx.server, path);
    expect(after.body.total).toBe(first.body.total - 1);
    expect(after.body.cars.map((c: { id: number }) => c.id)).not.toContain(cheapest.id);
    expect(after.body.facets.make.find((m: { value: string }) => m.value === 'Ford').count).toBe(
      first.body.facets.make.find((m: { value: string }) => m.value === 'Ford').count - 1,
    );
    await knex('listings').where({ id: cheapest.id }).update({ status: 'active' });
    await ctx.server.app.feed.sync();
    expect((await getJson(ctx.server, path)).body).toEqual(first.body);
  });

  it("shows a car's card the same in every search, and its offer, seller or listing changes in the next one", async () => {
    const cheapest = async (q: string) =>
      (await getJson(ctx.server, `/api/cars/search?sortBy=price_asc&limit=3${q}`)).body.cars[0];
    const car = await cheapest('');
    // A radius search gives the car its distance; another search of the same car does not.
    const near = await cheapest(`&location=${encodeURIComponent(car.postcodeDistrict)}&radius=200`);
    expect(near.id).toBe(car.id);
    expect(near.dealerDistance).toBeGreaterThanOrEqual(0);
    const byMake = await cheapest(`&make=${encodeURIComponent(car.make)}`);
    expect(byMake).toEqual(car);
    expect(byMake).not.toHaveProperty('dealerDistance');

    // Plain SQL on the seller and an offer: every search asked afterwards shows them, including
    // searches never asked before (their cards were read by the searches above).
    const { seller_id: sellerId } = await knex('listings').where({ id: car.id }).first('seller_id');
    await knex('sellers').where({ id: sellerId }).update({ town: 'Much Wenlock' });
    const offer = await knex('offers').where({ listing_id: car.id, status: 'active' }).first('id');
    await knex('offers').where({ id: offer.id }).update({ external_url: 'https://example.org/moved/1' });
    await knex('listings')
      .where({ id: car.id })
      .update({ title: `${car.title} (one owner)` });
    await ctx.server.app.feed.sync();
    for (const q of ['&page=1', `&make=${encodeURIComponent(car.make)}`, `&maxPrice=${car.price}`]) {
      const shown = await cheapest(q);
      expect(shown).toMatchObject({
        id: car.id,
        dealerLocation: 'Much Wenlock',
        title: `${car.title} (one owner)`,
      });
      expect(shown.offers.map((o: { externalUrl: string }) => o.externalUrl)).toContain(
        'https://example.org/moved/1',
      );
    }
    // A card asked for while a change is being applied is either read again or dropped with it.
    const reading = ctx.server.app.search.cards([car.id]);
    await knex('listings').where({ id: car.id }).update({ title: car.title });
    await ctx.server.app.feed.sync();
    await reading;
    expect((await ctx.server.app.search.cards([car.id]))[0]!.title).toBe(car.title);
  });
});
