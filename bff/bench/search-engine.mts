// `npm run bench:search-engine -- [--rows=760000] [--runs=30] [--only=<family>] [--each]`: the search
// engine alone, in this thread, over a synthetic car store (the differential test's random rows: 4
// makes, 10 models, 4 fuels, prices £500-£20,000, places around 4 cities). No database, no HTTP: it
// times `run()` (prepare + the scan, or the page off a sort order) per query family, so a change to the
// scan can be judged in seconds. Prints p50 and p95 in ms per family, and the matches.
import fc from 'fast-check';
import { performance } from 'node:perf_hooks';
import { CategoryStore } from '../plugins/search/search-index.js';
import { run } from '../plugins/search/search-run.js';
import { plan, rowArb, type Query } from '../plugins/search/search-run.reference.js';

const args = new Map(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string]));
const ROWS = Number(args.get('rows') ?? 760_000);
const RUNS = Number(args.get('runs') ?? 30);
const ONLY = args.get('only');
/** `--each`: a line per query of a family, not one for the family. */
const EACH = args.has('each');

const base = { sort: 'relevance', descending: true, offset: 0, limit: 20 } as const;
const FAMILIES: [string, Query[]][] = [
  ['no filter', [{ ...base }]],
  [
    'make and model',
    [
      { ...base, make: 'Ford', model: 'Focus' },
      { ...base, make: 'BMW', model: 'X1' },
    ],
  ],
  [
    'price range + fuel',
    [
      { ...base, minPrice: 500_000, maxPrice: 1_500_000, fuels: ['Petrol'] },
      { ...base, minPrice: 1_000_000, maxPrice: 1_999_999, fuels: ['Diesel', 'Hybrid - Petrol/Electric'] },
      // Sorted by price, both ways (as the HTTP mix's price_asc variant).
      {
        ...base,
        minPrice: 800_000,
        maxPrice: 1_200_000,
        fuels: ['Petrol'],
        sort: 'price_asc',
        descending: false,
      },
      {
        ...base,
        minPrice: 800_000,
        maxPrice: 1_200_000,
        fuels: ['Diesel'],
        sort: 'price_desc',
        descending: false,
      },
    ],
  ],
  [
    'postcode radius',
    [
      { ...base, geo: { place: 0, radius: 30 } },
      { ...base, geo: { place: 1, radius: 25 }, sort: 'distance', descending: false },
      { ...base, geo: { place: 3, radius: 50 } },
    ],
  ],
  [
    'free text',
    [
      { ...base, text: ['sport'] },
      { ...base, text: ['heated', 'seats'] },
    ],
  ],
  [
    'many filters',
    [
      {
        ...base,
        body: 'Estate',
        maxMileage: 60_000,
        minYear: 2019,
        sellers: ['trade'],
        sort: 'price_asc',
        descending: false,
      },
      // Three facet filters and two ranges, as the HTTP mix's vans.
      { ...base, body: 'Estate', fuels: ['Diesel'], trans: 'Manual', maxMileage: 80_000, minYear: 2018 },
      { ...base, body: 'Hatchback', fuels: ['Petrol'], trans: 'Manual', sellers: ['trade'], minYear: 2017 },
    ],
  ],
];

const started = performance.now();
const store = new CategoryStore('car');
const rows = fc.sample(rowArb, { numRuns: ROWS, seed: 1 });
rows.forEach((row, i) => store.upsert({ ...row, id: i + 1 }));
console.log(`${ROWS.toLocaleString()} rows in ${((performance.now() - started) / 1000).toFixed(1)} s`);

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
const lines: [string, Query[]][] = FAMILIES.flatMap(([family, queries]) =>
  EACH ? queries.map((q, k): [string, Query[]] => [`${family} ${k + 1}`, [q]]) : [[family, queries]],
);
for (const [family, queries] of lines) {
  if (ONLY && !family.includes(ONLY)) continue;
  const times: number[] = [];
  let matched = 0;
  for (let r = 0; r < RUNS + 3; r++)
    for (const q of queries) {
      const p = plan(store, q);
      const t = performance.now();
      const result = run(store, p);
      const ms = performance.now() - t;
      if (r >= 3) times.push(ms); // warm-up runs left out
      matched = Math.max(matched, result.total);
    }
  times.sort((a, b) => a - b);
  console.log(
    `${family.padEnd(20)} p50 ${pct(times, 0.5).toFixed(2).padStart(7)} ms  p95 ${pct(times, 0.95)
      .toFixed(2)
      .padStart(7)} ms  matches up to ${matched.toLocaleString()}`,
  );
}
