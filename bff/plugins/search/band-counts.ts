// Facet counts per price band and fuel: a search filtered by a price range and by fuel (or by the
// price range alone) adds up the bands wholly inside its range instead of visiting their slots. Only
// the bands at the range's two ends are scanned (search-run.ts, prepare), and the page comes off the
// kept sort order, read until it is full.
import type { CategoryStore } from './search-index.js';
import type { Plan } from './search-run.js';
import { emptyCounts, lookup, type ScanTask } from './search-scan.js';
import type { OrderKey } from './sort-order.js';
import { ascending } from './bands.js';

/** FACETS' order (search-run.ts): make, model, fuel, body, gearbox, seller, platform, deal. */
const [MAKE, MODEL, FUEL, BODY, TRANS, SELLER, PLATFORM, DEAL] = [0, 1, 2, 3, 4, 5, 6, 7];
const COUNTED = [MAKE, MODEL, BODY, TRANS, SELLER, PLATFORM, DEAL];

/** The live listings of one band and one fuel: how many, and their counts per option of each facet. */
interface Cell {
  total: number;
  /** counts[facet][option]; the fuel facet's is the cells' totals. */
  counts: number[][];
}

export class BandCounts {
  /** cells[band][fuel] */
  private readonly cells: (Cell | undefined)[][] = [];

  /** Counts the listing in slot `s` of `store` (in price band `band`) in or out (`delta` ±1). */
  count(store: CategoryStore, s: number, band: number, delta: number): void {
    const row = (this.cells[band] ??= []);
    const fuel = store.fuel[s] as number;
    const cell = (row[fuel] ??= { total: 0, counts: [[], [], [], [], [], [], [], []] });
    cell.total += delta;
    const c = cell.counts;
    bump(c[MAKE]!, store.make[s] as number, delta);
    bump(c[MODEL]!, store.model[s] as number, delta);
    bump(c[BODY]!, store.body[s] as number, delta);
    bump(c[TRANS]!, store.trans[s] as number, delta);
    bump(c[SELLER]!, store.seller[s] as number, delta);
    bump(c[DEAL]!, store.deal[s] as number, delta);
    for (let m = store.platforms[s] as number, bit = 0; m !== 0; m >>>= 1, bit++)
      if (m & 1) bump(c[PLATFORM]!, bit, delta);
  }

  /**
   * Adds the live listings of bands `from` to `to` into `counts` (each facet under the fuel filter
   * `fuelOk`, null: none; the fuel facet under no filter) and returns how many pass the fuel filter.
   */
  addBands(from: number, to: number, fuelOk: Uint8Array | null, counts: Int32Array[]): number {
    let total = 0;
    const fuels = counts[FUEL]!;
    for (let b = from; b <= to; b++) {
      const row = this.cells[b];
      if (!row) continue;
      for (let f = 0; f < row.length; f++) {
        const cell = row[f];
        if (!cell || cell.total === 0) continue;
        if (f < fuels.length) fuels[f]! += cell.total;
        if (fuelOk !== null && fuelOk[f] !== 1) continue;
        total += cell.total;
        for (const facet of COUNTED) {
          const into = counts[facet]!;
          const add = cell.counts[facet]!;
          for (let k = 0, n = Math.min(add.length, into.length); k < n; k++) into[k]! += add[k] ?? 0;
        }
      }
    }
    return total;
  }
}

function bump(counts: number[], id: number, delta: number) {
  counts[id] = (counts[id] ?? 0) + delta;
}

/** What prepare() keeps of a search answered from the band counts (search-run.ts, answer). */
export interface Banded {
  /** The whole bands' counts and matches (the end bands' are added when they are scanned). */
  counts: Int32Array[];
  total: number;
  /** The sort order the page is read from (key, reversed), and which of its slots match. */
  order: [OrderKey, boolean];
  accept: (slot: number) => boolean;
  /** The most slots of the order to read for the page; beyond, the search is scanned after all. */
  maxReads: number;
}

/** The kept sort order a search's page can be read from (none for distance). */
export function keptOrder(plan: Plan): [OrderKey, boolean] | null {
  const sort = plan.sort;
  // (The scan ranks by the same keys as the kept orders: scan-loop.ts, and orderKey in sort-order.ts.)
  return sort === 'distance'
    ? null
    : sort === 'relevance'
      ? ['relevance', !plan.descending]
      : sort === 'price_desc'
        ? ['price_asc', true]
        : [sort, false];
}

/**
 * A price range, fuel or no facet filter, and nothing else: the bands wholly inside the range are
 * added up from their counts (BandCounts) and only the bands at its ends are scanned (`edges`).
 * The page is read off the kept sort order, which pays while it reaches `end` matches in a small part
 * of it: null when that part would be more than `orderShare` of the store (the whole bands' matches
 * are too few), and for a page ranked beyond `heapUpTo`.
 */
export function bandedPlan(
  store: CategoryStore,
  plan: Plan,
  /** Whether the search has a price range, and any other non-facet filter (prepare's). */
  priceRange: boolean,
  others: boolean,
  facetFilters: number,
  sizes: ScanTask['sizes'],
  heapUpTo: number,
  orderShare: number,
): { edges: Int32Array; prepared: Banded } | null {
  const order = keptOrder(plan);
  const end = plan.offset + plan.limit;
  // By price, the matches sit together somewhere down the order, not spread along it: scanned.
  if (order && order[0] === 'price_asc') return null;
  if (!priceRange || others || facetFilters > (plan.fuels ? 1 : 0) || !order || end > heapUpTo) return null;
  const { minPrice, maxPrice } = plan;
  const { from, to } = store.priceBands.inside(minPrice, maxPrice);
  if (from > to) return null;
  const fuelOk = lookup(plan.fuels, store.fuels.size);
  const counts = emptyCounts(sizes);
  const total = store.bandCounts.addBands(from, to, fuelOk, counts);
  // The sort order is read until `end` matches: ~end / total of its slots, at random places.
  if (total === 0 || end / total > orderShare) return null;
  const parts: Int32Array[] = [];
  let size = 0;
  for (const b of new Set([store.priceBands.band(minPrice), store.priceBands.band(maxPrice)])) {
    if (b >= from && b <= to) continue;
    const list = store.priceBands.lists[b];
    if (list && list.length) {
      parts.push(list.data.subarray(0, list.length));
      size += list.length;
    }
  }
  const { price, fuel } = store;
  return {
    edges: ascending(parts, size, store.length),
    prepared: {
      counts,
      total,
      order,
      maxReads: store.count * orderShare,
      accept: (s) => {
        const p = price[s] as number;
        return p >= minPrice && p <= maxPrice && (fuelOk === null || fuelOk[fuel[s] as number] === 1);
      },
    },
  };
}
