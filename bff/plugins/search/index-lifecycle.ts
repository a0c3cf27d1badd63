// The search index as a whole: a store per category (search-index.ts), loaded at start-up from the
// database or a snapshot (index-build.ts, ADR 9), kept up to date by the change feed (apply), and
// written back to its snapshot.
import { performance } from 'node:perf_hooks';
import type { Knex } from 'knex';
import { CATEGORIES, type Category } from '../../../db/reference/types.js';
import { emptyStores, loadFromDatabase, loadFromSnapshot, saveSnapshot } from './index-build.js';
import { loadIndexRows, snapshotIdentity, type IndexRow, type SnapshotIdentity } from './queries.js';
import type { CategoryStore } from './search-index.js';

/** What applying a change did to one listing in this index: where it was and where it is now. */
export interface IndexDelta {
  id: number;
  before: Category | null;
  after: Category | null;
}

export interface SearchIndexOptions {
  /** Tables larger than this are loaded with a text worker process (tests lower it). */
  textWorkerFromBytes?: number;
  /** Where a snapshot of the index is kept between runs (index-build.ts); none: always read it all. */
  snapshotFile?: string | undefined;
  /** A background compaction's slices (CategoryStore.compactInSlices); tests use 0: one step a slice. */
  compactionSliceMs?: number;
  log?: { info(data: object, message?: string): void; warn(data: object, message?: string): void };
}

export class SearchIndex {
  stores: Record<Category, CategoryStore> = emptyStores();
  /** Goes up whenever the index changes: an answer computed at one version is the answer until the next. */
  version = 0;
  /**
   * False until the first load has finished. Until then the stores are empty: searches are refused
   * (503, try again shortly) rather than answered from nothing, and health says the index is warming.
   */
  ready = false;
  /** Listings read so far by the load under way; null when none is. */
  loading: number | null = null;
  /**
   * The last load: where from, listings, milliseconds, listings read again over a snapshot, and the
   * text worker's share (null: no worker).
   */
  lastLoad: {
    from: 'database' | 'snapshot';
    listings: number;
    ms: number;
    changed: number;
    textWorkerMs: number | null;
  } | null = null;
  private readonly firstLoad: Promise<void>;
  private loaded = () => {};
  /** The version last written to the snapshot. */
  private savedVersion = -1;
  /** A store's compaction under way (compactInBackground), if any. */
  private compacting: Promise<void> | null = null;

  constructor(
    private readonly knex: Knex,
    private readonly options: SearchIndexOptions = {},
  ) {
    this.firstLoad = new Promise((resolve) => (this.loaded = resolve));
  }

  /** Resolves once the first load has finished. */
  whenReady(): Promise<void> {
    return this.firstLoad;
  }

  /**
   * Reads every active listing into a fresh index, or takes the snapshot brought up to date, and
   * swaps it in: at start-up, and again if the change feed lost its place (the old index answers
   * meanwhile). docs/operations.md has the times.
   */
  async load(): Promise<void> {
    const { snapshotFile: file, log } = this.options;
    this.loading = 0;
    const started = performance.now();
    let fresh: Promise<SnapshotIdentity> | null = null;
    try {
      const restored = file
        ? await loadFromSnapshot(this.knex, file).catch((error: unknown) => {
            log?.warn({ event: 'search_index.snapshot_unusable', err: error }, 'Index snapshot not used');
            return null;
          })
        : null;
      if (restored) {
        this.stores = restored.stores;
        this.lastLoad = {
          from: 'snapshot',
          listings: this.size,
          ms: performance.now() - started,
          changed: restored.changed + restored.removed,
          textWorkerMs: null,
        };
      } else {
        // What the snapshot written of this load will say it was read from (and when).
        if (file) fresh = snapshotIdentity(this.knex);
        const loaded = await loadFromDatabase(this.knex, {
          textWorkerFromBytes: this.options.textWorkerFromBytes,
          onListing: () => this.loading!++,
        });
        this.stores = loaded.stores;
        this.lastLoad = {
          from: 'database',
          listings: this.size,
          ms: performance.now() - started,
          changed: 0,
          textWorkerMs: loaded.textWorkerMs,
        };
      }
    } finally {
      this.loading = null;
    }
    this.version++;
    if (!this.ready) {
      this.ready = true;
      this.loaded();
    }
    // A snapshot of what was read, once the index answers (writing holds the thread ~0.5 s).
    if (file && (fresh || this.lastLoad.changed > 0)) {
      const identity = await (fresh ?? snapshotIdentity(this.knex));
      setImmediate(() => this.saveSnapshot(identity));
    } else this.savedVersion = this.version;
  }

