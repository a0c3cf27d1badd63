// Support requests (the dealer onboarding's Contact Support, /used-cars' test drives): stored from
// anyone, listed for admins only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../testing/agent.js';
import { createTestServer, type TestContext } from '../../testing/test-server.js';

let ctx: TestContext;
let admin: Agent;

beforeAll(async () => {
  ctx = await createTestServer({ listings: 0 });
  admin = new Agent(ctx.server);
  const { input } = await admin.register();
  await ctx.db.knex('users').where({ username: input.username }).update({ role: 'admin' });
}, 60_000);
afterAll(() => ctx?.close());

describe('support requests', () => {
  it('are stored from anyone and listed for admins', async () => {
    const visitor = new Agent(ctx.server);
    const bad = await visitor.post('/api/support/requests', {
      name: 'Al',
      email: 'no',
      subject: 'Help',
      message: 'x',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('email: Valid email required');
    const res = await visitor.post('/api/support/requests', {
      name: 'Alex Reid',
      email: 'alex@reid.example',
      subject: 'Feed format',
      message: 'Can we send XML instead of JSON?',
    });
    expect(res.status).toBe(201);
    expect((await visitor.get('/api/admin/support-requests')).status).toBe(401);
    const list = (await admin.get('/api/admin/support-requests')).body.requests;
    expect(list[0]).toMatchObject({ id: res.body.id, subject: 'Feed format', applicationId: null });
  });
});
