// The dealer inventory API with a real database (issue 11 item 6): the key, the vehicle calls and
// their 403/404/409/400s, stock merged like a crawled offer (one listing, two offers; price history),
// removal as a pass removes, and bulk uploads with their idempotency keys.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, getJson, serveForTest, type TestContext } from '../../testing/test-server.js';
import { ingestRecords } from '../scraping/merge/ingest.js';
import { sourceRecord } from '../scraping/merge/testing.js';
import { dealerWithKey, registrationOf, vehicleBody } from './testing.js';

let ctx: TestContext;
let north: { id: number; key: string };
let south: { id: number; key: string };

beforeAll(async () => {
  const { db, drop } = await createTestDb();
  ctx = await serveForTest(db, drop, {}, {});
  north = await dealerWithKey(db.knex, 'Northgate Motors');
  south = await dealerWithKey(db.knex, 'Southside Cars');
});
afterAll(() => ctx?.close());

/** A call as a dealer's system makes it: no cookie, no CSRF token, only the key. */
async function call(
  method: string,
  path: string,
  key: string | null,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  const res = await ctx.server.inject({
    method,
    url: `/api/dealer/v1${path}`,
    headers: { ...(key === null ? {} : { 'x-api-key': key }), ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return {
    status: res.statusCode,
    body: res.payload ? JSON.parse(res.payload) : undefined,
    headers: res.headers,
  };
}

const count = async (table: string) =>
  Number(((await ctx.db.knex(table).count({ n: '*' }).first()) as { n: string | number }).n);

async function searchIds(word: string): Promise<number[]> {
  await ctx.server.app.feed.sync();
  const found = await getJson(ctx.server, `/api/cars/search?search=${word}&limit=100`);
  return found.body.cars.map((c: { id: number }) => c.id);
}

describe('the key', () => {
  it('answers 401 without a key, with an unknown one and with a revoked one', async () => {
    const message = 'A valid X-Api-Key header is required';
    for (const key of [null, '', 'am_live_not-a-real-key']) {
      const res = await call('GET', '/vehicles', key);
      expect(res.status).toBe(401);
      expect(res.body.message).toBe(message);
    }
    const revoked = await dealerWithKey(ctx.db.knex, 'Revoked Motors');
    expect((await call('GET', '/vehicles', revoked.key)).status).toBe(200);
    await ctx.db.knex('dealer_api_keys').where({ dealer_id: revoked.id }).update({ revoked_at: new Date() });
    const res = await call('POST', '/vehicles', revoked.key, vehicleBody('R1'));
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(message);
  });

  it('notes when a key was last used', async () => {
    const dealer = await dealerWithKey(ctx.db.knex, 'Touched Motors');
    await call('GET', '/vehicles', dealer.key);
    const row = await ctx.db.knex('dealer_api_keys').where({ dealer_id: dealer.id }).first();
    expect(row.last_used_at).not.toBeNull();
  });
});

describe('one vehicle at a time', () => {
  it('adds a vehicle that search finds and the car page shows, offered by the dealer on AllMotors', async () => {
    const res = await call('POST', '/vehicles', north.key, vehicleBody('NG-001', { variant: 'Quokka' }));
    expect(res.status).toBe(201);
    const vehicle = res.body.vehicle;
    expect(vehicle).toMatchObject({
      stockId: 'NG-001',
      status: 'active',
      price: 1_849_500,
      make: 'Volkswagen',
      postcode: 'LS11 5AB',
      town: 'Leeds',
      images: ['https://images.dealer.example/NG-001/1.jpg', 'https://images.dealer.example/NG-001/2.jpg'],
      url: `/cars/${vehicle.listingId}`,
    });
    expect(await searchIds('quokka')).toContain(vehicle.listingId);
    const detail = await getJson(ctx.server, `/api/cars/${vehicle.listingId}`);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ price: 1_849_500, platform: 'allmotors' });
    expect(detail.body.offers).toEqual([
      expect.objectContaining({ platform: 'allmotors', price: 1_849_500, externalUrl: vehicle.url }),
    ]);
    const offer = await ctx.db.knex('offers').where({ id: vehicle.id }).first();
    expect(offer.external_id).toBe(`dealer:${north.id}:NG-001`);
    const seller = await ctx.db
      .knex('listings as l')
      .join('sellers as s', 's.id', 'l.seller_id')
      .where('l.id', vehicle.listingId)
      .first('s.name', 's.seller_type');
    expect(seller).toEqual({ name: 'Northgate Motors', seller_type: 'trade' });

    expect((await call('GET', `/vehicles/${vehicle.id}`, north.key)).body.vehicle).toEqual(vehicle);
    const again = await call('POST', '/vehicles', north.key, vehicleBody('NG-001'));
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/^stockId: /);
  });

  it('replaces a vehicle: a new price writes price history', async () => {
    const created = (await call('POST', '/vehicles', north.key, vehicleBody('NG-002', { variant: 'Wombat' })))
      .body.vehicle;
    const replaced = await call(
      'PUT',
      `/vehicles/${created.id}`,
      north.key,
      vehicleBody('NG-002', { variant: 'Wombat', price: 1_799_500, mileage: 21_900 }),
    );
    expect(replaced.status).toBe(200);
    expect(replaced.body.vehicle).toMatchObject({ id: created.id, price: 1_799_500, mileage: 21_900 });
    const history = await ctx.db
      .knex('price_history')
      .where({ offer_id: created.id })
      .orderBy('id')
      .pluck('price');
    expect(history).toEqual([1_849_500, 1_799_500]);
    await ctx.server.app.feed.sync();
    const detail = await getJson(ctx.server, `/api/cars/${created.listingId}`);
    expect(detail.body.price).toBe(1_799_500);
    expect(detail.body.mileage).toBe(21_900);

    const renamed = await call('PUT', `/vehicles/${created.id}`, north.key, vehicleBody('NG-999'));
    expect(renamed.status).toBe(400);
    expect(renamed.body.message).toMatch(/^stockId: must stay 'NG-002'/);
  });

  it('removes a vehicle as a crawl removes a car it no longer sees, and can add it back', async () => {
    const created = (await call('POST', '/vehicles', north.key, vehicleBody('NG-003', { variant: 'Numbat' })))
      .body.vehicle;
    expect(await searchIds('numbat')).toContain(created.listingId);
    expect((await call('DELETE', `/vehicles/${created.id}`, north.key)).status).toBe(204);
    expect(await searchIds('numbat')).not.toContain(created.listingId);
    expect((await getJson(ctx.server, `/api/cars/${created.listingId}`)).status).toBe(404);
    const listing = await ctx.db.knex('listings').where({ id: created.listingId }).first();
    expect(listing).toMatchObject({ status: 'removed', offer_count: 0 });
    expect((await call('GET', `/vehicles/${created.id}`, north.key)).status).toBe(404);
    expect((await call('DELETE', `/vehicles/${created.id}`, north.key)).status).toBe(404);

    const back = await call('POST', '/vehicles', north.key, vehicleBody('NG-003', { variant: 'Numbat' }));
    expect(back.status).toBe(201);
    expect(back.body.vehicle).toMatchObject({
      id: created.id,
      listingId: created.listingId,
      status: 'active',
    });
    expect(await searchIds('numbat')).toContain(created.listingId);
  });

  it('answers 403 for another dealer’s vehicle and 404 for an unknown one', async () => {
    const mine = (await call('POST', '/vehicles', north.key, vehicleBody('NG-004'))).body.vehicle;
    expect((await call('GET', `/vehicles/${mine.id}`, south.key)).status).toBe(403);
    expect((await call('PUT', `/vehicles/${mine.id}`, south.key, vehicleBody('NG-004'))).status).toBe(403);
    expect((await call('DELETE', `/vehicles/${mine.id}`, south.key)).status).toBe(403);
    expect((await call('GET', `/vehicles/${mine.id}`, north.key)).body.vehicle.status).toBe('active');
    for (const method of ['GET', 'DELETE'])
      expect((await call(method, '/vehicles/999999', north.key)).status).toBe(404);
    expect((await call('PUT', '/vehicles/999999', north.key, vehicleBody('X'))).status).toBe(404);
    // The same stock id is another dealer's own vehicle.
    expect((await call('POST', '/vehicles', south.key, vehicleBody('NG-004'))).status).toBe(201);
  });

  it('refuses bad fields with a 400 naming the field, by the form’s rules and the crawler’s gate', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ price: 1_849_500.5 }, 'price: must be a whole number of pence'],
      [{ stockId: 'has space' }, 'stockId: must use only letters, digits, dot, underscore and hyphen'],
      [{ images: ['http://insecure.example/1.jpg'] }, 'images[0]: must be an https URL'],
      [{ bodyType: 'Sport' }, 'bodyType: must be one of Hatchback, Saloon, Estate, SUV, Coupe'],
      // The crawler's quality gate: a postcode we cannot place, a price below its floor.
      [{ postcode: 'QQ1 1AA' }, 'postcode: '],
      [{ price: 5_000 }, 'price: £50 is not between £100 and £2,000,000'],
      [{ registration: 'ZZZZ99' }, "registration: 'ZZZZ99' is not a UK registration mark"],
      [{ category: 'motorcycle', bodyType: 'Sport', doors: 4, seats: 2 }, 'doors: 4 is not between 0 and 2'],
    ];
    const before = await count('offers');
    for (const [over, message] of cases) {
      const res = await call('POST', '/vehicles', north.key, vehicleBody('BAD-1', over));
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(res.body.message).toContain(message);
    }
    expect(await count('offers')).toBe(before);
  });

  it('joins the listing of the same car already crawled from another platform', async () => {
    const registration = 'YK21 ABC';
    const crawled = await ctx.db.knex.transaction((trx) =>
      ingestRecords(trx, { id: 'autohub', bit: 0 }, [
        sourceRecord({
          externalId: 'AH-77',
          registration,
          make: 'Volkswagen',
          model: 'Golf',
          year: 2021,
          pricePence: 1_899_500,
        }),
      ]),
    );
    const listingId = crawled.listingIds[0]!;
    const res = await call(
      'POST',
      '/vehicles',
      north.key,
      vehicleBody('NG-005', { registration: 'yk21abc' }),
    );
    expect(res.status).toBe(201);
    expect(res.body.vehicle).toMatchObject({ listingId, registration });
    await ctx.server.app.feed.sync();
    const detail = await getJson(ctx.server, `/api/cars/${listingId}`);
    expect(detail.body.price).toBe(1_849_500);
    expect(detail.body.offers.map((o: { platform: string }) => o.platform).sort()).toEqual([
      'allmotors',
      'autohub',
    ]);
  });

  it('lists the dealer’s own active vehicles a page at a time', async () => {
    const dealer = await dealerWithKey(ctx.db.knex, 'Paging Motors');
    for (const n of [1, 2, 3]) await call('POST', '/vehicles', dealer.key, vehicleBody(`P-${n}`));
    const first = await call('GET', '/vehicles?limit=2', dealer.key);
    expect(first.body.vehicles.map((v: { stockId: string }) => v.stockId)).toEqual(['P-1', 'P-2']);
    const second = await call('GET', `/vehicles?limit=2&cursor=${first.body.nextCursor}`, dealer.key);
    expect(second.body).toMatchObject({ vehicles: [{ stockId: 'P-3' }], nextCursor: null });
    expect((await call('GET', '/vehicles?limit=0', dealer.key)).status).toBe(400);
  });
});

