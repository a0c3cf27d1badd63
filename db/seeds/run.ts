// `npm run seed -- --listings N [--seed S] [--reset]`: fills the configured database (DATABASE_URL, or the
// embedded one in DATA_DIR, which must not be open in a running server) with demo data.
import { Command } from 'commander';
import { loadConfig } from '../../bff/config.js';
import { createDb, migrate } from '../index.js';
import { isEmpty, seedDatabase } from './index.js';

const program = new Command()
  .name('seed')
  .description('Fill the database with deterministic demo data')
  .option('--listings <n>', 'how many listings', (v) => Number.parseInt(v, 10))
  .option('--seed <n>', 'random seed', (v) => Number.parseInt(v, 10))
  .option('--reset', 'delete existing listings, sellers and offers first', false)
  .parse();

const options = program.opts<{ listings?: number; seed?: number; reset: boolean }>();
const config = loadConfig();
const listings = options.listings ?? config.seedListings;
if (!Number.isInteger(listings) || listings < 0) {
  console.error('--listings must be a whole number');
  process.exit(1);
}

const db = await createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrate(db);
  if (options.reset) {
    await db.knex.raw('truncate price_history, offers, listings, sellers restart identity cascade');
  } else if (!(await isEmpty(db.knex))) {
    console.error('The database already has listings: pass --reset to replace them.');
    process.exitCode = 1;
  }
  if (process.exitCode !== 1) {
    const started = Date.now();
    const result = await seedDatabase(db.knex, {
      listings,
      seed: options.seed ?? config.seed,
      onProgress: (done, total) =>
        process.stdout.write(`\r${done.toLocaleString()} / ${total.toLocaleString()} listings`),
    });
    console.log(
      `\nSeeded ${result.listings.toLocaleString()} listings, ${result.sellers.toLocaleString()} sellers, ` +
        `${result.offers.toLocaleString()} offers in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  }
} finally {
  await db.close();
}
