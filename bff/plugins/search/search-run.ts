// A search over a category store: what can match is decided before any slot is read (prepare), then
// the page comes off a kept sort order or one pass over the slots that can count (search-scan.ts)
// gives the exact total, the facet counts (each under the other active filters) and the page.
import { distanceMiles } from '../../../db/reference/distance.js';
import { gridCell, gridKey } from './grid.js';
import type { CategoryStore } from './search-index.js';
import type { PostingList } from './posting-list.js';
import { orderedPage, type OrderKey } from './sort-order.js';
import { ascending, concat, SlotParts } from './bands.js';
import { countedPlan, keptOrder, type Banded } from './band-counts.js';
import { fromBits } from './facet-bits.js';
import { bitCountable, bitCounted } from './bit-counts.js';
import { box, emptyCounts, lookup, rangesOf, scan, type RunResult, type ScanTask } from './search-scan.js';

export { scan, type Columns, type RunResult, type ScanTask } from './search-scan.js';

export type SortKey =
  'relevance' | 'price_asc' | 'price_desc' | 'mileage_asc' | 'year_desc' | 'distance' | 'deal' | 'newest';

/** Facet dimensions, in this order in the counting arrays. */
export const FACETS = [
  'make',
  'model',
  'fuelType',
  'bodyType',
  'transmission',
  'sellerType',
  'platform',
  'dealRating',
] as const;
export type Facet = (typeof FACETS)[number];
const [MAKE, MODEL] = [0, 1];

export interface Plan {
  minPrice: number;
  maxPrice: number;
  minYear: number;
  maxYear: number;
  maxMileage: number;
  doors: { value: number; orMore: boolean } | null;
  seats: { value: number; orMore: boolean } | null;
  color: number[] | null;
  maxOwners: number;
  minEngine: number; // decilitres
  maxEngine: number;
  electric: boolean | null;
  minRange: number;
  /** The slots matching the free text, as a bitmap (TextMatch); null = no text filter. */
  text: { bits: Int32Array; count: number } | null;
  /**
   * A bitmap over the slots (TextMatch.titleHits): set where the title, make, model or variant
   * matched (ranked above description-only matches).
   */
  titleHit: Int32Array | null;
  geo: { lat: number; lon: number; radius: number } | null;
  /** Allowed ids per facet dimension; null = no filter on it. */
  makes: number[] | null;
  models: number[] | null;
  fuels: number[] | null;
  bodies: number[] | null;
  transmissions: number[] | null;
  sellers: number[] | null;
  platformMask: number; // 0 = any
  /** Allowed deal rating codes; null = no filter. */
  deals: number[] | null;
  /** Only listings whose price fell at or after this minute (since 1970); 0 = no filter. */
  droppedSince: number;
  sort: SortKey;
  descending: boolean;
  offset: number;
  limit: number;
}

/** What run() decided before any slot is read. */
export interface Prepared {
  /** Every live listing matches and the page comes off this sort order (key, reversed). */
  order: [OrderKey, boolean] | null;
  fixed: 'unfiltered' | 'make' | 'model' | 'make+model' | null;
  /**
   * A price range with a fuel filter or none, or a place and radius alone, and nothing else: the
   * counts and total of the price bands wholly inside the range, or of the grid cells wholly inside
   * the circle, added up (band-counts.ts); the task scans only the bands at the range's ends or the
   * cells on the circle's edge, and the page is read off the sort order `order` (key, reversed),
   * taking what `accept` takes.
   */
  banded: Banded | null;
  /**
   * Counted by bitmaps (bit-counts.ts): the filtered facets' counts (FACETS' order, null for the
   * others), in place of the scan's; the task visits only the matches.
   */
  bitCounts: (Int32Array | null)[] | null;
  task: ScanTask;
}

/** Pages ending beyond this rank are picked by selection, not a heap (see Selection). */
export const HEAP_UP_TO = 2_000;
/** A page read off a sort order with a filter may read at most this share of it (see countedPlan). */
export const ORDER_SHARE = 1 / 16;

