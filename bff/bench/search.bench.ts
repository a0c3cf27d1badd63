// `npm run bench:search`: fills the PostgreSQL database in DATABASE_URL (schema bench_<N>) with N demo
// listings (BENCH_LISTINGS, default 100000; kept between runs), then times a fixed mix of realistic
// searches through the full HTTP stack (server.inject) and prints p50/p95 per query and overall,
// with the database's plans for the SQL the slowest query ran.
// `--http` runs the real server as a child process and loads it over loopback instead (search-http.ts);
// `--embedded` uses a PGlite data folder /tmp/bench-search-pglite-<N> in place of PostgreSQL;
// `--server-dir=<checkout>` runs another checkout's server on the same data (before and after a change);
// `--http --startup-only [--runs=3]` only starts the server, several times, and reports start-up and RSS.
// `--http --intelligence` adds the buyer-intelligence family (deal ratings, price drops, newest listed).
// `--http --tsx` runs the server through tsx rather than as `npm start` does (the compiled bundle).
import { performance } from 'node:perf_hooks';
import { loadConfig } from '../config.js';
import { createDb, migrate, type Db } from '../../db/index.js';
import { seedDatabase } from '../../db/seeds/index.js';
import { createServer } from '../server.js';
import { pct, runHttpBench, runStartupBench } from './search-http.js';
import { INDEX_COPY_SELECT } from '../plugins/search/index-load.js';

const args = new Map(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string]));
const N = Number(args.get('listings') ?? process.env.BENCH_LISTINGS ?? 100_000);
const RUNS = Number(args.get('runs') ?? process.env.BENCH_RUNS ?? 40);
const DURATION_S = Number(args.get('duration') ?? 20);
const EMBEDDED = args.has('embedded');
const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';

const MIX: [string, string[]][] = [
  ['no filter', ['/api/cars/search']],
  [
    'make and model',
    [
      '/api/cars/search?make=Ford&model=Focus',
      '/api/cars/search?make=BMW&model=3%20Series',
      '/api/cars/search?make=Volkswagen&model=Golf',
    ],
  ],
  [
    'price range + fuel',
    [
      '/api/cars/search?minPrice=500000&maxPrice=1500000&fuelTypes=Petrol',
      '/api/cars/search?minPrice=1000000&maxPrice=2500000&fuelTypes=Diesel&fuelTypes=Hybrid',
    ],
  ],
  [
    'postcode radius',
    [
      '/api/cars/search?location=M1%201AE&radius=30',
      '/api/cars/search?location=B1%201AA&radius=25&sortBy=distance',
      '/api/cars/search?location=LS1&radius=50',
    ],
  ],
  [
    'free text',
    [
      '/api/cars/search?search=m%20sport',
      '/api/cars/search?search=heated%20seats',
      '/api/cars/search?search=golf%20gti',
    ],
  ],
  ['page 50', ['/api/cars/search?page=50', '/api/cars/search?page=50&sortBy=price_asc']],
  [
    'vans, many filters',
    [
      '/api/vans/search?bodyType=Panel%20Van&maxMileage=60000&minYear=2019&sellerTypes=trade&sortBy=price_asc',
    ],
  ],
];

/** The bench database: schema bench_<N> in PostgreSQL, or (--embedded) a PGlite folder of its own. */
async function openBenchDb(databaseUrl: string) {
  if (EMBEDDED) {
    const dataDir = `/tmp/bench-search-pglite-${N}`;
    return {
      db: await createDb({ dataDir }),
      where: `PGlite ${dataDir}`,
      // An empty DATABASE_URL counts as unset: the server opens the folder even if this shell names a PostgreSQL.
      env: { DATABASE_URL: '', DATA_DIR: dataDir },
    };
  }
  const schema = `bench_${N}`;
  // The server started by --http gets no schema of its own: the URL's search_path names it.
  const url = new URL(databaseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    db: await createDb({ databaseUrl, schema }),
    where: `PostgreSQL schema ${schema}`,
    env: { DATABASE_URL: url.toString(), DATA_DIR: `/tmp/bench-search-http-data-${N}` },
  };
}

