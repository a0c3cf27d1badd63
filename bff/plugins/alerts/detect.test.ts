// Detection, run by hand (the server is not started, so no worker runs it meanwhile): new matches and
// price drops reach the right people exactly once, however often the job runs or however it dies, and
// the e-mails follow each search's frequency.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { follow } from '../../lib/changes/follower.js';
import { Agent } from '../../testing/agent.js';
import { createTestServer, type TestContext } from '../../testing/test-server.js';
import { CONFIRM_SUBJECT } from '../auth/confirmation.js';
import { listingForm } from '../listings/test-helpers.js';
import { ALERTS_FOLLOWER, detectAlerts, handleChanges, type DetectDeps } from './detect.job.js';
import { alertsDigestTask, DIGEST_QUEUE, londonDay, sendDigests } from './digest.task.js';

let ctx: TestContext;
let deps: DetectDeps;
beforeAll(async () => {
  ctx = await createTestServer({ listings: 150 });
  const app = ctx.server.app;
  deps = { knex: app.db.knex, search: app.search, feed: app.feed, publicUrl: app.config.publicUrl };
  await detectAlerts(deps); // the seeded listings: older than any search
}, 120_000);
afterAll(() => ctx?.close());

const knex = () => ctx.db.knex;
const detect = () => detectAlerts(deps);

async function buyer(query: Record<string, string | string[]>, frequency = 'instant') {
  const agent = new Agent(ctx.server);
  const { user, input } = await agent.register();
  const res = await agent.post('/api/saved-searches', {
    name: 'My search',
    category: 'car',
    query,
    frequency,
  });
  expect(res.status).toBe(201);
  return { agent, userId: user.id as number, email: input.email, search: res.body.savedSearch };
}

async function listCar(overrides: Record<string, unknown>, seller = new Agent(ctx.server)) {
  if (!seller.cookies.size) await seller.register();
  const res = await seller.post('/api/user/listings', listingForm(overrides));
  expect(res.status).toBe(201);
  return res.body.id as number;
}

const emailsTo = async (address: string) =>
  // The alerts' e-mails, not the sign-up confirmation every new person gets first.
  (await knex()('outbox')
    .where({ to_address: address })
    .whereNot({ subject: CONFIRM_SUBJECT })
    .orderBy('id')) as {
    subject: string;
    body: string;
  }[];

describe('new matches', () => {
  it('notifies a new matching listing once, with the unread count, and not the seller or a non-match', async () => {
    const alice = await buyer({ make: 'Skoda', model: 'Octavia', color: 'Green' });
    const seller = new Agent(ctx.server);
    await seller.register();
    // The seller's own search matches their car: they are never alerted about it.
    expect(
      (await seller.post('/api/saved-searches', { name: 'Mine', category: 'car', query: { color: 'Green' } }))
        .status,
    ).toBe(201);
    const id = await listCar({ color: 'Green', variant: 'Greenline' }, seller);
    await listCar({ color: 'Red' });
    await detect();
    await detect();

    const page = await alice.agent.get('/api/notifications');
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ unread: 1, nextBefore: null });
    expect(page.body.notifications).toEqual([
      {
        id: expect.any(Number),
        kind: 'new_match',
        createdAt: expect.any(String),
        readAt: null,
        price: 1_249_500,
        previousPrice: null,
        savedSearch: { id: alice.search.id, name: 'My search' },
        car: {
          id,
          title: expect.stringContaining('Skoda Octavia'),
          image: expect.stringMatching(/^\/api\/media\//),
          category: 'car',
          status: 'active',
        },
      },
    ]);
    expect((await alice.agent.get('/api/notifications/unread')).body).toEqual({ unread: 1 });
    expect((await alice.agent.get('/api/saved-searches')).body.savedSearches[0].unread).toBe(1);
    expect((await seller.get('/api/notifications/unread')).body).toEqual({ unread: 0 });

    const read = await alice.agent.post('/api/notifications/read', { ids: [page.body.notifications[0].id] });
    expect(read.body).toEqual({ unread: 0 });
    expect((await alice.agent.get('/api/notifications')).body.notifications[0].readAt).toEqual(
      expect.any(String),
    );
  });

  it('notifies once per person and car however many of their searches match', async () => {
    const bob = await buyer({ color: 'Orange' });
    await bob.agent.post('/api/saved-searches', {
      name: 'Orange Skodas',
      category: 'car',
      query: { make: 'Skoda', color: 'Orange' },
    });
    await listCar({ color: 'Orange' });
    await detect();
    const list = (await bob.agent.get('/api/notifications')).body.notifications;
    expect(list).toHaveLength(1);
    expect(list[0].savedSearch).toEqual({ id: bob.search.id, name: 'My search' });
  });
});

