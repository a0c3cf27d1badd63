// `npm start`: build the web app if it is missing or older than its sources, migrate, seed an empty
// database, serve, and stop cleanly on SIGTERM/SIGINT.
import { loadConfig, ConfigError } from './config.js';
import { createDb, migrate } from '../db/index.js';
import { isEmpty, seedDatabase } from '../db/seeds/index.js';
import { createServer } from './server.js';
import { ensureWebBuild } from './lib/web-build.js';
import pino from 'pino';
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
  const log = pino({ level: config.logLevel });

  if (!config.skipWebBuild) await ensureWebBuild(log);

  const db = await createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  log.info({
    event: 'database.opened',
    kind: db.kind,
    dataDir: db.kind === 'pglite' ? config.dataDir : undefined,
  });
  await migrate(db);
  if (await isEmpty(db.knex)) {
    const started = Date.now();
    log.info(
      { event: 'seed.started', listings: config.seedListings },
      `Filling the empty database with ${config.seedListings} demo listings`,
    );
    const result = await seedDatabase(db.knex, {
      listings: config.seedListings,
      seed: config.seed,
      onProgress: (done, total) => log.info({ event: 'seed.progress', done, total }),
    });
    log.info({ event: 'seed.completed', ...result, ms: Date.now() - started });
  }

  // The operator CLI proves itself with a token only someone who can read the data folder has.
  const operatorToken = writeOperatorToken(config.dataDir);
  const server = await createServer(config, { db, operatorToken });
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
