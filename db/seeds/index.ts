// The deterministic demo data set: dealers and private sellers in real UK towns, and listings of
// cars, motorcycles and vans on the eight source platforms, with offers and price histories.
import type { Knex } from 'knex';
import { modelsFor } from '../reference/catalogue.js';
import { PLATFORMS, platformBaseUrl } from '../reference/platforms.js';
import type { Category, ModelSpec } from '../reference/types.js';
import { UK_TOWNS } from '../reference/uk-towns.js';
import { insertColumns } from './insert.js';
import { generateListing, type ListingContext, type ListingRow } from './listings.js';
import { Random, WeightedPicker } from './random.js';
import { SellerFactory, type SellerRow } from './sellers.js';

export interface SeedOptions {
  listings: number;
  seed?: number;
  now?: Date;
  batchSize?: number;
  onProgress?: (done: number, total: number) => void;
}

const CATEGORY_SHARE: [Category, number][] = [
  ['car', 0.76],
  ['van', 0.14],
  ['motorcycle', 0.1],
];
const STOCK_PER_DEALER = 28;
const PRIVATE_SHARE = 0.18;

/** True when the database has no listings yet (start-up seeds only then). */
export async function isEmpty(knex: Knex): Promise<boolean> {
  const row = await knex('listings').first(knex.raw('1 as one'));
  return !row;
}

export async function seedDatabase(
  knex: Knex,
  options: SeedOptions,
): Promise<{ listings: number; sellers: number; offers: number }> {
  const rng = new Random(options.seed ?? 20261121);
  const now = options.now ?? new Date();
  const batchSize = options.batchSize ?? 5000;
  const total = Math.max(0, Math.floor(options.listings));
  const factory = new SellerFactory(UK_TOWNS);
  const modelPickers = new Map<Category, WeightedPicker<ModelSpec>>(
    CATEGORY_SHARE.map(([c]) => [c, new WeightedPicker(modelsFor(c), (m) => m.popularity)]),
  );
  const categoryPicker = new WeightedPicker(CATEGORY_SHARE, ([, share]) => share);

  await knex.transaction(async (trx) => {
    await trx('platforms')
      .insert(PLATFORMS.map((p) => ({ id: p.id, name: p.name, base_url: platformBaseUrl(p.id), bit: p.bit })))
      .onConflict('id')
      .ignore();
  });

  // Dealers first: each stocks one category and a handful of makes.
  const dealers = new Map<Category, SellerRow[]>();
  for (const [category, share] of CATEGORY_SHARE) {
    const count = Math.max(3, Math.ceil((total * share * (1 - PRIVATE_SHARE)) / STOCK_PER_DEALER));
    const makes = [...new Set(modelsFor(category).map((m) => m.make))];
    const list: SellerRow[] = [];
    for (let i = 0; i < count; i++) {
      const franchise = rng.chance(0.35);
      list.push(factory.dealer(rng, category, franchise ? [rng.pick(makes)] : []));
    }
    dealers.set(category, list);
  }
  const allDealers = [...dealers.values()].flat();
  await insertSellers(knex, allDealers);

  let offerId = 0;
  const ctx: ListingContext = {
    now,
    currentYear: now.getUTCFullYear(),
    usedRegistrations: new Set(),
    nextOfferId: () => ++offerId,
  };
  let sellers = allDealers.length;
  for (let start = 0; start < total; start += batchSize) {
    const rows: ListingRow[] = [];
    const privateSellers: SellerRow[] = [];
    for (let id = start + 1; id <= Math.min(total, start + batchSize); id++) {
      const [category] = categoryPicker.pick(rng);
      let seller: SellerRow;
      let spec: ModelSpec;
      if (rng.chance(PRIVATE_SHARE)) {
        seller = factory.privateSeller(rng, category);
        privateSellers.push(seller);
        spec = modelPickers.get(category)!.pick(rng);
      } else {
        seller = rng.pick(dealers.get(category)!);
        spec = modelPickers.get(category)!.pick(rng);
        // Franchise dealers mostly sell their own make.
        if (seller.makes.length && rng.chance(0.8)) {
          const own = modelsFor(category).filter((m) => seller.makes.includes(m.make));
          if (own.length) spec = rng.pick(own);
        }
      }
      rows.push(generateListing(rng, ctx, id, spec, seller));
    }
    sellers += privateSellers.length;
    await knex.transaction(async (trx) => {
      await insertSellers(trx, privateSellers);
      await insertListings(trx, rows);
    });
    options.onProgress?.(Math.min(total, start + batchSize), total);
  }
  await resetSequences(knex);
  return { listings: total, sellers, offers: offerId };
}

