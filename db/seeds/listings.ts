// One realistic listing: a model from the catalogue, its age, mileage, equipment and price, and the
// platforms it is advertised on with their price histories.
import type { Category, EngineSpec, ModelSpec } from '../reference/types.js';
import { COLOURS } from '../reference/types.js';
import { FEATURES } from '../reference/features.js';
import { PLATFORMS, platformBaseUrl, type PlatformSpec } from '../reference/platforms.js';
import { describe, vehicleName, vehicleTitle } from './describe.js';
import { ANNUAL_MILES, askingPricePence, expectedValue, roadTaxPounds } from './pricing.js';
import { Random, WeightedPicker } from './random.js';
import type { SellerRow } from './sellers.js';

export interface OfferRow {
  id: number;
  listing_id: number;
  platform: string;
  external_id: string;
  external_url: string;
  price: number;
  first_seen_at: Date;
  last_seen_at: Date;
  history: { price: number; recorded_at: Date }[];
}

export interface ListingRow {
  id: number;
  category: Category;
  title: string;
  make: string;
  model: string;
  variant: string;
  /** The engine's marketing label ('2.0 TDI 150'); not a column, the demo world titles with it. */
  engine_label: string;
  year: number;
  price: number;
  mileage: number;
  fuel_type: string;
  transmission: string;
  body_type: string;
  engine_size: number;
  power_bhp: number;
  doors: number;
  seats: number;
  color: string;
  previous_owners: number;
  is_electric: boolean;
  electric_range: number | null;
  charging_type: string | null;
  mot_expiry: string | null;
  road_tax: number;
  insurance_group: number;
  features: string[];
  description: string;
  service_history: 'full' | 'partial' | 'none';
  image_count: number;
  registration: string | null;
  vin: string | null;
  postcode: string;
  lat: number;
  lon: number;
  seller_id: number;
  seller_type: 'trade' | 'private';
  platform: string;
  external_url: string;
  platform_mask: number;
  offer_count: number;
  relevance: number;
  first_seen_at: Date;
  last_seen_at: Date;
  /** The last fall in `price` the offers' histories show (what the listings_price_drop trigger keeps). */
  price_drop: number | null;
  price_dropped_at: Date | null;
  offers: OfferRow[];
}

// UK colour popularity: greys, blacks, whites and blues dominate.
const COLOUR_WEIGHTS: Record<string, number> = {
  Grey: 24,
  Black: 20,
  White: 16,
  Blue: 13,
  Silver: 9,
  Red: 8,
  Green: 2,
  Orange: 1.5,
  Yellow: 0.8,
  Brown: 1,
  Beige: 0.6,
  Bronze: 0.6,
  Burgundy: 0.8,
  Gold: 0.4,
  Indigo: 0.2,
  Maroon: 0.4,
  Multicolour: 0.3,
  Navy: 1.2,
  Pink: 0.1,
  Purple: 0.4,
  Turquoise: 0.3,
};
const colourPicker = new WeightedPicker([...COLOURS], (c) => COLOUR_WEIGHTS[c] ?? 0.2);
const REG_LETTERS = 'ABCDEFGHJKLMNOPRSTUVWXY'.split('');
const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'.split('');
const DAY = 86_400_000;

export interface ListingContext {
  now: Date;
  currentYear: number;
  usedRegistrations: Set<string>;
  nextOfferId: () => number;
}