  /**
   * Writes the snapshot (if the index keeps one and changed since it was last written): after a load,
   * and when the server stops, so the next start reads only what changed meanwhile.
   */
  saveSnapshot(identity?: SnapshotIdentity): Promise<void> {
    const { snapshotFile: file, log } = this.options;
    if (!file || !this.ready || this.savedVersion === this.version) return Promise.resolve();
    // A compaction under way finishes first (pack() would otherwise compact under it).
    return this.settled()
      .then(() => identity ?? snapshotIdentity(this.knex))
      .then((id) => {
        const started = performance.now();
        const version = this.version;
        const bytes = saveSnapshot(file, this.stores, id);
        this.savedVersion = version;
        log?.info(
          { event: 'search_index.snapshot_written', bytes, ms: Math.round(performance.now() - started) },
          'Search index snapshot written',
        );
      })
      .catch((error: unknown) =>
        log?.warn({ event: 'search_index.snapshot_failed', err: error }, 'Index snapshot not written'),
      );
  }

  /**
   * Brings the given listings up to date from the database (the change feed calls it; nothing else
   * should) and says what moved. Idempotent: it reads current state, whatever the change was.
   */
  async apply(ids: number[]): Promise<IndexDelta[]> {
    if (ids.length === 0) return [];
    return this.applyRows(ids, await loadIndexRows(this.knex, { ids }));
  }

  /**
   * apply() with the listings' rows already read (`rows`: those of `ids` that exist). Waits while a
   * store compacts (its compaction reads the store in slices between other work), then starts the
   * compaction of any store that has collected enough dead slots.
   */
  async applyRows(ids: number[], rows: IndexRow[]): Promise<IndexDelta[]> {
    while (this.compacting) await this.compacting;
    const found = new Map(rows.map((row) => [row.id, row]));
    const deltas = ids.map((id) => {
      const before = this.categoryOf(id);
      const row = found.get(id);
      const after = row && row.status === 'active' ? row.category : null;
      if (before && before !== after) this.stores[before].remove(id);
      if (row && after) this.stores[after].upsert(row);
      return { id, before, after };
    });
    this.version++;
    const due = CATEGORIES.find((category) => this.stores[category].wantsCompaction);
    if (due) this.compactInBackground(due);
    return deltas;
  }

  /** Resolves once no store is compacting (tests, and a clean stop). */
  async settled(): Promise<void> {
    while (this.compacting) await this.compacting;
  }

  /**
   * Compacts a store off the request path (CategoryStore.compactInSlices): searches keep reading the
   * store as it was, and changes wait (applyRows) until the compacted store is in place.
   */
  private compactInBackground(category: Category): void {
    const store = this.stores[category];
    const started = performance.now();
    const slots = store.length;
    this.compacting = store
      .compactInSlices(this.options.compactionSliceMs)
      .then(
        (done) =>
          this.options.log?.info(
            {
              event: 'search_index.compacted',
              category,
              done,
              slots,
              listings: store.count,
              ms: Math.round(performance.now() - started),
              slices: store.lastSlices?.count,
              longestSliceMs: Math.round(store.lastSlices?.longestMs ?? 0),
            },
            'Search index store compacted',
          ),
        (error: unknown) =>
          this.options.log?.warn(
            { event: 'search_index.compaction_failed', category, err: error },
            'Compaction failed',
          ),
      )
      .finally(() => {
        this.compacting = null;
      });
  }

  categoryOf(id: number): Category | null {
    return CATEGORIES.find((c) => this.stores[c].slot(id) !== undefined) ?? null;
  }

  get size(): number {
    return CATEGORIES.reduce((sum, c) => sum + this.stores[c].count, 0);
  }
}
