// Searches on every core: a scan over many slots runs in a pool of worker threads that read the
// category stores' columns in shared memory (the index is held once), so the event loop keeps
// serving while a search counts. Everything that needs the index's own structures (dictionaries,
// posting lists, sort orders) is done here first, in the main thread, and is cheap: a search that
// visits few slots, or reads its page off a sort order, is answered here without a round trip.
//
// Consistency: a task names the store's length and removal count at the moment it was made; the
// scan counts exactly the listings live at that moment (a later write adds slots beyond the length,
// marks removals with a higher number, and a compaction writes new columns), so a search sees the
// index before or after a change, never half of one.
import { Piscina } from 'piscina';
import { workerModule } from '../../lib/worker-module.js';
import type { CategoryStore } from './search-index.js';
import {
  answer,
  finish,
  liveCounts,
  pageOf,
  prepare,
  scannedAfterAll,
  withGroups,
  type Columns,
  type Plan,
  type Prepared,
  type RunResult,
} from './search-run.js';
import { scan, visitsOf } from './search-scan.js';
import type { ScanJob } from './search-worker.js';

export interface SearchPoolOptions {
  /** Worker threads (0: every search in the main thread). */
  threads: number;
  /** Searches visiting fewer slots than this run in the main thread (a hand-off costs ~0.1 ms). */
  minVisits?: number;
  /** prepare()'s bitWeight (tests: 0 counts every search it can by bitmaps). */
  bitWeight?: number;
}

export class SearchPool {
  private readonly pool: Piscina | null;
  private readonly minVisits: number;
  private readonly threads: number;
  private readonly bitWeight: number;
  /** Searches handed to the threads and not yet answered. */
  private inFlight = 0;

  constructor(options: SearchPoolOptions) {
    this.minVisits = options.minVisits ?? 20_000;
    this.threads = options.threads;
    this.bitWeight = options.bitWeight ?? 1;
    const worker = workerModule('search-worker', import.meta.url);
    this.pool =
      options.threads > 0
        ? new Piscina({
            // TypeScript like the server (the same loader), or its compiled entry point in the built server.
            filename: worker.url.href,
            execArgv: worker.execArgv,
            // Started when a search first needs one (a small catalogue never does), kept while used.
            minThreads: 0,
            maxThreads: options.threads,
            idleTimeout: 60_000,
          })
        : null;
  }

  async run(store: CategoryStore, plan: Plan): Promise<RunResult> {
    const prepared = prepare(store, plan, undefined, undefined, this.bitWeight);
    const visits = visitsOf(prepared.task);
    // A page off a sort order is read here, and a search visiting few slots is scanned here.
    if (!this.pool || prepared.order || visits < this.minVisits) return answer(store, plan, prepared);
    if (prepared.banded) {
      // Counted by groups (band-counts.ts): the page is read here, now, and the edges' slots are
      // scanned on a thread, as of the same moment (the task's length and removals).
      const slots = prepared.banded.page();
      if (!slots) return this.scanned(store, plan, scannedAfterAll(store, plan, prepared));
      const page = pageOf(store, plan, slots);
      const live = liveCounts(store, plan, prepared);
      return finish(withGroups(prepared.banded, page, await this.scanned(store, plan, prepared)), live);
    }
    return this.scanned(store, plan, prepared);
  }

