// The whole path in a started server: a seller lists a car, the change feed wakes the detection job on
// the worker, and the saved-search owner's open page hears the notification, nobody else's does.
import Nes from '@hapi/nes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../testing/agent.js';
import { liveUrl, SITE_ORIGIN } from '../../testing/live-client.js';
import { createTestServer, type TestContext } from '../../testing/test-server.js';
import { listingForm } from '../listings/test-helpers.js';
import { NOTIFICATIONS_TOPIC, type NotificationLiveMessage } from '../live/types.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestServer({ listings: 60 });
  await ctx.server.start();
}, 120_000);
afterAll(() => ctx?.close());

async function notificationsPage(cookie?: string) {
  const client = new Nes.Client(liveUrl(ctx.server), {
    ws: { origin: SITE_ORIGIN, ...(cookie ? { headers: { cookie } } : {}) },
  });
  const messages: NotificationLiveMessage[] = [];
  await client.connect({ reconnect: false });
  await client.subscribe(
    NOTIFICATIONS_TOPIC,
    (m: unknown) => void messages.push(m as NotificationLiveMessage),
  );
  return { client, messages };
}

describe('live notifications', () => {
  it("pushes a new notification to its person's page only, with the unread count", async () => {
    const buyer = new Agent(ctx.server);
    await buyer.register();
    const saved = await buyer.post('/api/saved-searches', {
      name: 'Yellow estates',
      category: 'car',
      query: { color: 'Yellow', bodyType: 'Estate' },
      frequency: 'instant',
    });
    expect(saved.status).toBe(201);
    const other = new Agent(ctx.server);
    await other.register();
    const mine = await notificationsPage(buyer.cookieHeader());
    const theirs = await notificationsPage(other.cookieHeader());

    const seller = new Agent(ctx.server);
    await seller.register();
    const created = await seller.post('/api/user/listings', listingForm({ color: 'Yellow' }));
    expect(created.status).toBe(201);

    const deadline = Date.now() + 15_000;
    while (mine.messages.length === 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(mine.messages).toEqual([
      {
        type: 'notification',
        data: {
          unread: 1,
          notification: expect.objectContaining({
            kind: 'new_match',
            savedSearch: { id: saved.body.savedSearch.id, name: 'Yellow estates' },
            car: expect.objectContaining({ id: created.body.id, status: 'active' }),
          }),
        },
      },
    ]);
    expect(theirs.messages).toEqual([]);
    expect((await buyer.get('/api/notifications/unread')).body).toEqual({ unread: 1 });
    await Promise.all([mine.client.disconnect(), theirs.client.disconnect()]);
  }, 30_000);

  it('refuses the subscription of a signed-out page', async () => {
    await expect(notificationsPage()).rejects.toThrow(/Sign in/);
  });
});
