// Sign-up does not say whether an e-mail is registered (issue 15 item 14): both answers are the same,
// the account works only once the address is confirmed by its e-mailed link, and the operator route
// checks its token before it looks at the body.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../testing/agent.js';
import { createTestServer, TEST_OPERATOR_TOKEN, type TestContext } from '../../testing/test-server.js';
import { ATTEMPT_SUBJECT, CONFIRM_SUBJECT } from './confirmation.js';
import { emailConfirmationToken } from './testing.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestServer({ listings: 0 });
});
afterAll(() => ctx?.close());

const agent = () => new Agent(ctx.server);
let n = 0;
const form = (overrides: Record<string, unknown> = {}) => {
  n += 1;
  return {
    username: `signup${n}`,
    email: `signup${n}@example.co.uk`,
    password: 'Rover-Mini-1959',
    firstName: 'Jo',
    lastName: 'Bloggs',
    role: 'user',
    ...overrides,
  };
};
const mails = (to: string, subject: string) =>
  ctx.db.knex('outbox').whereRaw('lower(to_address) = lower(?)', [to]).where({ subject });
const sid = (res: { headers: Record<string, unknown> }) =>
  ([res.headers['set-cookie']].flat() as (string | undefined)[]).find((c) => c?.startsWith('sid='));

describe('sign-up', () => {
  it('register with an existing e-mail answers exactly what a new e-mail gets (status, body, no cookie)', async () => {
    const { input } = await agent().register();
    const fresh = form();
    const taken = form({ email: input.email });
    const a = await agent().post('/api/register', fresh);
    const b = await agent().post('/api/register', taken);
    expect(a.status).toBe(202);
    expect(b.status).toBe(a.status);
    expect(a.body).toEqual({ status: 'confirmation_sent', email: fresh.email });
    expect(b.body).toEqual({ status: 'confirmation_sent', email: input.email });
    expect(Object.keys(b.body)).toEqual(Object.keys(a.body));
    expect(sid(a)).toBeUndefined();
    expect(sid(b)).toBeUndefined();
    expect(String(a.headers['set-cookie'] ?? '')).toBe(String(b.headers['set-cookie'] ?? ''));
    // No second account was made for the taken address.
    expect(await ctx.db.knex('users').whereRaw('lower(email) = lower(?)', [input.email])).toHaveLength(1);
  });

  it("existing e-mail owner receives the 'someone tried' mail", async () => {
    const { input } = await agent().register();
    await agent().post('/api/register', form({ email: input.email.toUpperCase() }));
    const [mail] = await mails(input.email, ATTEMPT_SUBJECT);
    expect(mail.to_address).toBe(input.email);
    expect(mail.body).toContain('/auth');
    expect(mail.secret_sealed).toBeNull();
  });

  it('a new e-mail gets an unconfirmed account, no session and a sealed one-time link', async () => {
    const a = agent();
    const input = form();
    expect((await a.post('/api/register', input)).status).toBe(202);
    expect((await a.get('/api/user')).status).toBe(401);
    const row = await ctx.db.knex('users').where({ username: input.username }).first();
    expect(row.email_confirmed_at).toBeNull();
    const [mail] = await mails(input.email, CONFIRM_SUBJECT);
    expect(mail.body).toContain('/register/confirm/{{secret}}');
    const token = await emailConfirmationToken(ctx.db.knex, input.email);
    // Only the hash is stored.
    expect(JSON.stringify(await ctx.db.knex('email_confirmations').where({ user_id: row.id }))).not.toContain(
      token,
    );
  });

  it('answers 409 for a username already taken, whatever the case: usernames are public', async () => {
    const { input } = await agent().register();
    const res = await agent().post('/api/register', form({ username: input.username.toUpperCase() }));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('username: Username is already taken');
  });
});

