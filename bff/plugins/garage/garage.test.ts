import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../testing/agent.js';
import { createTestServer, type TestContext } from '../../testing/test-server.js';

let ctx: TestContext;
let ids: number[];
let prices: Map<number, number>;

beforeAll(async () => {
  ctx = await createTestServer({ listings: 200 });
  const rows = await ctx.db
    .knex('listings')
    .select('id', 'price')
    .where('status', 'active')
    .orderBy('id')
    .limit(6);
  ids = rows.map((r) => r.id as number);
  prices = new Map(rows.map((r) => [r.id as number, r.price as number]));
}, 120_000);
afterAll(() => ctx?.close());

async function signedIn() {
  const agent = new Agent(ctx.server);
  const { user } = await agent.register();
  return { agent, userId: user.id as number };
}

describe('signed out', () => {
  it.each([
    ['GET', '/api/dream-garage'],
    ['GET', '/api/user/dream-garage'],
    ['GET', '/api/dream-garage/check/1'],
    ['POST', '/api/dream-garage'],
    ['PATCH', '/api/dream-garage/1'],
    ['DELETE', '/api/dream-garage/1'],
  ])('%s %s answers 401', async (method, url) => {
    const agent = new Agent(ctx.server);
    const body = method === 'POST' ? { carId: 1 } : method === 'PATCH' ? { notes: 'x' } : undefined;
    const res = await agent.request(method, url, body);
    expect(res.status).toBe(401);
  });
});

describe('saving cars', () => {
  it('adds cars and lists them newest first as search cards with notes and savedAt', async () => {
    const { agent } = await signedIn();
    const first = await agent.post('/api/dream-garage', { carId: ids[0], notes: '  Lovely colour ' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ id: ids[0], notes: 'Lovely colour', price: prices.get(ids[0]!) });
    expect(first.body.image).toMatch(/^\/api\/media\/listings\//);
    expect(Date.parse(first.body.savedAt)).not.toBeNaN();
    expect((await agent.post('/api/dream-garage', { carId: ids[1] })).status).toBe(201);

    const list = await agent.get('/api/dream-garage');
    expect(list.status).toBe(200);
    expect(list.body.cars.map((c: { id: number }) => c.id)).toEqual([ids[1], ids[0]]);
    expect(list.body.cars[0]).toMatchObject({ notes: '', title: expect.any(String) });
  });

  it('sums the total value in pence and counts the cars', async () => {
    const { agent } = await signedIn();
    expect((await agent.get('/api/user/dream-garage')).body).toEqual({ cars: [], count: 0, totalValue: 0 });
    await agent.post('/api/dream-garage', { carId: ids[2] });
    await agent.post('/api/dream-garage', { carId: ids[3] });
    const res = await agent.get('/api/user/dream-garage');
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(2);
    expect(res.body.totalValue).toBe(prices.get(ids[2]!)! + prices.get(ids[3]!)!);
  });

  it('answers 409 when the car is already saved', async () => {
    const { agent } = await signedIn();
    await agent.post('/api/dream-garage', { carId: ids[0] });
    const again = await agent.post('/api/dream-garage', { carId: ids[0] });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already in your dream garage/);
  });

  it('answers 404 for an unknown car and for a removed one, and leaves removed cars out of the lists', async () => {
    const { agent } = await signedIn();
    expect((await agent.post('/api/dream-garage', { carId: 999_999_999 })).status).toBe(404);

    await agent.post('/api/dream-garage', { carId: ids[4] });
    await agent.post('/api/dream-garage', { carId: ids[5] });
    await ctx.db.knex('listings').where('id', ids[5]).update({ status: 'removed', removed_at: new Date() });
    try {
      const summary = await agent.get('/api/user/dream-garage');
      expect(summary.body.cars.map((c: { id: number }) => c.id)).toEqual([ids[4]]);
      expect(summary.body).toMatchObject({ count: 1, totalValue: prices.get(ids[4]!) });
      const list = await agent.get('/api/dream-garage');
      expect(list.body.cars.map((c: { id: number }) => c.id)).toEqual([ids[4]]);
      const other = await signedIn();
      expect((await other.agent.post('/api/dream-garage', { carId: ids[5] })).status).toBe(404);
    } finally {
      await ctx.db.knex('listings').where('id', ids[5]).update({ status: 'active', removed_at: null });
    }
  });

  it.each([
    [{}, /^carId: /],
    [{ carId: 'abc' }, /^carId: must be a number/],
    [{ carId: 1.5 }, /^carId: must be a positive whole number/],
    [{ carId: 0 }, /^carId: must be a positive whole number/],
    [{ carId: 1, notes: 7 }, /^notes: must be text/],
    [{ carId: 1, notes: 'x'.repeat(501) }, /^notes: must be at most 500 characters/],
    [{ carId: 1, colour: 'red' }, /^colour: is not a field we accept/],
  ])('answers 400 naming the field for %j', async (body, message) => {
    const { agent } = await signedIn();
    const res = await agent.post('/api/dream-garage', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
  });

  it('answers 400 for a car id in the path that is not a number', async () => {
    const { agent } = await signedIn();
    const res = await agent.delete('/api/dream-garage/abc');
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^carId: /);
    expect((await agent.get('/api/dream-garage/check/-1')).body.message).toMatch(/^id: /);
  });
});

