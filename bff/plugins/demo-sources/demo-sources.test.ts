import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestContext } from '../../testing/test-server.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestServer({ listings: 200 });
});
afterAll(() => ctx?.close());

describe('demo source pages', () => {
  it("serve every offer's external link as that platform's page, at that platform's price", async () => {
    const offers = await ctx.db.knex('offers').select('external_url', 'price', 'platform').limit(20);
    for (const offer of offers) {
      const res = await ctx.server.inject(offer.external_url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.payload).toContain(`data-price-pence="${offer.price}"`);
    }
  });

  it('list a platform page by page with links to its vehicles', async () => {
    const res = await ctx.server.inject('/demo-sources/autohub/?page=1');
    expect(res.statusCode).toBe(200);
    const links = res.payload.match(/href="\/demo-sources\/autohub\/vehicles\/[^"]+"/g) ?? [];
    const active = await ctx.db
      .knex('offers')
      .where({ platform: 'autohub', status: 'active' })
      .count({ n: '*' })
      .first();
    expect(links.length).toBe(Math.min(50, Number(active!.n)));
  });

  it('answer 404 for unknown platforms and vehicles, and for removed adverts', async () => {
    expect((await ctx.server.inject('/demo-sources/nowhere/')).statusCode).toBe(404);
    expect((await ctx.server.inject('/demo-sources/autohub/vehicles/NOPE')).statusCode).toBe(404);
    const offer = await ctx.db.knex('offers').first();
    await ctx.db.knex('offers').where({ id: offer.id }).update({ status: 'removed' });
    const res = await ctx.server.inject(offer.external_url);
    expect(res.statusCode).toBe(404);
    expect(res.payload).toContain('This advert has been removed');
  });

  it('escape seller text in the page', async () => {
    const offer = await ctx.db.knex('offers').where({ status: 'active' }).first();
    await ctx.db
      .knex('listings')
      .where({ id: offer.listing_id })
      .update({ description: '<script>alert(1)</script>' });
    const res = await ctx.server.inject(offer.external_url);
    expect(res.payload).not.toContain('<script>alert(1)</script>');
    expect(res.payload).toContain('&#60;script&#62;');
  });
});
