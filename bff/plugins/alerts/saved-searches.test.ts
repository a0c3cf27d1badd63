// Saved searches through the API: a person keeps their own, every write is checked (400 naming the
// field), another person's search is 404, and the e-mail's unsubscribe link works without signing in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../testing/agent.js';
import { createTestServer, type TestContext } from '../../testing/test-server.js';
import { MAX_SAVED_SEARCHES } from './schemas.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestServer({ listings: 60 });
}, 120_000);
afterAll(() => ctx?.close());

async function signedIn() {
  const agent = new Agent(ctx.server);
  const { user } = await agent.register();
  return { agent, userId: user.id as number };
}

const body = (overrides: Record<string, unknown> = {}) => ({
  name: 'Family estates',
  category: 'car',
  query: { make: 'Skoda', bodyType: 'Estate', maxPrice: '1500000', fuelTypes: ['Petrol', 'Diesel'] },
  frequency: 'instant',
  ...overrides,
});

describe('signed out', () => {
  it.each([
    ['GET', '/api/saved-searches'],
    ['POST', '/api/saved-searches'],
    ['PATCH', '/api/saved-searches/1'],
    ['DELETE', '/api/saved-searches/1'],
    ['GET', '/api/notifications'],
    ['GET', '/api/notifications/unread'],
    ['POST', '/api/notifications/read'],
  ])('%s %s answers 401', async (method, url) => {
    const agent = new Agent(ctx.server);
    const payload = method === 'GET' || method === 'DELETE' ? undefined : { all: true };
    expect((await agent.request(method, url, payload)).status).toBe(401);
  });
});

describe('saving searches', () => {
  it('saves a search and lists it newest first, with its query as saved and no unread', async () => {
    const { agent } = await signedIn();
    const first = await agent.post(
      '/api/saved-searches',
      body({ query: { ...body().query, page: '3', color: 'any' } }),
    );
    expect(first.status).toBe(201);
    expect(first.body.savedSearch).toEqual({
      id: expect.any(Number),
      name: 'Family estates',
      category: 'car',
      // Paging and 'no filter' values are not part of a saved search.
      query: { make: 'Skoda', bodyType: 'Estate', maxPrice: '1500000', fuelTypes: ['Petrol', 'Diesel'] },
      frequency: 'instant',
      emailAlerts: true,
      createdAt: expect.any(String),
      unread: 0,
    });
    const second = await agent.post(
      '/api/saved-searches',
      body({ name: '  Scooters  ', category: 'motorcycle', query: {}, frequency: 'daily' }),
    );
    expect(second.body.savedSearch).toMatchObject({ name: 'Scooters', category: 'motorcycle', query: {} });
    const list = await agent.get('/api/saved-searches');
    expect(list.status).toBe(200);
    expect(list.body.savedSearches.map((s: { name: string }) => s.name)).toEqual([
      'Scooters',
      'Family estates',
    ]);
  });

  it.each([
    [{ ...body(), name: '' }, /^name: is required/],
    [{ ...body(), name: 'x'.repeat(81) }, /^name: must be at most 80 characters/],
    [{ ...body(), category: 'boat' }, /^category: must be one of car, motorcycle, van/],
    [{ ...body(), frequency: 'weekly' }, /^frequency: must be instant or daily/],
    [{ ...body(), query: { minPrice: 'cheap' } }, /^query\.minPrice: must be a whole number of pence/],
    [
      { ...body(), query: { minPrice: '500', maxPrice: '100' } },
      /^query\.minPrice: must not be more than maxPrice/,
    ],
    [{ ...body(), query: { wheels: '4' } }, /^query\.wheels: is not a known parameter/],
    [{ ...body(), query: 'make=BMW' }, /^query: /],
    [{ ...body(), colour: 'red' }, /^colour: is not a field we accept/],
  ])('answers 400 naming the field for %j', async (payload, message) => {
    const { agent } = await signedIn();
    const res = await agent.post('/api/saved-searches', payload);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
  });

  it(`keeps at most ${MAX_SAVED_SEARCHES} per person (409)`, async () => {
    const { agent, userId } = await signedIn();
    await ctx.db.knex('saved_searches').insert(
      Array.from({ length: MAX_SAVED_SEARCHES }, (_, i) => ({
        user_id: userId,
        name: `s${i}`,
        category: 'car',
        query: '{}',
        unsubscribe_token: `test-token-${userId}-${i}-abcdefgh`,
      })),
    );
    const res = await agent.post('/api/saved-searches', body());
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/at most 25 saved searches/);
  });
});

