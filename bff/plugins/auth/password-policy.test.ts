// The password rule (issue 15 item 12, NIST SP 800-63B): at least 8 characters, long passphrases
// welcome, no common or trivial passwords, none containing the person's own names. Applied by the
// server at sign-up, password change and the operator's admin, with a 400 naming the field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { Agent } from '../../testing/agent.js';
import { createTestServer, TEST_OPERATOR_TOKEN, type TestContext } from '../../testing/test-server.js';
import { passwordProblem } from './password-policy.js';
import { passwordSchema } from './schemas.js';

const person = { username: 'sam.taylor88', email: 'sammy.t@example.co.uk' };

describe('the rule', () => {
  const refused: [string, string][] = [
    ['eight spaces', '        '],
    ['a repeated letter', 'zzzzzzzz'],
    ['a run of digits', '12345678'],
    ['a run of letters', 'abcdefgh'],
    ['hardly more than one character', '1111111a'],
    ['a repeated group', 'abcabcabc'],
    ['a common password', 'password'],
    ['a common password in capitals with a year and a mark', 'Password2024!'],
    ['a leet common password', 'p@ssw0rd'],
    ["the site's own words", 'carlover'],
    ['two common words run together', 'loverflower'],
    ['the username itself', 'sam.taylor88'],
    ['the username inside, in capitals', 'my-SAM.TAYLOR88-pw'],
    ["the e-mail's name", 'sammy.t-2026-long'],
  ];
  for (const [what, password] of refused)
    it(`refuses ${what}`, () => expect(passwordProblem(password, person)).not.toBeNull());

  const accepted = [
    'Correct-Horse-7',
    'Rover-Mini-1959',
    'a red mini cooper parked by the sea wall',
    'Zebra-quartz-Pylon',
  ];
  for (const password of accepted)
    it(`accepts ${password}`, () => expect(passwordProblem(password, person)).toBeNull());

  it('counts characters, not UTF-16 units, and never trims', () => {
    const ok = (p: string) => v.safeParse(passwordSchema, p).success;
    expect(ok('🚗🚙🏎🚕🚓🚑🚒')).toBe(false); // 7 characters, 14 units
    expect(ok('🚗🚙🏎🚕🚓🚑🚒🚐')).toBe(true);
    expect(ok('  ab12  ')).toBe(true); // 8 with its spaces; the server's rule judges its content
    expect(ok('x'.repeat(256))).toBe(true);
    expect(ok('x'.repeat(257))).toBe(false);
  });
});

describe('through the API', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestServer({ listings: 0 });
  });
  afterAll(() => ctx?.close());

  const signUp = (password: string, username = `pw${Math.random().toString(36).slice(2, 9)}`) =>
    new Agent(ctx.server).post('/api/register', {
      username,
      email: `${username}@example.com`,
      password,
      firstName: 'Sam',
      lastName: 'Taylor',
      role: 'user',
    });

  const weak: [string, string, string][] = [
    ['six spaces', '      ', 'password: Password must be at least 8 characters'],
    ['zzzzzz', 'zzzzzz', 'password: Password must be at least 8 characters'],
    ['111111a', '111111a', 'password: Password must be at least 8 characters'],
    ['p@ss12', 'p@ss12', 'password: Password must be at least 8 characters'],
    ['carlover', 'carlover', 'password: This password is too common'],
    ['zzzzzzzz', 'zzzzzzzz', 'password: This password is too easy to guess'],
    ['the username itself', 'kestrel-driver', 'password: Password must not contain your username'],
  ];
  for (const [what, password, message] of weak)
    it(`refuses ${what} at sign-up with a 400 that names the field, and stores nothing`, async () => {
      const before = await ctx.db.knex('users').count({ n: '*' }).first();
      const res = await signUp(password, 'kestrel-driver');
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(message);
      expect(await ctx.db.knex('users').count({ n: '*' }).first()).toEqual(before);
    });

  it('accepts a long passphrase', async () => {
    const password = 'the quick brown fox parks a green estate car by the old harbour wall '.repeat(3);
    const { input } = await new Agent(ctx.server).register({ password });
    expect((await new Agent(ctx.server).login(input.username, password)).status).toBe(200);
  });

  it('refuses a weak new password at password change, naming newPassword', async () => {
    const a = new Agent(ctx.server);
    const { input } = await a.register();
    for (const [newPassword, message] of [
      ['abc', 'newPassword: Password must be at least 8 characters'],
      ['qwertyuiop', 'newPassword: This password is too common'],
      [`my-${input.username}-key`, 'newPassword: Password must not contain your username'],
    ]) {
      const res = await a.post('/api/user/password', { currentPassword: input.password, newPassword });
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(message);
    }
    expect((await new Agent(ctx.server).login(input.username, input.password)).status).toBe(200);
  });

  it("refuses a weak password for the operator's admin", async () => {
    const res = await new Agent(ctx.server).post(
      '/api/operator/admins',
      { username: 'chief2', email: 'chief2@example.co.uk', password: 'letmein123' },
      { csrf: false, headers: { 'x-operator-token': TEST_OPERATOR_TOKEN } },
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('password: This password is too common');
  });
});
