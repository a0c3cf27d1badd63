// Live updates over nes (000 §7): what a page receives when listings change, whoever changes them,
// and how the endpoint protects itself.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eventually } from '../../testing/eventually.js';
import { Agent } from '../../testing/agent.js';
import { livePage, rawSocket, waitFor } from '../../testing/live-client.js';
import { createTestServer, type TestContext } from '../../testing/test-server.js';
import { listingForm } from '../listings/test-helpers.js';
import type { LiveMessage } from './types.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestServer({
    listings: 400,
    liveLimits: { perAddress: 6, helloTimeoutMs: 300, maxBacklog: 8 },
  });
  await ctx.server.start();
  // The seeded listings are rated by the deals job as the server starts (docs/buyer-intelligence.md).
  await dealsSettled();
}, 120_000);
afterAll(() => ctx?.close());

const knex = () => ctx.db.knex;

/**
 * Waits until the deals job has nothing left to rate and its writes have been announced: a change
 * re-rates its group a moment later, and those writes are listing changes of their own, announced to
 * open pages like any other. A test counting the messages of its own change starts after them.
 */
async function dealsSettled() {
  await ctx.server.app.feed.sync();
  await eventually(
    async () => {
      const busy = (await knex()('jobs')
        .where({ queue: 'deals.rate' })
        .whereIn('state', ['queued', 'running'])
        .count({ n: '*' })
        .first()) as { n: number | string };
      const unrated = (await knex()('listings')
        .where({ status: 'active' })
        .whereNull('deal_rating')
        .count({ n: '*' })
        .first()) as { n: number | string };
      expect([Number(busy.n), Number(unrated.n)]).toEqual([0, 0]);
    },
    30_000,
    100,
  );
  await ctx.server.app.feed.sync();
}
const about = (type: LiveMessage['type'], id?: number) => (m: LiveMessage) =>
  m.type === type && (id === undefined || m.data.ids.includes(id));

async function tradeCars(n: number) {
  return (await knex()('listings as l')
    .join('sellers as s', 's.id', 'l.seller_id')
    .where({ 'l.status': 'active', 'l.category': 'car', 'l.seller_type': 'trade' })
    .orderBy('l.id')
    .limit(n)
    .select('l.id', 'l.title', 's.name', 'l.seller_id')) as {
    id: number;
    title: string;
    name: string;
    seller_id: number;
  }[];
}

describe('messages to an open page', () => {
  beforeEach(() => dealsSettled(), 40_000);

  it('announces a car leaving and coming back, with the dealer, to a signed-out page', async () => {
    const page = await livePage(ctx.server);
    const [car] = await tradeCars(1);
    await knex()('listings').where({ id: car!.id }).update({ status: 'removed' });
    const gone = await page.next(about('car_deleted', car!.id));
    expect(gone.data).toEqual({
      ids: [car!.id],
      count: 1,
      categories: ['car'],
      car: { id: car!.id, title: car!.title, category: 'car' },
      dealerName: car!.name,
    });
    await knex()('listings').where({ id: car!.id }).update({ status: 'active' });
    const back = await page.next(about('car_added', car!.id));
    expect(back.data.dealerName).toBe(car!.name);
    await page.close();
  });

  it('folds many rows of one transaction into one cars_bulk_added with the count', async () => {
    const page = await livePage(ctx.server);
    const ids = (await tradeCars(30)).slice(10, 13).map((c) => c.id);
    await knex()('listings').whereIn('id', ids).update({ status: 'removed' });
    expect((await page.next(about('car_deleted', ids[0]))).data.count).toBe(3);
    await knex()('listings').whereIn('id', ids).update({ status: 'active' });
    const bulk = await page.next(about('cars_bulk_added', ids[0]));
    expect(bulk.data.count).toBe(3);
    expect([...bulk.data.ids].sort()).toEqual([...ids].sort());
    expect(page.messages.filter((m) => m.type === 'car_added')).toEqual([]);
    await page.close();
  });

  it('sends car_updated with the car for a price change, and nothing for bookkeeping', async () => {
    const page = await livePage(ctx.server);
    const [car] = await tradeCars(1);
    await knex()('listings').where({ id: car!.id }).update({ last_seen_at: knex().fn.now() });
    await knex()('listings').where({ id: car!.id }).update({ price: 1_234_500 });
    const updated = await page.next(about('car_updated', car!.id));
    expect(updated.data.car).toEqual({ id: car!.id, title: car!.title, category: 'car' });
    expect(page.messages).toHaveLength(1);
    await page.close();
  });

  it("tells the seller's own signed-in page that the new listing is theirs, and nobody else", async () => {
    const seller = new Agent(ctx.server);
    await seller.register();
    const mine = await livePage(ctx.server, { cookie: seller.cookieHeader() });
    const other = await livePage(ctx.server);
    const created = await seller.post('/api/user/listings', listingForm({ variant: 'Livewire' }));
    expect(created.status).toBe(201);
    const own = await mine.next(about('car_added', created.body.id));
    const theirs = await other.next(about('car_added', created.body.id));
    expect(own.data.own).toBe(true);
    expect(theirs.data.own).toBeUndefined();
    // A private seller is never named to everyone.
    expect(theirs.data.dealerName).toBeUndefined();
    await Promise.all([mine.close(), other.close()]);
  });
});

