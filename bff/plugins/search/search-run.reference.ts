// The differential test's side (search-run.test.ts): random stores (fast-check arbitraries; the
// queries' are in search-run.arbitraries.ts), the plan a query makes, and a plain reference that filters, groups and sorts every live
// listing. Kept apart from the engine's code on purpose: the reference must not share what it checks.
import fc from 'fast-check';
import { distanceMiles } from '../../../db/reference/uk-places.js';
import type { IndexRow } from './queries.js';
import { CategoryStore } from './search-index.js';
import { FACETS, type Plan, type SortKey } from './search-run.js';
import { STOP_WORDS, TextIndex, words } from './text-index.js';

export const MAKES = ['Ford', 'BMW', 'Kia', 'Audi'];
export const MODELS: Record<string, string[]> = {
  Ford: ['Focus', 'Fiesta', 'Kuga'],
  BMW: ['3 Series', 'X1'],
  Kia: ['Ceed', 'Niro'],
  Audi: ['A3', 'Q5', 'A4'],
};
export const FUELS = ['Petrol', 'Diesel', 'Electric', 'Hybrid - Petrol/Electric'];
export const BODIES = ['Hatchback', 'Saloon', 'SUV', 'Estate'];
export const GEARBOXES = ['Manual', 'Automatic'];
export const COLOURS = ['Black', 'White', 'Blue', 'Red'];
const WORDS = ['sport', 'sat', 'nav', 'heated', 'seats', 'spare', 'the', 'm', 'tidy', 'roof'];
export const PLACES = [
  { lat: 53.48, lon: -2.24 },
  { lat: 52.48, lon: -1.9 },
  { lat: 51.51, lon: -0.13 },
  { lat: 53.8, lon: -1.55 },
];
export const SORTS: SortKey[] = [
  'relevance',
  'price_asc',
  'price_desc',
  'mileage_asc',
  'year_desc',
  'distance',
  'deal',
  'newest',
];
export const DEALS = ['', 'great', 'good', 'fair', 'high', 'overpriced', 'insufficient'];
/** Minutes since 1970 around which listings were first seen and dropped their prices. */
const NOW = 29_500_000;

export const rowArb = fc
  .record({
    make: fc.constantFrom(...MAKES),
    modelPick: fc.nat(2),
    fuel: fc.constantFrom(...FUELS),
    body: fc.constantFrom(...BODIES),
    trans: fc.constantFrom(...GEARBOXES),
    color: fc.constantFrom(...COLOURS),
    trade: fc.boolean(),
    doors: fc.constantFrom(2, 3, 4, 5),
    seats: fc.constantFrom(2, 4, 5, 7),
    owners: fc.nat(4),
    year: fc.integer({ min: 2012, max: 2024 }),
    engine: fc.constantFrom(0, 1, 1.5, 2, 3),
    range: fc.option(fc.integer({ min: 100, max: 400 }), { nil: null }),
    price: fc.integer({ min: 1, max: 40 }).map((p) => p * 50_000),
    mileage: fc.integer({ min: 0, max: 12 }).map((m) => m * 10_000),
    mask: fc.integer({ min: 1, max: 15 }),
    place: fc.nat(PLACES.length - 1),
    // Up to ~80 miles from the place each way, so radius searches meet rows near their edge.
    jitter: fc.double({ min: -1.2, max: 1.2, noNaN: true }),
    jitterLon: fc.double({ min: -1.2, max: 1.2, noNaN: true }),
    // Some that differ only in their last bits (sort orders rank keys by their bits).
    relevance: fc.constantFrom(0, 0.25, 0.5, 0.5 + 2 ** -22, 0.5 + 2 ** -23, 0.75, 1, 1.25),
    title: fc.array(fc.constantFrom(...WORDS), { maxLength: 3 }),
    body_words: fc.array(fc.constantFrom(...WORDS), { maxLength: 5 }),
    deal: fc.nat(6),
    // Scores that tie, and none (NaN).
    dealScore: fc.constantFrom(NaN, -0.2, -0.05, 0, 0.05, 0.125, 0.3),
    listedAgo: fc.constantFrom(0, 60, 1440, 10_000, 100_000),
    droppedAgo: fc.option(fc.constantFrom(0, 1440, 5 * 1440, 20 * 1440), { nil: null }),
  })
  .map((r): Omit<IndexRow, 'id'> => ({
    category: 'car',
    status: 'active',
    make: r.make,
    model: MODELS[r.make]![r.modelPick % MODELS[r.make]!.length]!,
    fuel_type: r.fuel,
    body_type: r.body,
    transmission: r.trans,
    color: r.color,
    seller_type: r.trade ? 'trade' : 'private',
    doors: r.doors,
    seats: r.seats,
    previous_owners: r.owners,
    is_electric: r.fuel === 'Electric',
    year: r.year,
    engine_size: r.engine,
    electric_range: r.range,
    price: r.price,
    mileage: r.mileage,
    platform_mask: r.mask,
    lat: PLACES[r.place]!.lat + r.jitter,
    lon: PLACES[r.place]!.lon + r.jitterLon,
    relevance: r.relevance,
    title: r.title.join(' '),
    variant: '',
    description: r.body_words.join(' '),
    deal: r.deal,
    deal_score: r.deal === 0 ? NaN : r.dealScore,
    listed: NOW - r.listedAgo,
    dropped: r.droppedAgo === null ? 0 : NOW - r.droppedAgo,
  }));

