// The listings of a category store kept in each sort order, so a search without filters reads its page
// off the order instead of ranking every listing (a heap over a million slots is ~8 ms; reading the
// first page off the order is microseconds, and page 1,000 is a walk of 100,000 entries).
//
// An order holds the slots that were alive when it was built, ranked by (sort key, id) as search-run.ts
// ranks them. Slots written since (the change feed appends; a changed listing moves to a new slot and
// its old slot dies) form a tail that a search ranks by itself and merges; once the tail is long it is
// merged into the order in one linear pass. Dead slots are skipped as the order is read.
import type { CategoryStore } from './search-index.js';
import { TopK } from './rank.js';

/** Sort keys that have an order: each ascending by key, then id. */
export type OrderKey = 'relevance' | 'price_asc' | 'mileage_asc' | 'year_desc' | 'deal' | 'newest';
export const ORDER_KEYS: OrderKey[] = [
  'relevance',
  'price_asc',
  'mileage_asc',
  'year_desc',
  'deal',
  'newest',
];

/** Best deal first: the furthest under its expected price; listings with no expected price last. */
export function dealKey(score: number): number {
  return Number.isNaN(score) ? 1e9 : score;
}

/** The key search-run.ts ranks a slot by (smaller first) for each order. */
export function orderKey(store: CategoryStore, key: OrderKey, s: number): number {
  if (key === 'price_asc') return store.price[s] as number;
  if (key === 'deal') return dealKey(store.dealScore[s] as number);
  // Newest listed first.
  if (key === 'newest') return -(store.listed[s] as number);
  if (key === 'mileage_asc') return store.mileage[s] as number;
  // Newest first; within a year, the most relevant first.
  if (key === 'year_desc')
    return -(store.year[s] as number) + (1 - Math.min(1, store.relevance[s] as number)) / 2;
  // Most relevant first.
  return -(store.relevance[s] as number);
}

/** A tail this long is merged into the order before the order is read again (shorter in small stores). */
const tailMerge = (built: number) => Math.min(4_096, Math.max(4, built >> 4));

class Order {
  /** Slots below `built` in rank order (some may have died since). */
  slots: Int32Array;
  built: number;
  /** The store's removal count when the order was built or caught up. */
  removals: number;

  constructor(
    private readonly store: CategoryStore,
    private readonly key: OrderKey,
  ) {
    this.built = store.length;
    this.removals = store.removals;
    this.slots = rankSlots(store, key, liveSlots(store, 0, store.length));
  }

  /** Merges the slots written since the order was built into it, dropping dead ones: one linear pass. */
  catchUp(): void {
    const { store, key } = this;
    const tail = rankSlots(store, key, liveSlots(store, this.built, store.length));
    const out = new Int32Array(store.count);
    let k = 0;
    let t = 0;
    const { alive, id } = store;
    for (let i = 0; i < this.slots.length; i++) {
      const s = this.slots[i] as number;
      if (alive[s] === 0) continue;
      const ks = orderKey(store, key, s);
      while (t < tail.length) {
        const o = tail[t] as number;
        const ko = orderKey(store, key, o);
        if (ko < ks || (ko === ks && (id[o] as number) < (id[s] as number))) {
          out[k++] = o;
          t++;
        } else break;
      }
      out[k++] = s;
    }
    while (t < tail.length) out[k++] = tail[t++] as number;
    this.slots = out.subarray(0, k);
    this.built = store.length;
    this.removals = store.removals;
  }

  /**
   * After the store compacts (`map[old] = new slot`, -1 for a dead one): the order in new slots,
   * still ranked, put in place by the returned function. Slots keep their order in a compaction, so
   * the slots written since the order was built still come after it.
   */
  remapped(map: Int32Array): () => void {
    const out = new Int32Array(this.slots.length);
    let k = 0;
    for (let i = 0; i < this.slots.length; i++) {
      const next = map[this.slots[i] as number] as number;
      if (next >= 0) out[k++] = next;
    }
    return () => {
      this.slots = out.subarray(0, k);
      // Every live slot below `built` is in the order, and they come first in the new slots.
      this.built = k;
      this.removals = this.store.removals;
    };
  }

