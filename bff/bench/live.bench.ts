// `npm run bench:live`: how long a change takes to reach another process's search index.
// On PostgreSQL (DATABASE_URL, default the local test database; a schema of its own, dropped after):
// a writer connection changes one listing's price by plain SQL and commits; the time until process
// B's index holds the new price is the delay. Measured with B listening (NOTIFY) and with B polling
// only (the fallback, CHANGE_FEED_POLL_MS), plus a burst of 1,000 rows in one transaction. Then the
// same single-row delay on the embedded PGlite, in one process. Prints p50/p95/max per case.
import { performance } from 'node:perf_hooks';
import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { createDb, migrate, type Db } from '../../db/index.js';
import { seedDatabase } from '../../db/seeds/index.js';
import { loadConfig } from '../config.js';
import { createServer, type AppServer } from '../server.js';

const args = new Map(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string]));
const N = Number(args.get('listings') ?? 20_000);
const RUNS = Number(args.get('runs') ?? 200);
const URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function serve(db: Db, listen: boolean): Promise<AppServer> {
  const config = { ...loadConfig(), logLevel: 'silent', port: 0, changeFeedPollMs: 1000 };
  const server = await createServer(config, { db, webDist: '/nonexistent', listen });
  await server.initialize();
  return server;
}

/** Resolves when `server`'s index holds `price` for listing `id`; returns ms since `since`. */
async function seen(server: AppServer, id: number, price: number, since: number): Promise<number> {
  for (;;) {
    const store = server.app.search.index.stores.car;
    const slot = store.slot(id);
    if (slot !== undefined && store.price[slot] === price) return performance.now() - since;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

async function singleRowDelays(
  writer: Knex,
  reader: AppServer,
  ids: number[],
  label: string,
  options: { runs: number; gapMs: number },
) {
  const delays: number[] = [];
  for (let run = 0; run < options.runs; run++) {
    const id = ids[run % ids.length]!;
    const price = 1_000_000 + run * 7 + Math.floor(Math.random() * 5);
    await writer('listings').where({ id }).update({ price });
    delays.push(await seen(reader, id, price, performance.now()));
    await sleep(Math.random() * options.gapMs); // writes arrive at random moments, not in step with a poll
  }
  report(label, delays);
}

async function burstDelays(writer: Knex, reader: AppServer, ids: number[]) {
  const delays: number[] = [];
  for (let run = 0; run < 10; run++) {
    const price = 2_000_000 + run;
    await writer('listings').whereIn('id', ids).update({ price });
    const t0 = performance.now();
    for (const id of ids) await seen(reader, id, price, t0);
    delays.push(performance.now() - t0);
  }
  report(`burst of ${ids.length} rows in one transaction (all applied)`, delays);
}

function report(label: string, delays: number[]) {
  const sorted = [...delays].sort((a, b) => a - b);
  const f = (n: number) => n.toFixed(1).padStart(7);
  console.log(
    `${label.padEnd(58)} n=${String(sorted.length).padStart(4)}  p50 ${f(pct(sorted, 50))} ms  p95 ${f(pct(sorted, 95))} ms  max ${f(sorted[sorted.length - 1]!)} ms`,
  );
}

async function carIds(knex: Knex, n: number): Promise<number[]> {
  const rows = (await knex('listings')
    .where({ category: 'car', status: 'active' })
    .orderBy('id')
    .limit(n)
    .select('id')) as { id: number }[];
  return rows.map((r) => r.id);
}

async function postgres() {
  const schema = `bench_live_${randomBytes(3).toString('hex')}`;
  const seedDb = await createDb({ databaseUrl: URL, schema });
  await migrate(seedDb);
  await seedDatabase(seedDb.knex, { listings: N, seed: 11 });
  const a = await serve(await createDb({ databaseUrl: URL, schema }), true);
  const b = await serve(await createDb({ databaseUrl: URL, schema }), true);
  const polling = await serve(await createDb({ databaseUrl: URL, schema }), false);
  const ids = await carIds(seedDb.knex, 1000);
  console.log(`PostgreSQL, ${N} listings, writer = separate connection, reader = another process's index`);
  await singleRowDelays(seedDb.knex, b, ids, 'one row, reader listening (NOTIFY)', { runs: RUNS, gapMs: 20 });
  await singleRowDelays(seedDb.knex, polling, ids, 'one row, reader polling only (fallback, 1 s poll)', {
    runs: 40,
    gapMs: 1000,
  });
  await burstDelays(seedDb.knex, b, ids);
  for (const server of [a, b, polling]) {
    await server.stop();
    await server.app.db.close();
  }
  await seedDb.knex.raw('drop schema ?? cascade', [schema]);
  await seedDb.close();
}

async function pglite() {
  const db = await createDb({ dataDir: null });
  await migrate(db);
  await seedDatabase(db.knex, { listings: Math.min(N, 5000), seed: 11 });
  const server = await serve(db, true);
  const ids = await carIds(db.knex, 1000);
  console.log(`PGlite (embedded), ${Math.min(N, 5000)} listings, one process`);
  await singleRowDelays(db.knex, server, ids, 'one row, plain SQL on the same database', {
    runs: RUNS,
    gapMs: 20,
  });
  await server.stop();
  await db.close();
}

await postgres();
await pglite();
