// Facet counts as intersections and popcounts. A search filtered by fuel, body, gearbox or seller type
// (any of them) and by price, year or mileage ranges, and nothing else, counts each filtered facet's
// options under the other filters a word (32 slots) at a time: the slots passing the ranges and every
// other facet filter, and-ed with each option's bitmap (facet-bits.ts), popcounted. Only the slots
// passing every filter are then visited, for the page and the facets nobody filtered by. A scan would
// instead read every slot that fails at most one facet filter (with body and seller type filtered,
// ~90% of them), its outcome unpredictable slot after slot.
//
// The bitmaps describe the store as it is when the search is prepared (its live slots, below its
// length), which is the moment the scan's task names (search-run.ts): a later write changes neither.
import type { Bands } from './bands.js';
import { anyOf, liveBits, optionMaps, type BitColumn } from './facet-bits.js';
import type { CategoryStore } from './search-index.js';
import type { Plan } from './search-run.js';
import { rangesOf } from './search-scan.js';
import { popcount } from './slot-arrays.js';

/** A search's matches and its filtered facets' counts, from bitmaps. */
export interface BitCounted {
  /** The slots passing every filter: the scan visits only these. */
  bits: Int32Array;
  count: number;
  /** Per facet (FACETS' order, search-run.ts), the counts of a filtered one; null for the others. */
  counts: (Int32Array | null)[];
}

/** The facets that have bitmaps, with their index in FACETS and their filter in the plan. */
const FACETS = [
  ['fuel', 2, (plan: Plan) => plan.fuels],
  ['body', 3, (plan: Plan) => plan.bodies],
  ['trans', 4, (plan: Plan) => plan.transmissions],
  ['seller', 5, (plan: Plan) => plan.sellers],
] as const satisfies readonly (readonly [BitColumn, number, (plan: Plan) => number[] | null])[];

/**
 * Costs, in slots a scan reads (one ~12 ns at a million listings on the 2-core machine): a bitmap word
 * and-ed (or or-ed) and popcounted ~1.5 ns, a slot of a range's bands set in a bitmap ~3 ns. The
 * matches are visited either way; what the bitmaps save is reading the other slots.
 */
const WORD = 1 / 8;
const RANGE_SLOT = 1 / 4;

/** Whether the plan filters by nothing but the bitmap facets and the three ranges, and by a facet. */
export function bitCountable(plan: Plan): boolean {
  return (
    FACETS.some(([, , of]) => of(plan) !== null) &&
    !plan.text &&
    !plan.geo &&
    !plan.makes &&
    !plan.models &&
    plan.platformMask === 0 &&
    !plan.deals &&
    plan.droppedSince === 0 &&
    plan.maxOwners >= 255 &&
    plan.minEngine <= 0 &&
    plan.maxEngine >= 65535 &&
    plan.minRange <= 0 &&
    plan.electric === null &&
    !plan.color &&
    !plan.doors &&
    !plan.seats
  );
}

/**
 * The matches and filtered facets' counts of a bitCountable plan, or null when that would cost more
 * than scanning `visits` slots (`weight`: the share of its cost counted; 0 takes the bitmaps always).
 */
export function bitCounted(store: CategoryStore, plan: Plan, visits: number, weight = 1): BitCounted | null {
  const n = store.length;
  const words = (n + 31) >>> 5;
  const ranges = rangesOf(plan);
  const active = [
    ranges.price && range(store.priceBands, store.price, plan.minPrice, plan.maxPrice),
    ranges.year && range(store.yearBands, store.year, plan.minYear, plan.maxYear),
    ranges.mileage && range(store.mileageBands, store.mileage, 0, plan.maxMileage),
  ].filter((r) => r !== false);
  const chosen = FACETS.filter(([, , of]) => of(plan) !== null);
  const options = chosen.reduce((sum, [column]) => sum + optionMaps(store, column).length, 0);
  const touched = active.reduce((sum, r) => sum + Math.min(r.inner, r.outer), 0);
  // Matches: at most the live listings of the filtered facet whose chosen options have the fewest.
  const live = {
    fuel: store.fuelCount,
    body: store.bodyCount,
    trans: store.transCount,
    seller: store.sellerCount,
  };
  const fewest = Math.min(
    ...chosen.map(([column, , of]) =>
      [...new Set(of(plan))].reduce((sum, v) => sum + (live[column][v] ?? 0), 0),
    ),
  );
  const cost = words * (options + 2 * chosen.length + 2) * WORD + touched * RANGE_SLOT;
  if (cost * weight >= visits - fewest && weight > 0) return null;

  // The slots live now and inside every range.
  const base = liveBits(store).slice(0, words);
  for (const r of active) inRange(base, r);
  const maps = chosen.map(([column, , of]) => anyOf(store, column, of(plan)!, words));
  const counts: (Int32Array | null)[] = Array.from({ length: 8 }, () => null);
  const others = new Int32Array(words);
  let matches: Int32Array | null = null;
  chosen.forEach(([column, facet], i) => {
    // The slots passing the ranges and every facet filter but this one: its options are counted here.
    others.set(base);
    maps.forEach((map, j) => {
      if (j !== i) for (let w = 0; w < words; w++) others[w]! &= map[w]!;
    });
    const optionBits = optionMaps(store, column);
    const into = new Int32Array(Math.max(1, optionBits.length));
    optionBits.forEach((bits, v) => {
      if (bits) into[v] = countAnd(others, bits, words);
    });
    counts[facet] = into;
    if (i === 0) {
      matches = new Int32Array(words);
      const own = maps[0]!;
      for (let w = 0; w < words; w++) matches[w] = others[w]! & own[w]!;
    }
  });
  const bits = matches as unknown as Int32Array;
  let count = 0;
  for (let w = 0; w < words; w++) if (bits[w] !== 0) count += popcount(bits[w]!);
  return { bits, count, counts };
}