  /**
   * The live slots ranked [offset, offset + limit) among all live slots (or those `accept` takes),
   * or ascending (reversed). Null if that meant reading more than `maxReads` slots of the order.
   * With `keys`, only the part of the order whose keys lie in [min, max] is read (found by bisection):
   * `accept` must refuse every slot outside it.
   */
  page(
    offset: number,
    limit: number,
    reversed: boolean,
    accept?: (slot: number) => boolean,
    maxReads = Infinity,
    keys?: KeyRange,
  ): number[] | null {
    const { store, key } = this;
    if (store.length - this.built > tailMerge(this.built)) this.catchUp();
    const end = offset + limit;
    // The best `end` of the tail, ranked the same way (keys negated when reading the order backwards).
    const sign = reversed ? -1 : 1;
    const top = new TopK(end);
    for (let s = this.built; s < store.length; s++)
      if (store.alive[s] === 1 && (!accept || accept(s)))
        top.offer(sign * orderKey(store, key, s), store.id[s] as number, s);
    const tail = top.sorted();
    const { alive } = store;
    const slots = this.slots;
    // Nothing written or removed since the order was built: the page is where it is. (Reading the
    // order touches the slots in key order, all over memory: each read is a cache miss.)
    if (tail.length === 0 && this.removals === store.removals && !reversed && !accept)
      return Array.from(slots.subarray(offset, end));
    const out: number[] = [];
    let t = 0;
    const take = (s: number) => {
      if (t === tail.length) return void out.push(s);
      // Order entries and tail entries interleave by (key, id).
      const ks = sign * orderKey(store, key, s);
      while (t < tail.length && out.length < end) {
        const o = tail[t] as number;
        const ko = sign * orderKey(store, key, o);
        if (ko < ks || (ko === ks && (store.id[o] as number) < (store.id[s] as number))) {
          out.push(o);
          t++;
        } else break;
      }
      if (out.length < end) out.push(s);
    };
    // The part of the order to read: all of it, or the keys in range.
    const first = keys ? this.firstAtLeast(keys.min) : 0;
    const last = keys ? this.firstAtLeast(keys.max, true) - 1 : slots.length - 1;
    if (!reversed) {
      for (let i = first; i <= last && out.length < end; i++) {
        if (i - first > maxReads) return null;
        const s = slots[i] as number;
        if (alive[s] === 1 && (!accept || accept(s))) take(s);
      }
    } else {
      // Backwards, but each run of equal keys still by id ascending.
      for (let i = last; i >= first && out.length < end;) {
        if (last - i > maxReads) return null;
        const kk = orderKey(store, key, slots[i] as number);
        let j = i;
        while (j > first && orderKey(store, key, slots[j - 1] as number) === kk) j--;
        for (let g = j; g <= i && out.length < end; g++) {
          const s = slots[g] as number;
          if (alive[s] === 1 && (!accept || accept(s))) take(s);
        }
        i = j - 1;
      }
    }
    while (t < tail.length && out.length < end) out.push(tail[t++] as number);
    return out.slice(offset, end);
  }

