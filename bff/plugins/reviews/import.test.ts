// The sample set a migration leaves, and POST /api/admin/reviews/import: upserts by slug, `replace`,
// one transaction, who may call it, and the 400s naming each field with its index.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { sampleReviews } from '../../../db/seeds/reviews/index.js';
import { Agent } from '../../testing/agent.js';
import { createTestServer, getJson, type TestContext } from '../../testing/test-server.js';
import { reviewImportSchema } from './schemas.js';
import { importAsOperator, reviewInput } from './testing.js';
import type { ReviewList, ReviewStatistics } from './types.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestServer({ listings: 20 });
}, 120_000);
afterAll(() => ctx?.close());

const stored = () =>
  ctx.db.knex('reviews').orderBy('slug').select('slug', 'title', 'is_sample', 'updated_at');
const URL = '/api/admin/reviews/import';

describe('the sample set', () => {
  it('is in the table after migration, every review marked as sample, and passes the import schema', async () => {
    const samples = sampleReviews();
    const rows = await stored();
    expect(rows.map((r) => r.slug)).toEqual(samples.map((s) => s.slug).sort());
    expect(rows.every((r) => r.is_sample === true)).toBe(true);
    const { body } = await getJson<ReviewList>(ctx.server, '/api/reviews?limit=1');
    expect(body.total).toBe(samples.length);
    expect(body.reviews[0]).toMatchObject({ isSample: true, url: `/car-reviews/${body.reviews[0]!.slug}` });
    expect(v.safeParse(reviewImportSchema, { reviews: samples }).success).toBe(true);
    const stats = (await getJson<ReviewStatistics>(ctx.server, '/api/reviews/statistics')).body;
    expect(stats.totalReviews).toBe(samples.length);
    const mean = samples.reduce((sum, s) => sum + s.rating, 0) / samples.length;
    expect(stats.averageRating).toBe(Math.round(mean * 10) / 10);
  });
});