async function fill(db: Db, where: string) {
  await migrate(db);
  const have = Number(((await db.knex('listings').count({ n: '*' }).first()) as { n: number }).n);
  if (have === N) return;
  console.log(`Filling ${where} with ${N.toLocaleString()} listings…`);
  await db.knex.raw('truncate price_history, offers, listings, sellers, platforms restart identity cascade');
  const started = performance.now();
  await seedDatabase(db.knex, {
    listings: N,
    seed: 1,
    batchSize: 10_000,
    onProgress: (done, total) => {
      if (done % 100_000 === 0 || done === total)
        console.log(`  ${done.toLocaleString()} / ${total.toLocaleString()}`);
    },
  });
  await db.knex.raw('vacuum analyze');
  console.log(`Filled in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

async function main() {
  const config = loadConfig();
  const { db, where, env } = await openBenchDb(config.databaseUrl ?? DEFAULT_DATABASE_URL);
  await fill(db, where);

  if (args.has('fill-only')) {
    await db.close();
    return;
  }
  if (args.has('http')) {
    const active = (await db.knex('listings').where({ status: 'active' }).count({ n: '*' }).first()) as {
      n: number;
    };
    // PGlite is one process: the server can open the folder only once this process has let go of it.
    await db.close();
    if (args.has('startup-only')) {
      await runStartupBench({
        listings: N,
        where,
        activeListings: Number(active.n),
        env: { ...env, LOG_LEVEL: args.get('log-level') ?? 'warn' },
        durationS: 0,
        serverDir: args.get('server-dir'),
        tsx: args.has('tsx'),
        runs: Number(args.get('runs') ?? 3),
      });
      return;
    }
    await runHttpBench({
      listings: N,
      where,
      activeListings: Number(active.n),
      env: {
        ...env,
        LOG_LEVEL: args.get('log-level') ?? 'warn',
        // The engine, not the answer cache (the server keeps 500 by default): --cache-entries=500 measures both.
        SEARCH_CACHE_ENTRIES: args.get('cache-entries') ?? '0',
        // Nor the card cache: the mix's 56 URLs would read every page's cards from it after the warm-up,
        // far more than real traffic's. --card-entries=10000 (the default) measures it.
        SEARCH_CARD_ENTRIES: args.get('card-entries') ?? '0',
      },
      durationS: DURATION_S,
      serverDir: args.get('server-dir'),
      tsx: args.has('tsx'),
      intelligence: args.has('intelligence'),
    });
    return;
  }
  const heapBefore = process.memoryUsage();
  const loadStarted = performance.now();
  const server = await createServer({ ...config, logLevel: 'silent' }, { db, webDist: '/nonexistent' });
  await server.initialize();
  const loadMs = performance.now() - loadStarted;
  const heapAfter = process.memoryUsage();
  console.log(
    `Search index: ${server.app.search.index.size.toLocaleString()} active listings loaded in ${(loadMs / 1000).toFixed(1)} s, ` +
      `+${((heapAfter.heapUsed + heapAfter.arrayBuffers - heapBefore.heapUsed - heapBefore.arrayBuffers) / 2 ** 20).toFixed(0)} MiB`,
  );

  const times = new Map<string, number[]>(MIX.map(([name]) => [name, []]));
  const totals = new Map<string, number>();
  for (let run = -3; run < RUNS; run++) {
    for (const [name, urls] of MIX) {
      const url = urls[(run + 3) % urls.length] as string;
      const t0 = performance.now();
      const res = await server.inject({ method: 'GET', url });
      const ms = performance.now() - t0;
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.payload}`);
      if (run >= 0) times.get(name)!.push(ms);
      totals.set(url, (JSON.parse(res.payload) as { total: number }).total);
    }
  }

  console.log(
    `\n${N.toLocaleString()} listings, ${RUNS} runs per query; whole answer (page + exact total + facets), ms`,
  );
  console.log('query'.padEnd(22), 'p50'.padStart(8), 'p95'.padStart(8), '  matches');
  const all: number[] = [];
  let slowest = { name: '', p95: 0 };
  for (const [name, urls] of MIX) {
    const sorted = times.get(name)!.sort((a, b) => a - b);
    all.push(...sorted);
    const p95 = pct(sorted, 95);
    if (p95 > slowest.p95) slowest = { name, p95 };
    console.log(
      name.padEnd(22),
      pct(sorted, 50).toFixed(1).padStart(8),
      p95.toFixed(1).padStart(8),
      '  ',
      urls.map((u) => totals.get(u)).join(' / '),
    );
  }
  all.sort((a, b) => a - b);
  console.log('overall'.padEnd(22), pct(all, 50).toFixed(1).padStart(8), pct(all, 95).toFixed(1).padStart(8));

  // The SQL behind a search: the page's rows and offers by id; and the index's start-up load.
  console.log(`\nPlans (slowest query: ${slowest.name})`);
  const page = await server.inject({ method: 'GET', url: '/api/cars/search?page=50' });
  const ids = (JSON.parse(page.payload) as { cars: { id: number }[] }).cars.map((c) => c.id);
  const explain = async (label: string, sql: string, bindings: unknown[]) => {
    const plan = await db.knex.raw(`explain (analyze, buffers) ${sql}`, bindings as never);
    console.log(
      `-- ${label}\n${plan.rows.map((r: { 'QUERY PLAN': string }) => r['QUERY PLAN']).join('\n')}\n`,
    );
  };
  await explain('start-up load of the search index (COPY of this select)', INDEX_COPY_SELECT, []);
  await explain(
    'page rows by id',
    'select l.*, s.name from listings l join sellers s on s.id = l.seller_id where l.id = any(?::int[])',
    [ids],
  );
  await explain(
    'page offers by listing id',
    "select * from offers where listing_id = any(?::int[]) and status = 'active' order by price, id",
    [ids],
  );

  await server.stop();
  await db.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
