import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestContext } from '../../testing/test-server.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestServer({ listings: 60 });
});
afterAll(() => ctx?.close());

describe('GET /api/media/listings/{id}/{n}.svg', () => {
  it('draws each of a listing’s pictures in its colour, cacheable', async () => {
    const listing = await ctx.db.knex('listings').first('id', 'make', 'model', 'year', 'image_count');
    for (let n = 0; n < listing.image_count; n++) {
      const res = await ctx.server.inject(`/api/media/listings/${listing.id}/${n}.svg`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('image/svg+xml');
      expect(res.headers['cache-control']).toContain('max-age');
      expect(res.payload).toContain(`${listing.year} ${listing.make}`);
    }
  });

  it('answers 404 past the last picture or for an unknown listing, 400 for a malformed id', async () => {
    const listing = await ctx.db.knex('listings').first('id', 'image_count');
    expect(
      (await ctx.server.inject(`/api/media/listings/${listing.id}/${listing.image_count}.svg`)).statusCode,
    ).toBe(404);
    expect((await ctx.server.inject('/api/media/listings/99999999/0.svg')).statusCode).toBe(404);
    expect((await ctx.server.inject('/api/media/listings/abc/0.svg')).statusCode).toBe(400);
  });
});