  /** The prepared search's scan, on the threads (split, one part in this thread). */
  private async scanned(store: CategoryStore, plan: Plan, prepared: Prepared): Promise<RunResult> {
    const pool = this.pool!;
    const visits = visitsOf(prepared.task);
    const live = liveCounts(store, plan, prepared);
    const columns = columnsOf(store);
    // The worker reads neither: the text's matches are the task's bitmap.
    const sent: Plan = plan.text ? { ...plan, text: null } : plan;
    // With every thread idle (a quiet server), one search is split into as many parts as there are
    // threads, one of them scanned in this thread: its answer comes in a fraction of the time. Under
    // load each search keeps to one thread, which costs least.
    const end = plan.offset + plan.limit;
    const parts =
      this.inFlight === 0 && end <= prepared.task.heapUpTo && visits >= 2 * this.minVisits ? this.threads : 1;
    this.inFlight++;
    try {
      const { visit, visitBits } = prepared.task;
      if (parts === 1) {
        // The visit list may be a posting list's own memory, which a compaction rewrites: a copy goes.
        const task = { ...prepared.task, visit: visit && visit.slice() };
        const job = { columns, plan: sent, task } satisfies ScanJob;
        return finish((await pool.run(job, { transferList: moved(job) })) as RunResult, live);
      }
      const jobs: ScanJob[] = [];
      // A list's entries, a bitmap's words (a text search's matches, spread over the store), or slots.
      const size = visit ? visit.length : visitBits ? visitBits.bits.length : visits;
      for (let k = 0; k < parts; k++) {
        const from = Math.floor((size * k) / parts);
        const to = Math.floor((size * (k + 1)) / parts);
        // Each part ranks its own first `end` matches; the page is taken from their merge. The first
        // part is scanned here and now, before anything can change, so it reads the list in place.
        const part = visit && (k === 0 ? visit.subarray(from, to) : visit.slice(from, to));
        const task = { ...prepared.task, visit: part, part: { from, to } };
        jobs.push({ columns, plan: { ...sent, offset: 0, limit: end }, task });
      }
      // The other parts go to the threads first; this thread scans the first part meanwhile, rather
      // than wait the ~0.2-0.5 ms a sleeping thread takes to wake (the server is quiet, so nothing
      // else is kept waiting long: a part is ~0.5 ms at a million listings).
      const [here, ...posted] = jobs as [ScanJob, ...ScanJob[]];
      const answers = posted.map((job) => pool.run(job, { transferList: moved(job) }) as Promise<RunResult>);
      const results = [scan(here.columns, here.plan, here.task), ...(await Promise.all(answers))];
      return finish(merge(results, plan.offset, plan.limit), live);
    } finally {
      this.inFlight--;
    }
  }

  async close(): Promise<void> {
    await this.pool?.destroy();
  }
}

/** One answer from the parts of a split search: totals and counts added, pages merged by key, then id. */
export function merge(parts: RunResult[], offset: number, limit: number): RunResult {
  const [first, ...rest] = parts as [RunResult, ...RunResult[]];
  let total = first.total;
  for (const part of rest) {
    total += part.total;
    part.counts.forEach((counts, facet) => {
      const into = first.counts[facet] as Int32Array;
      for (let k = 0; k < into.length; k++) into[k]! += counts[k] as number;
    });
  }
  const page = parts
    .flatMap((part) => part.page)
    .sort((a, b) => (a.key as number) - (b.key as number) || a.id - b.id)
    .slice(offset, offset + limit)
    .map(({ slot, id, distance }) => ({ slot, id, distance }));
  return { total, counts: first.counts, page };
}

/**
 * What a job hands over rather than copies: its visit list, a copy made for it alone (a text
 * search's matches can be 800 KB at a million listings). The columns are shared, never moved.
 */
function moved(job: ScanJob): ArrayBuffer[] {
  const { visit, visitBits, part } = job.task;
  if (visit && visit.buffer instanceof ArrayBuffer) return [visit.buffer];
  // A bitmap made for this search alone (bit-counts.ts), unless its parts share it (then copied).
  return visitBits && !part && visitBits.bits.buffer instanceof ArrayBuffer ? [visitBits.bits.buffer] : [];
}

/** The store's columns as they are now (a later grow or compaction replaces them, not these). */
function columnsOf(store: CategoryStore): Columns {
  const { died, id, make, model, fuel, body, trans, color, seller, doors, seats, owners } = store;
  const { electric, year, engine, range, price, mileage, platforms, lat, lon, relevance } = store;
  const { deal, dealScore, listed, dropped, joint } = store;
  return {
    joint,
    deal,
    dealScore,
    listed,
    dropped,
    died,
    id,
    make,
    model,
    fuel,
    body,
    trans,
    color,
    seller,
    doors,
    seats,
    owners,
    electric,
    year,
    engine,
    range,
    price,
    mileage,
    platforms,
    lat,
    lon,
    relevance,
  };
}