describe('price drops', () => {
  it('notifies the saved search and the dream garage once per new price, whoever runs the job how often', async () => {
    const car = (await knex()('listings')
      .where({ status: 'active', category: 'car', seller_type: 'trade' })
      .orderBy('id')
      .first('id', 'make', 'model', 'price')) as { id: number; make: string; model: string; price: number };
    const carol = await buyer({ make: car.make, model: car.model });
    const dave = new Agent(ctx.server);
    await dave.register();
    expect((await dave.post('/api/dream-garage', { carId: car.id })).status).toBe(201);
    await detect(); // the save is no drop

    await knex()('listings')
      .where({ id: car.id })
      .update({ price: car.price - 50_000 });
    await detect();
    await detect();
    const mine = (await carol.agent.get('/api/notifications')).body.notifications;
    expect(mine).toEqual([
      expect.objectContaining({
        kind: 'price_drop',
        price: car.price - 50_000,
        previousPrice: car.price,
        savedSearch: { id: carol.search.id, name: 'My search' },
      }),
    ]);
    const garage = (await dave.get('/api/notifications')).body.notifications;
    expect(garage).toEqual([
      expect.objectContaining({ kind: 'price_drop', savedSearch: null, price: car.price - 50_000 }),
    ]);

    // A change that is not a drop notifies nothing more; a further drop is news again.
    await knex()('listings')
      .where({ id: car.id })
      .update({ mileage: knex().raw('mileage + 1') });
    await detect();
    expect((await carol.agent.get('/api/notifications/unread')).body.unread).toBe(1);
    await knex()('listings')
      .where({ id: car.id })
      .update({ price: car.price - 80_000 });
    await detect();
    expect(
      (await carol.agent.get('/api/notifications')).body.notifications.map((n: { price: number }) => n.price),
    ).toEqual([car.price - 80_000, car.price - 50_000]);
    await knex()('listings').where({ id: car.id }).update({ price: car.price });
    await detect();
  });
});

describe('e-mail', () => {
  it('sends an instant search one e-mail per news, a daily search one digest a day, none when off', async () => {
    const instant = await buyer({ color: 'Purple' });
    const daily = await buyer({ color: 'Purple' }, 'daily');
    const off = await buyer({ color: 'Purple' });
    await off.agent.patch(`/api/saved-searches/${off.search.id}`, { emailAlerts: false });
    await listCar({ color: 'Purple' });
    await detect();
    await detect();

    const sent = await emailsTo(instant.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toMatch(/^New match for "My search": /);
    const token = (await knex()('saved_searches').where({ id: instant.search.id }).first()).unsubscribe_token;
    expect(sent[0]!.body).toContain(`${ctx.server.app.config.publicUrl}/unsubscribe/${token}`);
    expect(await emailsTo(daily.email)).toHaveLength(0);
    expect(await emailsTo(off.email)).toHaveLength(0);

    const day = londonDay(new Date());
    const first = await sendDigests(deps, day);
    expect(first.digests).toBeGreaterThanOrEqual(1);
    await sendDigests(deps, day);
    const digest = await emailsTo(daily.email);
    expect(digest).toHaveLength(1);
    expect(digest[0]!.subject).toBe('1 update for "My search"');
    const dailyToken = (await knex()('saved_searches').where({ id: daily.search.id }).first())
      .unsubscribe_token;
    expect(digest[0]!.body).toContain(`/unsubscribe/${dailyToken}`);
    // Already carried: tomorrow's digest has nothing for it.
    await sendDigests(deps, '2099-01-01');
    expect(await emailsTo(daily.email)).toHaveLength(1);
    expect(await emailsTo(off.email)).toHaveLength(0);
  });

  it('asks for the day’s digest job once, however often cron fires', async () => {
    const at = new Date('2026-12-01T07:30:00Z');
    expect((await alertsDigestTask(deps, at)).created).toBe(true);
    expect((await alertsDigestTask(deps, at)).created).toBe(false);
    expect(
      await knex()('jobs')
        .where({ queue: DIGEST_QUEUE, idempotency_key: `${DIGEST_QUEUE}:2026-12-01` })
        .count('* as n')
        .first(),
    ).toEqual({ n: 1 });
  });
});

describe('a run that dies', () => {
  it('leaves nothing when killed after its writes, and the retry notifies and e-mails exactly once', async () => {
    const erin = await buyer({ color: 'Turquoise' });
    await listCar({ color: 'Turquoise' });
    await ctx.server.app.feed.sync();
    await expect(
      follow(knex(), ALERTS_FOLLOWER, async (trx, changes) => {
        const done = await handleChanges(deps, trx, changes);
        expect(done.notified).toBeGreaterThan(0);
        throw new Error('killed after the writes');
      }),
    ).rejects.toThrow('killed');
    expect((await erin.agent.get('/api/notifications/unread')).body.unread).toBe(0);
    expect(await emailsTo(erin.email)).toHaveLength(0);
    await detect();
    await detect();
    expect((await erin.agent.get('/api/notifications/unread')).body.unread).toBe(1);
    expect(await emailsTo(erin.email)).toHaveLength(1);
  });

  it('fails (to be retried) when a changed listing is not in this process’s index yet', async () => {
    await buyer({ color: 'Maroon' });
    await listCar({ color: 'Maroon' });
    // As when a listing committed between the feed's sync and the follower's read.
    const stale: DetectDeps = {
      ...deps,
      search: { matchingIds: (_c, _q, ids) => ({ matched: [], missing: ids }) },
    };
    await expect(detectAlerts(stale)).rejects.toThrow(/not yet in this process's search index/);
    expect((await detect()).result?.notified).toBe(1);
  });
});
