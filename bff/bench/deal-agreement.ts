// `npm run bench:deals`: how well the deal rating agrees with the truth. The demo world's generator
// knows each vehicle's fair price (db/seeds/pricing.ts `expectedValue`, before the seller's markup or
// discount); the product does not. The product gets its listings the way `npm start` does: its server
// (bff/start.ts, a child process) crawls the world's eight platforms on its first start, merges them
// into listings, and its deals job rates them from the change feed. Then each rated listing is traced
// back to its world vehicle through its offers' (platform, external id), and its expected price and
// band are compared with the vehicle's fair price.
// Prints: the share of 'great' truly ≥ 10% under the fair price (and the share of those found), the
// mean absolute error of the expected price in %, the bands, the share insufficient.
// Options: --vehicles=5000 (npm start's SEED_LISTINGS default) --seed=3. PostgreSQL (DATABASE_URL,
// default the local test database; a schema of its own, dropped after): the benchmark reads the
// database while the server runs.
import { performance } from 'node:perf_hooks';
import { modelsFor } from '../../db/reference/catalogue.js';
import { expectedValue } from '../../db/seeds/pricing.js';
import type { Vehicle } from '../world/model.js';
import { startWorldServer } from '../world/server.js';
import { prepareDb, sleep, spawnServer, waitForRun } from './crawl-harness.js';

const args = new Map(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string]));
const VEHICLES = Number(args.get('vehicles') ?? 5_000);
const SEED = Number(args.get('seed') ?? 3);
process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';

/** The generator's fair price of a world vehicle, pence (the catalogue entry it was made from). */
function fairPrice(vehicle: Vehicle, currentYear: number): number {
  const r = vehicle.row;
  const spec = modelsFor(r.category).find((m) => m.make === r.make && m.model === r.model);
  const engine = spec?.engines.find((e) => e.label === r.engine_label && e.powerBhp === r.power_bhp);
  if (!spec || !engine) throw new Error(`no catalogue entry for ${r.make} ${r.model} ${r.engine_label}`);
  return expectedValue(spec, engine, spec.variants.indexOf(r.variant), r.year, r.mileage, currentYear) * 100;
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

const t0 = performance.now();
const world = await startWorldServer({
  vehicles: VEHICLES,
  port: 0,
  crawlDelaySeconds: 0,
  faults: false,
  seed: SEED,
});
const currentYear = world.world.options.now.getUTCFullYear();
const db = await prepareDb('bench-deals', world.port, { minDelayMs: 0 });
console.log(
  `Deal rating agreement on a ${VEHICLES}-vehicle demo world (seed ${SEED}), crawled by the product on ${db.kind}`,
);
try {
  const server = await spawnServer(db);
  let runId = 0;
  for (let i = 0; !runId && i < 200; i++) {
    runId = (await server.api('/api/scraping/status')).run?.id ?? 0;
    if (!runId) await sleep(50);
  }
  await waitForRun(server, runId, 3_600_000);
  const crawled = (performance.now() - t0) / 1000;
  const open = await db.open();
  const knex = open.knex;
  // The deals job follows the crawl's changes: wait until every active listing is rated and no run is due.
  const deadline = Date.now() + 15 * 60_000;
  for (;;) {
    const [pending] = (await knex('listings')
      .where({ status: 'active' })
      .whereNull('deal_rated_at')
      .count({ n: '*' })) as { n: number }[];
    const [jobs] = (await knex('jobs')
      .where({ queue: 'deals.rate' })
      .whereIn('state', ['queued', 'running'])
      .count({ n: '*' })) as { n: number }[];
    if (Number(pending!.n) === 0 && Number(jobs!.n) === 0) break;
    if (Date.now() > deadline) throw new Error(`still ${pending!.n} unrated listings`);
    await sleep(500);
  }
  const rated = (performance.now() - t0) / 1000;
  await server.stop();
  const rows = (await knex('listings as l')
    .join('offers as o', 'o.listing_id', 'l.id')
    .where({ 'l.status': 'active', 'o.status': 'active' })
    .select(
      'l.id',
      'l.price',
      'l.seller_type',
      'l.deal_rating',
      'l.deal_expected_price',
      'o.platform',
      'o.external_id',
    )) as {
    id: number;
    price: number;
    seller_type: string;
    deal_rating: string;
    deal_expected_price: number | null;
    platform: string;
    external_id: string;
  }[];
  await open.close();

  // Each listing's world vehicle (a listing whose offers name two vehicles, a wrong merge, is left out).
  const listings = new Map<number, { row: (typeof rows)[number]; vehicles: Set<Vehicle> }>();
  for (const row of rows) {
    const vehicle = world.world.posting(row.platform, row.external_id)?.vehicle;
    const entry = listings.get(row.id) ?? { row, vehicles: new Set<Vehicle>() };
    if (vehicle) entry.vehicles.add(vehicle);
    listings.set(row.id, entry);
  }
  const bands = new Map<string, number>();
  let traced = 0;
  let great = 0;
  let greatTrue = 0;
  let trulyGreat = 0;
  let trulyGreatFound = 0;
  const errors: number[] = [];
  const bySeller = new Map<string, number[]>();
  for (const { row, vehicles } of listings.values()) {
    bands.set(row.deal_rating, (bands.get(row.deal_rating) ?? 0) + 1);
    if (vehicles.size !== 1) continue;
    traced++;
    const fair = fairPrice([...vehicles][0]!, currentYear);
    const truly = row.price <= 0.9 * fair;
    if (truly) trulyGreat++;
    if (row.deal_rating === 'great') {
      great++;
      if (truly) greatTrue++;
    }
    if (truly && row.deal_rating === 'great') trulyGreatFound++;
    if (row.deal_expected_price !== null) {
      const error = Math.abs(row.deal_expected_price - fair) / fair;
      errors.push(error);
      bySeller.set(row.seller_type, [...(bySeller.get(row.seller_type) ?? []), error]);
    }
  }
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
  const sorted = [...errors].sort((a, b) => a - b);
  const total = listings.size;
  console.log(
    `  crawled in ${crawled.toFixed(1)} s, every active listing rated ${(rated - crawled).toFixed(1)} s later`,
  );
  console.log(`  ${total} active listings, ${traced} traced to one world vehicle`);
  console.log(
    `  'great' truly ≥ 10% under the fair price: ${pct(greatTrue / Math.max(1, great))} (${greatTrue} of ${great}); of the ${trulyGreat} truly that far under, rated 'great': ${pct(trulyGreatFound / Math.max(1, trulyGreat))}`,
  );
  console.log(
    `  expected price against the fair price: mean absolute error ${pct(mean(errors))}, median ${pct(sorted[sorted.length >> 1] ?? 0)}, 90th percentile ${pct(sorted[Math.floor(sorted.length * 0.9)] ?? 0)} (${errors.length} listings with an expected price; trade ${pct(mean(bySeller.get('trade') ?? []))}, private ${pct(mean(bySeller.get('private') ?? []))})`,
  );
  const order = ['great', 'good', 'fair', 'high', 'overpriced', 'insufficient'];
  console.log(
    `  bands: ${order.map((b) => `${b} ${bands.get(b) ?? 0} (${pct((bands.get(b) ?? 0) / total)})`).join(', ')}`,
  );
  console.log(`  insufficient: ${pct((bands.get('insufficient') ?? 0) / total)}`);
} finally {
  await world.close();
  await db.drop();
}
