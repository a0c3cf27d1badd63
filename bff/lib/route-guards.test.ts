// What the security review found holding (issue 15), kept so by walking every route: a route that
// needs someone answers 401 to no one, an admin route answers 403 to a normal user, and CORS never
// hands a foreign site the right to read an answer.
import type { RequestRoute } from '@hapi/hapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../testing/agent.js';
import { createTestServer, type TestContext } from '../testing/test-server.js';

let ctx: TestContext;
let user: Agent;

beforeAll(async () => {
  ctx = await createTestServer({ listings: 20 });
  user = new Agent(ctx.server);
  await user.register();
}, 300_000);
afterAll(() => ctx?.close());

interface AuthSettings {
  mode?: string;
  access?: { scope?: { selection?: string[] } }[];
}
const authOf = (route: RequestRoute) => (route.settings as { auth?: AuthSettings }).auth;
const label = (route: RequestRoute) => `${route.method.toUpperCase()} ${route.path}`;
/** Any value fills a path parameter: the guard answers before the parameter is read. */
const urlOf = (route: RequestRoute) => route.path.replace(/\{[^}]+\}/g, '1');
const bodyOf = (route: RequestRoute) => (['get', 'delete'].includes(route.method) ? undefined : {});

describe('every route that needs someone', () => {
  it('answers 401 to a signed-out request, whatever its method', async () => {
    const guarded = ctx.server.table().filter((route) => authOf(route)?.mode === 'required');
    expect(guarded.length).toBeGreaterThan(60);
    const answers: string[] = [];
    for (const route of guarded) {
      // A visitor with a CSRF token but no session: the only thing missing is who they are.
      const res = await new Agent(ctx.server).request(
        route.method.toUpperCase(),
        urlOf(route),
        bodyOf(route),
      );
      if (res.status !== 401) answers.push(`${label(route)} → ${res.status}`);
    }
    expect(answers).toEqual([]);
  });
});

describe('every admin route', () => {
  it('answers 403 to a signed-in normal user', async () => {
    const adminOnly = ctx.server
      .table()
      .filter((route) => (authOf(route)?.access ?? []).some((a) => a.scope?.selection?.includes('admin')));
    expect(adminOnly.length).toBeGreaterThan(15);
    const answers: string[] = [];
    for (const route of adminOnly) {
      const res = await user.request(route.method.toUpperCase(), urlOf(route), bodyOf(route));
      if (res.status !== 403) answers.push(`${label(route)} → ${res.status}`);
    }
    expect(answers).toEqual([]);
  });
});

describe('CORS', () => {
  const evil = 'https://evil.example';

  it('never reflects a foreign origin on a read, signed in or not', async () => {
    for (const agent of [new Agent(ctx.server), user]) {
      for (const url of ['/api/user', '/api/cars/search', '/api/csrf', '/api/health']) {
        const res = await agent.request('GET', url, undefined, { headers: { origin: evil } });
        expect(res.headers['access-control-allow-origin'], url).toBeUndefined();
        expect(res.headers['access-control-allow-credentials'], url).toBeUndefined();
      }
    }
  });

  it('grants no preflight to a foreign origin', async () => {
    const res = await ctx.server.inject({
      method: 'OPTIONS',
      url: '/api/user/listings',
      headers: {
        origin: evil,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, x-csrf-token',
      },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['access-control-allow-methods']).toBeUndefined();
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
  });
});
