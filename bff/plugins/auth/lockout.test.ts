// Sign-in brakes (issue 15 item 11): guessing slows the guesser's address, never locks the owner out;
// the budget belongs to the account whichever of its names is typed; the client address honours
// X-Forwarded-For only behind a configured proxy (TRUST_PROXY).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../testing/agent.js';
import { createTestServer, type TestContext } from '../../testing/test-server.js';
import { KNOWN_DEVICE_COOKIE } from './known-device.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestServer({ listings: 0 });
});
afterAll(() => ctx?.close());

const agent = () => new Agent(ctx.server);

async function wrong(from: Agent, name: string, times: number) {
  for (let i = 0; i < times; i++) expect((await from.login(name, `wrong-guess-${i}`)).status).toBe(401);
}

describe('per account and address', () => {
  it('lets the right password in from address B after 9 wrong ones from address A', async () => {
    const { input } = await agent().register();
    const attacker = agent();
    for (let i = 0; i < 9; i++) await attacker.login(input.username, `wrong-guess-${i}`);
    const owner = await agent().login(input.username, input.password);
    expect(owner.status).toBe(200);
  });

  it('refuses address A with 429 and Retry-After after 5 wrong passwords, even the right one', async () => {
    const { input } = await agent().register();
    const a = agent();
    await wrong(a, input.username, 5);
    const refused = await a.login(input.username, input.password);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(refused.body.message).toBe('Too many attempts. Please wait and try again.');
  });

  it('gives the username and the e-mail one budget: the account’s', async () => {
    const { input } = await agent().register();
    const a = agent();
    await wrong(a, input.username, 3);
    await wrong(a, input.email.toUpperCase(), 2);
    expect((await a.login(input.username, input.password)).status).toBe(429);
    expect((await a.login(input.email, input.password)).status).toBe(429);
  });

  it('clears the address’s failures when the right password signs in', async () => {
    const { input } = await agent().register();
    const a = agent();
    await wrong(a, input.username, 4);
    expect((await a.login(input.username, input.password)).status).toBe(200);
    await wrong(a, input.username, 5);
    expect((await a.login(input.username, input.password)).status).toBe(429);
  });

  it('brakes an unknown name exactly as a known one, so a refusal tells no name exists', async () => {
    const { input } = await agent().register();
    const known = agent();
    const unknown = agent();
    for (let i = 0; i < 5; i++) {
      const a = await known.login(input.username, `wrong-guess-${i}`);
      const b = await unknown.login('nobody-by-this-name', `wrong-guess-${i}`);
      expect([a.status, b.status]).toEqual([401, 401]);
      expect(a.body).toEqual(b.body);
    }
    const a = await known.login(input.username, 'wrong-again');
    const b = await unknown.login('nobody-by-this-name', 'wrong-again');
    expect([a.status, b.status]).toEqual([429, 429]);
    expect(a.body).toEqual(b.body);
  });

  it('does the same database work for an unknown name as for a wrong password', async () => {
    const { input } = await agent().register();
    const statements = async (name: string) => {
      const seen: string[] = [];
      const onQuery = (q: { sql: string }) => seen.push(q.sql);
      ctx.db.knex.on('query', onQuery);
      try {
        expect((await agent().login(name, 'not-the-password')).status).toBe(401);
      } finally {
        ctx.db.knex.off('query', onQuery);
      }
      // Only the sign-in's own statements: the change feed's background polling runs meanwhile.
      return seen.filter((sql) => /\b(users|rate_limits)\b/.test(sql));
    };
    expect(await statements('nobody-at-all')).toEqual(await statements(input.username));
  });
});

describe('the account-wide brake', () => {
  it('after 20 failures holds back addresses that failed, not a fresh one or the owner’s known device', async () => {
    const { input } = await agent().register();
    const owner = agent();
    expect((await owner.login(input.username, input.password)).status).toBe(200);
    expect(owner.cookies.has(KNOWN_DEVICE_COOKIE)).toBe(true);
    // Four addresses spend their whole budget: 20 failures on the account.
    for (let n = 0; n < 4; n++) await wrong(agent(), input.username, 5);
    // A fifth guesser gets one try, then waits like the others.
    const guesser = agent();
    await wrong(guesser, input.username, 1);
    const held = await guesser.login(input.username, 'another-guess');
    expect(held.status).toBe(429);
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);
    // A new device that mistypes once waits too; one that has not failed gets its attempt.
    const stranger = agent();
    await wrong(stranger, input.username, 1);
    expect((await stranger.login(input.username, input.password)).status).toBe(429);
    expect((await agent().login(input.username, input.password)).status).toBe(200);
    // The owner's own browser, even after a typo, is never held back by others' guesses.
    await wrong(owner, input.username, 1);
    expect((await owner.login(input.username, input.password)).status).toBe(200);
  });

  it('ignores a forged known-device cookie', async () => {
    const { input } = await agent().register();
    for (let n = 0; n < 4; n++) await wrong(agent(), input.username, 5);
    const forger = agent();
    forger.cookies.set(KNOWN_DEVICE_COOKIE, 'Fe26.2**forged');
    await wrong(forger, input.username, 1);
    expect((await forger.login(input.username, input.password)).status).toBe(429);
  });
});

describe('client address behind a proxy', () => {
  const viaProxy = (from: Agent, name: string, password: string, forwardedFor: string) =>
    from.post('/api/login', { username: name, password }, { headers: { 'x-forwarded-for': forwardedFor } });

  it('ignores X-Forwarded-For without TRUST_PROXY: the socket address is the client', async () => {
    const { input } = await agent().register();
    const a = agent();
    for (let i = 0; i < 5; i++)
      expect((await viaProxy(a, input.username, `wrong-${i}`, `198.51.100.${i + 1}`)).status).toBe(401);
    expect((await viaProxy(a, input.username, input.password, '198.51.100.77')).status).toBe(429);
  });

  it('honours X-Forwarded-For from a trusted proxy (TRUST_PROXY=1)', async () => {
    const proxied = await createTestServer({ listings: 0, config: { trustProxy: { hops: 1 } } });
    try {
      const { input } = await new Agent(proxied.server).register();
      const proxy = new Agent(proxied.server);
      for (let i = 0; i < 5; i++)
        expect((await viaProxy(proxy, input.username, `wrong-${i}`, '203.0.113.9')).status).toBe(401);
      expect((await viaProxy(proxy, input.username, input.password, '203.0.113.9')).status).toBe(429);
      // Another client behind the same proxy is a different address.
      expect((await viaProxy(proxy, input.username, input.password, '203.0.113.10')).status).toBe(200);
    } finally {
      await proxied.close();
    }
  });
});
