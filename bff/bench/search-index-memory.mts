// The search index's start-up load and memory, in one process and without the server:
//   node --expose-gc --import tsx bff/bench/search-index-memory.mts [--listings=1000000] [--embedded]
//        [--text-worker=auto|on|off] [--snapshot=<file>] [--runs=20] [--searches=a,b]
// loads SearchIndex from the bench database of `npm run bench:search` (schema bench_<N> of the
// PostgreSQL in DATABASE_URL, or with --embedded the PGlite folder /tmp/bench-search-pglite-<N>), and
// prints the load's wall and CPU time, the process's memory before and after (after a full GC), the
// bytes of each part of the index, and the engine-only time of free-text searches (the HTTP mix's
// eight, or `--searches`): matching the words, then the run over the matches (no SQL, no JSON); then
// of the HTTP mix's eight searches by place and radius (prepare, then the answer). With
// --snapshot it loads from (and writes) that snapshot file as the server does. Wrap it in
// `flock /tmp/bench.lock`.
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { loadConfig } from '../config.js';
import { createDb } from '../../db/index.js';
import { CATEGORIES } from '../../db/reference/types.js';
import { SharedBitmaps } from '../plugins/search/columns.js';
import { SearchIndex } from '../plugins/search/index-lifecycle.js';
import { answer, prepare, run, type Plan } from '../plugins/search/search-run.js';
import { resolveLocation } from '../../db/reference/uk-places.js';
import { warmOrders } from '../plugins/search/sort-order.js';
import { TextIndex, type TextMatch } from '../plugins/search/text-index.js';
import { WORKER_FROM_BYTES } from '../plugins/search/text-build.js';

const args = new Map(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string]));
const N = Number(args.get('listings') ?? 1_000_000);
const RUNS = Number(args.get('runs') ?? 20);
const worker = args.get('text-worker') ?? 'auto';
const gc =
  (globalThis as { gc?: () => void }).gc ??
  (() => console.warn('(run with --expose-gc for settled figures)'));

const db = args.has('embedded')
  ? await createDb({ dataDir: `/tmp/bench-search-pglite-${N}` })
  : await createDb({
      databaseUrl: loadConfig().databaseUrl ?? 'postgres://postgres@127.0.0.1:5432/test',
      schema: `bench_${N}`,
    });
const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;
const memory = () => {
  const m = process.memoryUsage();
  return `RSS ${mib(m.rss)}, JS heap ${mib(m.heapUsed)} of ${mib(m.heapTotal)}, array buffers ${mib(m.arrayBuffers)}`;
};
const loadavg = () =>
  `load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} (${os.cpus().length} CPUs)`;

gc();
console.log(
  `${db.kind} ${args.has('embedded') ? `/tmp/bench-search-pglite-${N}` : `bench_${N}`}; ${loadavg()}`,
);
console.log(`before the load: ${memory()}`);
const index = new SearchIndex(db.knex, {
  textWorkerFromBytes: worker === 'on' ? 0 : worker === 'off' ? Number.POSITIVE_INFINITY : WORKER_FROM_BYTES,
  snapshotFile: args.get('snapshot'),
});
const cpu = process.cpuUsage();
const loop = performance.eventLoopUtilization();
const started = performance.now();
await index.load();
for (const category of CATEGORIES) warmOrders(index.stores[category]);
const wall = performance.now() - started;
const used = process.cpuUsage(cpu);
const busy = performance.eventLoopUtilization(loop).active;
console.log(
  `load from the ${index.lastLoad?.from} (${index.lastLoad?.changed} read again): ` +
    `${index.size.toLocaleString()} listings in ${(wall / 1000).toFixed(2)} s (sort orders included); ` +
    `CPU ${((used.user + used.system) / 1e6).toFixed(2)} s, main thread busy ${(busy / 1000).toFixed(2)} s, ` +
    `text worker ${index.lastLoad?.textWorkerMs === null ? 'none' : `busy ${((index.lastLoad?.textWorkerMs ?? 0) / 1000).toFixed(2)} s`}; ${loadavg()}`,
);
console.log(`after the load: ${memory()}`);
gc();
console.log(`after a full GC: ${memory()}`);

const parts: Record<string, number> = {};
for (const category of CATEGORIES)
  for (const [part, bytes] of Object.entries(index.stores[category].memory()))
    parts[part] = (parts[part] ?? 0) + bytes;