describe('changing and deleting', () => {
  it('renames, changes the frequency and turns e-mails off; 400 for bad fields', async () => {
    const { agent } = await signedIn();
    const { id } = (await agent.post('/api/saved-searches', body())).body.savedSearch;
    const res = await agent.patch(`/api/saved-searches/${id}`, {
      name: 'Estates',
      frequency: 'daily',
      emailAlerts: false,
    });
    expect(res.status).toBe(200);
    expect(res.body.savedSearch).toMatchObject({
      id,
      name: 'Estates',
      frequency: 'daily',
      emailAlerts: false,
    });
    expect((await agent.patch(`/api/saved-searches/${id}`, {})).status).toBe(400);
    expect((await agent.patch(`/api/saved-searches/${id}`, { emailAlerts: 'no' })).body.message).toMatch(
      /^emailAlerts: must be true or false/,
    );
    expect((await agent.patch(`/api/saved-searches/${id}`, { query: {} })).body.message).toMatch(
      /^query: is not a field we accept/,
    );
    expect((await agent.patch('/api/saved-searches/abc', { name: 'x' })).body.message).toMatch(/^id: /);
  });

  it("answers 404 for an unknown search and for another person's, and changes nothing of theirs", async () => {
    const owner = await signedIn();
    const { id } = (await owner.agent.post('/api/saved-searches', body())).body.savedSearch;
    const other = await signedIn();
    expect((await other.agent.patch(`/api/saved-searches/${id}`, { name: 'Mine now' })).status).toBe(404);
    expect((await other.agent.delete(`/api/saved-searches/${id}`)).status).toBe(404);
    expect((await other.agent.get('/api/saved-searches')).body.savedSearches).toEqual([]);
    expect((await owner.agent.patch('/api/saved-searches/999999', { name: 'x' })).status).toBe(404);
    expect((await owner.agent.get('/api/saved-searches')).body.savedSearches[0].name).toBe('Family estates');
  });

  it('deletes a search (204), then it is gone (404)', async () => {
    const { agent } = await signedIn();
    const { id } = (await agent.post('/api/saved-searches', body())).body.savedSearch;
    expect((await agent.delete(`/api/saved-searches/${id}`)).status).toBe(204);
    expect((await agent.delete(`/api/saved-searches/${id}`)).status).toBe(404);
    expect((await agent.get('/api/saved-searches')).body.savedSearches).toEqual([]);
  });
});

describe('notifications API', () => {
  it('starts empty, and checks its parameters', async () => {
    const { agent } = await signedIn();
    expect((await agent.get('/api/notifications')).body).toEqual({
      notifications: [],
      unread: 0,
      nextBefore: null,
    });
    expect((await agent.get('/api/notifications/unread')).body).toEqual({ unread: 0 });
    expect((await agent.get('/api/notifications?limit=0')).body.message).toMatch(
      /^limit: must be at least 1/,
    );
    expect((await agent.post('/api/notifications/read', {})).status).toBe(400);
    expect((await agent.post('/api/notifications/read', { ids: ['a'] })).body.message).toMatch(/^ids\.0: /);
    expect((await agent.post('/api/notifications/read', { all: true })).body).toEqual({ unread: 0 });
  });
});

describe('unsubscribing from the e-mail link', () => {
  it('shows the search and turns its e-mails off without signing in, idempotently', async () => {
    const { agent, userId } = await signedIn();
    const kept = (await agent.post('/api/saved-searches', body({ name: 'Kept' }))).body.savedSearch;
    const gone = (await agent.post('/api/saved-searches', body({ name: 'Too many e-mails' }))).body
      .savedSearch;
    const token = (await ctx.db.knex('saved_searches').where({ id: gone.id }).first('unsubscribe_token'))
      .unsubscribe_token as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);

    const visitor = new Agent(ctx.server);
    const shown = await visitor.get(`/api/alerts/unsubscribe/${token}`);
    expect(shown.status).toBe(200);
    expect(shown.body).toEqual({ savedSearchName: 'Too many e-mails', emailAlerts: true });
    for (let i = 0; i < 2; i++) {
      const res = await visitor.post(`/api/alerts/unsubscribe/${token}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ savedSearchName: 'Too many e-mails', emailAlerts: false });
    }
    const rows = await ctx.db.knex('saved_searches').where({ user_id: userId }).orderBy('id');
    expect(rows.map((r) => [r.name, r.email_alerts])).toEqual([
      ['Kept', true],
      ['Too many e-mails', false],
    ]);
    expect(kept.emailAlerts).toBe(true);
  });

  it('answers 404 for an unknown token and 400 for one that cannot be a token', async () => {
    const visitor = new Agent(ctx.server);
    expect((await visitor.get(`/api/alerts/unsubscribe/${'A'.repeat(32)}`)).status).toBe(404);
    expect((await visitor.post(`/api/alerts/unsubscribe/${'A'.repeat(32)}`)).status).toBe(404);
    expect((await visitor.get('/api/alerts/unsubscribe/short')).status).toBe(400);
  });
});