/** What happens to the store: listings put (new or replacing) and removed, by id from a small range. */
export const opsArb = fc.array(
  fc.oneof(
    { weight: 4, arbitrary: fc.record({ put: fc.integer({ min: 1, max: 40 }), row: rowArb }) },
    { weight: 1, arbitrary: fc.record({ remove: fc.integer({ min: 1, max: 40 }) }) },
  ),
  { maxLength: 160, size: 'large' },
);

/** Puts and removes listings in the store and in the reference's map alike. */
export function applyOps(store: CategoryStore, live: Map<number, Live>, ops: Ops) {
  for (const op of ops) {
    if ('put' in op) {
      store.upsert({ ...op.row, id: op.put });
      live.set(op.put, { ...op.row, id: op.put });
    } else {
      store.remove(op.remove);
      live.delete(op.remove);
    }
  }
}
type Ops = typeof opsArb extends fc.Arbitrary<infer T> ? T : never;

export interface Query {
  minPrice?: number;
  maxPrice?: number;
  minYear?: number;
  maxYear?: number;
  maxMileage?: number;
  doors?: { value: number; orMore: boolean };
  seats?: { value: number; orMore: boolean };
  color?: string;
  maxOwners?: number;
  minEngine?: number;
  maxEngine?: number;
  electric?: boolean;
  minRange?: number;
  text?: string[];
  geo?: { place: number; radius: number };
  make?: string;
  model?: string;
  fuels?: string[];
  body?: string;
  trans?: string;
  sellers?: string[];
  platformMask?: number;
  deals?: string[];
  /** Minutes before NOW. */
  droppedWithin?: number;
  sort: SortKey;
  descending: boolean;
  offset: number;
  limit: number;
}

