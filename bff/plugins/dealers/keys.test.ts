// Rotating and revoking dealer API keys (issue 11 item 5): the dealer's system rotates the key it
// calls with; admins (or the operator CLI) list dealers and keys, revoke every key and issue a new one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../testing/agent.js';
import {
  createTestDb,
  serveForTest,
  TEST_OPERATOR_TOKEN,
  type TestContext,
} from '../../testing/test-server.js';
import { dealerWithKey, vehicleBody } from '../dealer-api/testing.js';

let ctx: TestContext;
let admin: Agent;

beforeAll(async () => {
  const { db, drop } = await createTestDb();
  ctx = await serveForTest(db, drop, {}, { operatorToken: TEST_OPERATOR_TOKEN });
  admin = new Agent(ctx.server);
  const { input } = await admin.register();
  await db.knex('users').where({ username: input.username }).update({ role: 'admin' });
});
afterAll(() => ctx?.close());

async function asDealer(method: string, path: string, key: string, payload?: object) {
  const res = await ctx.server.inject({
    method,
    url: `/api/dealer/v1${path}`,
    headers: { 'x-api-key': key },
    ...(payload ? { payload } : {}),
  });
  return { status: res.statusCode, body: res.payload ? JSON.parse(res.payload) : undefined };
}

const lastEmail = (to: string) =>
  ctx.db.knex('outbox').where({ to_address: to }).orderBy('id', 'desc').first();
const emailOf = (name: string) => `${name.toLowerCase().replace(/\W+/g, '.')}@dealer.example`;

describe('a dealer rotates its key', () => {
  it('gets a new key once; the old one is refused, the new one works, and the dealer is told', async () => {
    const dealer = await dealerWithKey(ctx.db.knex, 'Rotating Motors');
    const rotated = await asDealer('POST', '/key/rotate', dealer.key);
    expect(rotated.status).toBe(201);
    const { apiKey, prefix, createdAt } = rotated.body;
    expect(apiKey).toMatch(/^am_live_[\w-]{32}$/);
    expect(apiKey.startsWith(prefix)).toBe(true);
    expect(new Date(createdAt).getTime()).not.toBeNaN();

    expect((await asDealer('GET', '/vehicles', dealer.key)).status).toBe(401);
    expect((await asDealer('POST', '/key/rotate', dealer.key)).status).toBe(401);
    expect((await asDealer('POST', '/vehicles', apiKey, vehicleBody('RM-1'))).status).toBe(201);

    const keys = await asDealer('GET', '/keys', apiKey);
    expect(keys.status).toBe(200);
    expect(keys.body.keys).toHaveLength(2);
    expect(keys.body.keys[0]).toEqual({ prefix, createdAt, lastUsedAt: expect.any(String), revokedAt: null });
    expect(keys.body.keys[1].revokedAt).toEqual(expect.any(String));
    expect(JSON.stringify(keys.body)).not.toMatch(/hash|am_live_\w{20}/);

    const email = await lastEmail(emailOf('Rotating Motors'));
    expect(email.subject).toBe('Your AllMotors dealer API key was rotated');
    expect(email.body).toContain(`${prefix}…`);
    expect(email.body).not.toContain(apiKey);
    expect(email.secret_sealed).toBeNull();
  });

  it('needs a valid key', async () => {
    expect((await asDealer('POST', '/key/rotate', 'am_live_nope')).status).toBe(401);
    expect((await asDealer('GET', '/keys', 'am_live_nope')).status).toBe(401);
  });
});