/**
 * Decides which slots can count before any is read. A listing counts towards anything (the total, any
 * facet option) only if it passes every non-facet filter and fails at most one facet filter. So:
 * only free text's matches, the slots of the grid cells near a place, of the bands of a price, year
 * or mileage range can count; with both make and model filtered, only the slots of the chosen makes
 * and models. The fewest of those are visited, or every slot if that is a quarter of them or more.
 * With make (or model) the only filter of any kind, only its slots can match, and its own counts are
 * the live counts of the whole store. With no filter at all, the page is read off a sort order.
 */
export function prepare(
  store: CategoryStore,
  plan: Plan,
  heapUpTo = HEAP_UP_TO,
  orderShare = ORDER_SHARE,
  /** The share of the bitmaps' cost weighed against a scan's (bit-counts.ts; 0: bitmaps always). */
  bitWeight = 1,
): Prepared {
  const n = store.length;
  const ranges = rangesOf(plan);
  const facetFilters = [
    plan.makes,
    plan.models,
    plan.fuels,
    plan.bodies,
    plan.transmissions,
    plan.sellers,
    plan.platformMask || null,
    plan.deals,
  ].filter((f) => f !== null).length;
  // Every non-facet filter but the price range and the place (band-counts.ts answers either alone).
  const rest =
    ranges.year ||
    ranges.mileage ||
    plan.maxOwners < 255 ||
    plan.minEngine > 0 ||
    plan.maxEngine < 65535 ||
    plan.minRange > 0 ||
    plan.electric !== null ||
    !!plan.color ||
    !!plan.doors ||
    !!plan.seats ||
    !!plan.text ||
    plan.droppedSince > 0;
  const hard = ranges.price || !!plan.geo || rest;
  let visit: Int32Array | null = null;
  let visitBits: ScanTask['visitBits'] = null;
  let fixed: Prepared['fixed'] = null;
  let bitCounts: Prepared['bitCounts'] = null;
  const sizes: ScanTask['sizes'] = [
    store.makes.size,
    store.models.size,
    store.fuels.size,
    store.bodies.size,
    store.transmissions.size,
    store.sellers.size,
    store.colours.size,
  ];
  if (!hard && facetFilters === 0) fixed = 'unfiltered';
  else if (!hard && facetFilters === 1 && (plan.makes || plan.models)) fixed = plan.makes ? 'make' : 'model';
  // Make and model and nothing else: only listings of a chosen model of a chosen make pass both;
  // each of the two facets' counts under the other is a sum of live counts per model.
  else if (!hard && facetFilters === 2 && plan.makes && plan.models) fixed = 'make+model';
  const banded = countedPlan(store, plan, ranges.price, rest, facetFilters, sizes, heapUpTo, orderShare);
  if (banded) visit = banded.edges;
  else if (fixed === 'unfiltered') visit = null;
  else if (fixed === 'make' || fixed === 'model')
    visit = plan.makes ? slotsOf(store.makeSlots, plan.makes) : slotsOf(store.modelSlots, plan.models!);
  else if (fixed === 'make+model') {
    const chosen = new Set(plan.makes);
    visit = slotsOf(
      store.modelSlots,
      plan.models!.filter((m) => chosen.has(store.modelMake[m] as number)),
    );
  } else if (plan.text) {
    // Matching the text is not checked slot by slot: its matches are always what is visited.
    visitBits = plan.text;
  } else {
    const sources: { size: number; slots: () => Int32Array }[] = [];
    const bands = (range: SlotParts) =>
      sources.push({ size: range.size, slots: () => ascending(range.parts, range.size, n) });
    if (plan.geo) {
      const { latBox, lonBox } = box(plan.geo);
      bands(nearbySlots(store, plan.geo.lat, plan.geo.lon, latBox, lonBox));
    }
    if (ranges.price) bands(store.priceBands.range(plan.minPrice, plan.maxPrice));
    if (ranges.year) bands(store.yearBands.range(plan.minYear, plan.maxYear));
    if (ranges.mileage) bands(store.mileageBands.range(0, plan.maxMileage));
    if (plan.makes && plan.models) {
      const makeOk = lookup(plan.makes, store.makes.size)!;
      const makes = slotsOf(store.makeSlots, plan.makes);
      const models = slotsOf(store.modelSlots, plan.models);
      sources.push({
        size: makes.length + models.length,
        // A slot of a chosen make and a chosen model is visited once.
        slots: () => {
          const others = models.filter((slot) => makeOk[store.make[slot]!] === 0);
          return ascending([makes, others], makes.length + others.length, n);
        },
      });
    }
    const fewest = sources.sort((a, b) => a.size - b.size)[0];
    // A quarter or more of the slots: a plain scan reads them faster than a list of them.
    const limit = Math.min(fewest ? fewest.size : n, n / 4);
    // Filtered only by facets with bitmaps and by ranges: counted by popcounts unless visiting a list
    // of slots (up to a quarter of them), or every slot, is cheaper (bit-counts.ts).
    const visits = fewest && fewest.size <= n / 4 ? fewest.size : n;
    const counted = bitCountable(plan) ? bitCounted(store, plan, visits, bitWeight) : null;
    if (counted) {
      visitBits = { bits: counted.bits, count: counted.count };
      bitCounts = counted.counts;
    } else if (fewest && fewest.size <= n / 16) visit = fewest.slots();
    else
      visit =
        fromBits(store, plan, ranges, limit) ?? (fewest && fewest.size <= n / 4 ? fewest.slots() : null);
  }
  // Every live listing matches: the page is read off the sort order, nothing is visited.
  const order = fixed === 'unfiltered' ? keptOrder(plan) : null;
  return {
    order,
    fixed,
    banded: banded && banded.prepared,
    bitCounts,
    task: {
      visit,
      visitBits,
      length: n,
      removals: store.removals,
      countFacets: fixed !== 'unfiltered',
      rank: !banded,
      sizes,
      platformUnion: store.platformUnion,
      heapUpTo,
    },
  };
}

