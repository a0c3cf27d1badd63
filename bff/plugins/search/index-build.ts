// Where the search index comes from at start-up (ADR 9): the database (every active listing, as
// binary COPY, its words indexed in a worker process), or a snapshot of the index on disk checked
// against the database. A snapshot is only a shortcut: each listing in it carries the version of the
// row it was read from (xmin and ctid); the table's current versions are read (cheap: no text), and
// every listing whose version differs, or that is gone or new, is read again. Any update makes a new
// row version, so an unchanged version is an unchanged row. When too much has changed, or the snapshot
// is of another database, schema, migration or format, the index is read from the database instead.
import type { Knex } from 'knex';
import { CATEGORIES, type Category } from '../../../db/reference/types.js';
import { STORE_COLUMNS } from './columns.js';
import { readActiveListings, readRowVersions } from './index-load.js';
import {
  openSnapshotFile,
  writeSnapshotFile,
  type SnapshotArray,
  type SnapshotReader,
} from './index-snapshot.js';
import { activeListingCounts, loadIndexRows, snapshotIdentity, type SnapshotIdentity } from './queries.js';
import { CategoryStore } from './search-index.js';
import { textBuilderFor } from './text-build.js';
import { TextIndex } from './text-index.js';

/** Bumped whenever what a snapshot holds changes meaning: an older file is then not used. */
export const SNAPSHOT_FORMAT = 6;
/** A snapshot is used only while fewer than this share of listings changed since (else a full read). */
const MAX_CHANGED_SHARE = 0.25;
/** Nor once this many transactions have passed (a row version's xmin is 32 bits, and wraps). */
const MAX_XID_AGE = 2n ** 30n;

export type Stores = Record<Category, CategoryStore>;

export const emptyStores = (): Stores => ({
  car: new CategoryStore('car'),
  motorcycle: new CategoryStore('motorcycle'),
  van: new CategoryStore('van'),
});

export interface DatabaseLoad {
  stores: Stores;
  textWorkerMs: number | null;
}

/** Reads every active listing into fresh stores; `onListing` counts them as they come. */
export async function loadFromDatabase(
  knex: Knex,
  { textWorkerFromBytes, onListing }: { textWorkerFromBytes?: number; onListing: () => void },
): Promise<DatabaseLoad> {
  // Sized once from a count (arrays grown step by step leave their old copies behind as garbage).
  const { counts, tableBytes } = await activeListingCounts(knex);
  const texts = textBuilderFor(counts, tableBytes, textWorkerFromBytes);
  try {
    const stores = emptyStores();
    for (const category of CATEGORIES) stores[category].reserve(counts[category]);
    await readActiveListings(
      knex,
      ({ row, text }) => {
        // Each id comes once, so nothing dies and nothing compacts: slots stay where the text went.
        texts.add(row.category, stores[row.category].place(row), text);
        onListing();
      },
      { backpressure: () => texts.backpressure() },
    );
    const slots = (c: Category) => stores[c].length;
    const built = await texts.finish({
      car: slots('car'),
      motorcycle: slots('motorcycle'),
      van: slots('van'),
    });
    for (const category of CATEGORIES) stores[category].trim(built[category]);
    return { stores, textWorkerMs: texts.inWorker ? texts.busyMs : null };
  } finally {
    await texts.close();
  }
}

interface StoreMeta {
  length: number;
  dictionaries: Record<(typeof DICTIONARIES)[number], string[]>;
  modelMake: number[];
  modelNameOf: number[];
  text: { strings: string[]; frozen: number; lists: number };
}
interface SnapshotMeta {
  format: number;
  identity: SnapshotIdentity;
  stores: Record<Category, StoreMeta>;
}
const DICTIONARIES = [
  'makes',
  'models',
  'modelName',
  'fuels',
  'bodies',
  'transmissions',
  'colours',
  'sellers',
] as const;

/** Writes the stores to `file` (packing them first: see CategoryStore.pack). Returns the bytes written. */
export function saveSnapshot(file: string, stores: Stores, identity: SnapshotIdentity): number {
  const arrays: [string, SnapshotArray][] = [];
  const meta: SnapshotMeta = { format: SNAPSHOT_FORMAT, identity, stores: {} as Record<Category, StoreMeta> };
  for (const category of CATEGORIES) {
    const store = stores[category];
    store.pack();
    const n = store.length;
    for (const column of STORE_COLUMNS) arrays.push([`${category}.${column}`, store[column].subarray(0, n)]);
    const { tokens, postings, stop } = store.text.toParts();
    arrays.push(
      [`${category}.tokens.hashes`, tokens.hashes],
      [`${category}.tokens.starts`, tokens.starts],
      [`${category}.tokens.bytes`, tokens.bytes],
      [`${category}.tokens.table`, tokens.table],
      [`${category}.text.stop`, stop],
      [`${category}.postings.kind`, postings.kind],
      [`${category}.postings.offset`, postings.offset],
      [`${category}.postings.extent`, postings.extent],
      [`${category}.postings.count`, postings.count],
      [`${category}.postings.arena`, postings.arena],
      [`${category}.postings.gaps`, postings.gaps],
    );
    meta.stores[category] = {
      length: n,
      dictionaries: Object.fromEntries(
        DICTIONARIES.map((d) => [d, store[d].values]),
      ) as StoreMeta['dictionaries'],
      modelMake: store.modelMake,
      modelNameOf: store.modelNameOf,
      text: { strings: tokens.strings, frozen: postings.frozen, lists: postings.lists },
    };
  }
  return writeSnapshotFile(file, meta, arrays);
}

