// The scan: one pass over a store's slots (or its shared columns in a worker thread) doing every
// filter, the exact total, the facet counts (each under the other active filters) and the page by a
// bounded heap, with no allocation per slot. The pass itself is a loop written and compiled for the
// search's shape (scan-loop.ts).
import { distanceMiles } from '../../../db/reference/distance.js';
import { JOINT_FIELDS, JOINT_VALUES } from './columns.js';
import { aBound, approx, cellsAround, gridCell, nearTest } from './grid.js';
import { Selection, TopK, type Ranker } from './rank.js';
import type { CategoryStore } from './search-index.js';
import type { Plan } from './search-run.js';
import { dealKey } from './sort-order.js';
import { FILTERS, loopFor, type Filters, type Shape } from './scan-loop.js';

/** Deal rating codes (queries.ts DEAL_CODES): 0 not rated yet, 1-6 great … insufficient. */
export const DEAL_OPTIONS = 7;

export interface RunResult {
  total: number;
  /**
   * counts[facet][option id]. Models are counted only under a make filter (the API shows the model
   * facet only then, as the chosen make's models): without one, the model counts are all 0.
   */
  counts: Int32Array[];
  /** The page's listings: slot (valid in the store the scan read), id and distance (and, for a part, the sort key). */
  page: { slot: number; id: number; distance: number | null; key?: number }[];
}

/** The columns a scan reads: a CategoryStore, or its shared columns in a worker thread. */
export type Columns = Pick<
  CategoryStore,
  | 'died'
  | 'id'
  | 'make'
  | 'model'
  | 'fuel'
  | 'body'
  | 'trans'
  | 'color'
  | 'seller'
  | 'doors'
  | 'seats'
  | 'owners'
  | 'electric'
  | 'year'
  | 'engine'
  | 'range'
  | 'price'
  | 'mileage'
  | 'platforms'
  | 'lat'
  | 'lon'
  | 'relevance'
  | 'deal'
  | 'dealScore'
  | 'listed'
  | 'dropped'
  | 'joint'
>;

/**
 * A scan of a store as it was at one moment: the slots below `length` that had not died by removal
 * number `removals` (a later removal does not hide a slot from it), all of them or those in `visit`.
 */
export interface ScanTask {
  visit: Int32Array | null;
  /** Instead of a list: the slots to visit as a bitmap (a text search's matches, Plan.text), and how many. */
  visitBits: { bits: Int32Array; count: number } | null;
  length: number;
  removals: number;
  /** False when every facet count is a live count (nothing filtered). */
  countFacets: boolean;
  /** False when the page is read elsewhere (a search counted by groups): nothing is ranked. */
  rank: boolean;
  /** Options per dictionary: makes, models, fuels, bodies, transmissions, sellers, colours. */
  sizes: [number, number, number, number, number, number, number];
  platformUnion: number;
  heapUpTo: number;
  /**
   * One part of a search split over threads (search-pool.ts): with no visit list, only slots
   * [from, to) are read, or with a bitmap its words [from, to); and each page entry carries its sort
   * key, so the parts' pages can be merged.
   */
  part?: { from: number; to: number };
}

/** How many slots a task visits (at most: dead ones among them are skipped). */
export function visitsOf(task: ScanTask): number {
  return task.visit ? task.visit.length : task.visitBits ? task.visitBits.count : task.length;
}

export function lookup(ids: number[] | null, size: number): Uint8Array | null {
  if (!ids) return null;
  const table = new Uint8Array(Math.max(size, 1));
  for (const id of ids) if (id < size) table[id] = 1;
  return table;
}

/** Bounding box in degrees around a place: exact great-circle distance is computed only inside it. */
export function box(geo: Plan['geo']) {
  return {
    latBox: geo ? geo.radius / 68.7 + 0.01 : 0,
    lonBox: geo ? geo.radius / (69.2 * Math.cos((geo.lat * Math.PI) / 180)) + 0.01 : 0,
  };
}

export const rangesOf = (plan: Plan) => ({
  price: plan.minPrice > 0 || plan.maxPrice < 2 ** 31 - 1,
  year: plan.minYear > 0 || plan.maxYear < 65535,
  mileage: plan.maxMileage < 2 ** 31 - 1,
});

export function emptyCounts(sizes: ScanTask['sizes']): Int32Array[] {
  const [makes, models, fuels, bodies, trans, sellers] = sizes;
  return [makes, models, fuels, bodies, trans, sellers, 31, DEAL_OPTIONS].map(
    (size) => new Int32Array(Math.max(1, size)),
  );
}

function countBits(counts: Int32Array, mask: number) {
  for (let m = mask, bit = 0; m !== 0; m >>>= 1, bit++) if (m & 1) counts[bit]!++;
}

