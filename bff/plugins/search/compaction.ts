// Compaction of a category store (ADR 7): its live slots packed to the front, keeping their order.
// The new columns, id table, slot lists, word lists and sort orders are made here in steps (a
// generator that yields between them, so the work can run in slices off the request path:
// CategoryStore.compactInSlices); the store puts them in place at once (CategoryStore.compaction).
import { performance } from 'node:perf_hooks';
import { STORE_COLUMNS, sharedLike } from './columns.js';
import { IdMap } from './id-map.js';
import type { CategoryStore } from './search-index.js';
import { remappingOrders } from './sort-order.js';
import type { PostingList } from './posting-list.js';

/** What a compaction puts in place: each part made from the store as it was when it started. */
export interface Packed {
  /** The live slots' count: the store's new length. */
  length: number;
  columns: Partial<Record<(typeof STORE_COLUMNS)[number], unknown>>;
  slotOf: IdMap;
  /** Each puts a remapped list (a slot list, the word lists) in place. */
  commits: ((() => void) | null)[];
  /** Puts the remapped sort orders in place. */
  orders: () => void;
}

/**
 * The parts of `store` packed: slot s of the live ones becomes map[s], in order. The columns are
 * written afresh, not moved in place: a scan still reading the old ones (in a worker) reads them
 * unchanged.
 */
export function* packing(
  store: CategoryStore,
  slotLists: (PostingList | undefined)[],
): Generator<void, Packed> {
  const { length } = store;
  const map = new Int32Array(length).fill(-1);
  const live = new Int32Array(store.count);
  let next = 0;
  // Steps of STEP slots: a few milliseconds each (a column copy reads every kind of typed array
  // through one loop, which V8 cannot make fast).
  const STEP = 1 << 16;
  for (let from = 0; from < length; from += STEP) {
    for (let s = from, to = Math.min(length, from + STEP); s < to; s++) {
      if (store.alive[s] === 0) continue;
      map[s] = next;
      live[next++] = s;
    }
    yield;
  }
  const slotOf = new IdMap();
  slotOf.reserve(next);
  yield;
  for (let k = 0; k < next; k++) {
    slotOf.set(store.id[live[k] as number] as number, k);
    if ((k & 0x3fff) === 0x3fff) yield;
  }
  const columns: Packed['columns'] = {};
  for (const name of STORE_COLUMNS) {
    const old = store[name] as Uint8Array;
    const fresh = sharedLike(old, store.capacity);
    for (let from = 0; from < next; from += STEP) {
      for (let k = from, to = Math.min(next, from + STEP); k < to; k++)
        fresh[k] = old[live[k] as number] as number;
      yield;
    }
    columns[name] = fresh;
  }
  const commits: Packed['commits'] = [yield* store.text.remapping(map, next)];
  let work = 0;
  for (const list of slotLists) {
    if (!list) continue;
    commits.push(list.remapped(map));
    if ((work += list.length + 16) > 1 << 18) {
      work = 0;
      yield;
    }
  }
  const orders = yield* remappingOrders(store, map);
  return { length: next, columns, slotOf, commits, orders };
}

/**
 * Runs `steps` to its end in slices of about `sliceMs`, the thread free for other work between them
 * (CategoryStore.compactInSlices), counting the slices and the longest into `slices`; gives its value.
 */
export async function inSlices<T>(
  steps: Generator<void, T>,
  sliceMs: number,
  slices: { count: number; longestMs: number },
): Promise<T> {
  for (;;) {
    const started = performance.now();
    const until = started + sliceMs;
    let step = steps.next();
    while (!step.done && performance.now() < until) step = steps.next();
    slices.count++;
    slices.longestMs = Math.max(slices.longestMs, performance.now() - started);
    if (step.done) return step.value;
    await new Promise((resolve) => setImmediate(resolve));
  }
}
