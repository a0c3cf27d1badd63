// `npm run bench:kill`: the recovery proof of DECISIONS 16 — kill -9 of the server mid-crawl, then a
// restart, N trials, 0 lost and 0 duplicated listings. Not part of `npm test` (each trial waits out a
// job lease, 30 s). On PostgreSQL when DATABASE_URL is set (a schema per trial), else PGlite (a fresh
// data folder per trial). Per trial: a demo world of its own (faults on, a small Crawl-delay) that
// stays up across the kill; the real server as a child process, which starts its first_start crawl of
// the empty database; SIGKILL once a random 20-80% of the pages are committed; a restart, which takes
// the crawl jobs over when their leases lapse; the run's end; then the product against /_truth:
//   lost        well-formed postings with no active offer
//   duplicated  offer keys (platform, external id) held twice, plus listings a vehicle is split over
//               beyond what an uninterrupted crawl of the same world (the baseline) splits it over
//   politeness  per host, the gap from the last request before the kill to the first after it (must
//               be at least the effective delay), and the world's smallest gap overall (reported)
// Exit 1 if any trial lost or duplicated anything, did not complete, or shortened a gap at the restart.
// Columns: resume s = kill → the restarted server's first request; regroup = vehicles grouped otherwise
// than in the baseline; mixed = listings holding more than one vehicle; refetch = URLs answered 200
// twice (pages in flight at the kill); retried = crawl jobs claimed more than once.
// Options: --trials=10 --baselines=2 (uninterrupted crawls; the first is the reference, the others show
// how much merging varies without a kill) --vehicles=2000 --crawl-delay=0.2 --seed=11
import { performance } from 'node:perf_hooks';
import { startWorldServer } from '../world/server.js';
import type { Truth } from '../world/world.js';
import {
  checkTruth,
  loadLine,
  prepareDb,
  recordWorldRequests,
  sleep,
  spawnServer,
  waitForRun,
  type ChildServer,
  type TruthCheck,
  type WorldRequest,
} from './crawl-harness.js';

const args = new Map(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string]));
const TRIALS = Number(args.get('trials') ?? 10);
const VEHICLES = Number(args.get('vehicles') ?? 2000);
const CRAWL_DELAY_S = Number(args.get('crawl-delay') ?? 0.2);
const SEED = Number(args.get('seed') ?? 11);
const BASELINES = Number(args.get('baselines') ?? 2);
/** The demo sources' configured min_delay_ms (migration 20261123000510). */
const MIN_DELAY_MS = 100;
const DELAY_MS = Math.max(MIN_DELAY_MS, CRAWL_DELAY_S * 1000);
const RUN_TIMEOUT_MS = 5 * 60_000;

interface Outcome {
  check: TruthCheck;
  pages: number;
  state: string;
  sourcesDone: number;
  sources: number;
  /** Crawl jobs claimed more than once: taken over after the kill, or retried after an error. */
  retried: number;
  killedAtPages?: number;
  target?: number;
  /** kill → first request of the restarted process to any platform; kill → run finished. */
  resumeMs?: number;
  finishMs?: number;
  restartGapMinMs?: number | null;
  worldMinGapMs: number | null;
  refetched: number;
  close: string[];
}

async function currentRun(server: ChildServer): Promise<number> {
  for (let i = 0; i < 200; i++) {
    const status = await server.api('/api/scraping/status');
    if (status.run?.id) return status.run.id as number;
    await sleep(50);
  }
  throw new Error('no first_start run was started');
}

