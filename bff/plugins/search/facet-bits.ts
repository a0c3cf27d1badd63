// A bitmap per option of the small categorical columns (fuel, body, gearbox, seller type, colour): a
// search filtering on several of them finds the slots that can count with a few operations per 32
// slots, instead of reading every slot's columns.
//
// A slot's values never change (a changed listing moves to a new slot), so a bitmap built over the
// slots below `built` stays true until the store compacts; slots written since are filled in when a
// search next asks. Dead slots keep their bits: the scan skips them.
import type { SlotParts } from './bands.js';
import type { CategoryStore } from './search-index.js';
import type { Plan } from './search-run.js';
import type { rangesOf } from './search-scan.js';

export type BitColumn = 'fuel' | 'body' | 'trans' | 'seller' | 'color';
const COLUMNS: BitColumn[] = ['fuel', 'body', 'trans', 'seller', 'color'];

class Bits {
  built = 0;
  words = 0;
  readonly maps = new Map<BitColumn, Int32Array[]>();
  /** The slots live after removal number `liveRemovals`, below `liveLength` (see liveBits). */
  live = new Int32Array(0);
  liveLength = 0;
  liveRemovals = -1;
  constructor(readonly compactions: number) {}
}

const bitsOf = new WeakMap<CategoryStore, Bits>();

/** The bitmaps of `store`, brought up to its last slot. */
function current(store: CategoryStore): Bits {
  let bits = bitsOf.get(store);
  if (!bits || bits.compactions !== store.compactions)
    bitsOf.set(store, (bits = new Bits(store.compactions)));
  const n = store.length;
  if (bits.built === n) return bits;
  const words = (n + 31) >>> 5;
  if (words > bits.words) {
    // Room for growth, so catching up rarely copies.
    const room = Math.max(words, Math.ceil(bits.words * 1.25) + 1);
    for (const [, maps] of bits.maps)
      maps.forEach((map, v) => {
        const wider = new Int32Array(room);
        wider.set(map);
        maps[v] = wider;
      });
    bits.words = room;
  }
  for (const column of COLUMNS) {
    const values = store[column];
    let maps = bits.maps.get(column);
    if (!maps) bits.maps.set(column, (maps = []));
    for (let s = bits.built; s < n; s++) {
      const v = values[s] as number;
      const map = (maps[v] ??= new Int32Array(bits.words));
      map[s >>> 5]! |= 1 << (s & 31);
    }
  }
  bits.built = n;
  return bits;
}

/** The bitmap of each option of `column` (undefined for an option no slot has), up to the last slot. */
export function optionMaps(store: CategoryStore, column: BitColumn): (Int32Array | undefined)[] {
  return current(store).maps.get(column) ?? [];
}

/**
 * The store's live slots now, as a bitmap (shared: read it, do not change it). Kept until the next
 * removal, which rebuilds it (a pass over the slots); slots added since are filled in.
 */
export function liveBits(store: CategoryStore): Int32Array {
  const bits = current(store);
  const n = store.length;
  const { died } = store;
  if (bits.live.length !== bits.words || bits.liveRemovals !== store.removals) {
    bits.live = new Int32Array(bits.words);
    bits.liveLength = 0;
    bits.liveRemovals = store.removals;
  }
  const live = bits.live;
  for (let s = bits.liveLength; s < n; s++) if (died[s] === 0) live[s >>> 5]! |= 1 << (s & 31);
  bits.liveLength = n;
  return live;
}

/** The slots having one of `values` in `column`, as a bitmap over the first `words` words. */
export function anyOf(store: CategoryStore, column: BitColumn, values: number[], words: number): Int32Array {
  const maps = current(store).maps.get(column) ?? [];
  const out = new Int32Array(words);
  for (const v of new Set(values)) {
    const map = maps[v];
    if (map) for (let w = 0; w < words; w++) out[w]! |= map[w] as number;
  }
  return out;
}

/**
 * With several of fuel, body, gearbox and seller type filtered, or a colour: the slots passing the
 * colour and the price, year and mileage bands, and failing at most one of those facet filters (a
 * listing failing two fails the search and counts towards nothing), from bitmaps; null if there would
 * be more than `limit` of them, or the bitmaps cannot narrow anything.
 */