/**
 * One pass over the task's slots: every filter, the exact total, the facet counts (each under the
 * other active filters) and the page by a bounded heap. Reads only `cols`, so it runs the same in a
 * worker thread over shared columns.
 */
export function scan(cols: Columns, plan: Plan, task: ScanTask): RunResult {
  const { visit, visitBits, heapUpTo } = task;
  const n = task.length;
  const [makes, models, fuels, bodies, transmissions, sellers, colours] = task.sizes;
  const counts = emptyCounts(task.sizes);
  const { geo } = plan;
  const { latBox, lonBox } = box(geo);
  const near = geo ? nearTest(geo, latBox, lonBox) : null;
  // The grid cells wholly within the radius are needed only where the approximation cannot decide
  // everywhere (a box too large for its bounds to be tight): scan-loop.ts.
  const cells = geo && near && !Number.isFinite(near.aOut) ? cellsAround(geo, latBox, lonBox) : null;
  const visits = visitsOf(task);
  const end = plan.offset + plan.limit;
  const heap: Ranker = end <= heapUpTo ? new TopK(end) : new Selection(visits);
  const ranges = rangesOf(plan);
  const filters: Filters = {
    makeOk: lookup(plan.makes, makes),
    modelOk: lookup(plan.models, models),
    fuelOk: lookup(plan.fuels, fuels),
    bodyOk: lookup(plan.bodies, bodies),
    transOk: lookup(plan.transmissions, transmissions),
    sellerOk: lookup(plan.sellers, sellers),
    dealOk: lookup(plan.deals, DEAL_OPTIONS),
  };
  // Platforms are a bitmask per listing: count whole masks (one increment) and spread them over
  // their bits afterwards, unless there are too many platforms for a mask histogram.
  const maskHistogram = task.platformUnion < 1 << 12 ? new Int32Array(task.platformUnion + 1) : null;
  // A slot passing every filter counts its fuel, body, gearbox, seller type and deal rating as one
  // (its `joint` value), unless a dictionary has outgrown its bits (columns.ts, JOINT_FIELDS).
  const joint = task.countFacets && jointFits(counts) ? jointCounts() : null;
  // Filters few searches use are tested in one block, each behind its flag, so they do not multiply
  // the shapes; the facet filters are written into the loop, only those searched by.
  const rare = {
    hasOwners: plan.maxOwners < 255,
    hasEngine: plan.minEngine > 0 || plan.maxEngine < 65535,
    hasRange: plan.minRange > 0,
    hasElectric: plan.electric !== null,
    hasColor: plan.color !== null,
    hasDoors: plan.doors !== null,
    hasSeats: plan.seats !== null,
    hasDropped: plan.droppedSince !== 0,
  };
  const facets = FILTERS.filter((f) =>
    f === 'platform' ? plan.platformMask !== 0 : filters[`${f}Ok`] !== null,
  );
  const shape: Shape = {
    visit: visit !== null ? 'list' : visitBits !== null ? 'bits' : 'all',
    rare: Object.values(rare).some(Boolean),
    geo: geo !== null,
    ranges,
    count: task.countFacets,
    rank: task.rank,
    facets,
    maskHistogram: maskHistogram !== null,
    joint: joint !== null,
    models: plan.makes !== null,
    sort: plan.sort,
  };
  // A list is cut into parts before it is sent; slots and a bitmap's words by the part's range.
  const upTo = visit ? visit.length : visitBits ? visitBits.bits.length : n;
  const from = task.part && !visit ? task.part.from : 0;
  const to = task.part && !visit ? Math.min(task.part.to, upTo) : upTo;
  // One object literal, no spread: its shape is fixed, so building it is cheap (a spread followed by
  // many properties measured ~0.5 ms a search).
  const total = loopFor(shape)(cols, {
    makeOk: filters.makeOk,
    modelOk: filters.modelOk,
    fuelOk: filters.fuelOk,
    bodyOk: filters.bodyOk,
    transOk: filters.transOk,
    sellerOk: filters.sellerOk,
    dealOk: filters.dealOk,
    hasOwners: rare.hasOwners,
    hasEngine: rare.hasEngine,
    hasRange: rare.hasRange,
    hasElectric: rare.hasElectric,
    hasColor: rare.hasColor,
    hasDoors: rare.hasDoors,
    hasSeats: rare.hasSeats,
    hasDropped: rare.hasDropped,
    // A range's width: a value is inside if its distance above the minimum, as an unsigned number,
    // is at most this (negative for an empty range, which nothing is inside).
    priceSpan: plan.maxPrice - plan.minPrice,
    yearSpan: plan.maxYear - plan.minYear,
    visit,
    bits: visitBits && visitBits.bits,
    from,
    to,
    removals: task.removals,
    colorOk: lookup(plan.color, colours),
    pmask: plan.platformMask,
    droppedSince: plan.droppedSince,
    minPrice: plan.minPrice,
    maxPrice: plan.maxPrice,
    minYear: plan.minYear,
    maxYear: plan.maxYear,
    maxMileage: plan.maxMileage,
    maxOwners: plan.maxOwners,
    minEngine: plan.minEngine,
    maxEngine: plan.maxEngine,
    minRange: plan.minRange,
    electricWanted: plan.electric ? 1 : 0,
    doorsValue: plan.doors?.value ?? 0,
    doorsOrMore: plan.doors?.orMore ?? false,
    seatsValue: plan.seats?.value ?? 0,
    seatsOrMore: plan.seats?.orMore ?? false,
    titleHit: plan.titleHit,
    gLat: geo?.lat ?? 0,
    gLon: geo?.lon ?? 0,
    gRadius: geo?.radius ?? 0,
    latBox,
    lonBox,
    y0: cells?.y0 ?? 0,
    x0: cells?.x0 ?? 0,
    width: cells?.width ?? 0,
    height: cells?.height ?? 0,
    within: cells?.within ?? null,
    nearest: cells?.nearest ?? null,
    near,
    aBound,
    approx,
    relevanceSign: plan.descending ? -1 : 1,
    cMake: counts[MAKE]!,
    cModel: counts[MODEL]!,
    cFuel: counts[FUEL]!,
    cBody: counts[BODY]!,
    cTrans: counts[TRANS]!,
    cSeller: counts[SELLER]!,
    cPlatform: counts[PLATFORM]!,
    cDeal: counts[DEAL]!,
    maskHistogram,
    cJoint: joint,
    heap,
    distanceMiles,
    gridCell,
    dealKey,
    countBits,
  });

  if (maskHistogram) {
    const cPlatform = counts[PLATFORM]!;
    for (let mask = 1; mask < maskHistogram.length; mask++) {
      const c = maskHistogram[mask] as number;
      if (c !== 0) for (let m = mask, bit = 0; m !== 0; m >>>= 1, bit++) if (m & 1) cPlatform[bit]! += c;
    }
  }
  if (joint) spread(joint, counts);
  const { id, lat, lon } = cols;
  const keyed = task.part && heap instanceof TopK ? heap.keyed(plan.offset, plan.limit) : null;
  const page = (keyed ? keyed.slots : heap.page(plan.offset, plan.limit)).map((slot, k) => ({
    slot,
    id: id[slot] as number,
    distance: geo ? distanceMiles(geo.lat, geo.lon, lat[slot] as number, lon[slot] as number) : null,
    ...(keyed ? { key: keyed.keys[k] as number } : {}),
  }));
  return { total, counts, page };
}