describe('bulk uploads', () => {
  const fleet = (n: number, over: (i: number) => Record<string, unknown> = () => ({})) =>
    Array.from({ length: n }, (_, i) =>
      vehicleBody(`FL-${i}`, { variant: 'Bulkfleet', registration: registrationOf(i), ...over(i) }),
    );
  const bulk = (key: string, body: unknown, idempotencyKey?: string) =>
    call('POST', '/vehicles/bulk', key, body, idempotencyKey ? { 'idempotency-key': idempotencyKey } : {});

  it('refuses the whole upload naming the bad rows and fields, and needs an Idempotency-Key', async () => {
    const before = await count('offers');
    const vehicles = fleet(20, (i) =>
      i === 12 ? { price: 99.5, mileage: -1 } : i === 15 ? { postcode: 'QQ1 1AA' } : {},
    );
    const bad = await bulk(south.key, { vehicles }, 'bad-1');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(
      'vehicles[12].price: must be a whole number of pence; vehicles[12].mileage: must be at least 0',
    );
    vehicles[12] = fleet(13)[12]!;
    const gated = await bulk(south.key, { vehicles }, 'bad-2');
    expect(gated.status).toBe(400);
    expect(gated.body.message).toMatch(/^vehicles\[15\]\.postcode: /);
    const twice = await bulk(south.key, { vehicles: [...fleet(2), fleet(1)[0]] }, 'bad-3');
    expect(twice.body.message).toBe("vehicles[2].stockId: 'FL-0' repeats vehicles[0]");
    const plate = await bulk(
      south.key,
      { vehicles: [...fleet(2), vehicleBody('OTHER', { registration: registrationOf(1) })] },
      'bad-5',
    );
    expect(plate.body.message).toBe(`vehicles[2].registration: '${registrationOf(1)}' repeats vehicles[1]`);
    expect((await bulk(south.key, { vehicles: fleet(2) })).body.message).toBe(
      'Idempotency-Key header is required for a bulk upload',
    );
    expect((await bulk(south.key, { vehicles: [] }, 'bad-4')).body.message).toBe(
      'vehicles: must list at least one vehicle',
    );
    expect(await count('offers')).toBe(before);
    expect(await count('dealer_idempotency_keys')).toBe(0);
  });

  it('upserts 1,000 vehicles in one go, all searchable; a replay writes nothing; a new body is 422', async () => {
    const dealer = await dealerWithKey(ctx.db.knex, 'Fleet Motors');
    const vehicles = fleet(1000);
    const started = performance.now();
    const res = await bulk(dealer.key, { vehicles }, 'upload-1');
    expect(res.status).toBe(200);
    const found = await getJson(ctx.server, '/api/cars/search?search=bulkfleet&limit=1');
    const ms = performance.now() - started;
    console.log(`1,000-vehicle bulk upload: searchable ${Math.round(ms)} ms after the request`);
    expect(found.body.total).toBe(1000);
    expect(res.body).toMatchObject({ processed: 1000, added: 1000, updated: 0, unchanged: 0 });
    expect(res.body.vehicles).toHaveLength(1000);
    expect(res.body.vehicles[7]).toEqual({
      stockId: 'FL-7',
      id: expect.any(Number),
      listingId: expect.any(Number),
    });

    const tables = ['offers', 'listings', 'price_history', 'dealer_vehicles', 'listing_changes'];
    const counts = async () => Promise.all(tables.map(count));
    const before = await counts();
    const replay = await bulk(dealer.key, { vehicles }, 'upload-1');
    expect(replay.status).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toEqual(res.body);
    expect(await counts()).toEqual(before);

    const changed = vehicles.map((v, i) => (i < 3 ? { ...v, price: v.price - 10_000 } : v));
    const reused = await bulk(dealer.key, { vehicles: changed }, 'upload-1');
    expect(reused.status).toBe(422);
    expect(reused.body.message).toBe('Idempotency-Key was used for a different request');
    expect(await counts()).toEqual(before);

    const next = await bulk(dealer.key, { vehicles: changed }, 'upload-2');
    expect(next.body).toMatchObject({ processed: 1000, added: 0, updated: 3, unchanged: 997 });
    expect(next.body.vehicles.map((v: { id: number }) => v.id)).toEqual(
      res.body.vehicles.map((v: { id: number }) => v.id),
    );
    expect(await count('price_history')).toBe(before[2]! + 3);
  }, 120_000);
});