describe('POST /api/admin/reviews/import', () => {
  it('creates new slugs and updates known ones (a sample review imported becomes ours)', async () => {
    const before = (await stored()).length;
    const sample = sampleReviews()[0]!;
    const first = await importAsOperator(ctx.server, {
      reviews: [reviewInput('import-one'), reviewInput('import-two'), { ...sample, title: 'Our own words' }],
    });
    expect(first).toEqual({ status: 200, body: { created: 2, updated: 1, removed: 0, total: before + 2 } });
    const again = await importAsOperator(ctx.server, {
      reviews: [reviewInput('import-one', { title: 'Retitled', rating: 9.1 }), reviewInput('import-three')],
    });
    expect(again.body).toEqual({ created: 1, updated: 1, removed: 0, total: before + 3 });
    const one = (await getJson(ctx.server, '/api/reviews/import-one')).body;
    expect(one).toMatchObject({ title: 'Retitled', rating: 9.1, isSample: false });
    const taken = (await getJson(ctx.server, `/api/reviews/${sample.slug}`)).body;
    expect(taken).toMatchObject({ title: 'Our own words', isSample: false });
  });

  it('refuses a file with an invalid review and changes nothing, even with replace', async () => {
    const before = await stored();
    const res = await importAsOperator(ctx.server, {
      reviews: [reviewInput('import-one', { title: 'Never stored' }), reviewInput('bad', { rating: 11 })],
      replace: true,
    });
    expect(res).toEqual({
      status: 400,
      body: expect.objectContaining({ message: 'reviews.1.rating: must be at most 10' }),
    });
    expect(await stored()).toEqual(before);
  });

  it('with replace, deletes every review the file does not have, the sample set included', async () => {
    const before = (await stored()).length;
    const res = await importAsOperator(ctx.server, {
      reviews: [reviewInput('import-one'), reviewInput('kept-two', { make: 'Kia', model: 'Ceed' })],
      replace: true,
    });
    expect(res.body).toEqual({ created: 1, updated: 1, removed: before - 1, total: 2 });
    expect((await stored()).map((r) => r.slug)).toEqual(['import-one', 'kept-two']);
    const stats = (await getJson<ReviewStatistics>(ctx.server, '/api/reviews/statistics')).body;
    expect(stats).toMatchObject({ totalReviews: 2, averageRating: 7.5 });
  });

  it('is for admins: 401 signed out, 403 for a signed-in person, 200 for an admin', async () => {
    const payload = { reviews: [reviewInput('import-one')] };
    expect((await new Agent(ctx.server).post(URL, payload)).status).toBe(401);
    expect((await importAsOperator(ctx.server, payload, 'wrong-token')).status).toBe(401);
    const person = new Agent(ctx.server);
    await person.register();
    expect((await person.post(URL, payload)).status).toBe(403);
    const admin = new Agent(ctx.server);
    const { input } = await admin.register();
    await ctx.db.knex('users').where({ username: input.username }).update({ role: 'admin' });
    const res = await admin.post(URL, payload);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ created: 0, updated: 1, removed: 0 });
  });

  const item = (overrides: Record<string, unknown>) => ({ ...reviewInput('item'), ...overrides });
  const cases: [string, unknown, string][] = [
    [
      'a rating above 10',
      { reviews: [reviewInput('ok'), item({ rating: 10.5 })] },
      'reviews.1.rating: must be at most 10',
    ],
    [
      'two decimals',
      { reviews: [item({ fuelEconomy: 7.25 })] },
      'reviews.0.fuelEconomy: must have at most one decimal place',
    ],
    ['a missing title', { reviews: [item({ title: undefined })] }, 'reviews.0.title: is required'],
    ['a blank author', { reviews: [item({ author: '  ' })] }, 'reviews.0.author: must not be empty'],
    [
      'a field we do not take',
      { reviews: [item({ likes: 4 })] },
      'reviews.0.likes: is not a field we accept',
    ],
    [
      'a bad slug',
      { reviews: [item({ slug: 'Ford Focus' })] },
      'reviews.0.slug: must be lower-case letters, digits and single hyphens',
    ],
    [
      'a reserved slug',
      { reviews: [item({ slug: 'top-rated' })] },
      'reviews.0.slug: is a reserved word: choose another slug',
    ],
    [
      'an impossible date',
      { reviews: [item({ publishedDate: '2025-02-30' })] },
      'reviews.0.publishedDate: must be a real date',
    ],
    [
      'an unknown category',
      { reviews: [item({ category: 'vintage' })] },
      'reviews.0.category: must be one of basic, luxury, electric, sports',
    ],
    [
      'an http picture',
      { reviews: [item({ images: ['http://example.com/a.jpg'] })] },
      'reviews.0.images.0: must be an https:// URL or a path starting with /',
    ],
    [
      'four pictures',
      { reviews: [item({ images: ['/a', '/b', '/c', '/d'] })] },
      'reviews.0.images: must hold at most 3 pictures',
    ],
    [
      'a page on another host by //',
      { reviews: [item({ url: '//evil.example.com' })] },
      'reviews.0.url: must be an https:// URL or a path starting with /',
    ],
    [
      'a price range upside down',
      { reviews: [item({ priceRange: { from: 3_000_000, to: 2_000_000 } })] },
      'reviews.0.priceRange.to: must not be below priceRange.from',
    ],
    [
      'pounds with pence',
      { reviews: [item({ priceRange: { from: 19999.5, to: 2_000_000 } })] },
      'reviews.0.priceRange.from: must be a whole number of pence',
    ],
    [
      'no acceleration',
      {
        reviews: [
          item({ keySpecs: { engine: '1.0', fuelType: 'Petrol', transmission: 'Manual', performance: {} } }),
        ],
      },
      'reviews.0.keySpecs.performance.acceleration: is required',
    ],
    ['no paragraphs', { reviews: [item({ body: [] })] }, 'reviews.0.body: must hold at least one entry'],
    [
      'a duplicated slug',
      { reviews: [reviewInput('dup'), reviewInput('other'), reviewInput('dup')] },
      'reviews.2.slug: "dup" is also the slug of reviews.0',
    ],
    ['no reviews', { reviews: [] }, 'reviews: must hold at least one review'],
    ['no list', {}, 'reviews: is required'],
    [
      'a replace that is not a boolean',
      { reviews: [item({})], replace: 'yes' },
      'replace: must be true or false',
    ],
  ];
  for (const [what, payload, message] of cases)
    it(`answers 400 naming the field for ${what}`, async () => {
      const res = await importAsOperator(ctx.server, payload);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    });

  it('answers 400 for more than 5,000 reviews', async () => {
    const reviews = Array.from({ length: 5001 }, (_, i) => reviewInput(`many-${i}`));
    const res = await importAsOperator(ctx.server, { reviews });
    expect(res.body.message).toBe('reviews: must hold at most 5,000 reviews');
  });

  it('imports 1,200 reviews in one call (more rows than one INSERT carries)', async () => {
    const reviews = Array.from({ length: 1200 }, (_, i) => reviewInput(`bulk-${i}`));
    const res = await importAsOperator(ctx.server, { reviews, replace: true });
    expect(res.body).toMatchObject({ created: 1200, updated: 0, total: 1200 });
  });
});
