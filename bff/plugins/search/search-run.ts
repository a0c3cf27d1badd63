// One pass over a category store: every filter, the exact total, the facet counts (each under the
// other active filters) and the page's rows by a bounded heap. No allocation per row.
import { distanceMiles } from '../../../db/reference/uk-places.js';
import { gridCell, gridKey, type CategoryStore } from './search-index.js';
import type { PostingList } from './text-index.js';
import { Selection, TopK, type Ranker } from './rank.js';

export type SortKey = 'relevance' | 'price_asc' | 'price_desc' | 'mileage_asc' | 'year_desc' | 'distance';

/** Facet dimensions, in this order in the counting arrays. */
export const FACETS = [
  'make',
  'model',
  'fuelType',
  'bodyType',
  'transmission',
  'sellerType',
  'platform',
] as const;
export type Facet = (typeof FACETS)[number];
const [MAKE, MODEL, FUEL, BODY, TRANS, SELLER, PLATFORM] = [0, 1, 2, 3, 4, 5, 6];

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
  sort: SortKey;
  descending: boolean;
  offset: number;
  limit: number;
}

export interface RunResult {
  total: number;
  /** counts[facet][option id] */
  counts: Int32Array[];
  page: { slot: number; distance: number | null }[];
}

function lookup(ids: number[] | null, size: number): Uint8Array | null {
  if (!ids) return null;
  const table = new Uint8Array(Math.max(size, 1));
  for (const id of ids) if (id < size) table[id] = 1;
  return table;
}

/** Pages ending beyond this rank are picked by selection, not a heap (see Selection). */
export const HEAP_UP_TO = 2_000;