export function plan(store: CategoryStore, q: Query): Plan {
  const text = q.text ? store.text.match(TextIndex.queryWords(q.text.join(' ')), store.length) : null;
  const place = q.geo ? PLACES[q.geo.place]! : null;
  return {
    minPrice: q.minPrice ?? 0,
    maxPrice: q.maxPrice ?? 2 ** 31 - 1,
    minYear: q.minYear ?? 0,
    maxYear: q.maxYear ?? 65535,
    maxMileage: q.maxMileage ?? 2 ** 31 - 1,
    doors: q.doors ?? null,
    seats: q.seats ?? null,
    color: q.color === undefined ? null : store.colours.find(q.color),
    maxOwners: q.maxOwners ?? 255,
    minEngine: q.minEngine === undefined ? 0 : Math.round(q.minEngine * 10),
    maxEngine: q.maxEngine === undefined ? 65535 : Math.round(q.maxEngine * 10),
    electric: q.electric ?? null,
    minRange: q.minRange ?? 0,
    text: text && { bits: text.bits, count: text.count },
    titleHit: text?.titleHits ?? null,
    geo: place && q.geo ? { lat: place.lat, lon: place.lon, radius: q.geo.radius } : null,
    makes: q.make === undefined ? null : store.makes.find(q.make),
    models:
      q.model === undefined
        ? null
        : store.models.values.flatMap((key, id) => (key.split('\u0000')[1] === q.model ? [id] : [])),
    fuels: q.fuels ? q.fuels.flatMap((f) => store.fuels.find(f)) : null,
    bodies: q.body === undefined ? null : store.bodies.find(q.body),
    transmissions: q.trans === undefined ? null : store.transmissions.find(q.trans),
    sellers: q.sellers ? q.sellers.flatMap((s) => store.sellers.find(s)) : null,
    platformMask: q.platformMask ?? 0,
    deals: q.deals ? q.deals.map((d) => DEALS.indexOf(d)) : null,
    droppedSince: q.droppedWithin === undefined ? 0 : NOW - q.droppedWithin,
    sort: q.sort,
    descending: q.descending,
    offset: q.offset,
    limit: q.limit,
  };
}

export type Live = IndexRow;
const hasPrefix = (text: string, stop: boolean) => {
  const all = words(text);
  return (w: string) => all.some((x) => x.startsWith(w) && (!stop || !STOP_WORDS.has(x)));
};