  /**
   * The first index of the order whose key is at least `key` (`after`: more than `key`). The order's
   * keys never change (a changed listing takes a new slot), dead slots' included, so it bisects.
   */
  private firstAtLeast(key: number, after = false): number {
    const { slots, store } = this;
    let lo = 0;
    let hi = slots.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const k = orderKey(store, this.key, slots[mid] as number);
      if (k < key || (after && k === key)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}

/** Keys from `min` to `max`, both included. */
export interface KeyRange {
  min: number;
  max: number;
}

/** Every order of a store, built when first read and rebuilt after the store compacts. */
class SortOrders {
  private readonly orders = new Map<OrderKey, Order>();
  private compactions = -1;

  constructor(private readonly store: CategoryStore) {}

  /**
   * The page of the live listings in the order of `key` (ascending by key then id; `reversed`: by the
   * negated key, then id).
   */
  page(
    key: OrderKey,
    reversed: boolean,
    offset: number,
    limit: number,
    accept?: (slot: number) => boolean,
    maxReads?: number,
    keys?: KeyRange,
  ): number[] | null {
    if (this.compactions !== this.store.compactions) {
      this.orders.clear();
      this.compactions = this.store.compactions;
    }
    let order = this.orders.get(key);
    if (!order) this.orders.set(key, (order = new Order(this.store, key)));
    return order.page(offset, limit, reversed, accept, maxReads, keys);
  }

  /** Every order remapped after a compaction, one a step; the returned function puts them in place. */
  *remapping(map: Int32Array): Generator<void, () => void> {
    // Orders from before an earlier compaction are dropped, not remapped.
    const current = this.compactions === this.store.compactions;
    const commits: (() => void)[] = [];
    if (current)
      for (const order of this.orders.values()) {
        commits.push(order.remapped(map));
        yield;
      }
    return () => {
      if (!current) this.orders.clear();
      for (const commit of commits) commit();
      this.compactions = this.store.compactions;
    };
  }
}

/**
 * A step of a store's compaction: its orders in the new slots (SortOrders.remapping). Call the
 * returned function once the store has counted the compaction.
 */
export function* remappingOrders(store: CategoryStore, map: Int32Array): Generator<void, () => void> {
  const orders = ordersOf.get(store);
  if (!orders) return () => {};
  return yield* orders.remapping(map);
}

const ordersOf = new WeakMap<CategoryStore, SortOrders>();

/**
 * The page of a store's live listings in the order of `key`: ascending by key then id, or
 * (`reversed`) by the negated key then id.
 */
export function orderedPage(
  store: CategoryStore,
  key: OrderKey,
  reversed: boolean,
  offset: number,
  limit: number,
): number[] {
  return ordersOfStore(store).page(key, reversed, offset, limit)!;
}

/**
 * orderedPage of the live listings `accept` takes; null if finding them meant reading more than
 * `maxReads` slots of the order (the matches are few, or far down the order: scan instead).
 */
export function filteredPage(
  store: CategoryStore,
  key: OrderKey,
  reversed: boolean,
  offset: number,
  limit: number,
  accept: (slot: number) => boolean,
  maxReads: number,
  keys?: KeyRange,
): number[] | null {
  return ordersOfStore(store).page(key, reversed, offset, limit, accept, maxReads, keys);
}

function ordersOfStore(store: CategoryStore): SortOrders {
  let orders = ordersOf.get(store);
  if (!orders) ordersOf.set(store, (orders = new SortOrders(store)));
  return orders;
}

/** Builds every order of a store now (after a load), so no search waits for one. */
export function warmOrders(store: CategoryStore): void {
  for (const key of ORDER_KEYS) orderedPage(store, key, false, 0, 0);
}

function liveSlots(store: CategoryStore, from: number, to: number): Int32Array {
  const out = new Int32Array(Math.max(0, to - from));
  let k = 0;
  for (let s = from; s < to; s++) if (store.alive[s] === 1) out[k++] = s;
  return out.subarray(0, k);
}

/**
 * The given slots ranked by (key, id): a stable radix sort by id, then by the key's 64 bits (the
 * double search-run.ts compares, mapped to bits that sort the same way), 11 bits a pass; a pass whose
 * digit is the same for every slot is skipped. ~40 ms for 760,000 slots, where a comparator sort
 * takes ~0.5 s.
 */
function rankSlots(store: CategoryStore, key: OrderKey, slots: Int32Array): Int32Array {
  const n = slots.length;
  const ids = new Uint32Array(n);
  const lo = new Uint32Array(n);
  const hi = new Uint32Array(n);
  const f64 = new Float64Array(1);
  const u32 = new Uint32Array(f64.buffer);
  for (let i = 0; i < n; i++) {
    const s = slots[i] as number;
    ids[i] = store.id[s] as number;
    // -0 and 0 are the same key.
    f64[0] = orderKey(store, key, s) + 0;
    const h = u32[1] as number;
    const l = u32[0] as number;
    // Negative doubles: every bit flipped (larger magnitude first); others: the sign bit set.
    const negative = h >>> 31 === 1;
    hi[i] = negative ? ~h >>> 0 : (h | 0x8000_0000) >>> 0;
    lo[i] = negative ? ~l >>> 0 : l;
  }
  let order = new Int32Array(n);
  for (let i = 0; i < n; i++) order[i] = i;
  let spare = new Int32Array(n);
  for (const digits of [ids, lo, hi])
    for (const shift of [0, 11, 22]) {
      if (radixPass(order, spare, digits, shift)) [order, spare] = [spare, order];
    }
  for (let r = 0; r < n; r++) spare[r] = slots[order[r] as number] as number;
  return spare;
}

const counts = new Int32Array(2048);

/** One stable counting pass of `from` into `to` by bits [shift, shift + 11) of digits[item]; false if all share them. */
function radixPass(from: Int32Array, to: Int32Array, digits: Uint32Array, shift: number): boolean {
  counts.fill(0);
  const n = from.length;
  for (let i = 0; i < n; i++) counts[((digits[from[i] as number] as number) >>> shift) & 2047]!++;
  for (let d = 0; d < 2048; d++) if (counts[d] === n) return false;
  let at = 0;
  for (let d = 0; d < 2048; d++) {
    const c = counts[d] as number;
    counts[d] = at;
    at += c;
  }
  for (let i = 0; i < n; i++) {
    const item = from[i] as number;
    to[counts[((digits[item] as number) >>> shift) & 2047]!++] = item;
  }
  return true;
}
