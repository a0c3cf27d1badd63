// Vehicles for the world, made by the demo-data generator (db/seeds) the same way the product's own
// seed makes them, and the adverts (postings) that put each one on one to three platforms.
import { modelsFor } from '../../db/reference/catalogue.js';
import { PLATFORMS, type PlatformSpec } from '../../db/reference/platforms.js';
import type { Category, ModelSpec } from '../../db/reference/types.js';
import { UK_TOWNS } from '../../db/reference/uk-towns.js';
import { vehicleName } from '../../db/seeds/describe.js';
import {
  generateListing,
  type ListingContext,
  type ListingRow,
  type OfferRow,
} from '../../db/seeds/listings.js';
import { Random, WeightedPicker } from '../../db/seeds/random.js';
import { SellerFactory, type SellerRow } from '../../db/seeds/sellers.js';
import type { MalformedKind, Posting, Vehicle, VehicleFacts } from './model.js';

const CATEGORY_SHARE: [Category, number][] = [
  ['car', 0.76],
  ['van', 0.14],
  ['motorcycle', 0.1],
];
const STOCK_PER_DEALER = 28;
const PRIVATE_SHARE = 0.18;
/** About one posting in two hundred is broken on purpose. */
const MALFORMED_SHARE = 0.005;

/** How often each platform shows the registration when the seller gave one. */
const SHOWS_REGISTRATION: Record<string, number> = {
  autohub: 1,
  motormart: 1,
  drivelist: 0.5,
  pistonpost: 1,
  wheelswap: 0,
  localmotors: 0.4,
  dealerdirect: 1,
  carnation: 0,
};

/** The ways a record can be broken in each platform's format. */
function malformedKinds(platform: PlatformSpec): MalformedKind[] {
  const common: MalformedKind[] = ['missingPrice', 'zeroPrice', 'impossibleYear', 'impossibleMileage'];
  if (platform.kind === 'html') return [...common, 'invalidJsonLd'];
  if (platform.kind === 'json') return common;
  return [...common, platform.startPath.endsWith('.csv') ? 'wrongFieldCount' : 'missingMake'];
}

const tradePlatforms = new WeightedPicker(PLATFORMS, (p) => p.weight * (1 - p.privateShare));
const privatePlatforms = new WeightedPicker(PLATFORMS, (p) => p.weight * p.privateShare);

/** Where a seller of this kind would advertise next: platforms weighted by their size and audience. */
export function pickPlatform(rng: Random, seller: SellerRow): PlatformSpec {
  return (seller.seller_type === 'trade' ? tradePlatforms : privatePlatforms).pick(rng);
}

/** Makes vehicles one after another; dealers are set up once for the world's initial size. */
export class VehicleFactory {
  private readonly sellers = new SellerFactory(UK_TOWNS);
  private readonly dealers = new Map<Category, SellerRow[]>();
  private readonly modelPickers = new Map<Category, WeightedPicker<ModelSpec>>(
    CATEGORY_SHARE.map(([c]) => [c, new WeightedPicker(modelsFor(c), (m) => m.popularity)]),
  );
  private readonly categoryPicker = new WeightedPicker(CATEGORY_SHARE, ([, share]) => share);
  private readonly ctx: ListingContext;
  private nextVehicleId = 1;
  private offerId = 0;

  constructor(rng: Random, expectedVehicles: number, now: Date) {
    this.ctx = {
      now,
      currentYear: now.getUTCFullYear(),
      usedRegistrations: new Set(),
      nextOfferId: () => ++this.offerId,
    };
    for (const [category, share] of CATEGORY_SHARE) {
      const count = Math.max(
        3,
        Math.ceil((expectedVehicles * share * (1 - PRIVATE_SHARE)) / STOCK_PER_DEALER),
      );
      const makes = [...new Set(modelsFor(category).map((m) => m.make))];
      const list: SellerRow[] = [];
      for (let i = 0; i < count; i++) {
        const franchise = rng.chance(0.35);
        list.push(this.sellers.dealer(rng, category, franchise ? [rng.pick(makes)] : []));
      }
      this.dealers.set(category, list);
    }
  }

  private readonly franchises = new Map<SellerRow, ModelSpec[]>();

  private ownModels(seller: SellerRow, category: Category): ModelSpec[] {
    let own = this.franchises.get(seller);
    if (!own) {
      own = modelsFor(category).filter((m) => seller.makes.includes(m.make));
      this.franchises.set(seller, own);
    }
    return own;
  }

  /** The next vehicle, as on sale at `now`, with the generator's offers (platforms and prices). */
  make(rng: Random, now: Date): { vehicle: Vehicle; offers: OfferRow[] } {
    this.ctx.now = now;
    this.ctx.currentYear = now.getUTCFullYear();
    const [category] = this.categoryPicker.pick(rng);
    const models = this.modelPickers.get(category)!;
    let seller: SellerRow;
    let spec: ModelSpec;
    if (rng.chance(PRIVATE_SHARE)) {
      seller = this.sellers.privateSeller(rng, category);
      spec = models.pick(rng);
    } else {
      seller = rng.pick(this.dealers.get(category)!);
      spec = models.pick(rng);
      // Franchise dealers mostly sell their own make.
      if (seller.makes.length && rng.chance(0.8)) {
        const own = this.ownModels(seller, category);
        if (own.length) spec = rng.pick(own);
      }
    }
    const id = this.nextVehicleId++;
    const listing = generateListing(rng, this.ctx, id, spec, seller);
    const row = facts(listing);
    const name = vehicleName(row.make, row.model, row.variant, row.engine_label);
    return { vehicle: { id, row, seller, name, postings: [], soldAt: null }, offers: listing.offers };
  }
}

function facts(l: ListingRow): VehicleFacts {
  return {
    category: l.category,
    title: l.title,
    make: l.make,
    model: l.model,
    variant: l.variant,
    engine_label: l.engine_label,
    year: l.year,
    price: l.price,
    mileage: l.mileage,
    fuel_type: l.fuel_type,
    transmission: l.transmission,
    body_type: l.body_type,
    engine_size: l.engine_size,
    power_bhp: l.power_bhp,
    doors: l.doors,
    seats: l.seats,
    color: l.color,
    previous_owners: l.previous_owners,
    mot_expiry: l.mot_expiry,
    features: l.features,
    description: l.description,
    service_history: l.service_history,
    image_count: l.image_count,
    registration: l.registration,
    vin: l.vin,
  };
}

export interface PostingInput {
  vehicle: Vehicle;
  platform: PlatformSpec;
  externalId: string;
  seq: number;
  price: number;
  listedAt: number;
  updatedAt: number;
  mileageBehind: number;
}

/** One advert: the platform's way of showing the vehicle, and now and then a broken record. */
export function makePosting(rng: Random, input: PostingInput): Posting {
  const style = rng.int(0, 4);
  const malformed = rng.chance(MALFORMED_SHARE) ? rng.pick(malformedKinds(input.platform)) : null;
  const shows = rng.chance(SHOWS_REGISTRATION[input.platform.id] ?? 1);
  return {
    vehicle: input.vehicle,
    platform: input.platform,
    externalId: input.externalId,
    seq: input.seq,
    price: input.price,
    style,
    mileageBehind: input.mileageBehind,
    showRegistration: shows && input.vehicle.row.registration != null,
    malformed,
    createdAt: input.listedAt,
    listedAt: input.listedAt,
    updatedAt: input.updatedAt,
    removedAt: null,
    active: true,
  };
}
