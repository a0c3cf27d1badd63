// The search API checked against the data: every expectation is computed with plain SQL over the
// same database, independently of the in-process index that answers the API.
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

async function count(where: (q: Knex.QueryBuilder) => void, category = 'car'): Promise<number> {
  const q = knex('listings').where({ status: 'active', category });
  where(q);
  const row = (await q.count({ n: '*' }).first()) as { n: number | string };
  return Number(row.n);
}

async function searchAll(path: string) {
  const first = await getJson(ctx.server, `${path}${path.includes('?') ? '&' : '?'}limit=100&page=1`);
  expect(first.status).toBe(200);
  const cars = [...first.body.cars];
  for (let page = 2; cars.length < first.body.total; page++) {
    const next = await getJson(ctx.server, `${path}${path.includes('?') ? '&' : '?'}limit=100&page=${page}`);
    cars.push(...next.body.cars);
  }
  return { cars, total: first.body.total as number, facets: first.body.facets };
}

describe('GET /api/{category}/search', () => {
  it('returns the first page of 12 by default with totals equal to the active listings of the category', async () => {
    const { status, body } = await getJson(ctx.server, '/api/cars/search');
    expect(status).toBe(200);
    expect(body.cars).toHaveLength(12);
    expect(body.page).toBe(1);
    expect(body.total).toBe(await count(() => {}));
  });

  it('keeps categories apart and covers every active listing once', async () => {
    let sum = 0;
    for (const [path, category] of [
      ['cars', 'car'],
      ['motorcycles', 'motorcycle'],
      ['vans', 'van'],
    ] as const) {
      const { body } = await getJson(ctx.server, `/api/${path}/search?limit=100`);
      expect(body.cars.every((c: any) => c.category === category)).toBe(true);
      expect(body.total).toBe(await count(() => {}, category));
      expect(body.total).toBeGreaterThan(0);
      sum += body.total;
    }
    const all = (await knex('listings').where('status', 'active').count({ n: '*' }).first()) as { n: number };
    expect(sum).toBe(Number(all.n));
  });

  it('returns only cars satisfying every filter, and exactly as many as SQL finds', async () => {
    const url =
      '/api/cars/search?minPrice=300000&maxPrice=2500000&minYear=2016&maxYear=2024&maxMileage=80000' +
      '&fuelTypes=Petrol&fuelTypes=Diesel&transmission=Manual&maxPreviousOwners=3&minEngineSize=1.0&maxEngineSize=2.0';
    const { cars, total } = await searchAll(url);
    expect(total).toBeGreaterThan(0);
    for (const car of cars) {
      expect(car.price).toBeGreaterThanOrEqual(300000);
      expect(car.price).toBeLessThanOrEqual(2500000);
      expect(car.year).toBeGreaterThanOrEqual(2016);
      expect(car.year).toBeLessThanOrEqual(2024);
      expect(car.mileage).toBeLessThanOrEqual(80000);
      expect(['Petrol', 'Diesel']).toContain(car.fuelType);
      expect(car.transmission).toBe('Manual');
      expect(car.previousOwners).toBeLessThanOrEqual(3);
      expect(car.engineSize).toBeGreaterThanOrEqual(1);
      expect(car.engineSize).toBeLessThanOrEqual(2);
    }
    const expected = await count((q) =>
      q
        .whereBetween('price', [300000, 2500000])
        .whereBetween('year', [2016, 2024])
        .where('mileage', '<=', 80000)
        .whereIn('fuel_type', ['Petrol', 'Diesel'])
        .where('transmission', 'Manual')
        .where('previous_owners', '<=', 3)
        .whereBetween('engine_size', [1.0, 2.0]),
    );
    expect(total).toBe(expected);
    expect(new Set(cars.map((c) => c.id)).size).toBe(total);
  });

  it('lists the makes, and the chosen make’s models, by name, each with its active listings', async () => {
    const byName = (a: string, b: string) => a.localeCompare(b);
    const { body } = await getJson(ctx.server, '/api/cars/search?limit=1');
    const makes = body.facets.make.map((m: { value: string }) => m.value) as string[];
    const sql = (await knex('listings')
      .where({ status: 'active', category: 'car' })
      .distinct()
      .pluck('make')) as string[];
    expect(makes).toEqual(sql.sort(byName));
    const make = makes[Math.floor(makes.length / 2)]!;
    const { body: withMake } = await getJson(
      ctx.server,
      `/api/cars/search?make=${encodeURIComponent(make)}&limit=1`,
    );
    const models = (await knex('listings')
      .where({ status: 'active', category: 'car', make })
      .distinct()
      .pluck('model')) as string[];
    expect(withMake.facets.model.map((m: { value: string }) => m.value)).toEqual(models.sort(byName));
    expect((await getJson(ctx.server, '/api/makes')).body).toEqual(makes);
  });

  it('filters by make and model case-insensitively, body type, doors, seats, colour, seller type and platform', async () => {
    const { body: top } = await getJson(ctx.server, '/api/cars/search?limit=1');
    const make = top.facets.make.reduce((a: any, b: any) => (b.count > a.count ? b : a)).value as string;
    const { body: withMake } = await getJson(
      ctx.server,
      `/api/cars/search?make=${encodeURIComponent(make.toUpperCase())}&limit=1`,
    );
    const model = withMake.facets.model.reduce((a: any, b: any) => (b.count > a.count ? b : a))
      .value as string;
    const { cars, total } = await searchAll(
      `/api/cars/search?make=${encodeURIComponent(make)}&model=${encodeURIComponent(model.toLowerCase())}`,
    );
    expect(cars.every((c) => c.make === make && c.model === model)).toBe(true);
    expect(total).toBe(await count((q) => q.where({ make, model })));

    const platform = 'autohub';
    const filtered = await searchAll(
      '/api/cars/search?bodyType=SUV&doors=5&seats=5&color=grey&sellerTypes=trade&platforms=' + platform,
    );
    for (const car of filtered.cars) {
      expect(car).toMatchObject({ bodyType: 'SUV', doors: 5, seats: 5, color: 'Grey', sellerType: 'trade' });
      expect(car.offers.map((o: any) => o.platform)).toContain(platform);
    }
    const expected = await count((q) =>
      q
        .where({ body_type: 'SUV', doors: 5, seats: 5, color: 'Grey', seller_type: 'trade' })
        .whereExists(
          knex('offers').whereRaw('offers.listing_id = listings.id').where({ platform, status: 'active' }),
        ),
    );
    expect(filtered.total).toBe(expected);
  });

  it('treats "6+" and "8+" as at least, and electric filters as documented', async () => {
    const { cars, total } = await searchAll('/api/vans/search?seats=6%2B');
    expect(cars.every((c) => c.seats >= 6)).toBe(true);
    expect(total).toBe(await count((q) => q.where('seats', '>=', 6), 'van'));
    const ev = await searchAll('/api/cars/search?isElectric=true&minElectricRange=200');
    expect(ev.total).toBeGreaterThan(0);
    expect(ev.cars.every((c) => c.isElectric && c.electricRange >= 200 && c.fuelType === 'Electric')).toBe(
      true,
    );
    expect(ev.total).toBe(
      await count((q) => q.where('is_electric', true).where('electric_range', '>=', 200)),
    );
  });

  it('ignores empty, any and Any values', async () => {
    const { body: plain } = await getJson(ctx.server, '/api/cars/search');
    const { status, body } = await getJson(
      ctx.server,
      '/api/cars/search?make=any&model=Any&fuelTypes=&bodyType=any&location=',
    );
    expect(status).toBe(200);
    expect(body.total).toBe(plain.total);
  });

  it('orders results by each sort, and pages never overlap', async () => {
    const checks: [string, (a: any, b: any) => boolean][] = [
      ['price_asc', (a, b) => a.price <= b.price],
      ['price_desc', (a, b) => a.price >= b.price],
      ['mileage_asc', (a, b) => a.mileage <= b.mileage],
      ['year_desc', (a, b) => a.year >= b.year],
    ];
    for (const [sort, inOrder] of checks) {
      const { cars, total } = await searchAll(`/api/cars/search?sortBy=${sort}&fuelTypes=Diesel`);
      expect(cars).toHaveLength(total);
      expect(new Set(cars.map((c) => c.id)).size).toBe(total);
      for (let i = 1; i < cars.length; i++)
        expect(inOrder(cars[i - 1], cars[i]), `${sort} at ${i}`).toBe(true);
    }
    // Equal prices are ordered by id, so small pages walk the same order as one large page.
    const big = await getJson(ctx.server, '/api/cars/search?sortBy=price_asc&limit=100');
    const small: any[] = [];
    for (let page = 1; page <= 8; page++) {
      small.push(
        ...(await getJson(ctx.server, `/api/cars/search?sortBy=price_asc&limit=12&page=${page}`)).body.cars,
      );
    }
    expect(small.map((c) => c.id)).toEqual(big.body.cars.slice(0, 96).map((c: any) => c.id));
    const cars = big.body.cars;
    let ties = 0;
    for (let i = 1; i < cars.length; i++) {
      if (cars[i].price === cars[i - 1].price) {
        ties++;
        expect(cars[i].id).toBeGreaterThan(cars[i - 1].id);
      }
    }
    expect(ties).toBeGreaterThan(0);
    const p1 = await getJson(ctx.server, '/api/cars/search?page=1');
    const p2 = await getJson(ctx.server, '/api/cars/search?page=2');
    const ids1 = new Set(p1.body.cars.map((c: any) => c.id));
    expect(p2.body.cars.some((c: any) => ids1.has(c.id))).toBe(false);
    const both = await getJson(ctx.server, '/api/cars/search?limit=24');
    expect(both.body.cars.map((c: any) => c.id)).toEqual(
      [...p1.body.cars, ...p2.body.cars].map((c: any) => c.id),
    );
  });

  it('returns an empty page past the last one, with the total', async () => {
    const { body } = await getJson(ctx.server, '/api/motorcycles/search?page=1000&limit=100');
    expect(body.cars).toEqual([]);
    expect(body.total).toBe(await count(() => {}, 'motorcycle'));
  });

  it('counts each facet option under the other active filters', async () => {
    const { body } = await getJson(ctx.server, '/api/cars/search?fuelTypes=Petrol&transmission=Automatic');
    const total = body.total as number;
    // The fuel facet ignores the fuel filter but keeps the transmission one.
    for (const option of body.facets.fuelType) {
      expect(option.count, option.value).toBe(
        await count((q) => q.where({ fuel_type: option.value, transmission: 'Automatic' })),
      );
    }
    for (const option of body.facets.transmission) {
      expect(option.count).toBe(
        await count((q) => q.where({ fuel_type: 'Petrol', transmission: option.value })),
      );
    }
    // Facets without an active filter of their own add up to the total.
    for (const facet of ['make', 'bodyType', 'sellerType']) {
      expect(
        body.facets[facet].reduce((s: number, o: any) => s + o.count, 0),
        facet,
      ).toBe(total);
    }
    // A listing on several platforms counts once per platform.
    for (const option of body.facets.platform) {
      const expected = await count((q) =>
        q
          .where({ fuel_type: 'Petrol', transmission: 'Automatic' })
          .whereExists(
            knex('offers')
              .whereRaw('offers.listing_id = listings.id')
              .where({ platform: option.value, status: 'active' }),
          ),
      );
      expect(option.count, option.value).toBe(expected);
    }
    expect(body.facets.platform.reduce((s: number, o: any) => s + o.count, 0)).toBeGreaterThanOrEqual(total);
  });

  it('counts platform options under a platform filter as if that filter were not set', async () => {
    const { body } = await getJson(ctx.server, '/api/cars/search?platforms=pistonpost&sellerTypes=private');
    expect(body.total).toBe(
      await count((q) =>
        q
          .where({ seller_type: 'private' })
          .whereExists(
            knex('offers')
              .whereRaw('offers.listing_id = listings.id')
              .where({ platform: 'pistonpost', status: 'active' }),
          ),
      ),
    );
    for (const option of body.facets.platform) {
      const expected = await count((q) =>
        q
          .where({ seller_type: 'private' })
          .whereExists(
            knex('offers')
              .whereRaw('offers.listing_id = listings.id')
              .where({ platform: option.value, status: 'active' }),
          ),
      );
      expect(option.count, option.value).toBe(expected);
    }
  });

  it('finds listings within the radius of a postcode, town or district, nearest first on request', async () => {
    for (const location of ['M1 1AE', 'manchester', 'M1']) {
      const { cars, total } = await searchAll(
        `/api/cars/search?location=${encodeURIComponent(location)}&radius=40&sortBy=distance`,
      );
      expect(total).toBeGreaterThan(0);
      for (let i = 0; i < cars.length; i++) {
        expect(cars[i].dealerDistance).toBeLessThanOrEqual(40);
        if (i > 0) expect(cars[i].dealerDistance).toBeGreaterThanOrEqual(cars[i - 1].dealerDistance);
      }
    }
    const { body } = await getJson(ctx.server, '/api/cars/search?location=Leeds');
    expect(body.location).toMatchObject({ radius: 50 });
    expect(body.cars.every((c: any) => typeof c.dealerDistance === 'number' && c.dealerDistance <= 50)).toBe(
      true,
    );
  });

  it('matches every word of the free text as a prefix of a word in the title, make, model, variant or description', async () => {
    const words = (text: string) => text.toLowerCase().split(/[^\p{L}\p{N}]+/u);
    const matching = (rows: any[], query: string[]) =>
      rows.filter((r) => {
        const tokens = words(`${r.title} ${r.make} ${r.model} ${r.variant} ${r.description}`);
        return query.every((q) => tokens.some((t) => t.startsWith(q)));
      });
    const rows = await knex('listings')
      .where({ status: 'active', category: 'car' })
      .select('id', 'title', 'make', 'model', 'variant', 'description');
    for (const [search, query] of [
      ['heated seats', ['heated', 'seats']],
      ['Sport NAV', ['sport', 'nav']],
      ['golf', ['golf']],
      ['the heated', ['heated']],
    ] as const) {
      const { cars, total } = await searchAll(`/api/cars/search?search=${encodeURIComponent(search)}`);
      const expected = matching(rows, [...query]);
      expect(total, search).toBe(expected.length);
      expect(new Set(cars.map((c) => c.id))).toEqual(new Set(expected.map((r) => r.id)));
    }
    // A listing whose title matches ranks above one that matches only in its description.
    const { cars } = await searchAll('/api/cars/search?search=sport');
    const inTitle = (c: any) =>
      words(`${c.title} ${c.make} ${c.model} ${c.variant}`).some((t) => t.startsWith('sport'));
    const firstOther = cars.findIndex((c) => !inTitle(c));
    if (firstOther >= 0) expect(cars.slice(firstOther).some(inTitle)).toBe(false);
    // Punctuation and SQL are only ever data.
    const odd = await getJson(
      ctx.server,
      '/api/cars/search?search=%27%3B%20drop%20table%20listings%3B%20--%20%26%7C%21',
    );
    expect(odd.status).toBe(200);
    expect(odd.body.total).toBe(0);
  });

  it('carries what a card needs, with the other platforms and the lowest price first', async () => {
    const { body } = await getJson(ctx.server, '/api/cars/search?limit=100');
    const multi = body.cars.find((c: any) => c.offers.length > 1);
    expect(multi).toBeDefined();
    expect(multi.price).toBe(Math.min(...multi.offers.map((o: any) => o.price)));
    expect(multi.offers[0].platform).toBe(multi.platform);
    for (const car of body.cars) {
      expect(car).toMatchObject({
        image: expect.stringMatching(/^\/api\/media\/listings\/\d+\/0\.svg$/),
        platformName: expect.any(String),
      });
      expect(car.externalUrl).toBe(car.offers[0].externalUrl);
    }
  });
});
