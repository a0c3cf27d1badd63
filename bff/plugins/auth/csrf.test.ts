// CSRF through the real server (plugins/auth/csrf.ts): the token is bound to the session it was
// issued to, requests from another site are refused, and the forms a visitor uses still work.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../testing/agent.js';
import { createTestServer, type TestContext } from '../../testing/test-server.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestServer({ listings: 20 });
});
afterAll(() => ctx?.close());

const FINANCE = '/api/finance/applications';
const application = {
  firstName: 'Amira',
  lastName: 'Okafor',
  email: 'amira.okafor@example.co.uk',
  phone: '07700 900123',
  annualIncome: 4_250_000,
  employmentStatus: 'employed',
  creditScore: 'good',
};
const applications = async () => Number((await ctx.db.knex('finance_applications').count('* as n'))[0]!.n);

/** A token this agent's session was given (the agent sends it itself on writes). */
async function tokenOf(agent: Agent): Promise<string> {
  return (await agent.get<{ token: string }>('/api/csrf')).body.token;
}

describe('the CSRF token', () => {
  it('refuses a cookie and header of the attacker’s choosing (crumb=attackerchosen), storing nothing', async () => {
    const before = await applications();
    const res = await ctx.server.inject({
      method: 'POST',
      url: FINANCE,
      payload: application,
      remoteAddress: '10.200.0.1',
      headers: { cookie: 'crumb=attackerchosen', 'x-csrf-token': 'attackerchosen' },
    });
    expect(res.statusCode).toBe(403);
    expect(JSON.parse(res.payload)).toMatchObject({ code: 'CSRF_TOKEN_INVALID' });
    expect(await applications()).toBe(before);
  });

  it('refuses a token issued to session A when sent with session B', async () => {
    const a = new Agent(ctx.server);
    await a.register();
    const b = new Agent(ctx.server);
    await b.register();
    const res = await b.request(
      'PATCH',
      '/api/user',
      { firstName: 'Mallory' },
      {
        csrf: false,
        headers: { 'x-csrf-token': await tokenOf(a) },
      },
    );
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('CSRF_TOKEN_INVALID');
    expect((await b.get('/api/user')).body.firstName).toBe('Sam');
  });

  it('refuses a visitor’s token used with another visitor’s cookie', async () => {
    const first = new Agent(ctx.server);
    const second = new Agent(ctx.server);
    const token = await tokenOf(first);
    await tokenOf(second);
    const res = await second.post(FINANCE, application, { csrf: false, headers: { 'x-csrf-token': token } });
    expect(res.status).toBe(403);
  });

  it('changes at sign-in and sign-out: the old token stops working', async () => {
    const person = new Agent(ctx.server);
    const { input } = await person.register();
    await person.post('/api/logout');
    const visitorToken = await tokenOf(person);
    expect((await person.login(input.username, input.password)).status).toBe(200);
    const signedInToken = await tokenOf(person);
    expect(signedInToken).not.toBe(visitorToken);
    const stale = await person.request(
      'PATCH',
      '/api/user',
      { firstName: 'Jo' },
      {
        csrf: false,
        headers: { 'x-csrf-token': visitorToken },
      },
    );
    expect(stale.status).toBe(403);
    expect((await person.patch('/api/user', { firstName: 'Jo' })).status).toBe(200);
    await person.post('/api/logout');
    const afterLogout = await person.post(FINANCE, application, {
      csrf: false,
      headers: { 'x-csrf-token': signedInToken },
    });
    expect(afterLogout.status).toBe(403);
  });

  it('answers 403 CSRF_TOKEN_INVALID to a write without the token', async () => {
    const res = await new Agent(ctx.server).post(FINANCE, application, { csrf: false });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('CSRF_TOKEN_INVALID');
  });

  it('lets a visitor sign up, sign in and send the finance form with the token of their session', async () => {
    const visitor = new Agent(ctx.server);
    expect((await visitor.post(FINANCE, application)).status).toBe(201);
    const { input } = await visitor.register();
    await visitor.post('/api/logout');
    expect((await visitor.login(input.username, input.password)).status).toBe(200);
    expect((await visitor.post(FINANCE, application)).status).toBe(201);
  });
});

describe('requests from another site', () => {
  it('refuses a valid token sent with Origin: https://evil.example (403 CROSS_SITE_REQUEST)', async () => {
    const visitor = new Agent(ctx.server);
    await visitor.fetchCsrf();
    const before = await applications();
    const res = await visitor.post(FINANCE, application, { headers: { origin: 'https://evil.example' } });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('CROSS_SITE_REQUEST');
    expect(await applications()).toBe(before);
  });

  it('refuses Sec-Fetch-Site: cross-site, and accepts same-origin', async () => {
    const visitor = new Agent(ctx.server);
    const cross = await visitor.post(FINANCE, application, { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(cross.status).toBe(403);
    expect(cross.body.code).toBe('CROSS_SITE_REQUEST');
    const same = await visitor.post(FINANCE, application, { headers: { 'sec-fetch-site': 'same-origin' } });
    expect(same.status).toBe(201);
  });

  it('accepts this site’s own Origin: PUBLIC_URL’s and the one the request was addressed to', async () => {
    const visitor = new Agent(ctx.server);
    const site = new URL(ctx.server.app.config.publicUrl).origin;
    expect((await visitor.post(FINANCE, application, { headers: { origin: site } })).status).toBe(201);
    const addressed = await visitor.post(FINANCE, application, {
      headers: { host: 'cars.example:8080', origin: 'http://cars.example:8080' },
    });
    expect(addressed.status).toBe(201);
  });

  it('still exempts the operator token and routes that authenticate by key', async () => {
    const res = await new Agent(ctx.server).post(
      '/api/scraping/start',
      {},
      {
        csrf: false,
        headers: { 'x-operator-token': 'wrong', origin: 'https://evil.example' },
      },
    );
    // Not a CSRF refusal: the operator strategy itself judges the token.
    expect(res.status).toBe(401);
  });
});
