// Two server processes on one PostgreSQL (each with its own pool, LISTEN connection, feed and
// index): whatever one of them, or anyone else, writes reaches the other's search within a second.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { Agent } from '../../testing/agent.js';
import { eventually } from '../../testing/eventually.js';
import { createPeerServer, createTestServer, getJson, type TestContext } from '../../testing/test-server.js';
import { listingForm } from '../../plugins/listings/test-helpers.js';
import { notifyLive } from '../../plugins/live/index.js';
import { livePage } from '../../testing/live-client.js';

const onPostgres = Boolean(loadConfig().databaseUrl);

describe.runIf(onPostgres)('two server processes on one database', () => {
  let a: TestContext;
  let b: TestContext;
  beforeAll(async () => {
    a = await createTestServer({ listings: 500 });
    b = await createPeerServer(a);
  }, 120_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const ids = (body: { cars: { id: number }[] }) => body.cars.map((c) => c.id);
  const WITHIN = 1000; // the goal: any change visible in every process within a second

  it('shows in B a listing created through A, and drops it from both when A deletes it', async () => {
    const seller = new Agent(a.server);
    await seller.register();
    const variant = `Twinprocess ${Date.now()}`;
    const created = await seller.post('/api/user/listings', listingForm({ variant }));
    expect(created.status).toBe(201);
    const url = `/api/cars/search?search=${encodeURIComponent('Twinprocess')}`;
    // A answers from its own index at once (read your writes); B within the goal.
    expect(ids((await getJson(a.server, url)).body)).toEqual([created.body.id]);
    await eventually(
      async () => expect(ids((await getJson(b.server, url)).body)).toEqual([created.body.id]),
      WITHIN,
    );
    expect((await getJson(b.server, `/api/cars/${created.body.id}`)).body.variant).toBe(variant);

    expect((await seller.delete(`/api/user/listings/${created.body.id}`)).status).toBe(204);
    expect((await getJson(a.server, url)).body.total).toBe(0);
    await eventually(async () => expect((await getJson(b.server, url)).body.total).toBe(0), WITHIN);
  });

  it("changes B's price filter when a price is changed by plain SQL", async () => {
    const { body } = await getJson(b.server, '/api/vans/search?limit=1&sortBy=price_desc');
    const van = body.cars[0] as { id: number; price: number; make: string };
    const url = `/api/vans/search?make=${encodeURIComponent(van.make)}&maxPrice=500000`;
    expect(ids((await getJson(b.server, url)).body)).not.toContain(van.id);
    await a.db.knex('listings').where({ id: van.id }).update({ price: 450_000 });
    for (const server of [a.server, b.server])
      await eventually(async () => {
        const after = (await getJson(server, url)).body;
        expect(ids(after)).toContain(van.id);
        expect(after.cars.find((c: { id: number }) => c.id === van.id).price).toBe(450_000);
      }, WITHIN);
  });

  it('removes from both a listing an operator marks removed in SQL', async () => {
    const { body } = await getJson(a.server, '/api/cars/search?limit=1');
    const car = body.cars[0] as { id: number };
    await b.db
      .knex('listings')
      .where({ id: car.id })
      .update({ status: 'removed', removed_at: b.db.knex.fn.now() });
    for (const server of [a.server, b.server])
      await eventually(async () => {
        const page = (await getJson(server, '/api/cars/search?limit=1')).body;
        expect(ids(page)).not.toContain(car.id);
        expect(page.total).toBe(body.total - 1);
      }, WITHIN);
    expect((await getJson(a.server, `/api/cars/${car.id}`)).status).toBe(404);
  });

  it("catches up by polling after B's LISTEN connection is killed, with nothing lost", async () => {
    const feed = b.server.app.feed;
    await eventually(() => expect(feed.listenerPid).toBeTypeOf('number'));
    await a.db.knex.raw('select pg_terminate_backend(?)', [feed.listenerPid]);
    const { body } = await getJson(a.server, '/api/motorcycles/search?limit=3');
    const bikes = body.cars as { id: number }[];
    // Three writes while B has no LISTEN: its poll (1 s) must bring every one.
    for (const [n, bike] of bikes.entries())
      await a.db
        .knex('listings')
        .where({ id: bike.id })
        .update({ mileage: 100 + n });
    await eventually(async () => {
      const seen = (await getJson(b.server, '/api/motorcycles/search?maxMileage=102&limit=50')).body;
      expect(ids(seen).sort()).toEqual(bikes.map((x) => x.id).sort());
    }, 2500);
  });

  it('gives the pages of a process that hears no NOTIFY a live message, by its poll', async () => {
    // C has no LISTEN connection at all (as B between a cut connection and its reconnection).
    const c = await createPeerServer(a, { listen: false });
    try {
      await c.server.start(); // for its socket endpoint
      const page = await livePage(c.server);
      await a.db.knex.transaction((trx) =>
        notifyLive(trx, {
          message: {
            type: 'auto_sync_completed',
            data: { ids: [], count: 0, categories: [], dealerName: 'Lost Notify Motors', processed: 7 },
          },
          ownerUserId: null,
        }),
      );
      const heard = await page.next((m) => m.type === 'auto_sync_completed', 5_000);
      expect(heard.data).toMatchObject({ dealerName: 'Lost Notify Motors', processed: 7 });
      await page.close();
    } finally {
      await c.close();
    }
  });
});
