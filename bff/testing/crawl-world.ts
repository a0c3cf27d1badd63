// A product server with an empty database and a demo world of its own on an ephemeral port, its
// sources pointed at that world: the crawler crawls it over loopback HTTP exactly as in production.
import { platformBaseUrl } from '../../db/reference/platforms.js';
import { startWorldServer } from '../world/server.js';
import type { Config } from '../config.js';
import { createTestDb, serveForTest, TEST_OPERATOR_TOKEN, type TestContext } from './test-server.js';
import { Agent } from './agent.js';

export type WorldOptions = Parameters<typeof startWorldServer>[0];

export interface CrawlWorld extends TestContext {
  world: Awaited<ReturnType<typeof startWorldServer>>;
  /** A signed-in admin's browser. */
  admin: Agent;
  /** GET the world's control endpoints (/_stats, /_truth). */
  control<T = any>(path: string, method?: 'GET' | 'POST'): Promise<T>;
  /** Starts a run through the API and waits for it to finish; returns its summary. */
  crawl(timeoutMs?: number): Promise<any>;
}

export async function createCrawlWorld(
  options: {
    world?: Partial<WorldOptions>;
    config?: Partial<Config>;
    /** The sources' configured minimum delay (ms); the world's robots.txt adds its Crawl-delay. */
    minDelayMs?: number;
    leaseMs?: number;
    worker?: boolean;
  } = {},
): Promise<CrawlWorld> {
  const world = await startWorldServer({
    seed: 11,
    vehicles: 300,
    port: 0,
    crawlDelaySeconds: 0,
    faults: false,
    ...options.world,
  } as WorldOptions);
  const { db, drop } = await createTestDb();
  for (const id of (await db.knex('platforms').where({ demo: true }).pluck('id')) as string[])
    await db
      .knex('platforms')
      .where({ id })
      .update({ base_url: platformBaseUrl(id, world.port), min_delay_ms: options.minDelayMs ?? 0 });
  const ctx = await serveForTest(db, drop, options.config, {
    operatorToken: TEST_OPERATOR_TOKEN,
    scraping: {
      worker: options.worker ?? true,
      ...(options.leaseMs ? { leaseMs: options.leaseMs } : {}),
      progressIntervalMs: 200,
    },
  });
  if (options.worker !== false) ctx.server.app.jobs.start();
  const admin = new Agent(ctx.server);
  const { input } = await admin.register();
  await db.knex('users').where({ username: input.username }).update({ role: 'admin' });

  const control = async <T>(path: string, method: 'GET' | 'POST' = 'GET'): Promise<T> => {
    const res = await fetch(`http://127.0.0.1:${world.port}${path}`, { method });
    return (await res.json()) as T;
  };
  const crawl = async (timeoutMs = 60_000) => {
    const started = await admin.post('/api/scraping/start', {});
    if (started.status !== 202) throw new Error(`start: ${started.status} ${JSON.stringify(started.body)}`);
    const id = started.body.run.id as number;
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const run = (await admin.get(`/api/scraping/runs/${id}`)).body;
      if (run.finishedAt) {
        // The change feed brings the crawl's writes to search: wait until it has caught up.
        await ctx.server.app.feed.sync();
        return run;
      }
      if (Date.now() > deadline) throw new Error(`run ${id} did not finish: ${JSON.stringify(run)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  return {
    ...ctx,
    world,
    admin,
    control,
    crawl,
    close: async () => {
      await ctx.server.app.jobs.stop();
      await ctx.close();
      await world.close();
    },
  };
}