/** A search over a store, in this thread. */
export function run(
  store: CategoryStore,
  plan: Plan,
  heapUpTo = HEAP_UP_TO,
  orderShare = ORDER_SHARE,
  bitWeight = 1,
): RunResult {
  return answer(store, plan, prepare(store, plan, heapUpTo, orderShare, bitWeight));
}

/** A prepared search over a store, in this thread. */
export function answer(store: CategoryStore, plan: Plan, prepared: Prepared): RunResult {
  const live = liveCounts(store, plan, prepared);
  if (prepared.banded) {
    const slots = prepared.banded.page();
    // The matches were further down the order than their share said (a sort that follows price):
    // the search is scanned after all.
    if (!slots) return answer(store, plan, scannedAfterAll(store, plan, prepared));
    return finish(
      withGroups(prepared.banded, pageOf(store, plan, slots), scan(store, plan, prepared.task)),
      live,
    );
  }
  if (prepared.order) {
    const [key, reversed] = prepared.order;
    const slots = orderedPage(store, key, reversed, plan.offset, plan.limit);
    return finish(
      {
        total: store.count,
        counts: emptyCounts(prepared.task.sizes),
        page: slots.map((slot) => ({ slot, id: store.id[slot] as number, distance: null })),
      },
      live,
    );
  }
  return finish(scan(store, plan, prepared.task), live);
}

/** A search answered from group counts whose page was not found within its budget: a plain scan. */
export function scannedAfterAll(store: CategoryStore, plan: Plan, prepared: Prepared): Prepared {
  return prepare(store, plan, prepared.task.heapUpTo, 0);
}