/** One crawl of a fresh world and database; with `killAt` (a fraction of `pages`), a kill -9 and a restart. */
async function trial(label: string, kill: { fraction: number; pages: number } | null): Promise<Outcome> {
  const world = await startWorldServer({
    seed: SEED,
    vehicles: VEHICLES,
    port: 0,
    crawlDelaySeconds: CRAWL_DELAY_S,
  });
  const log = recordWorldRequests();
  const db = await prepareDb('bench-kill', world.port);
  let failed = false;
  let server: ChildServer | null = null;
  try {
    server = await spawnServer(db);
    const runId = await currentRun(server);
    const out: Partial<Outcome> = {};
    let killedAt: number | null = null;
    if (kill) {
      const target = Math.max(1, Math.round(kill.fraction * kill.pages));
      out.target = target;
      for (;;) {
        const run = await server.api(`/api/scraping/runs/${runId}`);
        if (run.totals.pages >= target || run.finishedAt) {
          if (run.finishedAt) throw new Error(`run finished before the kill (${run.totals.pages} pages)`);
          await server.kill();
          killedAt = performance.now();
          out.killedAtPages = run.totals.pages;
          break;
        }
        await sleep(20);
      }
      server = await spawnServer(db);
    }
    const run = await waitForRun(server, runId, RUN_TIMEOUT_MS);
    const finishedAt = performance.now();
    const truth = (await (await fetch(`${world.url}/_truth`)).json()) as Truth;
    const stats = (await (await fetch(`${world.url}/_stats`)).json()) as {
      platforms: Record<string, { minGapMs: number | null }>;
    };
    await server.stop();
    const open = await db.open();
    const check = await checkTruth(open.knex, truth);
    const jobs = (await open.knex('jobs').where('queue', 'scrape.source').select('attempts')) as {
      attempts: number;
    }[];
    await open.close();
    const gaps = Object.values(stats.platforms)
      .map((s) => s.minGapMs)
      .filter((g): g is number => g !== null);
    Object.assign(out, {
      check,
      pages: run.totals.pages,
      state: run.state,
      sources: run.sources.length,
      sourcesDone: run.sources.filter((s: { state: string }) => s.state === 'done').length,
      retried: jobs.filter((j) => j.attempts > 1).length,
      worldMinGapMs: gaps.length ? Math.min(...gaps) : null,
      refetched: refetched(log.requests),
      close: closeCalls(log.requests),
    });
    if (killedAt !== null) {
      const after = log.requests.filter((r) => r.at > killedAt);
      out.resumeMs = after.length ? after[0]!.at - killedAt : undefined;
      out.finishMs = finishedAt - killedAt;
      out.restartGapMinMs = restartGap(log.requests, killedAt);
    }
    console.error(`  ${label}: done`);
    return out as Outcome;
  } catch (error) {
    failed = true;
    const cause = (error as { cause?: Error }).cause;
    throw new Error(`${(error as Error).message}${cause ? ` (${cause.message})` : ''}; kept ${db.dataDir}`);
  } finally {
    if (server?.child.exitCode === null) await server.kill();
    log.close();
    await world.close();
    await db.drop(failed);
  }
}

/** Consecutive requests to one host closer together than the effective delay. */
function closeCalls(requests: WorldRequest[]): string[] {
  const last = new Map<string, WorldRequest>();
  const found: string[] = [];
  for (const r of requests) {
    const prev = last.get(r.host);
    if (prev && r.at - prev.at < DELAY_MS)
      found.push(
        `${r.host}: ${prev.url} (${prev.status}) → ${r.url} after ${(r.at - prev.at).toFixed(1)} ms`,
      );
    last.set(r.host, r);
  }
  return found;
}

/** The smallest gap, over hosts, between the last request before the kill and the first after it. */
function restartGap(requests: WorldRequest[], killedAt: number): number | null {
  let min: number | null = null;
  for (const host of new Set(requests.map((r) => r.host))) {
    const mine = requests.filter((r) => r.host === host);
    const before = mine.filter((r) => r.at <= killedAt).at(-1);
    const after = mine.find((r) => r.at > killedAt);
    if (before && after) min = Math.min(min ?? Infinity, after.at - before.at);
  }
  return min;
}

/** Listing pages (not robots.txt) answered 200 more than once: at most one per host was in flight at the kill. */
function refetched(requests: WorldRequest[]): number {
  const ok = new Map<string, number>();
  for (const r of requests)
    if (r.status === 200 && !r.url.startsWith('/robots.txt'))
      ok.set(`${r.host}${r.url}`, (ok.get(`${r.host}${r.url}`) ?? 0) + 1);
  return [...ok.values()].filter((n) => n > 1).length;
}

const kind = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
console.log(
  `kill -9 mid-crawl on ${kind}: ${VEHICLES} vehicles, Crawl-delay ${CRAWL_DELAY_S} s (effective delay ${DELAY_MS} ms), faults on, ${TRIALS} trials`,
);
const t0 = performance.now();
const ok = (o: Outcome) => o.state === 'completed' && o.sourcesDone === o.sources;
const base = await trial('baseline', null);
if (!ok(base)) throw new Error(`the baseline crawl did not complete: ${base.state}`);
const splitOf = (o: Outcome) => [...o.check.listingsPerVehicle.values()].filter((n) => n > 1).length;
console.log(
  `baseline (uninterrupted): ${base.pages} pages, ${base.check.activeListings} listings, ${base.check.postings} well-formed postings, lost ${base.check.lost.length}, vehicles split ${splitOf(base)}, listings mixing vehicles ${base.check.mixedListings}, world min gap ${base.worldMinGapMs} ms`,
);
for (const c of base.close.slice(0, 5)) console.log(`  too close: ${c}`);