export function fromBits(
  store: CategoryStore,
  plan: Plan,
  ranges: ReturnType<typeof rangesOf>,
  limit: number,
): Int32Array | null {
  const facets = [
    ['fuel', plan.fuels],
    ['body', plan.bodies],
    ['trans', plan.transmissions],
    ['seller', plan.sellers],
  ] as const;
  const chosen = facets.filter(([, values]) => values !== null);
  if (chosen.length < 2 && !plan.color) return null;
  const words = (store.length + 31) >>> 5;
  const all = plan.color ? [anyOf(store, 'color', plan.color, words)] : [];
  let bandShare = 1;
  const bands = (range: SlotParts) => {
    // Only a band range that leaves out a good part of the slots is worth its bits.
    if (range.size > store.length / 2) return;
    bandShare *= range.size / Math.max(1, store.length);
    const map = new Int32Array(words);
    for (const part of range.parts)
      for (let i = 0; i < part.length; i++) map[part[i]! >>> 5]! |= 1 << (part[i]! & 31);
    all.push(map);
  };
  if (ranges.price) bands(store.priceBands.range(plan.minPrice, plan.maxPrice));
  if (ranges.year) bands(store.yearBands.range(plan.minYear, plan.maxYear));
  if (ranges.mileage) bands(store.mileageBands.range(0, plan.maxMileage));
  // The share expected to pass at most one facet filter, from the live counts (as if independent):
  // not worth the bitmaps unless that is under the limit.
  const live = {
    fuel: store.fuelCount,
    body: store.bodyCount,
    trans: store.transCount,
    seller: store.sellerCount,
  };
  const shares = chosen.map(([column, values]) =>
    Math.min(
      1,
      [...new Set(values)].reduce((sum, v) => sum + (live[column][v] ?? 0), 0) / Math.max(1, store.count),
    ),
  );
  const allPass = shares.reduce((p, x) => p * x, 1);
  let expected = allPass;
  for (const x of shares) expected += x === 0 ? 0 : (allPass / x) * (1 - x);
  if (!plan.color && expected * bandShare * store.length > limit) return null;
  const most =
    chosen.length >= 2 ? chosen.map(([column, values]) => anyOf(store, column, values!, words)) : [];
  if (all.length === 0 && most.length === 0) return null;
  return candidates(all, most, words, limit);
}

/**
 * The slots passing every one of `all` and all but at most one of `most` (a listing failing one facet
 * filter still counts towards that facet's options), ascending; null if that is over `limit` slots.
 */
export function candidates(
  all: Int32Array[],
  most: Int32Array[],
  words: number,
  limit: number,
): Int32Array | null {
  const k = most.length;
  const result = new Int32Array(words);
  if (all.length === 0) result.fill(-1);
  else result.set(all[0]!.subarray(0, words));
  for (let m = 1; m < all.length; m++) {
    const map = all[m]!;
    for (let w = 0; w < words; w++) result[w]! &= map[w]!;
  }
  if (k > 0) {
    // Bits set in every map but at most one: the OR, over each map, of the AND of all the others.
    const some = new Int32Array(words);
    const others = new Int32Array(words);
    for (let i = 0; i < k; i++) {
      others.fill(-1);
      for (let j = 0; j < k; j++) {
        if (j === i) continue;
        const map = most[j]!;
        for (let w = 0; w < words; w++) others[w]! &= map[w]!;
      }
      for (let w = 0; w < words; w++) some[w]! |= others[w]!;
    }
    for (let w = 0; w < words; w++) result[w]! &= some[w]!;
  }
  let total = 0;
  for (let w = 0; w < words; w++) total += bitCount(result[w]!);
  if (total > limit) return null;
  const out = new Int32Array(total);
  let at = 0;
  for (let w = 0; w < words; w++) {
    let word = result[w]!;
    while (word !== 0) {
      const low = word & -word;
      out[at++] = (w << 5) + 31 - Math.clz32(low);
      word ^= low;
    }
  }
  return out;
}

function bitCount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}
