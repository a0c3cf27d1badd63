// Start-up while the search index loads in the background (bff/start.ts): the server answers at once,
// says it is warming, and refuses searches with 503 and Retry-After until the index is there.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seedDatabase } from '../../../db/seeds/index.js';
import {
  createTestDb,
  getJson,
  SEED_NOW,
  serveForTest,
  type TestContext,
} from '../../testing/test-server.js';
import { SearchIndex } from './index-lifecycle.js';

const originalLoad = SearchIndex.prototype.load;
let ctx: TestContext | undefined;
afterEach(async () => {
  vi.restoreAllMocks();
  await ctx?.close();
  ctx = undefined;
});

/** A server whose first index load waits for `release()`. */
async function warmingServer(listings = 60) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  vi.spyOn(SearchIndex.prototype, 'load').mockImplementationOnce(async function (this: SearchIndex) {
    await held;
    return originalLoad.call(this);
  });
  const { db, drop } = await createTestDb();
  await seedDatabase(db.knex, { listings, seed: 3, now: SEED_NOW });
  ctx = await serveForTest(db, drop, undefined, { warmInBackground: true });
  return { ctx, release };
}

describe('a server whose search index is loading', () => {
  it('says it is warming, answers searches with 503 and Retry-After at once, and serves detail', async () => {
    const { ctx, release } = await warmingServer();
    const health = await getJson(ctx.server, '/api/health');
    expect(health.status).toBe(200);
    expect(health.body).toMatchObject({ status: 'warming', listings: 0, loaded: 0 });
    const ready = await getJson(ctx.server, '/api/health/ready');
    expect(ready).toMatchObject({ status: 503, body: { status: 'warming' } });

    for (const url of [
      '/api/cars/search?search=golf',
      '/api/vans/search',
      '/api/makes',
      '/api/makes/Ford/models',
    ]) {
      const res = await ctx.server.inject({ url });
      expect(res.statusCode, url).toBe(503);
      expect(res.headers['retry-after'], url).toBe('5');
      expect(JSON.parse(res.payload), url).toMatchObject({
        statusCode: 503,
        error: 'Service Unavailable',
        code: 'WARMING',
        message: expect.stringContaining('try again'),
      });
    }
    // Detail reads the database only.
    const car = await ctx.db.knex('listings').where({ status: 'active' }).first('id');
    expect((await getJson(ctx.server, `/api/cars/${car.id}`)).status).toBe(200);

    release();
    await ctx.server.app.search.index.whenReady();
    expect((await getJson(ctx.server, '/api/health')).body).toMatchObject({ status: 'ok', listings: 60 });
    expect((await getJson(ctx.server, '/api/health/ready')).status).toBe(200);
    const search = await getJson(ctx.server, '/api/cars/search?limit=1');
    expect(search.status).toBe(200);
    expect(search.body.total).toBeGreaterThan(0);
  });

  it('applies a write made while it loads once the index is there (the writer waits for it)', async () => {
    const { ctx, release } = await warmingServer();
    const car = await ctx.db.knex('listings').where({ status: 'active', category: 'car' }).first('id');
    await ctx.db.knex('listings').where({ id: car.id }).update({ price: 1 });
    let synced = false;
    const sync = ctx.server.app.feed.sync().then(() => (synced = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(synced).toBe(false);
    release();
    await sync;
    const cheapest = await getJson(ctx.server, '/api/cars/search?sortBy=price_asc&limit=1');
    expect(cheapest.body.cars[0]).toMatchObject({ id: car.id, price: 1 });
  });

  it('tries again after a failed load, and is ready once one succeeds', async () => {
    vi.spyOn(SearchIndex.prototype, 'load').mockRejectedValueOnce(new Error('database not there yet'));
    const { db, drop } = await createTestDb();
    await seedDatabase(db.knex, { listings: 20, seed: 3, now: SEED_NOW });
    ctx = await serveForTest(db, drop, undefined, { warmInBackground: { retryMs: 20 } });
    await ctx.server.app.search.index.whenReady();
    expect((await getJson(ctx.server, '/api/health')).body).toMatchObject({ status: 'ok', listings: 20 });
  });
});