const [MAKE, MODEL, FUEL, BODY, TRANS, SELLER, PLATFORM, DEAL] = [0, 1, 2, 3, 4, 5, 6, 7];
/** The facets of the `joint` column, with their bits (JOINT_FIELDS). */
const JOINT = [
  [FUEL, JOINT_FIELDS.fuel],
  [BODY, JOINT_FIELDS.body],
  [TRANS, JOINT_FIELDS.trans],
  [SELLER, JOINT_FIELDS.seller],
  [DEAL, JOINT_FIELDS.deal],
] as const;

/** Whether each facet of the `joint` column has no more options than its bits hold. */
function jointFits(counts: Int32Array[]): boolean {
  return JOINT.every(([facet, [, width]]) => counts[facet]!.length <= 1 << width);
}

/**
 * The count of each `joint` value, zeroed: one array for every scan in this thread, read before the
 * next (a scan runs to its end without yielding), so none is allocated per search.
 */
function jointCounts(): Int32Array {
  jointScratch ??= new Int32Array(JOINT_VALUES);
  return jointScratch.fill(0);
}
let jointScratch: Int32Array | null = null;

/** Adds the count of each `joint` value to the counts of its fuel, body, gearbox, seller and deal. */
function spread(joint: Int32Array, counts: Int32Array[]) {
  const [fuel, body, trans, seller, deal] = JOINT.map(([facet]) => counts[facet]!) as [
    Int32Array,
    Int32Array,
    Int32Array,
    Int32Array,
    Int32Array,
  ];
  const f = JOINT_FIELDS;
  const field = (value: number, [offset, width]: readonly [number, number]) =>
    (value >>> offset) & ((1 << width) - 1);
  for (let value = 0; value < joint.length; value++) {
    const c = joint[value]!;
    if (c === 0) continue;
    fuel[field(value, f.fuel)]! += c;
    body[field(value, f.body)]! += c;
    trans[field(value, f.trans)]! += c;
    seller[field(value, f.seller)]! += c;
    deal[field(value, f.deal)]! += c;
  }
}