/** The answer by brute force: filter, group and sort every live listing. */
export function reference(rows: Live[], q: Query) {
  const place = q.geo ? PLACES[q.geo.place]! : null;
  const queryWords = q.text ? TextIndex.queryWords(q.text.join(' ')) : null;
  const distance = (r: Live) => (place ? distanceMiles(place.lat, place.lon, r.lat, r.lon) : null);
  const hard = (r: Live) => {
    if (q.minPrice !== undefined && r.price < q.minPrice) return false;
    if (q.maxPrice !== undefined && r.price > q.maxPrice) return false;
    if (q.minYear !== undefined && r.year < q.minYear) return false;
    if (q.maxYear !== undefined && r.year > q.maxYear) return false;
    if (q.maxMileage !== undefined && r.mileage > q.maxMileage) return false;
    if (q.maxOwners !== undefined && r.previous_owners > q.maxOwners) return false;
    const engine = Math.round(r.engine_size * 10);
    if (q.minEngine !== undefined && engine < Math.round(q.minEngine * 10)) return false;
    if (q.maxEngine !== undefined && engine > Math.round(q.maxEngine * 10)) return false;
    if (q.minRange !== undefined && (r.electric_range ?? 0) < q.minRange) return false;
    if (q.electric !== undefined && r.is_electric !== q.electric) return false;
    if (q.color !== undefined && r.color !== q.color) return false;
    for (const [f, v] of [
      [q.doors, r.doors],
      [q.seats, r.seats],
    ] as const)
      if (f && (f.orMore ? v < f.value : v !== f.value)) return false;
    if (queryWords) {
      const inTitle = hasPrefix(`${r.title} ${r.make} ${r.model} ${r.variant}`, false);
      const inBody = hasPrefix(r.description, true);
      if (!queryWords.every((w) => inTitle(w) || inBody(w))) return false;
    }
    const d = distance(r);
    if (d !== null && d > q.geo!.radius) return false;
    if (q.droppedWithin !== undefined && (r.dropped === 0 || r.dropped < NOW - q.droppedWithin)) return false;
    return true;
  };
  const facetPass: Record<(typeof FACETS)[number], (r: Live) => boolean> = {
    make: (r) => q.make === undefined || r.make === q.make,
    model: (r) => q.model === undefined || r.model === q.model,
    fuelType: (r) => q.fuels === undefined || q.fuels.includes(r.fuel_type),
    bodyType: (r) => q.body === undefined || r.body_type === q.body,
    transmission: (r) => q.trans === undefined || r.transmission === q.trans,
    sellerType: (r) => q.sellers === undefined || q.sellers.includes(r.seller_type),
    platform: (r) => q.platformMask === undefined || (r.platform_mask & q.platformMask) !== 0,
    dealRating: (r) => q.deals === undefined || q.deals.includes(DEALS[r.deal]!),
  };
  const valueOf: Record<(typeof FACETS)[number], (r: Live) => string[]> = {
    make: (r) => [r.make],
    model: (r) => [`${r.make}\u0000${r.model}`],
    fuelType: (r) => [r.fuel_type],
    bodyType: (r) => [r.body_type],
    transmission: (r) => [r.transmission],
    sellerType: (r) => [r.seller_type],
    platform: (r) => [0, 1, 2, 3].filter((b) => r.platform_mask & (1 << b)).map(String),
    dealRating: (r) => [DEALS[r.deal]!],
  };
  const passing = rows.filter(hard);
  const matches = passing.filter((r) => FACETS.every((f) => facetPass[f](r)));
  const counts = Object.fromEntries(
    FACETS.map((f) => {
      const c = new Map<string, number>();
      // Models are counted only under a make filter (the API shows the model facet only then).
      if (f === 'model' && q.make === undefined) return [f, c];
      for (const r of passing)
        if (FACETS.every((g) => g === f || facetPass[g](r)))
          for (const v of valueOf[f](r)) c.set(v, (c.get(v) ?? 0) + 1);
      return [f, c];
    }),
  );
  const titleHit = (r: Live) =>
    !!queryWords &&
    queryWords.every((w) => hasPrefix(`${r.title} ${r.make} ${r.model} ${r.variant}`, false)(w));
  const rel = (r: Live) => Math.fround(r.relevance);
  const key = (r: Live): number => {
    if (q.sort === 'price_asc') return r.price;
    if (q.sort === 'price_desc') return -r.price;
    if (q.sort === 'mileage_asc') return r.mileage;
    if (q.sort === 'year_desc') return -r.year + (1 - Math.min(1, rel(r))) / 2;
    if (q.sort === 'distance') return distance(r)!;
    if (q.sort === 'deal') return Number.isNaN(r.deal_score) ? Infinity : Math.fround(r.deal_score);
    if (q.sort === 'newest') return -r.listed;
    return (q.descending ? -1 : 1) * (rel(r) + (titleHit(r) ? 1 : 0));
  };
  const page = matches
    .map((r) => ({ r, k: key(r) }))
    .sort((a, b) => a.k - b.k || a.r.id - b.r.id)
    .slice(q.offset, q.offset + q.limit)
    .map(({ r }) => r.id);
  return { total: matches.length, counts, page };
}

/** The engine's counts as value → count (non-zero only), named as the reference names them. */
export function engineCounts(store: CategoryStore, counts: Int32Array[]) {
  const names: Record<(typeof FACETS)[number], (id: number) => string> = {
    make: (id) => store.makes.values[id]!,
    model: (id) => store.models.values[id]!,
    fuelType: (id) => store.fuels.values[id]!,
    bodyType: (id) => store.bodies.values[id]!,
    transmission: (id) => store.transmissions.values[id]!,
    sellerType: (id) => store.sellers.values[id]!,
    platform: (id) => String(id),
    dealRating: (id) => DEALS[id]!,
  };
  return Object.fromEntries(
    FACETS.map((f, i) => {
      const c = new Map<string, number>();
      counts[i]!.forEach((n, id) => {
        if (n !== 0) c.set(names[f](id), n);
      });
      return [f, c];
    }),
  );
}
