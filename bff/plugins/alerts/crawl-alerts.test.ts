// End to end with the crawler: a demo source lowers prices, a scraping run brings them in, and the
// detection job (woken by the change feed, run by the worker like in production) tells the owner of a
// matching saved search exactly once per car and price, also when its runs die midway and are retried.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { follow } from '../../lib/changes/follower.js';
import type { QueueHandler } from '../../lib/queue/worker.js';
import { Agent } from '../../testing/agent.js';
import { createCrawlWorld, type CrawlWorld } from '../../testing/crawl-world.js';
import { ALERTS_FOLLOWER, detectAlerts, DETECT_QUEUE, handleChanges, type DetectDeps } from './detect.job.js';

let t: CrawlWorld;
let deps: DetectDeps;
beforeAll(async () => {
  t = await createCrawlWorld({ world: { vehicles: 200, pageSize: 25, apiPageSize: 25 } });
  const app = t.server.app;
  deps = { knex: app.db.knex, search: app.search, feed: app.feed, publicUrl: app.config.publicUrl };
  expect((await t.crawl()).state).toBe('completed');
  await detectAlerts(deps);
}, 180_000);
afterAll(() => t?.close());

const knex = () => t.db.knex;

/** Waits for the worker's detection jobs, then runs one more by hand: everything is detected. */
async function settle() {
  for (let i = 0; i < 400; i++) {
    const busy = await knex()('jobs')
      .where({ queue: DETECT_QUEUE })
      .whereIn('state', ['queued', 'running'])
      .first('id');
    if (!busy) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await detectAlerts(deps);
}

/** Every car that dropped or appeared since `since` has exactly one notification of the kind, at its price. */
async function expectExactlyOnce(userId: number, since: Date) {
  const dropped = (await knex()('listings')
    .where({ category: 'car', status: 'active' })
    .andWhere('price_dropped_at', '>', since)
    .select('id', 'price')) as { id: number; price: number }[];
  const appeared = (await knex()('listings')
    .where({ category: 'car', status: 'active' })
    .andWhereRaw('greatest(first_seen_at, coalesce(relisted_at, first_seen_at)) > ?', [since])
    .pluck('id')) as number[];
  const mine = (await knex()('notifications')
    .where({ user_id: userId })
    .select('listing_id', 'kind', 'price')) as {
    listing_id: number;
    kind: string;
    price: number;
  }[];
  expect(dropped.length).toBeGreaterThan(0);
  for (const car of dropped) {
    const found = mine.filter(
      (n) => n.kind === 'price_drop' && n.listing_id === car.id && n.price === car.price,
    );
    expect(found, `price drop of listing ${car.id}`).toHaveLength(1);
  }
  const matches = mine.filter((n) => n.kind === 'new_match');
  expect(new Set(matches.map((n) => n.listing_id)).size).toBe(matches.length);
  expect(matches.map((n) => n.listing_id).sort()).toEqual([...appeared].sort());
  return { drops: dropped.length, matches: matches.length };
}

async function owner() {
  const agent = new Agent(t.server);
  const { user } = await agent.register();
  const res = await agent.post('/api/saved-searches', {
    name: 'Any car',
    category: 'car',
    query: {},
    frequency: 'daily',
  });
  expect(res.status).toBe(201);
  return { agent, userId: user.id as number, since: new Date(res.body.savedSearch.createdAt) };
}

describe('alerts after a scraping run', () => {
  it('brings a demo source’s price drops to the saved-search owner exactly once', async () => {
    const { agent, userId, since } = await owner();
    const advanced = await t.control<{ changes: { priceDrops: number } }>('/_advance?hours=3', 'POST');
    expect(advanced.changes.priceDrops).toBeGreaterThan(0);
    expect((await t.crawl()).state).toBe('completed');
    await settle();
    const first = await expectExactlyOnce(userId, since);
    // Running detection again (and re-crawling an unchanged world) changes nothing.
    await detectAlerts(deps);
    expect((await t.crawl()).state).toBe('completed');
    await settle();
    expect(await expectExactlyOnce(userId, since)).toEqual(first);
    const unread = (await agent.get('/api/notifications/unread')).body.unread;
    expect(unread).toBe(first.drops + first.matches);
  }, 180_000);

  it('still notifies exactly once when detection runs die after their writes and are retried', async () => {
    const { userId, since } = await owner();
    // The worker's detection handler, made to die right after its writes on its first runs with news
    // (as a process killed before commit): the queue retries the job, the follower reads the same changes.
    const handlers = (t.server.app.jobs as unknown as { options: { handlers: Record<string, QueueHandler> } })
      .options.handlers;
    const handler = handlers[DETECT_QUEUE]!;
    const real = handler.run;
    let killed = 0;
    handler.run = async (payload, ctx) => {
      if (killed >= 2) return real(payload, ctx);
      await t.server.app.feed.sync();
      await follow(knex(), ALERTS_FOLLOWER, async (trx, changes) => {
        const done = await handleChanges(deps, trx, changes);
        if (done.notified > 0) {
          killed++;
          throw new Error('killed mid-run');
        }
        return done;
      });
      return null;
    };
    try {
      await t.control('/_advance?hours=3', 'POST');
      expect((await t.crawl()).state).toBe('completed');
      await settle();
      // Give the retried jobs their turn too.
      for (let i = 0; i < 100 && killed < 1; i++) await new Promise((resolve) => setTimeout(resolve, 50));
      await settle();
    } finally {
      handler.run = real;
    }
    expect(killed).toBeGreaterThan(0);
    await expectExactlyOnce(userId, since);
  }, 180_000);
});
