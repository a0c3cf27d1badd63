// `npm start`: build the web app if it is missing or older than its sources, migrate, start the demo
// world beside the product when demo sources are configured (DECISIONS 15), serve, fill an empty
// database by crawling, and stop cleanly on SIGTERM/SIGINT.
import path from 'node:path';
import { loadConfig, ConfigError } from './config.js';
import { createDb, migrate } from '../db/index.js';
import { isEmpty } from '../db/seeds/index.js';
import { platformBaseUrl } from '../db/reference/platforms.js';
import { startWorldServer } from './world/server.js';
import { createServer } from './server.js';
import { ensureWebBuild } from './lib/web-build.js';
import pino from 'pino';
import { loggerOptions } from './lib/logger.js';
import { writeOperatorToken } from './lib/operator-token.js';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const log = pino(loggerOptions(config));

  if (!config.skipWebBuild) await ensureWebBuild(log);

  const db = await createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  log.info({
    event: 'database.opened',
    kind: db.kind,
    dataDir: db.kind === 'pglite' ? config.dataDir : undefined,
  });
  await migrate(db);

  // The outside world: the demo platforms are a server of their own, which the crawler reaches over
  // HTTP like any site. Real sources need none of it (DEMO_SOURCES=off, or no demo source enabled).
  let world: Awaited<ReturnType<typeof startWorldServer>> | null = null;
  const demo = (await db
    .knex('platforms')
    .where({ demo: true, enabled: true })
    .count({ n: '*' })
    .first()) as {
    n: number;
  };
  if (config.demoSources === 'auto' && Number(demo.n) > 0) {
    world = await startWorldServer({
      seed: config.seed,
      vehicles: config.seedListings,
      port: config.demoSourcesPort,
      realTime: true,
    });
    for (const id of (await db.knex('platforms').where({ demo: true }).pluck('id')) as string[])
      await db
        .knex('platforms')
        .where({ id })
        .update({ base_url: platformBaseUrl(id, world.port) });
    log.info(
      { event: 'demo_world.started', url: world.url, vehicles: config.seedListings },
      `Demo source platforms on ${world.url}`,
    );
  }
  // The operator CLI proves itself with a token only someone who can read the data folder has.
  const operatorToken = writeOperatorToken(config.dataDir);
  // The server listens while the search index loads (searches answer 503 until it has).
  const server = await createServer(config, {
    db,
    operatorToken,
    logger: log,
    warmInBackground: true,
    ...(config.searchIndexSnapshot
      ? { indexSnapshot: path.join(config.dataDir, 'search-index.snapshot') }
      : {}),
  });
  // A fresh install fills itself the way it will stay fresh: by crawling its sources.
  const ran = (await db.knex('scrape_runs').count({ n: '*' }).first()) as { n: number };
  if ((await isEmpty(db.knex)) && Number(ran.n) === 0) {
    const run = await server.app.scraping.start({ trigger: 'first_start' });
    log.info(
      { event: 'first_crawl.started', runId: run.id },
      'Empty database: crawling the sources to fill it',
    );
  }
  await server.start();
  log.info(
    { event: 'server.started', url: `http://localhost:${server.info.port}` },
    `Serving on http://localhost:${server.info.port}`,
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ event: 'server.stopping', signal });
    await server.stop({ timeout: 10_000 });
    await world?.close();
    await db.close();
    log.info({ event: 'server.stopped' });
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