const shape = index.stores.car.text.shape;
console.log(
  `index parts (all categories): ${Object.entries(parts)
    .map(([part, bytes]) => `${part} ${mib(bytes)}`)
    .join(', ')}; cars' words: ${shape.words.toLocaleString()} distinct, ` +
    `${shape.postings.toLocaleString()} postings, ${shape.bitmaps} lists as bitmaps`,
);

// Engine-only free text at the cars' store: the words' matches, then the run over them (page 1 of 24).
const store = index.stores.car;
const plan = (text: TextMatch | null): Plan => ({
  minPrice: 0,
  maxPrice: 2 ** 31 - 1,
  minYear: 0,
  maxYear: 65535,
  maxMileage: 2 ** 31 - 1,
  doors: null,
  seats: null,
  color: null,
  maxOwners: 255,
  minEngine: 0,
  maxEngine: 65535,
  electric: null,
  minRange: 0,
  text: text && { bits: text.bits, count: text.count },
  titleHit: text && text.titleHits,
  geo: null,
  makes: null,
  models: null,
  fuels: null,
  bodies: null,
  transmissions: null,
  sellers: null,
  platformMask: 0,
  deals: null,
  droppedSince: 0,
  sort: 'relevance',
  descending: false,
  offset: 0,
  limit: 24,
});
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
// The HTTP mix's free-text family (search-http.ts), or `--searches=a,b`.
const SEARCHES = args.get('searches')?.split(',') ?? [
  'm sport',
  'heated seats',
  'golf gti',
  'panoramic roof',
  'apple carplay',
  'st-line',
  'leather',
  'reversing camera',
];
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)]!;
const bitmaps = new SharedBitmaps();
for (const search of SEARCHES) {
  const matchMs: number[] = [];
  const totalMs: number[] = [];
  let total = 0;
  for (let i = -3; i < RUNS; i++) {
    const t0 = performance.now();
    const text = store.text.match(TextIndex.queryWords(search), store.length, bitmaps);
    const t1 = performance.now();
    total = run(store, plan(text)).total;
    const t2 = performance.now();
    // Given back for the next search, as the search service does.
    bitmaps.give(text.bits);
    bitmaps.give(text.titleHits);
    if (i >= 0) {
      matchMs.push(t1 - t0);
      totalMs.push(t2 - t0);
    }
  }
  console.log(
    `"${search}": ${total.toLocaleString()} matches; words ${median(matchMs).toFixed(2)} ms, ` +
      `words + run ${median(totalMs).toFixed(2)} ms (p95 ${p95(totalMs).toFixed(2)}; median of ${RUNS})`,
  );
}
// Engine-only radius searches at the cars' store: the HTTP mix's postcode radius family.
const RADII: [string, number, Plan['sort']][] = [
  ['M1 1AE', 30, 'relevance'],
  ['B1 1AA', 25, 'distance'],
  ['LS1', 50, 'relevance'],
  ['EH1 1YZ', 40, 'relevance'],
  ['CF10 1AA', 20, 'relevance'],
  ['BS1 4DJ', 35, 'distance'],
  ['NE1', 60, 'relevance'],
  ['Norwich', 15, 'relevance'],
];
for (const [location, radius, sort] of RADII) {
  const place = resolveLocation(location)!;
  const geo = { lat: place.lat, lon: place.lon, radius };
  const byPlace: Plan = { ...plan(null), geo, sort, descending: sort === 'relevance' };
  const prepareMs: number[] = [];
  const answerMs: number[] = [];
  let total = 0;
  for (let i = -3; i < RUNS; i++) {
    const t0 = performance.now();
    const prepared = prepare(store, byPlace);
    const t1 = performance.now();
    total = answer(store, byPlace, prepared).total;
    const t2 = performance.now();
    if (i >= 0) {
      prepareMs.push(t1 - t0);
      answerMs.push(t2 - t1);
    }
  }
  console.log(
    `${location}, ${radius} miles${sort === 'distance' ? ', by distance' : ''}: ${total.toLocaleString()} matches; ` +
      `prepare ${median(prepareMs).toFixed(2)} ms, answer ${median(answerMs).toFixed(2)} ms ` +
      `(p95 ${p95(answerMs).toFixed(2)}; median of ${RUNS})`,
  );
}
await index.saveSnapshot();
console.log(`at the end: ${memory()}; ${loadavg()}`);
await db.close();