export function run(store: CategoryStore, plan: Plan, heapUpTo = HEAP_UP_TO): RunResult {
  const n = store.length;
  const { alive, price, year, mileage, owners, engine, electric, range, doors, seats, color } = store;
  const { make, model, fuel, body, trans, seller, platforms, lat, lon, relevance, id } = store;
  const makeOk = lookup(plan.makes, store.makes.size);
  const modelOk = lookup(plan.models, store.models.size);
  const fuelOk = lookup(plan.fuels, store.fuels.size);
  const bodyOk = lookup(plan.bodies, store.bodies.size);
  const transOk = lookup(plan.transmissions, store.transmissions.size);
  const sellerOk = lookup(plan.sellers, store.sellers.size);
  const colorOk = lookup(plan.color, store.colours.size);
  const pmask = plan.platformMask;
  const cMake = new Int32Array(Math.max(1, store.makes.size));
  const cModel = new Int32Array(Math.max(1, store.models.size));
  const cFuel = new Int32Array(Math.max(1, store.fuels.size));
  const cBody = new Int32Array(Math.max(1, store.bodies.size));
  const cTrans = new Int32Array(Math.max(1, store.transmissions.size));
  const cSeller = new Int32Array(Math.max(1, store.sellers.size));
  // Platforms are a bitmask per listing: count whole masks (one increment) and spread them over
  // their bits afterwards, unless there are too many platforms for a mask histogram.
  const maskHistogram = store.platformUnion < 1 << 12 ? new Int32Array(store.platformUnion + 1) : null;
  const cPlatform = new Int32Array(31);

  const { minPrice, maxPrice, minYear, maxYear, maxMileage, maxOwners, minEngine, maxEngine, minRange } =
    plan;
  const { text, titleHit, geo, doors: doorsF, seats: seatsF } = plan;
  // Only the columns of active filters are read: an unfiltered search touches few arrays.
  const hasPrice = minPrice > 0 || maxPrice < 2 ** 31 - 1;
  const hasYear = minYear > 0 || maxYear < 65535;
  const hasMileage = maxMileage < 2 ** 31 - 1;
  const hasOwners = maxOwners < 255;
  const hasEngine = minEngine > 0 || maxEngine < 65535;
  const hasRange = minRange > 0;
  const electricWanted = plan.electric === null ? -1 : plan.electric ? 1 : 0;
  const hasFacetFilter = !!(makeOk || modelOk || fuelOk || bodyOk || transOk || sellerOk || pmask);
  const hard =
    hasPrice ||
    hasYear ||
    hasMileage ||
    hasOwners ||
    hasEngine ||
    hasRange ||
    electricWanted !== -1 ||
    !!colorOk ||
    !!doorsF ||
    !!seatsF ||
    !!text ||
    !!geo;
  // Bounding box in degrees first, exact great-circle distance only inside it.
  const latBox = geo ? geo.radius / 68.7 + 0.01 : 0;
  const lonBox = geo ? geo.radius / (69.2 * Math.cos((geo.lat * Math.PI) / 180)) + 0.01 : 0;
  const facetFilters = [makeOk, modelOk, fuelOk, bodyOk, transOk, sellerOk, pmask].filter(Boolean).length;
  // Which slots to visit. Every slot by default. A listing counts towards anything (the total, any
  // facet option) only if it passes every non-facet filter and fails at most one facet filter. So:
  // only free text's matches, the slots of the grid cells near a place, of the bands of a price,
  // year or mileage range can count; with both make and model filtered, only the slots of the chosen
  // makes and models. The fewest of those are visited, or every slot if that is a quarter of them or
  // more. With make (or model) the only filter of any kind, only its slots can match, and its own
  // counts are the live counts of the whole store.
  let visit: Int32Array | null = null;
  let fixed: 'unfiltered' | 'make' | 'model' | null = null;
  if (!hard && facetFilters === 0) fixed = 'unfiltered';
  else if (!hard && facetFilters === 1 && (makeOk || modelOk)) {
    fixed = makeOk ? 'make' : 'model';
    visit = makeOk ? slotsOf(store.makeSlots, plan.makes!) : slotsOf(store.modelSlots, plan.models!);
  } else if (text) {
    // Matching the text is not checked slot by slot: its matches are always what is visited.
    visit = text;
  } else {
    const sources: { size: number; slots: () => Int32Array }[] = [];
    const bands = (range: { parts: Int32Array[]; size: number }) =>
      sources.push({ size: range.size, slots: () => ascending(range.parts, range.size, n) });
    if (geo) bands(nearbySlots(store, geo.lat, geo.lon, latBox, lonBox));
    if (hasPrice) bands(store.priceBands.range(minPrice, maxPrice));
    if (hasYear) bands(store.yearBands.range(minYear, maxYear));
    if (hasMileage) bands(store.mileageBands.range(0, maxMileage));
    if (makeOk && modelOk) {
      const makes = slotsOf(store.makeSlots, plan.makes!);
      const models = slotsOf(store.modelSlots, plan.models!);
      sources.push({
        size: makes.length + models.length,
        // A slot of a chosen make and a chosen model is visited once.
        slots: () => {
          const others = models.filter((slot) => makeOk[make[slot]!] === 0);
          return ascending([makes, others], makes.length + others.length, n);
        },
      });
    }
    const fewest = sources.sort((a, b) => a.size - b.size)[0];
    // A quarter or more of the slots: a plain scan reads them faster than a list of them.
    if (fewest && fewest.size <= n / 4) visit = fewest.slots();
  }
  const countInLoop = fixed !== 'unfiltered';
  const visits = visit ? visit.length : n;
  const sort = plan.sort;
  const relevanceSign = plan.descending ? -1 : 1;
  const end = plan.offset + plan.limit;
  const heap: Ranker = end <= heapUpTo ? new TopK(end) : new Selection(visits);
  let total = 0;

  for (let i = 0; i < visits; i++) {
    const s = visit ? (visit[i] as number) : i;
    if (alive[s] === 0) continue;
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
        if (fails > 1) continue;
        if (fails === 1) {
          if (failed === MAKE) cMake[mk]!++;
          else if (failed === MODEL) cModel[md]!++;
          else if (failed === FUEL) cFuel[fu]!++;
          else if (failed === BODY) cBody[bo]!++;
          else if (failed === TRANS) cTrans[tr]!++;
          else if (failed === SELLER) cSeller[se]!++;
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
    else key = relevanceSign * ((relevance[s] as number) + (titleHit !== null && titleHit[s] === 1 ? 1 : 0));
    heap.offer(key, id[s] as number, s);
  }

  if (maskHistogram) {
    for (let mask = 1; mask < maskHistogram.length; mask++) {
      const c = maskHistogram[mask] as number;
      if (c !== 0) for (let m = mask, bit = 0; m !== 0; m >>>= 1, bit++) if (m & 1) cPlatform[bit]! += c;
    }
  }
  // Counts that need no visit: the live counts of the whole store.
  if (fixed !== null) {
    const live = (into: Int32Array, from: number[]) => {
      for (let k = 0; k < into.length; k++) into[k] = from[k] ?? 0;
    };
    if (fixed === 'unfiltered' || fixed === 'make') live(cMake, store.makeCount);
    if (fixed === 'unfiltered' || fixed === 'model') live(cModel, store.modelCount);
    if (fixed === 'unfiltered') {
      live(cFuel, store.fuelCount);
      live(cBody, store.bodyCount);
      live(cTrans, store.transCount);
      live(cSeller, store.sellerCount);
      live(cPlatform, store.platformCount);
    }
  }
  const page = heap.page(plan.offset, plan.limit).map((slot) => ({
    slot,
    distance: geo ? distanceMiles(geo.lat, geo.lon, lat[slot] as number, lon[slot] as number) : null,
  }));
  return { total, counts: [cMake, cModel, cFuel, cBody, cTrans, cSeller, cPlatform], page };
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
