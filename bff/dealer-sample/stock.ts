// The sample dealer's stock: one independent car dealer's forecourt, made by the demo-data generator
// (db/seeds) exactly as the product's seed and the demo world make vehicles, and shown in the
// vocabulary of the demo world's JSON API and partner feeds (bff/world/view.ts), so the crawler's
// connectors read it unchanged.
import { modelsFor } from '../../db/reference/catalogue.js';
import { UK_TOWNS } from '../../db/reference/uk-towns.js';
import { vehicleName } from '../../db/seeds/describe.js';
import { generateListing, type ListingContext } from '../../db/seeds/listings.js';
import { Random, WeightedPicker } from '../../db/seeds/random.js';
import { SellerFactory, type SellerRow } from '../../db/seeds/sellers.js';
import type { Vehicle } from '../world/model.js';
import { DEFAULT_EPOCH } from '../world/options.js';
import type { PostingView } from '../world/view.js';

export const DEFAULT_STOCK = 120;
export const DEFAULT_SEED = 20261125;

export interface StockItem {
  /** The dealer's stock number, e.g. 'SD00042'. */
  id: string;
  /** The world's vehicle, for its placeholder photos (render-svg.ts). */
  vehicle: Vehicle;
}

export interface Stock {
  dealer: SellerRow;
  items: StockItem[];
}

/** `count` cars of one dealer, the same for the same seed on every machine. */
export function makeStock(count = DEFAULT_STOCK, seed = DEFAULT_SEED): Stock {
  const rng = new Random(seed);
  const dealer = new SellerFactory(UK_TOWNS).dealer(rng, 'car', []);
  const models = new WeightedPicker(modelsFor('car'), (m) => m.popularity);
  let offerId = 0;
  const ctx: ListingContext = {
    now: DEFAULT_EPOCH,
    currentYear: DEFAULT_EPOCH.getUTCFullYear(),
    usedRegistrations: new Set(),
    nextOfferId: () => ++offerId,
  };
  const items: StockItem[] = [];
  for (let n = 1; items.length < count; n++) {
    const row = generateListing(rng, ctx, n, models.pick(rng), dealer);
    // A dealer's stock system always knows the registration; the generator leaves some private ones out.
    if (!row.registration) continue;
    const name = vehicleName(row.make, row.model, row.variant, row.engine_label);
    const vehicle: Vehicle = { id: n, row, seller: dealer, name, postings: [], soldAt: null };
    items.push({ id: `SD${String(items.length + 1).padStart(5, '0')}`, vehicle });
  }
  return { dealer, items };
}

/** A stock item as the dealer's API shows it, with its URLs on `base`. Prices in whole pounds. */
export function stockView(item: StockItem, dealer: SellerRow, base: string): PostingView {
  const { row, name } = item.vehicle;
  const listed = new Date(DEFAULT_EPOCH.getTime() - (item.vehicle.id % 60) * 86_400_000).toISOString();
  return {
    id: item.id,
    url: `${base}/vehicles/${item.id}`,
    title: row.title,
    category: row.category,
    make: row.make,
    model: row.model,
    // Trim then engine, as the title says it: the feeds have no title column and derive it from these.
    variant: [name.trim, name.engine].filter(Boolean).join(' '),
    year: row.year,
    price: Math.round(row.price / 100),
    mileage: row.mileage,
    fuel: row.fuel_type,
    transmission: row.transmission,
    body: row.body_type,
    engineLitres: Number(row.engine_size),
    powerBhp: row.power_bhp,
    doors: row.doors,
    seats: row.seats,
    colour: row.color,
    owners: row.previous_owners,
    registration: row.registration,
    vin: row.vin,
    serviceHistory: row.service_history,
    motExpiry: row.mot_expiry,
    features: row.features,
    description: row.description,
    images: Array.from({ length: row.image_count }, (_, i) => `${base}/images/${item.id}/${i + 1}.svg`),
    seller: {
      type: 'dealer',
      name: dealer.name,
      town: dealer.town,
      postcode: dealer.postcode,
      phone: dealer.phone,
    },
    listedAt: listed,
    updatedAt: listed,
    malformed: null,
  };
}

/**
 * The faults of `faults.badRecords`, by 1-based position in the stock: each breaks one rule the API
 * test checks, so a test can expect each one named.
 */
export const BAD_RECORDS: Record<
  number,
  { fault: string; apply: (v: PostingView, all: PostingView[]) => void }
> = {
  3: { fault: 'price 0', apply: (v) => void (v.price = 0) },
  5: { fault: 'year 1890', apply: (v) => void (v.year = 1890) },
  7: { fault: 'mileage 5,000,000', apply: (v) => void (v.mileage = 5_000_000) },
  9: { fault: 'no make', apply: (v) => void (v.make = '') },
  11: {
    fault: 'garbled registration, no VIN',
    apply: (v) => {
      v.registration = 'NOT-A-REG-123';
      v.vin = null;
    },
  },
  13: { fault: 'no images', apply: (v) => void (v.images = []) },
  15: { fault: 'id of vehicle 14', apply: (v, all) => void (v.id = all[13]!.id) },
};

export function withBadRecords(views: PostingView[]): PostingView[] {
  const out = views.map((v) => ({ ...v }));
  for (const [position, { apply }] of Object.entries(BAD_RECORDS)) {
    const v = out[Number(position) - 1];
    if (v) apply(v, out);
  }
  return out;
}