export function generateListing(
  rng: Random,
  ctx: ListingContext,
  id: number,
  spec: ModelSpec,
  seller: SellerRow,
): ListingRow {
  const trade = seller.seller_type === 'trade';
  const category = spec.category;
  const lastYear = Math.min(spec.yearTo ?? ctx.currentYear, ctx.currentYear);
  // UK used stock centres on 3-7 years old, with a long tail of older vehicles and a few nearly new.
  const drawn = rng.chance(0.12) ? rng.int(8, 18) : Math.round(Math.abs(rng.normal(4.5, 2.6)));
  // The catalogue describes a model's recent generations (engines, trims): stay within ten years of them.
  const age = Math.min(lastYear - spec.yearFrom, 10, drawn);
  const year = Math.max(spec.yearFrom, lastYear - age);
  const realAge = ctx.currentYear - year;
  const engine = pickEngine(rng, spec, year);
  const variantIndex = rng.int(0, spec.variants.length - 1);
  const variant = spec.variants[variantIndex] as string;
  const transmission = rng.pick(engine.transmissions);
  const bodyType = rng.pick(spec.bodyTypes);
  const doors = rng.pick(spec.doors);
  const seats = rng.pick(spec.seats);
  const mileage = Math.max(
    rng.int(5, 400),
    Math.round((ANNUAL_MILES[category] * Math.max(realAge, 0.3) * Math.max(0.25, rng.normal(1, 0.35))) / 10) *
      10,
  );
  const owners = Math.min(10, Math.max(1, Math.round(1 + realAge / 3.5 + rng.normal(0, 0.9))));
  const serviceHistory: ListingRow['service_history'] =
    realAge <= 3 || rng.chance(0.6) ? 'full' : rng.chance(0.7) ? 'partial' : 'none';
  const colour = colourPicker.pick(rng);
  const features = pickFeatures(rng, spec, variantIndex, realAge);
  const value = expectedValue(spec, engine, variantIndex, year, mileage, ctx.currentYear);
  const asked = value * (trade ? rng.normal(1.02, 0.05) : rng.normal(0.93, 0.06));
  const basePrice = askingPricePence(asked, trade, rng.next());
  const motMonths = realAge >= 3 ? rng.int(1, 12) : null;
  const motExpiry =
    motMonths == null
      ? isoDate(new Date(Date.UTC(year + 3, rng.int(0, 11), rng.int(1, 28))))
      : isoDate(new Date(ctx.now.getTime() + motMonths * 30 * DAY));
  const insuranceGroup = Math.round(
    spec.insuranceGroup[0] +
      ((spec.insuranceGroup[1] - spec.insuranceGroup[0]) * (variantIndex + 1)) / (spec.variants.length + 1),
  );
  const registration = rng.chance(trade ? 0.92 : 0.6) ? uniqueRegistration(rng, ctx, year) : null;
  const vin =
    trade && rng.chance(0.3) ? Array.from({ length: 17 }, () => rng.pick(VIN_CHARS)).join('') : null;
  const title = vehicleTitle(year, vehicleName(spec.make, spec.model, variant, engine.label));
  const description = describe(rng, {
    year,
    make: spec.make,
    model: spec.model,
    variant,
    engineLabel: engine.label,
    colour,
    mileage,
    owners,
    serviceHistory,
    features,
    trade,
    sellerName: seller.name,
    category,
    motMonths,
  });
  const firstSeen = new Date(ctx.now.getTime() - rng.int(1, 120) * DAY - rng.int(0, DAY));
  const offers = generateOffers(rng, ctx, id, basePrice, trade, firstSeen);
  const best = offers.reduce((a, b) => (b.price < a.price ? b : a));
  const mask = offers.reduce((m, o) => m | (1 << (platformById.get(o.platform) as PlatformSpec).bit), 0);
  const completeness =
    Math.min(1, features.length / 10) * 0.5 +
    (serviceHistory === 'full' ? 0.3 : 0.1) +
    (registration ? 0.2 : 0);
  // A good deal is judged against what sellers of the same kind usually ask, so private sellers'
  // lower prices do not push every dealer down the default order.
  const usual = value * 100 * (trade ? 1.02 : 0.93);
  const priceScore = Math.max(0, Math.min(1, 0.5 + ((usual - best.price) / usual) * 4));
  const freshness = 1 - (ctx.now.getTime() - firstSeen.getTime()) / (121 * DAY);
  const relevance = round3(0.35 * completeness + 0.35 * priceScore + 0.2 * freshness + (trade ? 0.1 : 0.04));

  return {
    id,
    category,
    title,
    make: spec.make,
    model: spec.model,
    variant,
    engine_label: engine.label,
    year,
    price: best.price,
    mileage,
    fuel_type: engine.fuelType,
    transmission,
    body_type: bodyType,
    engine_size: engine.engineSize,
    power_bhp: engine.powerBhp,
    doors,
    seats,
    color: colour,
    previous_owners: owners,
    is_electric: engine.fuelType === 'Electric',
    electric_range: engine.electricRange ?? null,
    charging_type: engine.chargingType ?? null,
    mot_expiry: motExpiry,
    road_tax: roadTaxPounds(category, engine, year, spec.newPrice, realAge),
    insurance_group: insuranceGroup,
    features,
    description,
    service_history: serviceHistory,
    image_count: 4,
    registration,
    vin,
    postcode: seller.postcode,
    lat: seller.lat,
    lon: seller.lon,
    seller_id: seller.id,
    seller_type: seller.seller_type,
    platform: best.platform,
    external_url: best.external_url,
    platform_mask: mask,
    offer_count: offers.length,
    relevance,
    first_seen_at: firstSeen,
    last_seen_at: new Date(ctx.now.getTime() - rng.int(0, 50) * 60_000),
    ...lastPriceDrop(offers),
    offers,
  };
}

/**
 * The listing's price is its cheapest offer's: replayed through every offer's history in time order,
 * its last fall is the drop the listings_price_drop trigger would have kept had the history been
 * written as updates (a rise forgets it). Seeded rows are inserted, which no update trigger sees.
 */
export function lastPriceDrop(
  offers: Pick<OfferRow, 'history'>[],
): Pick<ListingRow, 'price_drop' | 'price_dropped_at'> {
  const events = offers
    .flatMap((o, offer) => o.history.map((h) => ({ offer, ...h })))
    .sort((a, b) => a.recorded_at.getTime() - b.recorded_at.getTime());
  const current = new Map<number, number>();
  let price: number | null = null;
  let drop: Pick<ListingRow, 'price_drop' | 'price_dropped_at'> = {
    price_drop: null,
    price_dropped_at: null,
  };
  for (const e of events) {
    current.set(e.offer, e.price);
    const next = Math.min(...current.values());
    if (price !== null && next < price) drop = { price_drop: price - next, price_dropped_at: e.recorded_at };
    else if (price !== null && next > price) drop = { price_drop: null, price_dropped_at: null };
    price = next;
  }
  return drop;
}

