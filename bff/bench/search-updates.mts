// The search index under a steady stream of updates, in one process and without the server:
//   node --expose-gc --import tsx bff/bench/search-updates.mts [--listings=1000000] [--updates=1000000]
//        [--batch=500] [--embedded]
// loads SearchIndex from the bench database of `npm run bench:search` (schema bench_<N>, or with
// --embedded the PGlite folder /tmp/bench-search-pglite-<N>), then applies `--updates` updates to
// random active listings in batches of `--batch`, as the change feed does (each listing read again,
// its price changed, upserted: it moves to a new slot and its old one dies). The rows are read from
// the database once per batch before the clock starts, so the figures are the index's alone. Prints
// the time the thread was held per batch (median, p99, max), every compaction (when, how long the
// thread was held), and the process's memory after each tenth of the updates (after a full GC), so a
// growing index shows. Wrap it in `flock /tmp/bench.lock`; prefix `MALLOC_MMAP_THRESHOLD_=2097152` to
// measure the allocator as `npm start` sets it (docs/operations.md).
import os from 'node:os';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { loadConfig } from '../config.js';
import { createDb } from '../../db/index.js';
import { CATEGORIES } from '../../db/reference/types.js';
import { SearchIndex } from '../plugins/search/index-lifecycle.js';
import { loadIndexRows } from '../plugins/search/queries.js';
import { warmOrders } from '../plugins/search/sort-order.js';

const args = new Map(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string]));
const N = Number(args.get('listings') ?? 1_000_000);
const UPDATES = Number(args.get('updates') ?? 1_000_000);
const BATCH = Number(args.get('batch') ?? 500);
const gc =
  (globalThis as { gc?: () => void }).gc ??
  (() => console.warn('(run with --expose-gc for settled figures)'));

const db = args.has('embedded')
  ? await createDb({ dataDir: `/tmp/bench-search-pglite-${N}` })
  : await createDb({
      databaseUrl: loadConfig().databaseUrl ?? 'postgres://postgres@127.0.0.1:5432/test',
      schema: `bench_${N}`,
    });
const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;
const memory = () => {
  const m = process.memoryUsage();
  return `RSS ${mib(m.rss)}, JS heap ${mib(m.heapUsed)}, array buffers ${mib(m.arrayBuffers)}`;
};
const loadavg = () =>
  `load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} (${os.cpus().length} CPUs)`;

const index = new SearchIndex(db.knex, {});
await index.load();
for (const category of CATEGORIES) warmOrders(index.stores[category]);
gc();
console.log(`bench_${N}: ${index.size.toLocaleString()} listings loaded; ${loadavg()}`);
console.log(`after the load (full GC): ${memory()}`);

// Every active id, to pick from (an update never changes which listings are active).
const ids: number[] = [];
for (const category of CATEGORIES) {
  const store = index.stores[category];
  for (let s = 0; s < store.length; s++) if (store.slot(store.id[s]!) === s) ids.push(store.id[s]!);
}
let seed = 20261124;
const random = () => {
  seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
  return seed / 2 ** 32;
};

// Each compaction: all at once (compact(), holding the thread throughout) or in slices (compactInSlices(),
// in an index that has it: its wall time, the thread free between slices).
const compactions: { at: number; ms: number; category: string; how: string }[] = [];
let applied = 0;
for (const category of CATEGORIES) {
  const store = index.stores[category];
  const compact = store.compact.bind(store);
  store.compact = () => {
    const t0 = performance.now();
    compact();
    compactions.push({ at: applied, ms: performance.now() - t0, category, how: 'at once' });
  };
  if ('compactInSlices' in store) {
    const inSlices = store.compactInSlices.bind(store);
    store.compactInSlices = async (sliceMs?: number) => {
      const t0 = performance.now();
      const done = await inSlices(sliceMs);
      const slices = store.lastSlices!;
      compactions.push({
        at: applied,
        ms: performance.now() - t0,
        category,
        how: `in ${slices.count} slices, the longest ${slices.longestMs.toFixed(0)} ms; wall`,
      });
      return done;
    };
  }
}

const held: number[] = [];
// How late a 1 ms timer fires: how long the thread was held at a stretch (by a batch, a compaction…).
const delay = monitorEventLoopDelay({ resolution: 1 });
delay.enable();
const started = performance.now();
let reading = 0;
while (applied < UPDATES) {
  const batch = Array.from(
    { length: Math.min(BATCH, UPDATES - applied) },
    () => ids[Math.floor(random() * ids.length)]!,
  );
  const r0 = performance.now();
  const rows = await loadIndexRows(db.knex, { ids: batch });
  reading += performance.now() - r0;
  for (const row of rows) row.price = Math.max(100, row.price + Math.round((random() - 0.5) * 50_000));
  // What SearchIndex.apply does with the rows it read (an older build without applyRows: the same by hand).
  const t0 = performance.now();
  if ('applyRows' in index) await index.applyRows(batch, rows);
  else {
    for (const row of rows) (index as SearchIndex).stores[row.category].upsert(row);
    (index as SearchIndex).version++;
  }
  held.push(performance.now() - t0);
  applied += batch.length;
  if (applied % (UPDATES / 10) < BATCH) {
    // A full GC holds the thread for its own sake (~0.4 s): not counted as the index's delay.
    delay.disable();
    gc();
    delay.enable();
    console.log(`${applied.toLocaleString()} updates: ${memory()}`);
  }
  // Let whatever the index scheduled (a compaction in slices) run, as the event loop would.
  await new Promise((resolve) => setImmediate(resolve));
}
const wall = performance.now() - started - reading;
const sorted = [...held].sort((a, b) => a - b);
const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(1);
console.log(
  `${UPDATES.toLocaleString()} updates in batches of ${BATCH}: ${(wall / 1000).toFixed(1)} s of index work ` +
    `(reading rows not counted); a batch's apply (waits for a compaction included): median ${at(0.5)} ms, ` +
    `p99 ${at(0.99)} ms, max ${at(1)} ms`,
);
delay.disable();
console.log(
  `event loop delay (the thread held at a stretch): p50 ${(delay.percentile(50) / 1e6).toFixed(1)} ms, ` +
    `p99 ${(delay.percentile(99) / 1e6).toFixed(1)} ms, p99.9 ${(delay.percentile(99.9) / 1e6).toFixed(1)} ms, ` +
    `max ${(delay.max / 1e6).toFixed(0)} ms`,
);
for (const c of compactions)
  console.log(
    `  compaction of ${c.category} after ${c.at.toLocaleString()} updates, ${c.how}: ${c.ms.toFixed(0)} ms`,
  );
const parts: Record<string, number> = {};
for (const category of CATEGORIES)
  for (const [part, bytes] of Object.entries(index.stores[category].memory()))
    parts[part] = (parts[part] ?? 0) + bytes;
console.log(
  `index parts at the end: ${Object.entries(parts)
    .map(([part, bytes]) => `${part} ${mib(bytes)}`)
    .join(', ')}`,
);
gc();
console.log(`at the end (full GC): ${memory()}; ${loadavg()}`);
await db.close();
