import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../testing/agent.js';
import { createTestServer, type TestContext } from '../../testing/test-server.js';
import { startFakeProvider, type FakeProfile, type FakeProvider } from './fake-provider.js';

const PUBLIC_URL = 'http://localhost:3000';
let ctx: TestContext;
let provider: FakeProvider;

beforeAll(async () => {
  provider = await startFakeProvider();
  ctx = await createTestServer({
    listings: 0,
    config: {
      publicUrl: PUBLIC_URL,
      social: { google: provider.client, facebook: provider.client },
      oauthEndpoints: { google: provider.endpoints, facebook: provider.endpoints },
    },
  });
});
afterAll(async () => {
  await ctx?.close();
  await provider?.close();
});

const knex = () => ctx.server.app.db.knex;
const countUsers = async () => Number(((await knex()('users').count('* as n').first()) as { n: unknown }).n);

let nextSub = 1000;
const googlePerson = (over: FakeProfile = {}): FakeProfile => ({
  sub: String(nextSub++),
  name: 'Priya Shah',
  given_name: 'Priya',
  family_name: 'Shah',
  email: `priya${nextSub}@example.co.uk`,
  email_verified: true,
  ...over,
});

/** Starts the flow, lets the fake provider consent, and returns where it sends the browser back to. */
async function toProvider(agent: Agent, name = 'google'): Promise<URL> {
  const start = await agent.get(`/api/auth/${name}`);
  expect(start.status).toBe(302);
  const res = await fetch(String(start.headers.location), { redirect: 'manual' });
  expect(res.status).toBe(302);
  const back = new URL(res.headers.get('location')!);
  expect(`${back.origin}${back.pathname}`).toBe(`${PUBLIC_URL}/api/auth/${name}`);
  return back;
}

const callback = (agent: Agent, back: URL) => agent.get(back.pathname + back.search);

async function signIn(agent: Agent, profile: FakeProfile, name = 'google') {
  provider.signInAs(profile);
  return callback(agent, await toProvider(agent, name));
}