describe('the confirmation link', () => {
  it('confirm link signs in once; second use refused', async () => {
    const input = form();
    await agent().post('/api/register', input);
    const token = await emailConfirmationToken(ctx.db.knex, input.email);
    const a = agent();
    const first = await a.post('/api/register/confirm', { token });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ username: input.username, email: input.email });
    expect(sid(first)).toMatch(/HttpOnly/);
    expect((await a.get('/api/user')).body.username).toBe(input.username);
    const again = await agent().post('/api/register/confirm', { token });
    expect(again.status).toBe(400);
    expect(again.body.message).toMatch(/not valid or has expired/);
    expect(sid(again)).toBeUndefined();
  });

  it('expired token refused', async () => {
    const input = form();
    await agent().post('/api/register', input);
    const token = await emailConfirmationToken(ctx.db.knex, input.email);
    const user = await ctx.db.knex('users').where({ username: input.username }).first();
    await ctx.db
      .knex('email_confirmations')
      .where({ user_id: user.id })
      .update({ expires_at: new Date(Date.now() - 1000) });
    const res = await agent().post('/api/register/confirm', { token });
    expect(res.status).toBe(400);
    expect((await ctx.db.knex('users').where({ id: user.id }).first()).email_confirmed_at).toBeNull();
  });

  it('refuses an unknown or missing token with 400 naming the field', async () => {
    expect((await agent().post('/api/register/confirm', { token: 'made-up' })).body.message).toMatch(
      /^token: /,
    );
    expect((await agent().post('/api/register/confirm', {})).status).toBe(400);
  });
});

describe('an unconfirmed account', () => {
  it('unconfirmed account cannot sign in', async () => {
    const input = form();
    await agent().post('/api/register', input);
    const before = await mails(input.email, CONFIRM_SUBJECT);
    const right = await agent().login(input.username, input.password);
    expect(right.status).toBe(403);
    expect(right.body).toMatchObject({
      code: 'EMAIL_UNCONFIRMED',
      message: 'Please confirm your e-mail address: we have sent you a new link',
    });
    expect(sid(right)).toBeUndefined();
    expect(await mails(input.email, CONFIRM_SUBJECT)).toHaveLength(before.length + 1);
    const wrong = await agent().login(input.username, 'not-the-password');
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe('Invalid username or password');
    // The new link works, and then so does the password.
    const token = await emailConfirmationToken(ctx.db.knex, input.email);
    expect((await agent().post('/api/register/confirm', { token })).status).toBe(200);
    expect((await agent().login(input.username, input.password)).status).toBe(200);
  });

  it('re-sends at most three links an hour, however often it signs in', async () => {
    const input = form();
    await agent().post('/api/register', input);
    for (let i = 0; i < 5; i++)
      expect((await agent().login(input.username, input.password)).status).toBe(403);
    expect(await mails(input.email, CONFIRM_SUBJECT)).toHaveLength(4);
  });

  it('resend answers the same for an unconfirmed, a confirmed and an unknown address', async () => {
    const input = form();
    await agent().post('/api/register', input);
    const { input: confirmed } = await agent().register();
    const answers = [];
    for (const email of [input.email, confirmed.email, 'nobody.here@example.co.uk'])
      answers.push(await agent().post('/api/register/resend', { email }));
    for (const [i, res] of answers.entries()) {
      expect(res.status).toBe(202);
      expect(Object.keys(res.body)).toEqual(['status', 'email']);
      expect(res.body.status).toBe('confirmation_sent');
      expect(sid(res), String(i)).toBeUndefined();
    }
    expect(await mails(input.email, CONFIRM_SUBJECT)).toHaveLength(2);
    expect(await mails(confirmed.email, CONFIRM_SUBJECT)).toHaveLength(1);
  });

  it('resend is rate-limited per address', async () => {
    const a = agent();
    let status = 0;
    for (let i = 0; i < 11 && status !== 429; i++)
      status = (await a.post('/api/register/resend', { email: `r${i}@example.co.uk` })).status;
    expect(status).toBe(429);
  });
});

describe('operator route', () => {
  it('a wrong token with a bad body answers 401, not 400', async () => {
    const bad = { username: 'x' };
    for (const headers of [{}, { 'x-operator-token': 'guess' }] as Record<string, string>[]) {
      const res = await agent().post('/api/operator/admins', bad, { csrf: false, headers });
      expect(res.status).toBe(401);
      expect(JSON.stringify(res.body)).not.toMatch(/username|characters/i);
    }
    const ok = await agent().post('/api/operator/admins', bad, {
      csrf: false,
      headers: { 'x-operator-token': TEST_OPERATOR_TOKEN },
    });
    expect(ok.status).toBe(400);
  });

  it('makes admins whose e-mail needs no confirmation', async () => {
    const body = { username: 'chief2', email: 'chief2@example.co.uk', password: 'Admin-Pass-2026' };
    const res = await agent().post('/api/operator/admins', body, {
      csrf: false,
      headers: { 'x-operator-token': TEST_OPERATOR_TOKEN },
    });
    expect(res.status).toBe(201);
    expect((await agent().login('chief2', 'Admin-Pass-2026')).status).toBe(200);
  });
});