/** A range filter: its bands, its column, its ends and the slots of its bands (see range). */
interface Range {
  bands: Bands;
  column: ArrayLike<number>;
  min: number;
  max: number;
  /** The slots of the bands overlapping [min, max], and of the rest plus the edge bands (not wholly inside). */
  inner: number;
  outer: number;
}

function range(bands: Bands, column: ArrayLike<number>, min: number, max: number): Range {
  let inner = 0;
  let all = 0;
  let edges = 0;
  const lo = bands.band(min);
  const hi = bands.band(max);
  const { from, to } = bands.inside(min, max);
  // (A loop, not forEach: the year's lists are indexed by year, mostly holes.)
  for (let b = 0; b < bands.lists.length; b++) {
    const size = bands.lists[b]?.length ?? 0;
    all += size;
    if (min > max || b < lo || b > hi) continue;
    inner += size;
    if (b < from || b > to) edges += size;
  }
  return { bands, column, min, max, inner, outer: all - inner + edges };
}

/** How many bits `a` and `b` have both set in their first `words` words. */
function countAnd(a: Int32Array, b: Int32Array, words: number): number {
  let c = 0;
  for (let w = 0; w < words; w++) {
    const x = a[w]! & b[w]!;
    if (x !== 0) c += popcount(x);
  }
  return c;
}

/**
 * Clears from `bits` every slot whose value in its column is outside the range (nothing is inside
 * an empty range): from the bands overlapping it when they hold fewer slots than the others, else by
 * clearing the other bands' slots. Only the edge bands' slots are compared value by value.
 */
function inRange(bits: Int32Array, { bands, column, min, max, inner, outer }: Range): void {
  if (min > max) {
    bits.fill(0);
    return;
  }
  const lo = bands.band(min);
  const hi = bands.band(max);
  const { from, to } = bands.inside(min, max);
  const edge = (b: number) => b >= lo && b <= hi && (b < from || b > to);
  if (inner <= outer) {
    const keep = new Int32Array(bits.length);
    for (let b = lo; b <= hi; b++) {
      const list = bands.lists[b];
      if (!list) continue;
      if (edge(b)) setInside(keep, list.data, list.length, column, min, max, true);
      else setAll(keep, list.data, list.length, true);
    }
    for (let w = 0; w < bits.length; w++) bits[w]! &= keep[w]!;
    return;
  }
  for (let b = 0; b < bands.lists.length; b++) {
    const list = bands.lists[b];
    if (!list || (b >= from && b <= to)) continue;
    if (edge(b)) setInside(bits, list.data, list.length, column, min, max, false);
    else setAll(bits, list.data, list.length, false);
  }
}

/** Sets (or clears) the bit of each of the first `length` slots of `slots`. */
function setAll(bits: Int32Array, slots: Int32Array, length: number, set: boolean) {
  if (set) for (let i = 0; i < length; i++) bits[slots[i]! >>> 5]! |= 1 << (slots[i]! & 31);
  else for (let i = 0; i < length; i++) bits[slots[i]! >>> 5]! &= ~(1 << (slots[i]! & 31));
}

/** Sets the bit of each slot whose value is inside [min, max], or clears that of each outside it. */
function setInside(
  bits: Int32Array,
  slots: Int32Array,
  length: number,
  column: ArrayLike<number>,
  min: number,
  max: number,
  set: boolean,
) {
  for (let i = 0; i < length; i++) {
    const s = slots[i]!;
    const v = column[s]!;
    const inside = v >= min && v <= max;
    if (set && inside) bits[s >>> 5]! |= 1 << (s & 31);
    else if (!set && !inside) bits[s >>> 5]! &= ~(1 << (s & 31));
  }
}