const platformById = new Map(PLATFORMS.map((p) => [p.id, p]));
const tradePlatforms = new WeightedPicker(PLATFORMS, (p) => p.weight * (1 - p.privateShare));
const privatePlatforms = new WeightedPicker(PLATFORMS, (p) => p.weight * p.privateShare);

function generateOffers(
  rng: Random,
  ctx: ListingContext,
  listingId: number,
  basePrice: number,
  trade: boolean,
  firstSeen: Date,
): OfferRow[] {
  // About a quarter of stock is on two platforms and a tenth on three (DECISIONS 2).
  const count = rng.chance(0.1) ? 3 : rng.chance(0.27) ? 2 : 1;
  const picker = trade ? tradePlatforms : privatePlatforms;
  const chosen = new Set<string>();
  for (let tries = 0; chosen.size < count && tries < 20; tries++) chosen.add(picker.pick(rng).id);
  return [...chosen].map((platform, index) => {
    // The same vehicle is rarely the same price everywhere: up to ~3% apart, in whole pounds.
    const price =
      index === 0
        ? basePrice
        : Math.round((basePrice * (1 + rng.next() * 0.03)) / 100) * 100 - (trade ? 500 : 0);
    // A second platform picks the vehicle up a few days later, but never after now.
    const seen = new Date(
      Math.min(firstSeen.getTime() + index * rng.int(0, 10) * DAY, ctx.now.getTime() - 3_600_000),
    );
    const externalId = `${platform.slice(0, 2).toUpperCase()}${(listingId * 7919 + index * 104729).toString(36).toUpperCase()}`;
    return {
      id: ctx.nextOfferId(),
      listing_id: listingId,
      platform,
      external_id: externalId,
      external_url: `${platformBaseUrl(platform)}/vehicles/${externalId}`,
      price: Math.max(100, price),
      first_seen_at: seen,
      last_seen_at: new Date(ctx.now.getTime() - rng.int(0, 50) * 60_000),
      history: priceHistory(rng, Math.max(100, price), seen, ctx.now),
    };
  });
}

/** Asking prices over time, ending at `finalPrice`: sellers cut prices in steps the longer a vehicle sits. */
function priceHistory(rng: Random, finalPrice: number, from: Date, now: Date) {
  const days = Math.max(1, Math.floor((now.getTime() - from.getTime()) / DAY));
  const cuts = Math.min(3, Math.floor(rng.next() * (days / 25)));
  const points: { price: number; recorded_at: Date }[] = [];
  let price = finalPrice;
  for (let i = cuts; i > 0; i--) {
    const at = new Date(from.getTime() + Math.floor((days * i) / (cuts + 1)) * DAY);
    points.unshift({ price, recorded_at: at });
    price = Math.round((price * (1 + 0.015 + rng.next() * 0.035)) / 10000) * 10000 - 500;
  }
  points.unshift({ price: Math.max(price, finalPrice), recorded_at: from });
  return points;
}

function pickEngine(rng: Random, spec: ModelSpec, year: number): EngineSpec {
  // Electric, plug-in and hybrid versions arrived late in most ranges: keep them to newer years
  // unless the model was only ever sold that way.
  const since = (e: EngineSpec) => (e.electricRange ? 2018 : e.fuelType.startsWith('Hybrid') ? 2019 : 0);
  const fitting = spec.engines.filter((e) => year >= Math.max(spec.yearFrom, since(e)));
  return rng.pick(fitting.length ? fitting : spec.engines);
}

// The feature pool of a model line, built once per line: the generator draws from it for every listing.
const featurePools = new WeakMap<ModelSpec, string[]>();

function pickFeatures(rng: Random, spec: ModelSpec, variantIndex: number, age: number): string[] {
  let pool = featurePools.get(spec);
  if (!pool) {
    pool = [...new Set([...(spec.features ?? []), ...FEATURES[spec.category]])];
    featurePools.set(spec, pool);
  }
  const count = Math.max(
    3,
    Math.min(pool.length, 4 + variantIndex * 2 + Math.max(0, 4 - Math.floor(age / 2)) + rng.int(0, 3)),
  );
  return rng.sample(pool, count);
}

function uniqueRegistration(rng: Random, ctx: ListingContext, year: number): string {
  for (;;) {
    const ageId = rng.chance(0.5) ? year % 100 : (year % 100) + 50;
    const l = () => rng.pick(REG_LETTERS);
    const reg = `${l()}${l()}${String(ageId).padStart(2, '0')} ${l()}${l()}${l()}`;
    if (!ctx.usedRegistrations.has(reg)) {
      ctx.usedRegistrations.add(reg);
      return reg;
    }
  }
}

function isoDate(d: Date): string {
  return d.toISOString().slice(0, 10);
}

function round3(n: number): number {
  return Math.round(n * 1000) / 1000;
}
