import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, getJson, type TestContext } from '../../testing/test-server.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestServer({ listings: 100 });
}, 120_000);
afterAll(() => ctx?.close());

describe('GET /api/health', () => {
  it('reports the database, the indexed listings and how far the change feed has been applied', async () => {
    const car = await ctx.db.knex('listings').where({ status: 'active' }).first('id');
    await ctx.db.knex('listings').where({ id: car.id }).update({ mileage: 1 });
    await ctx.server.app.feed.sync();
    const seq = Number((await ctx.db.knex('listing_changes').max('seq as max').first())?.max);
    const { status, body } = await getJson(ctx.server, '/api/health');
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'ok', database: ctx.db.kind, listings: 100 });
    expect(body.changeFeed).toMatchObject({ appliedSeq: seq, listening: true });
    expect(body.changeFeed).not.toHaveProperty('consumerId'); // names the host: not for the public
  });
});

describe('GET /api/health under load', () => {
  it('asks the database at most once a second however often it is asked, and sets no cookie', async () => {
    let checks = 0;
    const count = (query: { sql: string }) => {
      if (query.sql === 'select 1') checks++;
    };
    ctx.db.knex.on('query', count);
    try {
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => ctx.server.inject({ method: 'GET', url: '/api/health' })),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
      expect(answers.every((a) => a.headers['set-cookie'] === undefined)).toBe(true);
      expect(checks).toBeLessThanOrEqual(1);
    } finally {
      ctx.db.knex.off('query', count);
    }
  });
});
