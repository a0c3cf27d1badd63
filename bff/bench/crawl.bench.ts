// `npm run bench:crawl`: a full crawl of a large demo world through the real product: the server as a
// child process (`bff/start.ts`: migrations, job queue, crawler, connectors, merging, change feed and
// search index), its first_start run of an empty database, the world in this process on loopback.
// Politeness is taken out of the measurement (Crawl-delay 0, the sources' min_delay_ms 0, faults off)
// so it measures the product, not the waiting. On PostgreSQL (DATABASE_URL, default the local test
// database; a schema of its own, dropped after); PGlite without DATABASE_URL when --pglite is given.
// Prints wall time, pages, listings/s, the server's peak RSS and CPU time, and each source's time.
// Options: --vehicles=100000 --recrawl (a second run over the same world: 304s and unchanged offers).
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { startWorldServer } from '../world/server.js';
import type { Truth } from '../world/world.js';
import {
  checkTruth,
  loadLine,
  prepareDb,
  sleep,
  spawnServer,
  waitForRun,
  type ChildServer,
} from './crawl-harness.js';

const args = new Map(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string]));
const VEHICLES = Number(args.get('vehicles') ?? 100_000);
const RECRAWL = args.has('recrawl');
if (!args.has('pglite')) process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
const TIMEOUT_MS = 3 * 3600_000;

/** The child's user + system CPU time in seconds (/proc/<pid>/stat, clock ticks of 1/100 s). */
function cpuSeconds(server: ChildServer): number {
  try {
    const fields = fs.readFileSync(`/proc/${server.child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** Samples the child's RSS while `work` runs; returns the peak alongside work's result. */
async function withPeakRss<T>(
  server: ChildServer,
  work: () => Promise<T>,
): Promise<{ result: T; peak: number }> {
  let peak = server.rss();
  const timer = setInterval(() => (peak = Math.max(peak, server.rss())), 200);
  try {
    return { result: await work(), peak };
  } finally {
    clearInterval(timer);
  }
}

const mb = (bytes: number) => `${Math.round(bytes / 1048576)} MiB`;
const secs = (from: string | null, to: string | null) =>
  from && to ? ((new Date(to).getTime() - new Date(from).getTime()) / 1000).toFixed(1) : '-';

function report(label: string, run: any, wallS: number, peak: number, cpu: number, listings: number) {
  const t = run.totals;
  console.log(`\n${label}: run ${run.id} ${run.state} in ${wallS.toFixed(1)} s (${loadLine()})`);
  console.log(
    `  ${t.pages} pages (${(t.pages / wallS).toFixed(1)}/s), ${t.seen} records (${Math.round(t.seen / wallS)}/s), added ${t.added}, updated ${t.updated}, removed ${t.removed}, rejected ${t.rejected}, errors ${t.errors}`,
  );
  console.log(
    `  ${listings} active listings → ${Math.round(listings / wallS)} listings/s; server peak RSS ${mb(peak)}, server CPU ${cpu.toFixed(1)} s (${Math.round((100 * cpu) / wallS)}% of one core)`,
  );
  const lastSource = Math.max(
    ...run.sources.map((s: any) => new Date(s.finishedAt ?? run.startedAt).getTime()),
  );
  console.log(
    `  merge step (last source done → run finished): ${secs(new Date(lastSource).toISOString(), run.finishedAt)} s`,
  );
  console.log('  source              pages  records   added  updated  time s  records/s');
  for (const s of run.sources) {
    const time = Number(secs(s.startedAt, s.finishedAt));
    console.log(
      `  ${s.sourceId.padEnd(14)} ${String(s.pages).padStart(10)} ${String(s.seen).padStart(8)} ${String(s.added).padStart(7)} ${String(s.updated).padStart(8)} ${String(time).padStart(7)} ${String(time ? Math.round(s.seen / time) : '-').padStart(10)}  ${s.state}`,
    );
  }
}

const t0 = performance.now();
const world = await startWorldServer({
  vehicles: VEHICLES,
  port: 0,
  crawlDelaySeconds: 0,
  faults: false,
  seed: 3,
});
const worldS = (performance.now() - t0) / 1000;
const db = await prepareDb('bench-crawl', world.port, { minDelayMs: 0 });
console.log(
  `Crawl of a ${VEHICLES}-vehicle demo world (built in ${worldS.toFixed(1)} s, ${mb(process.memoryUsage().rss)} in the benchmark's process) on ${db.kind}; Crawl-delay 0, min delay 0, faults off`,
);
try {
  const server = await spawnServer(db);
  let runId = 0;
  for (let i = 0; !runId && i < 200; i++) {
    runId = (await server.api('/api/scraping/status')).run?.id ?? 0;
    if (!runId) await sleep(50);
  }
  const cpu0 = cpuSeconds(server);
  const first = await withPeakRss(server, () => waitForRun(server, runId, TIMEOUT_MS));
  const firstWall =
    (new Date(first.result.finishedAt).getTime() - new Date(first.result.startedAt).getTime()) / 1000;
  const cpu1 = cpuSeconds(server);
  const truth = (await (await fetch(`${world.url}/_truth`)).json()) as Truth;
  const status = await server.api('/api/scraping/status');
  report('first crawl (empty database)', first.result, firstWall, first.peak, cpu1 - cpu0, status.totalCars);
  if (RECRAWL) {
    const started = await server.api('/api/scraping/start', 'POST');
    const again = await withPeakRss(server, () => waitForRun(server, started.run.id, TIMEOUT_MS));
    const wall =
      (new Date(again.result.finishedAt).getTime() - new Date(again.result.startedAt).getTime()) / 1000;
    report(
      'second crawl (same world: 304s, unchanged)',
      again.result,
      wall,
      again.peak,
      cpuSeconds(server) - cpu1,
      status.totalCars,
    );
  }
  await server.stop();
  const open = await db.open();
  const check = await checkTruth(open.knex, truth);
  await open.close();
  console.log(
    `\nagainst /_truth: ${check.postings} well-formed postings, ${check.lost.length} without an active offer, ${check.duplicateKeys} duplicate keys, ${check.activeListings} active listings for ${truth.vehicles.length} vehicles`,
  );
  const lostBy = new Map<string, number>();
  for (const key of check.lost) lostBy.set(key.split('/')[0]!, (lostBy.get(key.split('/')[0]!) ?? 0) + 1);
  if (lostBy.size)
    console.log(
      `  without an active offer, by source: ${[...lostBy].map(([p, n]) => `${p} ${n}`).join(', ')}`,
    );
} finally {
  await world.close();
  await db.drop();
}
