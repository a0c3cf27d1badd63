// The public reviews API over a known set of reviews (imported here, on models the seeded listings
// have), through server.inject, on PGlite or the PostgreSQL of DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../testing/agent.js';
import { createTestServer, getJson, type TestContext } from '../../testing/test-server.js';
import { RECENCY_POINTS_PER_YEAR } from './queries.js';
import { importAsOperator, reviewInput } from './testing.js';
import type { Review, ReviewList, ReviewStatistics } from './types.js';

let ctx: TestContext;
let A: { make: string; model: string; forSale: number };
let B: { make: string; model: string; forSale: number };
let car: { id: number; year: number };

beforeAll(async () => {
  ctx = await createTestServer({ listings: 300 });
  const knex = ctx.db.knex;
  // The sample set is another test's subject: these tests read only their own reviews.
  await knex('reviews').delete();
  const [first, second] = (await knex('listings')
    .where({ status: 'active', category: 'car' })
    .groupBy('make', 'model')
    .select('make', 'model')
    .count({ n: '*' })
    .orderBy([{ column: 'n', order: 'desc' }, 'make', 'model'])
    .limit(2)) as { make: string; model: string; n: number }[];
  A = { make: first!.make, model: first!.model, forSale: Number(first!.n) };
  B = { make: second!.make, model: second!.model, forSale: Number(second!.n) };
  car = await knex('listings').where({ make: A.make, model: A.model, status: 'active' }).first('id', 'year');
  const a = { make: A.make, model: A.model };
  const { status, body } = await importAsOperator(ctx.server, {
    reviews: [
      reviewInput('a1', {
        ...a,
        year: car.year - 4,
        rating: 9,
        publishedDate: '2024-01-10',
        title: 'Alpha one',
      }),
      reviewInput('a2', {
        ...a,
        year: car.year,
        rating: 6,
        publishedDate: '2025-03-01',
        platform: 'First Drive',
      }),
      reviewInput('a3', {
        ...a,
        year: car.year + 2,
        rating: 8,
        publishedDate: '2023-05-05',
        category: 'luxury',
      }),
      reviewInput('b1', {
        make: B.make,
        model: B.model,
        rating: 8.5,
        publishedDate: '2025-09-09',
        category: 'sports',
      }),
      reviewInput('b2', {
        make: B.make.toUpperCase(),
        model: B.model,
        rating: 7,
        publishedDate: '2022-02-02',
        category: 'electric',
        platform: 'Long-Term Test',
        images: ['https://images.example.com/b2.jpg', '/static/b2-side.jpg'],
        url: 'https://publisher.example.com/b2',
      }),
      reviewInput('z1', {
        make: 'Zenvo',
        model: 'TSR-S',
        rating: 9.5,
        publishedDate: '2026-01-01',
        category: 'sports',
        platform: 'First Drive',
      }),
      reviewInput('m1', {
        make: 'Honda',
        model: 'Hornet Special',
        vehicleType: 'motorcycle',
        bodyType: 'Naked',
        rating: 8.8,
        publishedDate: '2025-12-12',
        platform: "Used Buyer's Guide",
        title: 'Naked ambition',
      }),
    ],
  });
  expect([status, body]).toEqual([200, { created: 7, updated: 0, removed: 0, total: 7 }]);
}, 120_000);
afterAll(() => ctx?.close());

const list = (query = '') => getJson<ReviewList>(ctx.server, `/api/reviews${query}`);
const slugs = (reviews: Review[]) => reviews.map((r) => r.slug);