/** Listings a vehicle is split over beyond the baseline's; vehicles grouped differently at all. */
function compare(o: Outcome) {
  let splitExcess = 0;
  const regrouped: string[] = [];
  for (const [id, n] of o.check.listingsPerVehicle) {
    splitExcess += Math.max(0, n - (base.check.listingsPerVehicle.get(id) ?? 0));
    if (o.check.grouping.get(id) !== base.check.grouping.get(id))
      regrouped.push(`vehicle ${id}: ${o.check.grouping.get(id)} (baseline ${base.check.grouping.get(id)})`);
  }
  return { splitExcess, regrouped };
}

const cols =
  'trial\tkill at\tresume s\tdone s\tpages\tlistings\tlost\tdup keys\tsplit+\tregroup\tmixed\tgap ms\tmin gap\tretried\trefetch\tok';
console.log(cols);
let failures = 0;
let closeTrials = base.close.length ? 1 : 0;
const row = (name: string, o: Outcome, verdict: string) => {
  const s = (ms: number | undefined) => (ms === undefined ? '-' : (ms / 1000).toFixed(1));
  const { splitExcess, regrouped } = compare(o);
  const killedAt =
    o.killedAtPages === undefined
      ? '-'
      : `${o.killedAtPages}/${base.pages} (${Math.round((100 * o.killedAtPages) / base.pages)}%)`;
  console.log(
    [
      name,
      killedAt,
      s(o.resumeMs),
      s(o.finishMs),
      o.pages,
      o.check.activeListings,
      o.check.lost.length,
      o.check.duplicateKeys,
      splitExcess,
      regrouped.length,
      o.check.mixedListings,
      o.restartGapMinMs?.toFixed(0) ?? '-',
      `${o.worldMinGapMs ?? '-'}${(o.worldMinGapMs ?? Infinity) < DELAY_MS ? '!' : ''}`,
      o.retried,
      o.refetched,
      verdict,
    ].join('\t'),
  );
  if (o.check.lost.length) console.log(`  lost: ${o.check.lost.slice(0, 10).join(', ')}`);
  for (const r of regrouped.slice(0, 5)) console.log(`  regrouped: ${r}`);
  for (const c of o.close.slice(0, 5)) console.log(`  too close: ${c}`);
  if (o.close.length) closeTrials++;
};
// More uninterrupted crawls: how much the grouping varies with the sources' interleaving alone.
for (let b = 2; b <= BASELINES; b++) {
  const o = await trial(`baseline ${b}`, null);
  row(`base ${b}`, o, ok(o) ? 'baseline' : `baseline ${o.state}`);
}
for (let i = 1; i <= TRIALS; i++) {
  const fraction = 0.2 + Math.random() * 0.6;
  let o: Outcome;
  try {
    o = await trial(`trial ${i}`, { fraction, pages: base.pages });
  } catch (error) {
    failures++;
    console.log(`${i}\tfailed: ${(error as Error).message}`);
    continue;
  }
  const duplicated = o.check.duplicateKeys + compare(o).splitExcess;
  // The restart must keep each host's gap; a short gap elsewhere in the crawl is reported apart.
  const polite = (o.restartGapMinMs ?? Infinity) >= DELAY_MS;
  const good = ok(o) && o.check.lost.length === 0 && duplicated === 0 && o.check.extra === 0 && polite;
  if (!good) failures++;
  row(
    String(i),
    o,
    good ? 'yes' : `NO${ok(o) ? '' : ` (${o.state}, ${o.sourcesDone}/${o.sources} sources done)`}`,
  );
}
console.log(
  `${TRIALS - failures}/${TRIALS} trials clean on ${kind} (0 lost, 0 duplicated, completed, polite) in ${((performance.now() - t0) / 1000).toFixed(0)} s (${loadLine()})`,
);
if (closeTrials)
  console.log(
    `politeness: ${closeTrials} crawl(s) of ${TRIALS + BASELINES} had two requests to one host under ${DELAY_MS} ms apart (not at a restart; see 'too close')`,
  );
process.exit(failures ? 1 : 0);
