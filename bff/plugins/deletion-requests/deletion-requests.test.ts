import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../testing/agent.js';
import { createTestServer, TEST_OPERATOR_TOKEN, type TestContext } from '../../testing/test-server.js';
import { CONFIRM_SUBJECT } from './emails.js';
import { hashToken } from './service.js';
import { confirmationToken, deletionForm } from './testing.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestServer({ listings: 20 });
}, 60_000);
afterAll(() => ctx?.close());

const URL = '/api/deletion-requests';
const rows = () => ctx.db.knex('deletion_requests').orderBy('id');
const operator = (method: string, url: string, payload?: object) =>
  ctx.server.inject({ method, url, headers: { 'x-operator-token': TEST_OPERATOR_TOKEN }, payload });

describe('POST /api/deletion-requests', () => {
  it('stores the request and queues the confirmation e-mail with the link sealed, answering 201', async () => {
    const res = await new Agent(ctx.server).post(URL, deletionForm('  Nadia.Price@example.co.uk '));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      status: 'awaiting_confirmation',
      email: 'Nadia.Price@example.co.uk',
      retentionPeriod: 'immediate',
    });
    const stored = await ctx.db.knex('deletion_requests').orderBy('id', 'desc').first();
    expect(stored).toMatchObject({
      email: 'Nadia.Price@example.co.uk',
      reason: 'I sold my car and no longer need the account.',
      retention_period: 'immediate',
      status: 'awaiting_confirmation',
      confirmed_at: null,
      due_at: null,
    });
    const email = await ctx.db
      .knex('outbox')
      .where({ to_address: 'Nadia.Price@example.co.uk' })
      .orderBy('id', 'desc')
      .first();
    expect(email.subject).toBe(CONFIRM_SUBJECT);
    expect(email.body).toContain('/delete-data/confirm?token={{secret}}');
    const token = await confirmationToken(ctx.db.knex, 'Nadia.Price@example.co.uk');
    expect(token).toMatch(/^[\w-]{43}$/);
    // Only the token's hash is stored; the e-mail holds it sealed.
    expect(stored.token_hash).toBe(hashToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(email.body).not.toContain(token);
  });

  it('gives the same answer whether or not an account has the address', async () => {
    const agent = new Agent(ctx.server);
    const { input } = await agent.register();
    const known = await new Agent(ctx.server).post(URL, deletionForm(input.email));
    const unknown = await new Agent(ctx.server).post(URL, deletionForm('nobody-here@example.co.uk'));
    expect(known.status).toBe(201);
    expect(unknown.status).toBe(201);
    expect(Object.keys(known.body)).toEqual(Object.keys(unknown.body));
    expect({ ...known.body, email: '' }).toEqual({ ...unknown.body, email: '' });
  });

  const cases: [string, Record<string, unknown>, string][] = [
    ['a missing e-mail', { email: undefined }, 'email: Email address is required'],
    ['a blank e-mail', { email: '  ' }, 'email: Email address is required'],
    [
      'a malformed e-mail',
      { email: 'nadia@', confirmEmail: 'nadia@' },
      'email: Email address must be a valid e-mail address, like name@example.co.uk; confirmEmail: Confirm email address must be a valid e-mail address, like name@example.co.uk',
    ],
    [
      'a missing confirmation e-mail',
      { confirmEmail: undefined },
      'confirmEmail: Confirm email address is required',
    ],
    [
      'e-mails that do not match',
      { confirmEmail: 'other@example.co.uk' },
      'confirmEmail: Email addresses do not match',
    ],
    [
      'an unticked confirmation',
      { confirmDeletion: false },
      'confirmDeletion: Please confirm that you understand the data deletion process',
    ],
    [
      'a missing confirmation',
      { confirmDeletion: undefined },
      'confirmDeletion: Please confirm that you understand the data deletion process',
    ],
    [
      'an unknown retention period',
      { retentionPeriod: 'forever' },
      'retentionPeriod: Retention period must be one of: immediate, thirty-days',
    ],
    ['a reason too long', { reason: 'x'.repeat(1001) }, 'reason: Reason can be at most 1000 characters'],
    ['a field we do not take', { status: 'processed' }, 'status: is not a field we accept'],
  ];
  for (const [what, change, message] of cases) {
    it(`answers 400 naming the field for ${what}`, async () => {
      const before = (await rows()).length;
      const res = await new Agent(ctx.server).post(URL, {
        ...deletionForm('nadia@example.co.uk'),
        ...change,
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      expect((await rows()).length).toBe(before);
    });
  }

  it('accepts addresses that differ only in case, and no reason', async () => {
    const res = await new Agent(ctx.server).post(
      URL,
      deletionForm('Case@Example.co.uk', { confirmEmail: 'case@example.co.uk', reason: undefined }),
    );
    expect(res.status).toBe(201);
    expect((await ctx.db.knex('deletion_requests').orderBy('id', 'desc').first()).reason).toBeNull();
  });

  it('answers 429 with Retry-After to the 21st request from one address in an hour', async () => {
    await ctx.db.knex('rate_limits').where('key', 'like', 'form:deletion:%').delete();
    const visitor = new Agent(ctx.server);
    for (let i = 0; i < 20; i++)
      expect((await visitor.post(URL, deletionForm(`many${i}@example.co.uk`))).status).toBe(201);
    const before = (await rows()).length;
    const res = await visitor.post(URL, deletionForm('many@example.co.uk'));
    expect(res.status).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(3500);
    expect((await rows()).length).toBe(before);
    await ctx.db.knex('rate_limits').where('key', 'like', 'form:deletion:%').delete();
  });
});

describe('POST /api/deletion-requests/confirm', () => {
  it('confirms with the e-mailed token once; a second use changes nothing', async () => {
    const visitor = new Agent(ctx.server);
    await visitor.post(URL, deletionForm('confirm.me@example.co.uk', { retentionPeriod: 'thirty-days' }));
    const token = await confirmationToken(ctx.db.knex, 'confirm.me@example.co.uk');
    const first = await new Agent(ctx.server).post(`${URL}/confirm`, { token });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      status: 'confirmed',
      alreadyConfirmed: false,
      retentionPeriod: 'thirty-days',
    });
    const days = (Date.parse(first.body.dueAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.1);
    const row = await ctx.db
      .knex('deletion_requests')
      .where({ token_hash: hashToken(token) })
      .first();
    expect(row.status).toBe('confirmed');
    expect(row.confirmed_at).not.toBeNull();

    const second = await new Agent(ctx.server).post(`${URL}/confirm`, { token });
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({
      status: 'confirmed',
      alreadyConfirmed: true,
      dueAt: first.body.dueAt,
    });
    const again = await ctx.db.knex('deletion_requests').where({ id: row.id }).first();
    expect(again.confirmed_at).toEqual(row.confirmed_at);
  });

  it('answers 404 to a token nobody was sent, 400 to one of the wrong shape', async () => {
    const unknown = await new Agent(ctx.server).post(`${URL}/confirm`, { token: 'A'.repeat(43) });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(
      'This confirmation link is not valid or has expired. Please make a new request.',
    );
    const bad = await new Agent(ctx.server).post(`${URL}/confirm`, { token: 'short' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('token: must be the code from the confirmation link');
  });

  it('answers 404 once the link has expired', async () => {
    await new Agent(ctx.server).post(URL, deletionForm('late@example.co.uk'));
    const token = await confirmationToken(ctx.db.knex, 'late@example.co.uk');
    await ctx.db
      .knex('deletion_requests')
      .where({ token_hash: hashToken(token) })
      .update({ token_expires_at: new Date(Date.now() - 1000) });
    expect((await new Agent(ctx.server).post(`${URL}/confirm`, { token })).status).toBe(404);
  });
});

describe('the admin routes', () => {
  it('are for admins only', async () => {
    const visitor = new Agent(ctx.server);
    const signedIn = new Agent(ctx.server);
    await signedIn.register();
    for (const agent of [visitor, signedIn]) {
      const expected = agent === visitor ? 401 : 403;
      expect((await agent.get('/api/admin/deletion-requests')).status).toBe(expected);
      expect((await agent.post('/api/admin/deletion-requests/1/process', {})).status).toBe(expected);
    }
  });

  it('lists requests newest first, filtered by status, never with a token', async () => {
    const res = await operator('GET', '/api/admin/deletion-requests?status=awaiting_confirmation');
    expect(res.statusCode).toBe(200);
    const { requests } = JSON.parse(res.payload);
    expect(requests.length).toBeGreaterThan(3);
    expect(requests.every((r: { status: string }) => r.status === 'awaiting_confirmation')).toBe(true);
    expect(requests[0].id).toBeGreaterThan(requests[1].id);
    expect(res.payload).not.toMatch(/token/i);
    expect((await operator('GET', '/api/admin/deletion-requests?status=nope')).statusCode).toBe(400);
  });

  it('answers 404 for an unknown request and 409 for one not confirmed, even forced', async () => {
    expect((await operator('POST', '/api/admin/deletion-requests/999999/process', {})).statusCode).toBe(404);
    await new Agent(ctx.server).post(URL, deletionForm('unconfirmed@example.co.uk'));
    const row = await ctx.db.knex('deletion_requests').orderBy('id', 'desc').first();
    const res = await operator('POST', `/api/admin/deletion-requests/${row.id}/process`, { force: true });
    expect(res.statusCode).toBe(409);
    expect(JSON.parse(res.payload).message).toBe(
      `Deletion request ${row.id} is not confirmed: the owner of unconfirmed@example.co.uk has not opened the confirmation link yet.`,
    );
    expect((await ctx.db.knex('deletion_requests').where({ id: row.id }).first()).status).toBe(
      'awaiting_confirmation',
    );
  });
});