describe('social sign-in with a configured provider', () => {
  it('sends the browser to the provider with the client id, redirect URI, state and PKCE challenge', async () => {
    const agent = new Agent(ctx.server);
    const start = await agent.get('/api/auth/google');
    expect(start.status).toBe(302);
    const to = new URL(String(start.headers.location));
    expect(to.origin + to.pathname).toBe(provider.endpoints.authorizeUrl);
    expect(to.searchParams.get('client_id')).toBe('test-client');
    expect(to.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/api/auth/google`);
    expect(to.searchParams.get('state')).toMatch(/^\w{22}$/);
    expect(to.searchParams.get('code_challenge_method')).toBe('S256');
    expect(to.searchParams.get('scope')).toBe('openid email profile');
    expect(agent.cookies.has('bell-google')).toBe(true);
  });

  it('creates an account, its identity and a session on the first sign-in', async () => {
    const before = await countUsers();
    const agent = new Agent(ctx.server);
    const person = googlePerson({ name: 'Zoë Ó Brien', given_name: 'Zoë', family_name: 'Ó Brien' });
    const done = await signIn(agent, person);
    expect(done.status).toBe(302);
    expect(done.headers.location).toBe('/');

    const me = await agent.get('/api/user');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      username: 'zoe.o.brien',
      email: person.email,
      firstName: 'Zoë',
      lastName: 'Ó Brien',
      role: 'user',
    });
    expect(await countUsers()).toBe(before + 1);
    const identity = await knex()('user_identities')
      .where({ provider: 'google', provider_user_id: person.sub })
      .first();
    expect(identity.user_id).toBe(me.body.id);
    const user = await knex()('users').where({ id: me.body.id }).first();
    expect(user.password_hash).toBeNull();
  });

  it('signs the same provider id into the same account the next time', async () => {
    const person = googlePerson();
    const first = new Agent(ctx.server);
    await signIn(first, person);
    const firstUser = (await first.get('/api/user')).body;
    const before = await countUsers();

    const second = new Agent(ctx.server);
    // Even if the person changed their name and e-mail at the provider since.
    expect((await signIn(second, { ...person, name: 'P Shah', email: 'new@example.co.uk' })).status).toBe(
      302,
    );
    const again = await second.get('/api/user');
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(firstUser.id);
    expect(await countUsers()).toBe(before);
  });

  it('never signs into a password account just because the e-mail matches', async () => {
    const owner = new Agent(ctx.server);
    const { user: victim } = await owner.register({ email: 'owner@example.co.uk' });
    const stranger = new Agent(ctx.server);
    const person = googlePerson({ email: 'Owner@example.co.uk' });
    await signIn(stranger, person);

    const me = await stranger.get('/api/user');
    expect(me.status).toBe(200);
    expect(me.body.id).not.toBe(victim.id);
    expect(me.body.email).toBe(`google-${person.sub}@users.allmotors.invalid`);
    expect(await knex()('user_identities').where({ user_id: victim.id })).toEqual([]);
  });

  it('makes usernames unique and ignores an e-mail the provider has not verified', async () => {
    const a = new Agent(ctx.server);
    const b = new Agent(ctx.server);
    await signIn(a, googlePerson({ name: 'Sam Lee' }));
    const unverified = googlePerson({ name: 'Sam Lee', email_verified: false });
    await signIn(b, unverified);
    expect((await a.get('/api/user')).body.username).toBe('sam.lee');
    const second = (await b.get('/api/user')).body;
    expect(second.username).toBe('sam.lee2');
    expect(second.email).toBe(`google-${unverified.sub}@users.allmotors.invalid`);
  });

  it('replaces the session the browser already had', async () => {
    const agent = new Agent(ctx.server);
    await agent.register();
    const oldSid = agent.cookies.get('sid');
    await signIn(agent, googlePerson({ name: 'Ada Jones' }));
    expect(agent.cookies.get('sid')).not.toBe(oldSid);
    expect((await agent.get('/api/user')).body.username).toBe('ada.jones');
    const replay = await ctx.server.inject({
      method: 'GET',
      url: '/api/user',
      headers: { cookie: `sid=${oldSid}` },
    });
    expect(replay.statusCode).toBe(401);
  });

  it('signs in with Facebook, proving the app secret on the profile request', async () => {
    const agent = new Agent(ctx.server);
    const done = await signIn(
      agent,
      { id: '77001', name: 'Tom Hart', first_name: 'Tom', last_name: 'Hart' },
      'facebook',
    );
    expect(done.headers.location).toBe('/');
    const me = await agent.get('/api/user');
    expect(me.body).toMatchObject({ username: 'tom.hart', email: 'facebook-77001@users.allmotors.invalid' });
    const { query, token } = provider.profileRequests.at(-1)!;
    expect(query.get('appsecret_proof')).toBe(
      createHmac('sha256', 'test-secret').update(token).digest('hex'),
    );
    expect(provider.authorizeRequests.at(-1)!.get('scope')).toBe('email,public_profile');
  });
});

describe('social sign-in failures end on the sign-in screen', () => {
  const expectFailed = async (agent: Agent, res: { status: number; headers: Record<string, unknown> }) => {
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/auth?error=google_failed');
    expect((await agent.get('/api/user')).status).toBe(401);
  };

  it('refuses a forged state', async () => {
    const agent = new Agent(ctx.server);
    provider.signInAs(googlePerson());
    const back = await toProvider(agent);
    back.searchParams.set('state', 'forgedforgedforgedforg');
    await expectFailed(agent, await callback(agent, back));
  });

  it('refuses a missing state', async () => {
    const agent = new Agent(ctx.server);
    provider.signInAs(googlePerson());
    const back = await toProvider(agent);
    back.searchParams.delete('state');
    await expectFailed(agent, await callback(agent, back));
  });

  it('refuses a callback from a browser that never started the flow', async () => {
    const victim = new Agent(ctx.server);
    provider.signInAs(googlePerson());
    const back = await toProvider(new Agent(ctx.server));
    await expectFailed(victim, await callback(victim, back));
  });

  it.each(['deny', 'token-error', 'profile-error'] as const)('handles a provider %s', async (mode) => {
    const agent = new Agent(ctx.server);
    provider.signInAs(googlePerson());
    provider.failNext(mode);
    const before = await countUsers();
    await expectFailed(agent, await callback(agent, await toProvider(agent)));
    expect(await countUsers()).toBe(before);
  });

  it('handles any other provider error and a profile without an id', async () => {
    const agent = new Agent(ctx.server);
    await expectFailed(agent, await agent.get('/api/auth/google?error=server_error&state=x'));
    await expectFailed(agent, await signIn(agent, { name: 'No Id' }));
  });
});

describe('social sign-in without configuration', () => {
  it('sends people back to the sign-in screen saying the provider is not configured', async () => {
    const plain = await createTestServer({
      listings: 0,
      config: { social: { google: null, facebook: null } },
    });
    try {
      for (const name of ['google', 'facebook']) {
        const res = await plain.server.inject(`/api/auth/${name}?code=abc&state=def`);
        expect(res.statusCode).toBe(302);
        expect(res.headers.location).toBe(`/auth?error=${name}_not_configured`);
      }
    } finally {
      await plain.close();
    }
  });
});