describe('GET /api/reviews', () => {
  it('answers the newest first by default, ten a page, with the total and the page', async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(slugs(body.reviews)).toEqual(['z1', 'm1', 'b1', 'a2', 'a1', 'a3', 'b2']);
    expect(body).toMatchObject({ total: 7, sortBy: 'date', limit: 10, offset: 0 });
    const page = await list('?limit=2&offset=2');
    expect(slugs(page.body.reviews)).toEqual(['b1', 'a2']);
    expect(page.body).toMatchObject({ total: 7, limit: 2, offset: 2 });
  });

  it('answers each review in the shared shape: drawn pictures and our page unless it has its own', async () => {
    const { body } = await list(`?make=${encodeURIComponent(B.make)}&model=${encodeURIComponent(B.model)}`);
    const b1 = body.reviews.find((r) => r.slug === 'b1')!;
    expect(b1).toMatchObject({
      make: B.make,
      model: B.model,
      vehicleType: 'car',
      category: 'sports',
      rating: 8.5,
      publishedDate: '2025-09-09',
      priceRange: { from: 2_400_000, to: 3_100_000 },
      keySpecs: { performance: { acceleration: '0-62mph in 10.0s' } },
      isSample: false,
      url: '/car-reviews/b1',
      images: [0, 1, 2].map((n) => `/api/media/reviews/${b1.id}/${n}.svg`),
      forSale: B.forSale,
    });
    expect(new Date(b1.updatedAt).toISOString()).toBe(b1.updatedAt);
    const b2 = body.reviews.find((r) => r.slug === 'b2')!;
    expect(b2.images).toEqual(['https://images.example.com/b2.jpg', '/static/b2-side.jpg']);
    expect(b2.url).toBe('https://publisher.example.com/b2');
    // The make was imported in capitals: still the same model's listings.
    expect(b2.forSale).toBe(B.forSale);
    expect((await list('?make=zenvo')).body.reviews[0]!.forSale).toBe(0);
  });

  it('filters by make and model without case, category, vehicle type, minimum rating and text', async () => {
    const f = async (query: string) => slugs((await list(`${query}&sortBy=oldest`)).body.reviews);
    expect(await f(`?make=${A.make.toLowerCase()}&model=${A.model.toUpperCase()}`)).toEqual([
      'a3',
      'a1',
      'a2',
    ]);
    expect(await f('?category=sports')).toEqual(['b1', 'z1']);
    expect(await f('?category=SPORTS')).toEqual(['b1', 'z1']);
    expect(await f('?category=all')).toHaveLength(7);
    expect(await f('?category=')).toHaveLength(7);
    expect(await f('?vehicleType=motorcycle')).toEqual(['m1']);
    expect(await f('?minRating=8.8')).toEqual(['a1', 'm1', 'z1']);
    expect(await f('?q=alpha')).toEqual(['a1']);
    expect(await f('?q=hornet')).toEqual(['m1']);
    expect(await f('?q=ZENVO')).toEqual(['z1']);
    expect(await f('?q=naked%20amb')).toEqual(['m1']);
    expect(await f('?q=100%25')).toEqual([]);
    const { body } = await list('?category=sports&minRating=9');
    expect(body.total).toBe(1);
  });

  it('sorts by rating, oldest, and relevance as rating less half a point a year of age', async () => {
    expect(slugs((await list('?sortBy=rating')).body.reviews)).toEqual([
      'z1',
      'a1',
      'm1',
      'b1',
      'a3',
      'b2',
      'a2',
    ]);
    expect(slugs((await list('?sortBy=oldest')).body.reviews)).toEqual([
      'b2',
      'a3',
      'a1',
      'a2',
      'b1',
      'm1',
      'z1',
    ]);
    const { body } = await list('?sortBy=relevance');
    const score = (r: Review) =>
      r.rating -
      (RECENCY_POINTS_PER_YEAR * (Date.parse('2027-01-01') - Date.parse(r.publishedDate))) / (365.25 * 864e5);
    expect(slugs(body.reviews)).toEqual(slugs([...body.reviews].sort((x, y) => score(y) - score(x))));
    expect(body.reviews[0]!.slug).toBe('z1');
  });

  it('answers the reviews of a car’s make and model for carId, the nearest model year first', async () => {
    const { status, body } = await list(`?carId=${car.id}&sortBy=relevance&limit=5`);
    expect(status).toBe(200);
    expect(slugs(body.reviews)).toEqual(['a2', 'a3', 'a1']);
    expect(body.total).toBe(3);
    expect(body.reviews.every((r) => r.forSale === A.forSale)).toBe(true);
    expect(slugs((await list(`?carId=${car.id}&sortBy=rating`)).body.reviews)).toEqual(['a1', 'a3', 'a2']);
    // A removed listing still names its model.
    await ctx.db.knex('listings').where({ id: car.id }).update({ status: 'removed' });
    expect((await list(`?carId=${car.id}`)).body.total).toBe(3);
    await ctx.db.knex('listings').where({ id: car.id }).update({ status: 'active' });
  });

  it('answers 404 Car not found for a carId no listing has', async () => {
    const { status, body } = await getJson(ctx.server, '/api/reviews?carId=999999999');
    expect(status).toBe(404);
    expect(body.message).toBe('Car not found');
  });

  it('sorts by popular: the models with most saves, enquiries and recent views, then rating', async () => {
    const knex = ctx.db.knex;
    const bIds = (await knex('listings')
      .where({ make: B.make, model: B.model, status: 'active' })
      .pluck('id')) as number[];
    const aIds = (await knex('listings').where({ make: A.make, model: A.model }).pluck('id')) as number[];
    // B: two saves (10). A: three views this month and an enquiry (8); a view 40 days ago counts nothing.
    for (let i = 0; i < 2; i++) {
      const saver = new Agent(ctx.server);
      await saver.register();
      expect((await saver.post('/api/dream-garage', { carId: bIds[0] })).status).toBe(201);
    }
    const buyer = new Agent(ctx.server);
    const { user } = await buyer.register();
    await knex('enquiry_threads').insert({ listing_id: aIds[0], buyer_id: user.id });
    const day = 24 * 60 * 60 * 1000;
    await knex('listing_views').insert([
      ...[1, 2, 3].map((n) => ({ listing_id: aIds[0], viewed_at: new Date(Date.now() - n * day) })),
      ...Array.from({ length: 9 }, () => ({
        listing_id: aIds[0],
        viewed_at: new Date(Date.now() - 40 * day),
      })),
    ]);
    const { body } = await list('?sortBy=popular');
    expect(slugs(body.reviews)).toEqual(['b1', 'b2', 'a1', 'a3', 'a2', 'z1', 'm1']);
    // Two more views put A ahead (13 against 10).
    await knex('listing_views').insert(
      [0, 1, 2, 3, 4].map(() => ({ listing_id: aIds[1] ?? aIds[0], viewed_at: new Date() })),
    );
    expect(slugs((await list('?sortBy=popular&limit=3')).body.reviews)).toEqual(['a1', 'a3', 'a2']);
  });

  const bad: [string, string][] = [
    ['limit=0', 'limit: must be at least 1'],
    ['limit=51', 'limit: must be at most 50'],
    ['limit=ten', 'limit: must be a whole number'],
    ['offset=-1', 'offset: must be a whole number'],
    ['sortBy=newest', 'sortBy: must be one of date, oldest, rating, relevance, popular'],
    ['category=vintage', 'category: must be one of basic, luxury, electric, sports'],
    ['vehicleType=boat', 'vehicleType: must be one of car, motorcycle, van'],
    ['minRating=high', 'minRating: must be a number from 0 to 10'],
    ['minRating=11', 'minRating: must be at most 10'],
    ['minRating=10.5', 'minRating: must be at most 10'],
    ['carId=abc', 'carId: must be a whole number'],
    ['carId=0', 'carId: must be at least 1'],
    ['make=', 'make: must not be empty'],
    ['q=' + 'x'.repeat(101), 'q: is too long'],
    ['limit=5&limit=6', 'limit: must be given once'],
    ['page=2', 'page: is not a known parameter'],
  ];
  for (const [query, message] of bad)
    it(`answers 400 "${message}" for ${query.slice(0, 30)}`, async () => {
      const { status, body } = await getJson(ctx.server, `/api/reviews?${query}`);
      expect(status).toBe(400);
      expect(body.message).toBe(message);
    });
});

