// `npm run bench:dealer-bulk`: a dealer's bulk upload of 1,000 vehicles (POST /api/dealer/v1/vehicles/bulk,
// server.inject) until search finds all of them, on a database seeded with --seed-listings=20000
// listings. Per run: a new dealer's 1,000 vehicles (all added), the same body under a new key (all
// unchanged), then a tenth of the prices changed (100 updated, each with a price-history row);
// --runs=5, the median is the figure. PostgreSQL (DATABASE_URL, default the local test database; a
// schema of its own, dropped after), then PGlite in memory (--pglite=0 skips it).
import { performance } from 'node:perf_hooks';
import { randomBytes } from 'node:crypto';
import { createDb, migrate, type Db } from '../../db/index.js';
import { seedDatabase } from '../../db/seeds/index.js';
import { serveForTest, SEED_NOW } from '../testing/test-server.js';
import { dealerWithKey, registrationOf, vehicleBody } from '../plugins/dealer-api/testing.js';

const args = new Map(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string]));
const RUNS = Number(args.get('runs') ?? 5);
const SEED_LISTINGS = Number(args.get('seed-listings') ?? 20_000);
const PGLITE = args.get('pglite') !== '0';
const URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const N = 1000;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function bench(label: string, db: Db, release: () => Promise<void>) {
  await migrate(db);
  await seedDatabase(db.knex, { listings: SEED_LISTINGS, seed: 7, now: SEED_NOW });
  const ctx = await serveForTest(db, release, { logLevel: 'silent' }, {});
  const times = { added: [] as number[], unchanged: [] as number[], changed: [] as number[] };
  try {
    for (let run = 0; run < RUNS; run++) {
      const dealer = await dealerWithKey(db.knex, `Bench Motors ${run}`);
      const word = `benchrun${run}x`;
      const vehicles = Array.from({ length: N }, (_, i) =>
        vehicleBody(`B${run}-${i}`, { variant: word, registration: registrationOf(run * N + i + 50_000) }),
      );
      const upload = async (body: unknown, key: string, expect: Record<string, number>) => {
        const started = performance.now();
        const res = await ctx.server.inject({
          method: 'POST',
          url: '/api/dealer/v1/vehicles/bulk',
          headers: { 'x-api-key': dealer.key, 'idempotency-key': key },
          payload: body as object,
        });
        const found = JSON.parse(
          (await ctx.server.inject(`/api/cars/search?search=${word}&limit=1`)).payload,
        ) as { total: number };
        const ms = performance.now() - started;
        const answer = JSON.parse(res.payload) as Record<string, number>;
        for (const [k, v] of Object.entries(expect))
          if (answer[k] !== v)
            throw new Error(`${label}: ${k} ${answer[k]}, expected ${v} (${res.payload.slice(0, 200)})`);
        if (found.total !== N) throw new Error(`${label}: search found ${found.total} of ${N}`);
        return ms;
      };
      times.added.push(await upload({ vehicles }, `a${run}`, { added: N }));
      times.unchanged.push(await upload({ vehicles }, `u${run}`, { unchanged: N }));
      const changed = vehicles.map((v, i) => (i % 10 === 0 ? { ...v, price: v.price - 5_000 } : v));
      times.changed.push(await upload({ vehicles: changed }, `c${run}`, { updated: N / 10 }));
    }
  } finally {
    await ctx.close();
  }
  console.log(
    `${label} (${SEED_LISTINGS.toLocaleString('en-GB')} seeded listings, median of ${RUNS}): ` +
      `1,000 new vehicles searchable ${Math.round(median(times.added))} ms after the request; ` +
      `unchanged re-upload ${Math.round(median(times.unchanged))} ms; ` +
      `a tenth repriced ${Math.round(median(times.changed))} ms`,
  );
}

const schema = `bench_dealer_${randomBytes(4).toString('hex')}`;
const pg = await createDb({ databaseUrl: URL, schema });
await bench('PostgreSQL', pg, async () => {
  await pg.knex.raw('drop schema if exists ?? cascade', [schema]);
  await pg.close();
});
if (PGLITE) {
  const lite = await createDb({ dataDir: null });
  await bench('PGlite', lite, () => lite.close());
}
