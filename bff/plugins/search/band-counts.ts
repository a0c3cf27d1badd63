// Facet counts per group of listings: per price band and fuel, and per cell of the radius grid. A
// search filtered by a price range (with fuel or without), or by a place and radius alone, adds up the
// groups wholly inside its range or circle instead of visiting their slots. Only the bands at the
// range's two ends, or the grid cells the circle's edge crosses, are scanned (search-run.ts, prepare),
// and the page comes off the kept sort order, read until it is full.
import { distanceMiles } from '../../../db/reference/distance.js';
import {
  aBound,
  approx,
  cellsAround,
  FINE_STEP,
  finerCells,
  gridCell,
  gridKey,
  GRID_STEP,
  isNear,
  nearTest,
  type NearTest,
} from './grid.js';
import type { CategoryStore } from './search-index.js';
import type { Plan } from './search-run.js';
import { box, emptyCounts, lookup, type ScanTask } from './search-scan.js';
import { filteredPage, type OrderKey } from './sort-order.js';
import { TopK } from './rank.js';
import { concat, SlotParts } from './bands.js';

/** The model facet's place in the counting arrays (FACETS, search-run.ts). */
const MODEL = 1;

/** What prepare() keeps of a search answered from the band counts (search-run.ts, answer). */
export interface Banded {
  /** The whole groups' counts and matches (the edges' are added when they are scanned). */
  counts: Int32Array[];
  total: number;
  /** The page's slots; null when not found within its budget (then the search is scanned after all). */
  page: () => number[] | null;
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
 * Three kinds of search are answered from the group counts (GroupCounts):
 * - a price range, with a fuel filter or no facet filter, and nothing else: the price bands wholly
 *   inside the range are added up, and only the bands at its ends are scanned;
 * - a place and radius, with no facet filter and nothing else, sorted by anything but distance: the
 *   grid cells wholly inside the circle are added up, and only the cells its edge crosses are scanned;
 * - a make, a model or both, and nothing else: the chosen models' counts are added up, and nothing is
 *   scanned (the make and model facets themselves are the store's live counts: liveCounts).
 * The page is read off the kept sort order, which pays while it reaches `end` matches in a small part
 * of it: null when that part would be more than `orderShare` of the store (the whole groups' matches
 * are too few), and for a page ranked beyond `heapUpTo`. Sorted by price, only the part of the order
 * in the range is read. `edges` are the slots to scan.
 */
export function countedPlan(
  store: CategoryStore,
  plan: Plan,
  /** Whether the search has a price range, and any filter other than facets, price and place. */
  priceRange: boolean,
  rest: boolean,
  facetFilters: number,
  sizes: ScanTask['sizes'],
  heapUpTo: number,
  orderShare: number,
): { edges: Int32Array; prepared: Banded } | null {
  const order = keptOrder(plan);
  const { offset, limit } = plan;
  const end = offset + limit;
  if (rest || end > heapUpTo || (priceRange && plan.geo)) return null;
  const nearest = plan.geo && plan.sort === 'distance';
  const counted =
    priceRange && facetFilters <= (plan.fuels ? 1 : 0)
      ? order
        ? byBands(store, plan, sizes)
        : null
      : plan.geo && facetFilters === 0 && (order || nearest)
        ? byCells(store, plan.geo, sizes)
        : !priceRange && !plan.geo && order && facetFilters === (plan.makes ? 1 : 0) + (plan.models ? 1 : 0)
          ? byModels(store, plan, sizes)
          : null;
  if (!counted || counted.total === 0) return null;
  let page: Banded['page'];
  if (nearest) page = () => nearestPage(store, plan.geo!, counted, end, offset, limit);
  else {
    const [key, reversed] = order!;
    // A price range by price: its matches sit together, in the part of the order the range covers,
    // and only that part is read, from the end the sort starts at (the fuel decides there). Any other
    // order is read until `end` matches: ~end / total of its slots, at random places.
    const byPrice = priceRange && key === 'price_asc';
    if (byPrice ? orderShare <= 0 : end / counted.total > orderShare) return null;
    const maxReads = store.count * orderShare;
    const keys = byPrice ? { min: plan.minPrice, max: plan.maxPrice } : undefined;
    page = () => filteredPage(store, key, reversed, offset, limit, counted.accept, maxReads, keys);
  }
  return {
    // The edges' lists one after another: no two share a slot (a slot is in one band, one cell), and
    // their scan only counts (the page is read apart), so the order it visits them in changes nothing
    // (ascending, they cost a bitmap of every slot in the main thread: ~0.1-0.2 ms at 1M).
    edges: concat(counted.edges.parts),
    prepared: { counts: counted.counts, total: counted.total, page },
  };
}

interface Counted {
  counts: Int32Array[];
  total: number;
  /** The slots of the groups not wholly inside (to scan). */
  edges: SlotParts;
  accept: (slot: number) => boolean;
  /** By grid cell: every cell the search's box overlaps (row y, column x), no point of it nearer than `nearest`. */
  cells?: { key: number; y: number; x: number; nearest: number }[];
  /** By grid cell: the radius test without trigonometry (grid.ts). */
  near?: NearTest;
}

/**
 * A page by distance: the cells are read nearest first, each slot ranked by its distance (then id,
 * as the scan ranks), until the next cell's nearest point is farther than the page's last listing. A
 * cell's turn puts its finer cells in its place (each at its own nearest point), and those are read:
 * of a dense cell near the place, only the part near enough. A slot whose approximate distance is
 * already beyond the page's last is not measured exactly.
 */
function nearestPage(
  store: CategoryStore,
  geo: NonNullable<Plan['geo']>,
  counted: Counted,
  end: number,
  offset: number,
  limit: number,
): number[] {
  const queue = new Nearest<{ key: number; y: number; x: number; fine: boolean }>();
  for (const cell of counted.cells!)
    if (store.cells.has(cell.key)) queue.push(cell.nearest, { ...cell, fine: false });
  const heap = new TopK(end);
  const near = counted.near!;
  let farther = aBound(near, heap.bound());
  const { alive, id, lat, lon } = store;
  for (let next = queue.pop(); next && next.nearest <= heap.bound(); next = queue.pop()) {
    const cell = next.item;
    if (!cell.fine) {
      for (const fine of finerCells(geo, cell.y, cell.x))
        if (store.fineCells.get(fine.key)?.length)
          queue.push(fine.nearest, { ...cell, key: fine.key, fine: true });
      continue;
    }
    const list = store.fineCells.get(cell.key)!;
    for (let i = 0; i < list.length; i++) {
      const s = list.data[i] as number;
      if (alive[s] !== 1 || !counted.accept(s)) continue;
      const la = lat[s] as number;
      const lo = lon[s] as number;
      if (approx(near, geo.lat, geo.lon, la, lo) > farther) continue;
      heap.offer(distanceMiles(geo.lat, geo.lon, la, lo), id[s] as number, s);
      farther = aBound(near, heap.bound());
    }
  }
  return heap.page(offset, limit);
}

/** Items by a distance, nearest first (a binary heap). */
class Nearest<T> {
  private readonly items: { nearest: number; item: T }[] = [];

  push(nearest: number, item: T): void {
    const items = this.items;
    let i = items.push({ nearest, item }) - 1;
    while (i > 0) {
      const up = (i - 1) >> 1;
      if (items[up]!.nearest <= nearest) break;
      [items[i], items[up]] = [items[up]!, items[i]!];
      i = up;
    }
  }

  pop(): { nearest: number; item: T } | undefined {
    const items = this.items;
    const top = items[0];
    const last = items.pop();
    if (items.length === 0 || !last) return top;
    items[0] = last;
    for (let i = 0; ;) {
      const [l, r] = [2 * i + 1, 2 * i + 2];
      let least = i;
      if (l < items.length && items[l]!.nearest < items[least]!.nearest) least = l;
      if (r < items.length && items[r]!.nearest < items[least]!.nearest) least = r;
      if (least === i) break;
      [items[i], items[least]] = [items[least]!, items[i]!];
      i = least;
    }
    return top;
  }
}

function byBands(store: CategoryStore, plan: Plan, sizes: ScanTask['sizes']): Counted | null {
  const { minPrice, maxPrice } = plan;
  const { from, to } = store.priceBands.inside(minPrice, maxPrice);
  if (from > to) return null;
  const fuelOk = lookup(plan.fuels, store.fuels.size);
  const counts = emptyCounts(sizes);
  let total = 0;
  for (let b = from; b <= to; b++) total += store.bandCounts.add(b, fuelOk, counts);
  const edges = new SlotParts();
  for (const b of new Set([store.priceBands.band(minPrice), store.priceBands.band(maxPrice)]))
    if (b < from || b > to) edges.add(store.priceBands.lists[b]);
  const { price, fuel } = store;
  return {
    counts,
    total,
    edges,
    accept: (s) => {
      const p = price[s] as number;
      return p >= minPrice && p <= maxPrice && (fuelOk === null || fuelOk[fuel[s] as number] === 1);
    },
  };
}

/**
 * A make, a model or both: every listing of a chosen model of a chosen make matches, so the other
 * facets' counts are those models' rows added up. The models counted under a make filter are those of
 * the chosen makes (what a scan would count); with a model filter, the makes are counted from the rows
 * too (each model's listings are of its make), and liveCounts puts the store's own in their place
 * where it has them.
 */
function byModels(store: CategoryStore, plan: Plan, sizes: ScanTask['sizes']): Counted | null {
  const makeOk = lookup(plan.makes, store.makes.size);
  const modelOk = new Uint8Array(Math.max(store.models.size, 1));
  const chosen = plan.models ?? store.modelMake.map((_, m) => m);
  for (const m of chosen)
    if (m < store.models.size && (makeOk === null || makeOk[store.modelMake[m] as number] === 1))
      modelOk[m] = 1;
  const counts = emptyCounts(sizes);
  const models = counts[MODEL] as Int32Array;
  let total = 0;
  for (let m = 0; m < modelOk.length; m++) {
    if (modelOk[m] !== 1) continue;
    const listings = store.modelCounts.add(m, null, counts);
    total += listings;
    // Models are counted only under a make filter (RunResult).
    if (makeOk !== null) models[m] = listings;
  }
  const { model } = store;
  return { counts, total, edges: new SlotParts(), accept: (s) => modelOk[model[s] as number] === 1 };
}

function byCells(store: CategoryStore, geo: NonNullable<Plan['geo']>, sizes: ScanTask['sizes']): Counted {
  const { latBox, lonBox } = box(geo);
  const { y0, x0, height, width, within, nearest } = cellsAround(geo, latBox, lonBox);
  const counts = emptyCounts(sizes);
  let total = 0;
  const edges = new SlotParts();
  const cells: Counted['cells'] = [];
  // Whole: every point of the cell is within the radius and within the box the scan tests first.
  const whole = (inside: boolean, south: number, west: number, step: number) =>
    inside &&
    south >= geo.lat - latBox &&
    south + step <= geo.lat + latBox &&
    west >= geo.lon - lonBox &&
    west + step <= geo.lon + lonBox;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const key = gridKey(y0 + y, x0 + x);
      const cell = { key, y: y0 + y, x: x0 + x, nearest: nearest[y * width + x] as number };
      cells.push(cell);
      if (whole(within[y * width + x] === 1, cell.y * GRID_STEP, cell.x * GRID_STEP, GRID_STEP))
        total += store.cellCounts.add(key, null, counts);
      // No point of the cell is within the radius (a corner of the box): nothing in it can match.
      else if (cell.nearest > geo.radius || !store.cells.has(key)) continue;
      // On the circle's edge: its finer cells are added up where whole, and scanned where the edge
      // crosses them (an eighth of the cell's width: about an eighth of the slots to scan).
      else
        for (const fine of finerCells(geo, cell.y, cell.x)) {
          if (whole(fine.within, fine.south, fine.west, FINE_STEP))
            total += store.fineCounts.add(fine.key, null, counts);
          else if (fine.nearest <= geo.radius) edges.add(store.fineCells.get(fine.key));
        }
    }
  const { lat, lon } = store;
  const near = nearTest(geo, latBox, lonBox);
  return {
    counts,
    total,
    edges,
    cells,
    near,
    // The scan's test (scan-loop.ts): in the box, then in a cell wholly within or near enough.
    accept: (s) => {
      const la = lat[s] as number;
      const lo = lon[s] as number;
      if (Math.abs(la - geo.lat) > latBox || Math.abs(lo - geo.lon) > lonBox) return false;
      const cy = gridCell(la) - y0;
      const cx = gridCell(lo) - x0;
      if (cy >= 0 && cy < height && cx >= 0 && cx < width && within[cy * width + cx] === 1) return true;
      return isNear(near, geo, la, lo);
    },
  };
}
