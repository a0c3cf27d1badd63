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
  prepare,
  type Columns,
  type Plan,
  type RunResult,
} from './search-run.js';
import type { ScanJob } from './search-worker.js';

export interface SearchPoolOptions {
  /** Worker threads (0: every search in the main thread). */
  threads: number;
  /** Searches visiting fewer slots than this run in the main thread (a hand-off costs ~0.1 ms). */
  minVisits?: number;
}

export class SearchPool {
  private readonly pool: Piscina | null;
  private readonly minVisits: number;

  constructor(options: SearchPoolOptions) {
    this.minVisits = options.minVisits ?? 20_000;
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
    const prepared = prepare(store, plan);
    const visits = prepared.task.visit ? prepared.task.visit.length : prepared.task.length;
    if (!this.pool || prepared.order || visits < this.minVisits) return answer(store, plan, prepared);
    const live = liveCounts(store, plan, prepared.fixed);
    // The visit list may be a posting list's own memory, which a compaction rewrites: a copy goes.
    const task = { ...prepared.task, visit: prepared.task.visit && prepared.task.visit.slice() };
    const job: ScanJob = { columns: columnsOf(store), plan, task };
    return finish((await this.pool.run(job)) as RunResult, live);
  }

  async close(): Promise<void> {
    await this.pool?.destroy();
  }
}

/** The store's columns as they are now (a later grow or compaction replaces them, not these). */
function columnsOf(store: CategoryStore): Columns {
  const { died, id, make, model, fuel, body, trans, color, seller, doors, seats, owners } = store;
  const { electric, year, engine, range, price, mileage, platforms, lat, lon, relevance } = store;
  const { deal, dealScore, listed, dropped } = store;
  return {
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