function readStore(category: Category, meta: StoreMeta, file: SnapshotReader): CategoryStore {
  const store = new CategoryStore(category);
  store.reserve(meta.length);
  for (const column of STORE_COLUMNS)
    file.read(`${category}.${column}`, store[column].subarray(0, meta.length) as SnapshotArray);
  // Interned in order, every value gets back its id (the dictionaries that start with fixed values
  // hold them first).
  for (const d of DICTIONARIES) for (const value of meta.dictionaries[d]) store[d].intern(value);
  store.modelMake = meta.modelMake;
  store.modelNameOf = meta.modelNameOf;
  const text = TextIndex.fromParts({
    tokens: {
      strings: meta.text.strings,
      hashes: file.read<Int32Array>(`${category}.tokens.hashes`),
      starts: file.read<Int32Array>(`${category}.tokens.starts`),
      bytes: file.read<Uint8Array>(`${category}.tokens.bytes`),
      table: file.read<Int32Array>(`${category}.tokens.table`),
    },
    postings: {
      kind: file.read<Uint8Array>(`${category}.postings.kind`),
      offset: file.read<Int32Array>(`${category}.postings.offset`),
      extent: file.read<Int32Array>(`${category}.postings.extent`),
      count: file.read<Int32Array>(`${category}.postings.count`),
      arena: file.read<Int32Array>(`${category}.postings.arena`),
      gaps: file.read<Uint8Array>(`${category}.postings.gaps`),
      frozen: meta.text.frozen,
      lists: meta.text.lists,
    },
    stop: file.read<Uint8Array>(`${category}.text.stop`),
  });
  store.restored(meta.length, text);
  return store;
}

export interface SnapshotLoad {
  stores: Stores;
  /** Listings read again because they changed, or came, since the snapshot; and those gone since. */
  changed: number;
  removed: number;
}

/**
 * The stores of the snapshot in `file`, brought up to date with the database, or null when there is
 * no snapshot, it is of another database, format or migration, or too much has changed since.
 */
export async function loadFromSnapshot(knex: Knex, file: string): Promise<SnapshotLoad | null> {
  const reader = openSnapshotFile(file);
  if (!reader) return null;
  let stores: Stores;
  try {
    const meta = reader.meta as SnapshotMeta;
    const now = await snapshotIdentity(knex);
    const then = meta?.identity;
    if (
      meta?.format !== SNAPSHOT_FORMAT ||
      then.database !== now.database ||
      then.schema !== now.schema ||
      then.migration !== now.migration ||
      BigInt(now.xid) - BigInt(then.xid) > MAX_XID_AGE ||
      BigInt(now.xid) < BigInt(then.xid)
    )
      return null;
    stores = emptyStores();
    for (const category of CATEGORIES) {
      stores[category] = readStore(category, meta.stores[category], reader);
      // A store takes a moment to read and rebuild: health checks are answered in between.
      await new Promise((resolve) => setImmediate(resolve));
    }
  } catch {
    return null;
  } finally {
    reader.close();
  }

  // Which listings are as they were: same row version. The rest are read again.
  const seen = Object.fromEntries(CATEGORIES.map((c) => [c, new Uint8Array(stores[c].length)])) as Record<
    Category,
    Uint8Array
  >;
  const changed: number[] = [];
  let total = 0;
  await readRowVersions(knex, (id, xmin, block, item) => {
    total++;
    for (const category of CATEGORIES) {
      const store = stores[category];
      const s = store.slot(id);
      if (s === undefined) continue;
      seen[category][s] = 1;
      if (store.xmin[s] !== xmin || store.ctidBlock[s] !== block || store.ctidItem[s] !== item)
        changed.push(id);
      return;
    }
    changed.push(id); // new since
  });
  const gone: [Category, number][] = [];
  for (const category of CATEGORIES) {
    const store = stores[category];
    for (let s = 0; s < store.length; s++)
      if (seen[category][s] === 0 && store.alive[s] === 1) gone.push([category, store.id[s]!]);
  }
  if (changed.length + gone.length > MAX_CHANGED_SHARE * Math.max(total, 1)) return null;

  for (const [category, id] of gone) stores[category].remove(id);
  // As SearchIndex.apply does: a listing gone meanwhile is removed, one moved is moved.
  const categoryOf = (id: number) => CATEGORIES.find((c) => stores[c].slot(id) !== undefined) ?? null;
  for (let i = 0; i < changed.length; i += 5_000) {
    const ids = changed.slice(i, i + 5_000);
    const rows = new Map((await loadIndexRows(knex, { ids })).map((row) => [row.id, row]));
    for (const id of ids) {
      const row = rows.get(id);
      const before = categoryOf(id);
      const after = row?.status === 'active' ? row.category : null;
      if (before && before !== after) stores[before].remove(id);
      if (row && after) stores[after].upsert(row);
    }
  }
  return { stores, changed: changed.length, removed: gone.length };
}
