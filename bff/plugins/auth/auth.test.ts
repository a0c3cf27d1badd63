// Accounts and sessions through the real server and database: registration rules and messages,
// sign-in and sign-out, session cookies, CSRF, rate limits, idle expiry, roles and the operator path.
import { Sealer } from '../../lib/sealed.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../testing/agent.js';
import { createTestServer, TEST_OPERATOR_TOKEN, type TestContext } from '../../testing/test-server.js';
import { emailConfirmationToken } from './testing.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestServer({ listings: 20 });
});
afterAll(() => ctx?.close());

const agent = () => new Agent(ctx.server);

describe('registration', () => {
  it('creates the account; its e-mailed link signs it in with an HttpOnly SameSite=Lax cookie and hides the hash', async () => {
    const a = agent();
    const registered = await a.post('/api/register', {
      username: 'jo.bloggs',
      email: 'jo@example.co.uk',
      password: 'Rover-Mini-1959',
      firstName: 'Jo',
      lastName: 'Bloggs',
      role: 'user',
    });
    expect(registered.status).toBe(202);
    const token = await emailConfirmationToken(ctx.db.knex, 'jo@example.co.uk');
    const res = await a.post('/api/register/confirm', { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ username: 'jo.bloggs', firstName: 'Jo', role: 'user' });
    expect(JSON.stringify(res.body)).not.toMatch(/argon|password/i);
    const cookie = (res.headers['set-cookie'] as string[]).find((c) => c.startsWith('sid='))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
    expect((await a.get('/api/user')).body).toMatchObject({
      username: 'jo.bloggs',
      email: 'jo@example.co.uk',
    });
    const row = await ctx.db.knex('users').where({ username: 'jo.bloggs' }).first();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  const bad: [string, Record<string, unknown>, string][] = [
    ['a short username', { username: 'ab' }, 'username: Username must be at least 3 characters'],
    ['a bad e-mail', { email: 'nope' }, 'email: Please enter a valid email'],
    ['a short password', { password: 'abc' }, 'password: Password must be at least 8 characters'],
    ['a very common password', { password: 'password123' }, 'password: This password is too common'],
    ['no first name', { firstName: '' }, 'firstName: First name is required'],
    ['no last name', { lastName: ' ' }, 'lastName: Last name is required'],
    ['the admin role', { role: 'admin' }, 'role: Please select your account type'],
    [
      'a dealer without a company',
      { role: 'dealer', companyName: '' },
      'companyName: Company name is required for dealer accounts',
    ],
    [
      'a bad dealer API URL',
      { role: 'dealer', companyName: 'Acme', dealerApiUrl: 'ftp:/x' },
      'dealerApiUrl: Please enter a valid URL',
    ],
    ['a field it may not set', { id: 1 }, 'id:'],
  ];
  for (const [what, change, message] of bad) {
    it(`refuses ${what} with the message of 001 §5, and stores nothing`, async () => {
      const before = await ctx.db.knex('users').count({ n: '*' }).first();
      const username = `u${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
      const res = await agent().post('/api/register', {
        username,
        email: `${username}@example.com`,
        password: 'Rover-Mini-1959',
        firstName: 'A',
        lastName: 'B',
        role: 'user',
        ...change,
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(message);
      expect(await ctx.db.knex('users').count({ n: '*' }).first()).toEqual(before);
    });
  }

  it('keeps a dealer’s company and dealer API settings', async () => {
    const { input } = await agent().register({
      role: 'dealer',
      companyName: 'Leeds Car Centre',
      dealerApiUrl: 'https://stock.leedscars.example/api',
      dealerApiKey: 'k-123',
      dealerWebhookUrl: '',
      autoSyncEnabled: true,
    });
    const row = await ctx.db.knex('users').where({ username: input.username }).first();
    expect(row).toMatchObject({
      role: 'dealer',
      company_name: 'Leeds Car Centre',
      dealer_api_url: 'https://stock.leedscars.example/api',
      auto_sync_enabled: true,
    });
    // The key is a secret: sealed, and opens to what was given.
    expect(row.dealer_api_key_sealed).toMatch(/^v1\./);
    expect((await Sealer.of(ctx.db.knex)).open(row.dealer_api_key_sealed)).toBe('k-123');
  });

  it('answers 409 for a username already registered, whatever the case, but never says so of an e-mail', async () => {
    const { input } = await agent().register();
    expect(
      (
        await agent().post('/api/register', {
          ...input,
          email: 'other@example.com',
          username: input.username.toUpperCase(),
        })
      ).status,
    ).toBe(409);
    // registration.test.ts: a taken e-mail gets the answer a new one gets.
    expect(
      (
        await agent().post('/api/register', {
          ...input,
          username: 'someone-else',
          email: input.email.toUpperCase(),
        })
      ).status,
    ).toBe(202);
  });
});

describe('sign-in and sign-out', () => {
  it('gives the same answer for an unknown username and a wrong password', async () => {
    const { input } = await agent().register();
    const wrong = await agent().login(input.username, 'not-the-password');
    const unknown = await agent().login('nobody-by-this-name', 'not-the-password');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.message).toBe('Invalid username or password');
  });

  it('validates the sign-in form with the messages of 001 §5', async () => {
    const res = await agent().post('/api/login', { username: '', password: '' });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('username: Username is required');
    expect(res.body.message).toContain('password: Password is required');
  });

  it('starts a new session at every sign-in and ends it at sign-out', async () => {
    const a = agent();
    const { input } = await a.register();
    const first = a.cookies.get('sid');
    expect((await a.login(input.username, input.password)).status).toBe(200);
    const second = a.cookies.get('sid');
    expect(second).not.toBe(first);
    const stale = agent();
    stale.cookies.set('sid', first!);
    expect((await stale.get('/api/user')).status).toBe(401);

    expect((await a.post('/api/logout')).status).toBe(204);
    expect(a.cookies.has('sid')).toBe(false);
    expect((await a.get('/api/user')).status).toBe(401);
    const replay = agent();
    replay.cookies.set('sid', second!);
    expect((await replay.get('/api/user')).status).toBe(401);
  });

  it('ends a session that has been idle past its expiry', async () => {
    const a = agent();
    const { user } = await a.register();
    await ctx.db
      .knex('sessions')
      .where({ user_id: user.id })
      .update({ expires_at: new Date(Date.now() - 1000) });
    expect((await a.get('/api/user')).status).toBe(401);
    expect(await ctx.db.knex('sessions').where({ user_id: user.id }).count({ n: '*' }).first()).toEqual({
      n: 0,
    });
  });

  it('sends a browser that opens /api/login to the sign-in screen', async () => {
    const res = await agent().get('/api/login');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/auth');
  });

  it('answers 401 to GET /api/user when signed out', async () => {
    const res = await agent().get('/api/user');
    expect(res.status).toBe(401);
    expect(res.headers['www-authenticate']).toBe('cookie');
  });

  it('serves a public read to a stale session as to anyone, and clears its cookie where it is read', async () => {
    const a = agent();
    await a.register();
    const sid = a.cookies.get('sid')!;
    expect((await a.post('/api/logout')).status).toBe(204);
    const stale = agent();
    stale.cookies.set('sid', sid);
    // Search does not look at sessions at all.
    expect((await stale.get('/api/cars/search?limit=1')).status).toBe(200);
    // The app asks who is signed in when it loads: that answer clears the dead cookie.
    const res = await stale.get('/api/user');
    expect(res.status).toBe(401);
    expect(String(res.headers['set-cookie'])).toMatch(/^sid=; Max-Age=0/);
    expect(stale.cookies.has('sid')).toBe(false);
  });
});

describe('CSRF', () => {
  it('refuses a state-changing request without the token, or with another one, with 403', async () => {
    const a = agent();
    await a.register();
    expect((await a.post('/api/logout', undefined, { csrf: false })).status).toBe(403);
    expect(
      (await a.post('/api/logout', undefined, { csrf: false, headers: { 'x-csrf-token': 'forged' } })).status,
    ).toBe(403);
    expect((await a.get('/api/user')).status).toBe(200);
    const cross = await agent().post('/api/register', { username: 'x' }, { csrf: false });
    expect(cross.status).toBe(403);
  });

  it('sets the CSRF cookie only where a page gets its token, not on API reads', async () => {
    const a = agent();
    for (const url of ['/api/health', '/api/cars/search', '/api/cars/search?make=Ford', '/api/user', '/']) {
      const res = await a.get(url);
      expect(res.headers['set-cookie'], url).toBeUndefined();
    }
    expect(a.cookies.has('crumb')).toBe(false);
    const token = await a.get<{ token: string }>('/api/csrf');
    expect(String(token.headers['set-cookie'])).toMatch(/^crumb=[^;]+; HttpOnly; SameSite=Lax; Path=\//);
    // The cookie holds the visitor's id; the token is derived from it and never equals it (csrf.ts).
    expect(a.cookies.get('crumb')).toMatch(/^[\w-]{43}$/);
    expect(token.body.token).not.toBe(a.cookies.get('crumb'));
    // Asked again, the same browser keeps its token.
    const again = await a.get<{ token: string }>('/api/csrf');
    expect(again.headers['set-cookie']).toBeUndefined();
    expect(again.body.token).toBe(token.body.token);
  });

  it('still refuses a state change without the token after API reads set no cookie', async () => {
    const a = agent();
    await a.get('/api/cars/search');
    const res = await a.post('/api/register', { username: 'reader' }, { csrf: false });
    expect(res.status).toBe(403);
    expect(res.headers['set-cookie']).toBeUndefined();
    const forged = await a.post(
      '/api/login',
      { username: 'reader', password: 'x' },
      { csrf: false, headers: { 'x-csrf-token': 'made-up' } },
    );
    expect(forged.status).toBe(403);
  });
});

describe('rate limits', () => {
  // Only the guessing address is refused; the owner elsewhere is not (lockout.test.ts).
  it('answers 429 with Retry-After after too many wrong passwords for one account from one address, even with the right password', async () => {
    const { input } = await agent().register();
    const guesser = agent();
    for (let i = 0; i < 5; i++) expect((await guesser.login(input.username, `wrong-${i}`)).status).toBe(401);
    const limited = await guesser.login(input.username, input.password);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits attempts from one address across accounts', async () => {
    const a = agent();
    let status = 0;
    for (let i = 0; i < 31 && status !== 429; i++)
      status = (await a.login(`nobody${i}`, 'whatever-1')).status;
    expect(status).toBe(429);
  });
});

describe('profile and password', () => {
  it('changes name and e-mail but never the role or another person', async () => {
    const a = agent();
    const { user } = await a.register();
    const other = await agent().register();
    expect(
      (await a.patch('/api/user', { firstName: 'Alex', email: `alex${user.id}@example.com` })).body,
    ).toMatchObject({ firstName: 'Alex' });
    const sneaky = await a.patch('/api/user', { role: 'admin' });
    expect(sneaky.status).toBe(400);
    expect((await a.patch('/api/user', { id: other.user.id, firstName: 'Hacked' })).status).toBe(400);
    expect((await ctx.db.knex('users').where({ id: user.id }).first()).role).toBe('user');
    expect((await ctx.db.knex('users').where({ id: other.user.id }).first()).first_name).toBe('Sam');
    expect((await agent().patch('/api/user', { firstName: 'X' })).status).toBe(401);
  });

  it('changes the password only with the current one, and ends the other sessions', async () => {
    const a = agent();
    const { input } = await a.register();
    const elsewhere = agent();
    await elsewhere.login(input.username, input.password);
    expect(
      (await a.post('/api/user/password', { currentPassword: 'wrong', newPassword: 'Brand-New-Pass-9' }))
        .status,
    ).toBe(400);
    expect(
      (
        await a.post('/api/user/password', {
          currentPassword: input.password,
          newPassword: 'Brand-New-Pass-9',
        })
      ).status,
    ).toBe(204);
    expect((await a.get('/api/user')).status).toBe(200);
    expect((await elsewhere.get('/api/user')).status).toBe(401);
    expect((await agent().login(input.username, 'Brand-New-Pass-9')).status).toBe(200);
  });
});

describe('operator: the first admin', () => {
  it('is made only with the operator token, and has the admin role', async () => {
    const body = { username: 'chief', email: 'chief@example.co.uk', password: 'Admin-Pass-2026' };
    expect((await agent().post('/api/operator/admins', body, { csrf: false })).status).toBe(401);
    expect(
      (
        await agent().post('/api/operator/admins', body, {
          csrf: false,
          headers: { 'x-operator-token': 'guess' },
        })
      ).status,
    ).toBe(401);
    const res = await agent().post('/api/operator/admins', body, {
      csrf: false,
      headers: { 'x-operator-token': TEST_OPERATOR_TOKEN },
    });
    expect(res.status).toBe(201);
    expect(res.body.role).toBe('admin');
    const again = await agent().post('/api/operator/admins', body, {
      csrf: false,
      headers: { 'x-operator-token': TEST_OPERATOR_TOKEN },
    });
    expect(again.status).toBe(409);
    const a = agent();
    expect((await a.login('chief', 'Admin-Pass-2026')).body.role).toBe('admin');
  });
});

describe('cookies behind https', () => {
  it('are Secure when the site is served over https', async () => {
    const secure = await createTestServer({
      listings: 0,
      config: { publicUrl: 'https://allmotors.example' },
    });
    try {
      const a = new Agent(secure.server);
      await a.post('/api/register', {
        username: 'secure1',
        email: 'secure1@example.com',
        password: 'Rover-Mini-1959',
        firstName: 'A',
        lastName: 'B',
        role: 'user',
      });
      const token = await emailConfirmationToken(secure.db.knex, 'secure1@example.com');
      const res = await a.post('/api/register/confirm', { token });
      expect((res.headers['set-cookie'] as string[]).find((c) => c.startsWith('sid='))).toMatch(/Secure/);
    } finally {
      await secure.close();
    }
  });
});

describe('the sign-up brake', () => {
  it('lets one address open SIGNUPS_PER_ADDRESS_HOURLY accounts an hour, then answers 429', async () => {
    const braked = await createTestServer({ listings: 0, config: { signupsPerAddressHourly: 2 } });
    try {
      const one = new Agent(braked.server);
      await one.register();
      await one.register();
      const third = await one.post('/api/register', {
        username: 'thirdtry',
        email: 'third@example.co.uk',
        password: 'Correct-Horse-7',
        firstName: 'Sam',
        lastName: 'Taylor',
        role: 'user',
      });
      expect(third.status).toBe(429);
      // Another address is not held back.
      await expect(new Agent(braked.server).register()).resolves.toBeDefined();
    } finally {
      await braked.close();
    }
  });
});