describe('check, notes and removal', () => {
  it('says whether a car is saved', async () => {
    const { agent } = await signedIn();
    await agent.post('/api/dream-garage', { carId: ids[1] });
    expect((await agent.get(`/api/dream-garage/check/${ids[1]}`)).body).toEqual({ saved: true });
    expect((await agent.get(`/api/dream-garage/check/${ids[2]}`)).body).toEqual({ saved: false });
  });

  it('edits notes, and answers 404 for a car that is not saved', async () => {
    const { agent } = await signedIn();
    await agent.post('/api/dream-garage', { carId: ids[1], notes: 'first' });
    const res = await agent.patch(`/api/dream-garage/${ids[1]}`, { notes: 'Ask about the cambelt' });
    expect(res.status).toBe(200);
    expect((await agent.get('/api/dream-garage')).body.cars[0].notes).toBe('Ask about the cambelt');
    expect((await agent.patch(`/api/dream-garage/${ids[2]}`, { notes: 'x' })).status).toBe(404);
    expect((await agent.patch(`/api/dream-garage/${ids[1]}`, {})).body.message).toMatch(/^notes: /);
  });

  it('removes a saved car with 204, then answers 404', async () => {
    const { agent } = await signedIn();
    await agent.post('/api/dream-garage', { carId: ids[3] });
    expect((await agent.delete(`/api/dream-garage/${ids[3]}`)).status).toBe(204);
    expect((await agent.get('/api/dream-garage')).body.cars).toEqual([]);
    expect((await agent.delete(`/api/dream-garage/${ids[3]}`)).status).toBe(404);
  });
});

describe("another person's garage", () => {
  it('is never visible or changeable', async () => {
    const owner = await signedIn();
    const other = await signedIn();
    await owner.agent.post('/api/dream-garage', { carId: ids[0], notes: 'mine' });

    expect((await other.agent.get('/api/dream-garage')).body.cars).toEqual([]);
    expect((await other.agent.get('/api/user/dream-garage')).body).toMatchObject({ count: 0, totalValue: 0 });
    expect((await other.agent.get(`/api/dream-garage/check/${ids[0]}`)).body).toEqual({ saved: false });
    expect((await other.agent.delete(`/api/dream-garage/${ids[0]}`)).status).toBe(404);
    expect((await other.agent.patch(`/api/dream-garage/${ids[0]}`, { notes: 'hacked' })).status).toBe(404);

    const rows = await ctx.db.knex('dream_garage').where({ user_id: owner.userId, listing_id: ids[0] });
    expect(rows).toHaveLength(1);
    expect(rows[0].notes).toBe('mine');
    // Saving the same car is theirs to do and does not touch the owner's row.
    expect((await other.agent.post('/api/dream-garage', { carId: ids[0] })).status).toBe(201);
    expect((await owner.agent.get('/api/dream-garage')).body.cars).toHaveLength(1);
  });
});