async function insertSellers(knex: Knex, rows: SellerRow[]) {
  await insertColumns(
    knex,
    'sellers',
    [
      ['id', 'int'],
      ['seller_type', 'text'],
      ['name', 'text'],
      ['town', 'text'],
      ['postcode', 'text'],
      ['lat', 'float8'],
      ['lon', 'float8'],
      ['phone', 'text'],
      ['email', 'text'],
      ['website', 'text'],
    ],
    rows,
  );
}

async function insertListings(knex: Knex, rows: ListingRow[]) {
  await insertColumns(
    knex,
    'listings',
    [
      ['id', 'int'],
      ['category', 'text'],
      ['title', 'text'],
      ['make', 'text'],
      ['model', 'text'],
      ['variant', 'text'],
      ['year', 'smallint'],
      ['price', 'int'],
      ['mileage', 'int'],
      ['fuel_type', 'text'],
      ['transmission', 'text'],
      ['body_type', 'text'],
      ['engine_size', 'numeric'],
      ['power_bhp', 'smallint'],
      ['doors', 'smallint'],
      ['seats', 'smallint'],
      ['color', 'text'],
      ['previous_owners', 'smallint'],
      ['is_electric', 'bool'],
      ['electric_range', 'smallint'],
      ['charging_type', 'text'],
      ['mot_expiry', 'date'],
      ['road_tax', 'int'],
      ['insurance_group', 'smallint'],
      ['features', 'text[]'],
      ['description', 'text'],
      ['service_history', 'text'],
      ['image_count', 'smallint'],
      ['registration', 'text'],
      ['vin', 'text'],
      ['postcode', 'text'],
      ['lat', 'float8'],
      ['lon', 'float8'],
      ['seller_id', 'int'],
      ['seller_type', 'text'],
      ['platform', 'text'],
      ['external_url', 'text'],
      ['platform_mask', 'int'],
      ['offer_count', 'smallint'],
      ['relevance', 'real'],
      ['first_seen_at', 'timestamptz'],
      ['last_seen_at', 'timestamptz'],
      ['price_drop', 'int'],
      ['price_dropped_at', 'timestamptz'],
    ],
    rows,
  );
  const offers = rows.flatMap((r) => r.offers);
  await insertColumns(
    knex,
    'offers',
    [
      ['id', 'int'],
      ['listing_id', 'int'],
      ['platform', 'text'],
      ['external_id', 'text'],
      ['external_url', 'text'],
      ['price', 'int'],
      ['first_seen_at', 'timestamptz'],
      ['last_seen_at', 'timestamptz'],
    ],
    offers,
  );
  const history = offers.flatMap((o) =>
    o.history.map((h) => ({
      listing_id: o.listing_id,
      offer_id: o.id,
      platform: o.platform,
      price: h.price,
      recorded_at: h.recorded_at,
    })),
  );
  await insertColumns(
    knex,
    'price_history',
    [
      ['listing_id', 'int'],
      ['offer_id', 'int'],
      ['platform', 'text'],
      ['price', 'int'],
      ['recorded_at', 'timestamptz'],
    ],
    history,
  );
}

/** Rows were inserted with explicit ids: move each serial past them. */
async function resetSequences(knex: Knex) {
  for (const table of ['sellers', 'listings', 'offers', 'price_history']) {
    await knex.raw(
      `select setval(pg_get_serial_sequence(?, 'id'), coalesce((select max(id) from ??), 0) + 1, false)`,
      [table, table],
    );
  }
}