describe('GET /api/reviews/categories and /statistics', () => {
  it('lists the four categories with their names and counts', async () => {
    const { status, body } = await getJson(ctx.server, '/api/reviews/categories');
    expect(status).toBe(200);
    expect(
      body.categories.map((c: { id: string; name: string; count: number }) => [c.id, c.name, c.count]),
    ).toEqual([
      ['basic', 'Everyday', 3],
      ['luxury', 'Luxury', 1],
      ['electric', 'Electric', 1],
      ['sports', 'Sports', 2],
    ]);
    expect(body.categories.every((c: { description: string }) => c.description.length > 10)).toBe(true);
  });

  it('computes the figures from the rows', async () => {
    const { status, body } = await getJson<ReviewStatistics>(ctx.server, '/api/reviews/statistics');
    expect(status).toBe(200);
    const last = (await ctx.db.knex('reviews').max({ at: 'updated_at' }).first()) as { at: Date };
    expect(body).toEqual({
      totalReviews: 7,
      averageRating: Math.round(((9 + 6 + 8 + 8.5 + 7 + 9.5 + 8.8) / 7) * 10) / 10,
      lastUpdated: new Date(last.at).toISOString(),
      categoryBreakdown: { basic: 3, sports: 2, electric: 1, luxury: 1 },
      platformBreakdown: { 'Road Test': 3, 'First Drive': 2, 'Long-Term Test': 1, "Used Buyer's Guide": 1 },
    });
    expect(Object.keys(body.platformBreakdown)[0]).toBe('Road Test');
    expect((await getJson(ctx.server, '/api/reviews/statistics?x=1')).body.message).toBe(
      'x: is not a known parameter',
    );
  });
});