/** A page's listings as of now: slot, id and distance (a later compaction may move the slots). */
export function pageOf(store: CategoryStore, plan: Plan, slots: number[]): RunResult['page'] {
  return slots.map((slot) => ({ slot, id: store.id[slot] as number, distance: distance(store, plan, slot) }));
}

/**
 * A search answered from group counts (band-counts.ts): the whole groups' counts plus those of the
 * edges, counted slot by slot (`edges`, the scan of the task's slots), and its page, read apart.
 */
export function withGroups(banded: Banded, page: RunResult['page'], edges: RunResult): RunResult {
  const { counts, total } = banded;
  edges.counts.forEach((part, facet) => {
    const into = counts[facet] as Int32Array;
    for (let k = 0; k < into.length; k++) into[k]! += part[k] ?? 0;
  });
  return { total: total + edges.total, counts, page };
}

/**
 * The counts a search uses in place of counting (taken with the task, so they describe the same
 * moment): with nothing filtered, every facet's live counts; with only make (or model) filtered, its
 * own; counted by bitmaps, the filtered facets' (Prepared.bitCounts).
 */
export function liveCounts(
  store: CategoryStore,
  plan: Plan,
  { fixed, bitCounts }: Pick<Prepared, 'fixed' | 'bitCounts'>,
): (ArrayLike<number> | null)[] {
  if (bitCounts) return bitCounts;
  const copy = (from: number[], when: boolean) => (when ? [...from] : null);
  const all = fixed === 'unfiltered';
  const counts: (number[] | null)[] = [
    copy(store.makeCount, all || fixed === 'make'),
    // Models are counted only under a make filter (RunResult).
    copy(store.modelCount, plan.makes !== null && (all || fixed === 'model')),
    copy(store.fuelCount, all),
    copy(store.bodyCount, all),
    copy(store.transCount, all),
    copy(store.sellerCount, all),
    copy(store.platformCount, all),
    copy(store.dealCount, all),
  ];
  if (fixed === 'make+model') {
    // A model counts (under the make filter) if its make is chosen; a make counts (under the model
    // filter) the listings of its chosen models.
    const makes = new Set(plan.makes);
    counts[MODEL] = store.modelCount.map((c, m) => (makes.has(store.modelMake[m] as number) ? c : 0));
    const byMake: number[] = [];
    for (const m of new Set(plan.models)) {
      const k = store.modelMake[m] as number;
      byMake[k] = (byMake[k] ?? 0) + (store.modelCount[m] ?? 0);
    }
    counts[MAKE] = byMake;
  }
  return counts;
}

/** Puts the live counts in place of the counted ones where they apply. */
export function finish(result: RunResult, live: (ArrayLike<number> | null)[]): RunResult {
  live.forEach((from, facet) => {
    if (!from) return;
    const into = result.counts[facet] as Int32Array;
    for (let k = 0; k < into.length; k++) into[k] = from[k] ?? 0;
  });
  return result;
}

/** How far a listing is from the search's place (as the scan gives it), or null without one. */
function distance(store: CategoryStore, plan: Plan, slot: number): number | null {
  const { geo } = plan;
  return geo ? distanceMiles(geo.lat, geo.lon, store.lat[slot] as number, store.lon[slot] as number) : null;
}

/** The slots in the grid cells that overlap a box of ±latBox, ±lonBox degrees around a point. */
function nearbySlots(store: CategoryStore, lat: number, lon: number, latBox: number, lonBox: number) {
  const parts = new SlotParts();
  for (let y = gridCell(lat - latBox); y <= gridCell(lat + latBox); y++)
    for (let x = gridCell(lon - lonBox); x <= gridCell(lon + lonBox); x++)
      parts.add(store.cells.get(gridKey(y, x)));
  return parts;
}

/** The slots of the given options, each list as it is (ascending). */
function slotsOf(lists: PostingList[], ids: number[]): Int32Array {
  return concat(ids.flatMap((id) => (lists[id] ? [lists[id].data.subarray(0, lists[id].length)] : [])));
}
