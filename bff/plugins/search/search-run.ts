// One pass over a category store: every filter, the exact total, the facet counts (each under the
// other active filters) and the page's rows by a bounded heap. No allocation per row.
import { distanceMiles } from '../../../db/reference/distance.js';
import { gridCell, gridKey } from './grid.js';
import type { CategoryStore } from './search-index.js';
import type { PostingList } from './text-index.js';
import { Selection, TopK, type Ranker } from './rank.js';
import { dealKey, orderedPage, type OrderKey } from './sort-order.js';
import { anyOf, candidates } from './facet-bits.js';

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
const [MAKE, MODEL, FUEL, BODY, TRANS, SELLER, PLATFORM, DEAL] = [0, 1, 2, 3, 4, 5, 6, 7];
/** Deal rating codes (queries.ts DEAL_CODES): 0 not rated yet, 1-6 great … insufficient. */
const DEAL_OPTIONS = 7;

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
  /** The slots matching the free text; null = no text filter. */
  text: Int32Array | null;
  /** For those slots: 1 where the title, make, model or variant matched (ranked above description-only matches). */
  titleHit: Uint8Array | null;
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

export interface RunResult {
  total: number;
  /** counts[facet][option id] */
  counts: Int32Array[];
  /** The page's listings: slot (valid in the store the scan read), id and distance. */
  page: { slot: number; id: number; distance: number | null }[];
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
>;

/**
 * A scan of a store as it was at one moment: the slots below `length` that had not died by removal
 * number `removals` (a later removal does not hide a slot from it), all of them or those in `visit`.
 */
export interface ScanTask {
  visit: Int32Array | null;
  length: number;
  removals: number;
  /** False when every facet count is a live count (nothing filtered). */
  countFacets: boolean;
  /** Options per dictionary: makes, models, fuels, bodies, transmissions, sellers, colours. */
  sizes: [number, number, number, number, number, number, number];
  platformUnion: number;
  heapUpTo: number;
}

/** What run() decided before any slot is read. */
export interface Prepared {
  /** Every live listing matches and the page comes off this sort order (key, reversed). */
  order: [OrderKey, boolean] | null;
  fixed: 'unfiltered' | 'make' | 'model' | 'make+model' | null;
  task: ScanTask;
}

function lookup(ids: number[] | null, size: number): Uint8Array | null {
  if (!ids) return null;
  const table = new Uint8Array(Math.max(size, 1));
  for (const id of ids) if (id < size) table[id] = 1;
  return table;
}

/** Pages ending beyond this rank are picked by selection, not a heap (see Selection). */
export const HEAP_UP_TO = 2_000;

/** Bounding box in degrees around a place: exact great-circle distance is computed only inside it. */
function box(geo: Plan['geo']) {
  return {
    latBox: geo ? geo.radius / 68.7 + 0.01 : 0,
    lonBox: geo ? geo.radius / (69.2 * Math.cos((geo.lat * Math.PI) / 180)) + 0.01 : 0,
  };
}

const rangesOf = (plan: Plan) => ({
  price: plan.minPrice > 0 || plan.maxPrice < 2 ** 31 - 1,
  year: plan.minYear > 0 || plan.maxYear < 65535,
  mileage: plan.maxMileage < 2 ** 31 - 1,
});

/**
 * Decides which slots can count before any is read. A listing counts towards anything (the total, any
 * facet option) only if it passes every non-facet filter and fails at most one facet filter. So:
 * only free text's matches, the slots of the grid cells near a place, of the bands of a price, year
 * or mileage range can count; with both make and model filtered, only the slots of the chosen makes
 * and models. The fewest of those are visited, or every slot if that is a quarter of them or more.
 * With make (or model) the only filter of any kind, only its slots can match, and its own counts are
 * the live counts of the whole store. With no filter at all, the page is read off a sort order.
 */
export function prepare(store: CategoryStore, plan: Plan, heapUpTo = HEAP_UP_TO): Prepared {
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
  const hard =
    ranges.price ||
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
    !!plan.geo ||
    plan.droppedSince > 0;
  let visit: Int32Array | null = null;
  let fixed: Prepared['fixed'] = null;
  if (!hard && facetFilters === 0) fixed = 'unfiltered';
  else if (!hard && facetFilters === 1 && (plan.makes || plan.models)) {
    fixed = plan.makes ? 'make' : 'model';
    visit = plan.makes ? slotsOf(store.makeSlots, plan.makes) : slotsOf(store.modelSlots, plan.models!);
  } else if (!hard && facetFilters === 2 && plan.makes && plan.models) {
    // Make and model and nothing else: only listings of a chosen model of a chosen make pass both;
    // each of the two facets' counts under the other is a sum of live counts per model.
    fixed = 'make+model';
    const chosen = new Set(plan.makes);
    visit = slotsOf(
      store.modelSlots,
      plan.models.filter((m) => chosen.has(store.modelMake[m] as number)),
    );
  } else if (plan.text) {
    // Matching the text is not checked slot by slot: its matches are always what is visited.
    visit = plan.text;
  } else {
    const sources: { size: number; slots: () => Int32Array }[] = [];
    const bands = (range: { parts: Int32Array[]; size: number }) =>
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
    if (fewest && fewest.size <= n / 16) visit = fewest.slots();
    else
      visit =
        fromBits(store, plan, ranges, limit) ?? (fewest && fewest.size <= n / 4 ? fewest.slots() : null);
  }
  // Every live listing matches: the page is read off the sort order, nothing is visited.
  const sort = plan.sort;
  const order: Prepared['order'] =
    fixed !== 'unfiltered' || sort === 'distance'
      ? null
      : sort === 'relevance'
        ? ['relevance', !plan.descending]
        : sort === 'price_desc'
          ? ['price_asc', true]
          : [sort, false];
  // (A sort's key, search-run's and the order's, is orderKey's: see sortKey below.)
  return {
    order,
    fixed,
    task: {
      visit,
      length: n,
      removals: store.removals,
      countFacets: fixed !== 'unfiltered',
      sizes: [
        store.makes.size,
        store.models.size,
        store.fuels.size,
        store.bodies.size,
        store.transmissions.size,
        store.sellers.size,
        store.colours.size,
      ],
      platformUnion: store.platformUnion,
      heapUpTo,
    },
  };
}

/**
 * With several of fuel, body, gearbox and seller type filtered, or a colour: the slots passing the
 * colour and the price, year and mileage bands, and failing at most one of those facet filters (a
 * listing failing two fails the search and counts towards nothing), from bitmaps; null if there would
 * be more than `limit` of them, or the bitmaps cannot narrow anything.
 */
function fromBits(
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
  const bands = (range: { parts: Int32Array[]; size: number }) => {
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

/** A search over a store, in this thread. */
export function run(store: CategoryStore, plan: Plan, heapUpTo = HEAP_UP_TO): RunResult {
  return answer(store, plan, prepare(store, plan, heapUpTo));
}

/** A prepared search over a store, in this thread. */
export function answer(store: CategoryStore, plan: Plan, prepared: Prepared): RunResult {
  const live = liveCounts(store, plan, prepared.fixed);
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

/**
 * The live counts a search uses in place of counting (taken with the task, so they describe the same
 * moment): with nothing filtered, every facet's; with only make (or model) filtered, its own.
 */
export function liveCounts(store: CategoryStore, plan: Plan, fixed: Prepared['fixed']): (number[] | null)[] {
  const copy = (from: number[], when: boolean) => (when ? [...from] : null);
  const all = fixed === 'unfiltered';
  const counts = [
    copy(store.makeCount, all || fixed === 'make'),
    copy(store.modelCount, all || fixed === 'model'),
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
export function finish(result: RunResult, live: (number[] | null)[]): RunResult {
  live.forEach((from, facet) => {
    if (!from) return;
    const into = result.counts[facet] as Int32Array;
    for (let k = 0; k < into.length; k++) into[k] = from[k] ?? 0;
  });
  return result;
}

function emptyCounts(sizes: ScanTask['sizes']): Int32Array[] {
  const [makes, models, fuels, bodies, trans, sellers] = sizes;
  return [makes, models, fuels, bodies, trans, sellers, 31, DEAL_OPTIONS].map(
    (size) => new Int32Array(Math.max(1, size)),
  );
}

/**
 * One pass over the task's slots: every filter, the exact total, the facet counts (each under the
 * other active filters) and the page by a bounded heap. No allocation per slot. Reads only `cols`, so
 * it runs the same in a worker thread over shared columns.
 */
export function scan(cols: Columns, plan: Plan, task: ScanTask): RunResult {
  const { visit, removals, heapUpTo } = task;
  const n = task.length;
  const { died, price, year, mileage, owners, engine, electric, range, doors, seats, color } = cols;
  const { make, model, fuel, body, trans, seller, platforms, lat, lon, relevance, id } = cols;
  const { deal, dealScore, listed, dropped } = cols;
  const [makes, models, fuels, bodies, transmissions, sellers, colours] = task.sizes;
  const makeOk = lookup(plan.makes, makes);
  const modelOk = lookup(plan.models, models);
  const fuelOk = lookup(plan.fuels, fuels);
  const bodyOk = lookup(plan.bodies, bodies);
  const transOk = lookup(plan.transmissions, transmissions);
  const sellerOk = lookup(plan.sellers, sellers);
  const colorOk = lookup(plan.color, colours);
  const dealOk = lookup(plan.deals, DEAL_OPTIONS);
  const pmask = plan.platformMask;
  const droppedSince = plan.droppedSince;
  const [cMake, cModel, cFuel, cBody, cTrans, cSeller, cPlatform, cDeal] = emptyCounts(task.sizes) as [
    Int32Array,
    Int32Array,
    Int32Array,
    Int32Array,
    Int32Array,
    Int32Array,
    Int32Array,
    Int32Array,
  ];
  // Platforms are a bitmask per listing: count whole masks (one increment) and spread them over
  // their bits afterwards, unless there are too many platforms for a mask histogram.
  const maskHistogram = task.platformUnion < 1 << 12 ? new Int32Array(task.platformUnion + 1) : null;

  const { minPrice, maxPrice, minYear, maxYear, maxMileage, maxOwners, minEngine, maxEngine, minRange } =
    plan;
  const { titleHit, geo, doors: doorsF, seats: seatsF } = plan;
  // Only the columns of active filters are read: an unfiltered search touches few arrays.
  const ranges = rangesOf(plan);
  const hasPrice = ranges.price;
  const hasYear = ranges.year;
  const hasMileage = ranges.mileage;
  const hasOwners = maxOwners < 255;
  const hasEngine = minEngine > 0 || maxEngine < 65535;
  const hasRange = minRange > 0;
  const electricWanted = plan.electric === null ? -1 : plan.electric ? 1 : 0;
  const hasFacetFilter = !!(makeOk || modelOk || fuelOk || bodyOk || transOk || sellerOk || pmask || dealOk);
  const { latBox, lonBox } = box(geo);
  const countInLoop = task.countFacets;
  const sort = plan.sort;
  const relevanceSign = plan.descending ? -1 : 1;
  const visits = visit ? visit.length : n;
  const end = plan.offset + plan.limit;
  const heap: Ranker = end <= heapUpTo ? new TopK(end) : new Selection(visits);
  let total = 0;

  for (let i = 0; i < visits; i++) {
    const s = visit ? (visit[i] as number) : i;
    // Dead, unless it died after the moment this task describes.
    const gone = died[s] as number;
    if (gone !== 0 && gone <= removals) continue;
    if (hasPrice) {
      const p = price[s] as number;
      if (p < minPrice || p > maxPrice) continue;
    }
    if (hasYear) {
      const y = year[s] as number;
      if (y < minYear || y > maxYear) continue;
    }
    if (hasMileage && (mileage[s] as number) > maxMileage) continue;
    if (hasOwners && (owners[s] as number) > maxOwners) continue;
    if (hasEngine) {
      const e = engine[s] as number;
      if (e < minEngine || e > maxEngine) continue;
    }
    if (hasRange && (range[s] as number) < minRange) continue;
    if (electricWanted !== -1 && electric[s] !== electricWanted) continue;
    if (colorOk && colorOk[color[s] as number] === 0) continue;
    if (doorsF && (doorsF.orMore ? (doors[s] as number) < doorsF.value : doors[s] !== doorsF.value)) continue;
    if (seatsF && (seatsF.orMore ? (seats[s] as number) < seatsF.value : seats[s] !== seatsF.value)) continue;
    if (droppedSince !== 0 && (dropped[s] as number) < droppedSince) continue;
    let d = 0;
    if (geo) {
      const la = lat[s] as number;
      const lo = lon[s] as number;
      if (Math.abs(la - geo.lat) > latBox || Math.abs(lo - geo.lon) > lonBox) continue;
      d = distanceMiles(geo.lat, geo.lon, la, lo);
      if (d > geo.radius) continue;
    }
    if (countInLoop) {
      const mk = make[s] as number;
      const md = model[s] as number;
      const fu = fuel[s] as number;
      const bo = body[s] as number;
      const tr = trans[s] as number;
      const se = seller[s] as number;
      const pl = platforms[s] as number;
      const dr = deal[s] as number;
      if (hasFacetFilter) {
        // A row failing exactly one facet filter still counts towards that facet's options.
        let fails = 0;
        let failed = -1;
        if (makeOk && makeOk[mk] === 0) {
          fails++;
          failed = MAKE;
        }
        if (modelOk && modelOk[md] === 0) {
          fails++;
          failed = MODEL;
        }
        if (fuelOk && fuelOk[fu] === 0) {
          fails++;
          failed = FUEL;
        }
        if (bodyOk && bodyOk[bo] === 0) {
          fails++;
          failed = BODY;
        }
        if (transOk && transOk[tr] === 0) {
          fails++;
          failed = TRANS;
        }
        if (sellerOk && sellerOk[se] === 0) {
          fails++;
          failed = SELLER;
        }
        if (pmask !== 0 && (pl & pmask) === 0) {
          fails++;
          failed = PLATFORM;
        }
        if (dealOk && dealOk[dr] === 0) {
          fails++;
          failed = DEAL;
        }
        if (fails > 1) continue;
        if (fails === 1) {
          if (failed === MAKE) cMake[mk]!++;
          else if (failed === MODEL) cModel[md]!++;
          else if (failed === FUEL) cFuel[fu]!++;
          else if (failed === BODY) cBody[bo]!++;
          else if (failed === TRANS) cTrans[tr]!++;
          else if (failed === SELLER) cSeller[se]!++;
          else if (failed === DEAL) cDeal[dr]!++;
          else if (maskHistogram) maskHistogram[pl]!++;
          else countBits(cPlatform, pl);
          continue;
        }
      }
      cMake[mk]!++;
      cModel[md]!++;
      cFuel[fu]!++;
      cBody[bo]!++;
      cTrans[tr]!++;
      cSeller[se]!++;
      cDeal[dr]!++;
      if (maskHistogram) maskHistogram[pl]!++;
      else countBits(cPlatform, pl);
    }
    total++;
    // Smaller keys come first.
    let key: number;
    if (sort === 'price_asc') key = price[s] as number;
    else if (sort === 'price_desc') key = -(price[s] as number);
    else if (sort === 'mileage_asc') key = mileage[s] as number;
    // Newest first; within a year, the most relevant first.
    else if (sort === 'year_desc') key = -(year[s] as number) + (1 - Math.min(1, relevance[s] as number)) / 2;
    else if (sort === 'distance') key = d;
    else if (sort === 'deal') key = dealKey(dealScore[s] as number);
    else if (sort === 'newest') key = -(listed[s] as number);
    else key = relevanceSign * ((relevance[s] as number) + (titleHit !== null && titleHit[s] === 1 ? 1 : 0));
    heap.offer(key, id[s] as number, s);
  }

  if (maskHistogram) {
    for (let mask = 1; mask < maskHistogram.length; mask++) {
      const c = maskHistogram[mask] as number;
      if (c !== 0) for (let m = mask, bit = 0; m !== 0; m >>>= 1, bit++) if (m & 1) cPlatform[bit]! += c;
    }
  }
  const page = heap.page(plan.offset, plan.limit).map((slot) => ({
    slot,
    id: id[slot] as number,
    distance: geo ? distanceMiles(geo.lat, geo.lon, lat[slot] as number, lon[slot] as number) : null,
  }));
  return { total, counts: [cMake, cModel, cFuel, cBody, cTrans, cSeller, cPlatform, cDeal], page };
}

/** The slots in the grid cells that overlap a box of ±latBox, ±lonBox degrees around a point. */
function nearbySlots(store: CategoryStore, lat: number, lon: number, latBox: number, lonBox: number) {
  const parts: Int32Array[] = [];
  let size = 0;
  for (let y = gridCell(lat - latBox); y <= gridCell(lat + latBox); y++)
    for (let x = gridCell(lon - lonBox); x <= gridCell(lon + lonBox); x++) {
      const list = store.cells.get(gridKey(y, x));
      if (list) {
        parts.push(list.data.subarray(0, list.length));
        size += list.length;
      }
    }
  return { parts, size };
}

/**
 * Several ascending lists as one. Visiting many slots in ascending order reads the columns forwards
 * (measured at a million listings: a radius search visiting ~15% of the slots took 40 ms band after
 * band, 10 ms in order); a few are visited as they come.
 */
function ascending(parts: Int32Array[], size: number, slots: number): Int32Array {
  if (parts.length === 1 || size < slots / 64) return concat(parts);
  const mark = new Uint8Array(slots);
  for (const part of parts) for (let i = 0; i < part.length; i++) mark[part[i]!] = 1;
  const out = new Int32Array(size);
  let k = 0;
  for (let s = 0; s < slots; s++) if (mark[s] === 1) out[k++] = s;
  return out.subarray(0, k);
}

/** The slots of the given options, each list as it is (ascending). */
function slotsOf(lists: PostingList[], ids: number[]): Int32Array {
  return concat(ids.flatMap((id) => (lists[id] ? [lists[id].data.subarray(0, lists[id].length)] : [])));
}

function concat(parts: Int32Array[]): Int32Array {
  if (parts.length === 1) return parts[0] as Int32Array;
  if (parts.length === 0) return new Int32Array(0);
  const out = new Int32Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

function countBits(counts: Int32Array, mask: number) {
  for (let m = mask, bit = 0; m !== 0; m >>>= 1, bit++) if (m & 1) counts[bit]!++;
}