describe('GET /api/reviews/top-rated and /{slug}', () => {
  it('answers the highest rated first, five by default, by vehicle type', async () => {
    const top = (q: string) => getJson<{ reviews: Review[] }>(ctx.server, `/api/reviews/top-rated${q}`);
    expect(slugs((await top('')).body.reviews)).toEqual(['z1', 'a1', 'm1', 'b1', 'a3']);
    expect(slugs((await top('?limit=2')).body.reviews)).toEqual(['z1', 'a1']);
    expect(slugs((await top('?vehicleType=motorcycle')).body.reviews)).toEqual(['m1']);
    expect((await top('?limit=0')).body).toMatchObject({ message: 'limit: must be at least 1' });
  });

  it('answers one review by slug, and 404 Review not found otherwise', async () => {
    const { status, body } = await getJson<Review>(ctx.server, '/api/reviews/a1');
    expect(status).toBe(200);
    expect(body).toMatchObject({ slug: 'a1', title: 'Alpha one', forSale: A.forSale });
    const missing = await getJson(ctx.server, '/api/reviews/no-such-review');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Review not found');
  });
});

describe('GET /api/reviews/model-ratings', () => {
  it('answers each reviewed model’s mean rating, review count and newest review, by vehicle type', async () => {
    const { status, body } = await getJson<{ ratings: { make: string; model: string }[] }>(
      ctx.server,
      '/api/reviews/model-ratings?vehicleType=car',
    );
    expect(status).toBe(200);
    const of = (make: string, model: string) =>
      body.ratings.find((r) => r.make.toLowerCase() === make.toLowerCase() && r.model === model);
    // 9, 6 and 8: 7.67 to one decimal; the newest of the three was published 2025-03-01.
    expect(of(A.make, A.model)).toEqual({
      vehicleType: 'car',
      make: A.make,
      model: A.model,
      rating: 7.7,
      reviews: 3,
      slug: 'a2',
    });
    // B's two reviews spell the make differently and are still one model: 8.5 and 7.
    expect(of(B.make, B.model)).toMatchObject({ rating: 7.8, reviews: 2, slug: 'b1' });
    expect(body.ratings).toHaveLength(3);
    const bikes = await getJson(ctx.server, '/api/reviews/model-ratings?vehicleType=motorcycle');
    expect(bikes.body).toEqual({
      ratings: [
        {
          vehicleType: 'motorcycle',
          make: 'Honda',
          model: 'Hornet Special',
          rating: 8.8,
          reviews: 1,
          slug: 'm1',
        },
      ],
    });
    const bad = await getJson(ctx.server, '/api/reviews/model-ratings?vehicleType=boat');
    expect([bad.status, bad.body.message]).toEqual([400, 'vehicleType: must be one of car, motorcycle, van']);
  });
});

describe('GET /api/media/reviews/{id}/{n}.svg', () => {
  it('draws three pictures of the review’s model; 404 for a fourth or an unknown review', async () => {
    const { body } = await getJson<Review>(ctx.server, '/api/reviews/m1');
    for (const url of body.images) {
      const res = await ctx.server.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('image/svg+xml');
      expect(res.payload).toMatch(/^<svg/);
    }
    const again = await ctx.server.inject(body.images[0]!);
    expect(again.payload).toBe((await ctx.server.inject(body.images[0]!)).payload);
    expect((await ctx.server.inject(`/api/media/reviews/${body.id}/3.svg`)).statusCode).toBe(404);
    expect((await ctx.server.inject('/api/media/reviews/999999/0.svg')).statusCode).toBe(404);
  });
});