describe('a page whose session is slow to read', () => {
  it('is subscribed only once the session is known, so its first message already says own', async () => {
    const seller = new Agent(ctx.server);
    await seller.register();
    const app = ctx.server.app;
    const read = app.credentialsFromCookies;
    // A busy server: the session lookup of the socket takes a while.
    app.credentialsFromCookies = async (cookies) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      return read(cookies);
    };
    try {
      const mine = await livePage(ctx.server, { cookie: seller.cookieHeader() });
      const created = await seller.post('/api/user/listings', listingForm({ variant: 'Slowread' }));
      expect(created.status).toBe(201);
      expect((await mine.next(about('car_added', created.body.id))).data.own).toBe(true);
      await mine.close();
    } finally {
      app.credentialsFromCookies = read;
    }
  });
});

describe('the endpoint protects itself', () => {
  it("refuses pages of another site's origin, and clients without an origin", async () => {
    await expect(rawSocket(ctx.server, { origin: 'https://evil.example' }).opened).rejects.toThrow(
      'HTTP 403',
    );
    await expect(rawSocket(ctx.server, { origin: null }).opened).rejects.toThrow('HTTP 403');
    await expect(rawSocket(ctx.server, { path: '/somewhere-else' }).opened).rejects.toThrow('HTTP 400');
  });

  it('allows a limited number of connections per address', async () => {
    const sockets = Array.from({ length: 6 }, () => rawSocket(ctx.server));
    await Promise.all(sockets.map((s) => s.opened));
    await expect(rawSocket(ctx.server).opened).rejects.toThrow('HTTP 429');
    const [first, ...rest] = sockets;
    first!.ws.close();
    await first!.closed;
    await new Promise((resolve) => setTimeout(resolve, 50));
    const again = rawSocket(ctx.server);
    await again.opened;
    for (const s of [...rest, again]) s.ws.close();
    await Promise.all([...rest, again].map((s) => s.closed));
    await new Promise((resolve) => setTimeout(resolve, 50));
  });

  it('answers a malformed message with an error and keeps every other page connected', async () => {
    const page = await livePage(ctx.server);
    const bad = rawSocket(ctx.server);
    await bad.opened;
    bad.ws.send('{not json');
    const error = await waitFor(() =>
      bad.received.find((m) => m.payload?.message === 'Cannot parse message'),
    );
    expect(error.statusCode).toBe(400);
    bad.ws.send(JSON.stringify({ type: 'hello', id: 1, version: '2' }));
    await waitFor(() => bad.received.find((m) => m.type === 'hello'));
    // HTTP routes are not served over the socket.
    bad.ws.send(JSON.stringify({ type: 'request', id: 2, method: 'GET', path: '/api/user' }));
    const refused = await waitFor(() => bad.received.find((m) => m.id === 2));
    expect(refused.statusCode).toBe(400);
    expect(refused.payload.message).toMatch(/use HTTP/);

    const [car] = await tradeCars(1);
    await knex()('listings').where({ id: car!.id }).update({ mileage: 9_876 });
    await page.next(about('car_updated', car!.id));
    bad.ws.close();
    await page.close();
  });

  it('closes a socket that sends a message over the size limit', async () => {
    const big = rawSocket(ctx.server);
    await big.opened;
    big.ws.send('x'.repeat(17 * 1024));
    expect((await big.closed).code).toBe(1009);
  });

  it('drops a socket that never says hello', async () => {
    const silent = rawSocket(ctx.server);
    await silent.opened;
    expect((await silent.closed).code).toBe(1006); // terminated, no close handshake
  });

  it('cuts off a page that stops reading instead of buffering for it, and others still get everything', async () => {
    const reader = await livePage(ctx.server);
    const stalled = rawSocket(ctx.server);
    await stalled.opened;
    stalled.ws.send(JSON.stringify({ type: 'hello', id: 1, version: '2', subs: ['/listings'] }));
    await waitFor(() => stalled.received.find((m) => m.type === 'hello'));
    (stalled.ws as unknown as { _socket: { pause(): void } })._socket.pause();
    const title = 'x'.repeat(64 * 1024);
    // Paced as the feed would send (a few messages a poll): a page that reads keeps up.
    for (let n = 0; n < 300; n++) {
      await new Promise((resolve) => setTimeout(resolve, 2));
      await ctx.server.app.live.publish({
        message: {
          type: 'car_updated',
          data: { ids: [n], count: 1, categories: ['car'], car: { id: n, title, category: 'car' } },
        },
        ownerUserId: null,
      });
    }
    await waitFor(() => (reader.messages.length === 300 ? true : undefined), 10_000);
    (stalled.ws as unknown as { _socket: { resume(): void } })._socket.resume();
    expect((await stalled.closed).code).toBe(1006);
    expect(stalled.received.length).toBeLessThan(300);
    await reader.close();
  });
});