describe('admins and dealers’ keys', () => {
  it('lists dealers with their unrevoked keys and vehicles on sale', async () => {
    const dealer = await dealerWithKey(ctx.db.knex, 'Listed Motors');
    await asDealer('POST', '/vehicles', dealer.key, vehicleBody('LM-1'));
    const res = await admin.get('/api/admin/dealers');
    expect(res.status).toBe(200);
    expect(res.body.dealers).toContainEqual({
      id: dealer.id,
      name: 'Listed Motors',
      email: emailOf('Listed Motors'),
      createdAt: expect.any(String),
      activeKeys: 1,
      vehicles: 1,
    });
  });

  it('revokes every key: each is refused after, and the dealer is told', async () => {
    const dealer = await dealerWithKey(ctx.db.knex, 'Revoked Motors');
    const second = (await asDealer('POST', '/key/rotate', dealer.key)).body.apiKey as string;
    const third = (await admin.post(`/api/admin/dealers/${dealer.id}/keys`)).body.apiKey as string;
    expect((await asDealer('GET', '/vehicles', third)).status).toBe(200);

    const res = await admin.post(`/api/admin/dealers/${dealer.id}/keys/revoke`);
    expect(res.status).toBe(200);
    expect(res.body.revoked).toBe(2);
    expect(res.body.keys).toHaveLength(3);
    expect(res.body.keys.every((k: { revokedAt: string | null }) => k.revokedAt !== null)).toBe(true);
    for (const key of [dealer.key, second, third])
      expect((await asDealer('GET', '/vehicles', key)).status).toBe(401);
    expect((await lastEmail(emailOf('Revoked Motors'))).subject).toBe(
      'Your AllMotors dealer API keys were revoked',
    );
    const again = await admin.post(`/api/admin/dealers/${dealer.id}/keys/revoke`);
    expect(again.body.revoked).toBe(0);
  });

  it('issues a new key shown once, e-mailed sealed, that works; the operator may too', async () => {
    const dealer = await dealerWithKey(ctx.db.knex, 'Issued Motors');
    await admin.post(`/api/admin/dealers/${dealer.id}/keys/revoke`);
    const res = await admin.post(`/api/admin/dealers/${dealer.id}/keys`);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      dealerId: dealer.id,
      apiKey: expect.stringMatching(/^am_live_/),
      prefix: expect.any(String),
      createdAt: expect.any(String),
    });
    expect((await asDealer('GET', '/vehicles', res.body.apiKey)).status).toBe(200);
    const email = await lastEmail(emailOf('Issued Motors'));
    expect(email.subject).toBe('Your new AllMotors dealer API key');
    expect(email.body).toContain('API key: {{secret}}');
    expect(email.body).not.toContain(res.body.apiKey);
    expect(email.secret_sealed).toMatch(/^v1\./);
    const row = await ctx.db.knex('dealer_api_keys').where({ prefix: res.body.prefix }).first();
    expect(row.key_hash).not.toBe(res.body.apiKey);

    const operator = await ctx.server.inject({
      method: 'GET',
      url: `/api/admin/dealers/${dealer.id}/keys`,
      headers: { 'x-operator-token': TEST_OPERATOR_TOKEN },
    });
    expect(operator.statusCode).toBe(200);
    expect(JSON.parse(operator.payload).keys).toHaveLength(2);
  });

  it('is for admins only, and says so for an unknown dealer', async () => {
    const dealer = await dealerWithKey(ctx.db.knex, 'Guarded Motors');
    const calls = [
      ['GET', '/api/admin/dealers'],
      ['GET', `/api/admin/dealers/${dealer.id}/keys`],
      ['POST', `/api/admin/dealers/${dealer.id}/keys/revoke`],
      ['POST', `/api/admin/dealers/${dealer.id}/keys`],
    ] as const;
    const person = new Agent(ctx.server);
    await person.register();
    for (const [method, url] of calls) {
      expect((await new Agent(ctx.server).request(method, url)).status).toBe(401);
      expect((await person.request(method, url)).status).toBe(403);
    }
    expect((await asDealer('GET', '/vehicles', dealer.key)).status).toBe(200);
    for (const [method, url] of calls.slice(1)) {
      const missing = await admin.request(method, url.replace(String(dealer.id), '999999'));
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe('Dealer not found');
      expect((await admin.request(method, url.replace(String(dealer.id), 'abc'))).status).toBe(400);
    }
  });
});
