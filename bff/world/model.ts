// The world's nouns: a vehicle for sale, its postings (adverts) on the platforms, and each platform's
// ordered stock with the record of when it changed.
import type { PlatformSpec } from '../../db/reference/platforms.js';
import type { VehicleName } from '../../db/seeds/describe.js';
import type { ListingRow } from '../../db/seeds/listings.js';
import type { SellerRow } from '../../db/seeds/sellers.js';

/** The ways a record is broken on purpose (~0.5% of postings), chosen to suit the platform's format. */
export type MalformedKind =
  | 'missingPrice'
  | 'zeroPrice'
  | 'impossibleYear'
  | 'impossibleMileage'
  | 'invalidJsonLd'
  | 'wrongFieldCount'
  | 'missingMake';

/** What the world keeps of a generated listing: what adverts show (100,000 of these stay in memory). */
export type VehicleFacts = Pick<
  ListingRow,
  | 'category'
  | 'title'
  | 'make'
  | 'model'
  | 'variant'
  | 'engine_label'
  | 'year'
  | 'price'
  | 'mileage'
  | 'fuel_type'
  | 'transmission'
  | 'body_type'
  | 'engine_size'
  | 'power_bhp'
  | 'doors'
  | 'seats'
  | 'color'
  | 'previous_owners'
  | 'mot_expiry'
  | 'features'
  | 'description'
  | 'service_history'
  | 'image_count'
  | 'registration'
  | 'vin'
>;

export interface Vehicle {
  id: number;
  row: VehicleFacts;
  seller: SellerRow;
  name: Readonly<VehicleName>;
  /** Every posting it has had, in the order they were made (a relisted vehicle reuses them). */
  postings: Posting[];
  /** World time (ms) it sold; null while for sale. */
  soldAt: number | null;
}

export interface Posting {
  vehicle: Vehicle;
  platform: PlatformSpec;
  externalId: string;
  /** Order on its platform: oldest posting first; a relisted or new posting takes a new, larger one. */
  seq: number;
  /** Asking price in whole pounds. */
  price: number;
  /** Per-posting pick among the platform's presentation variants (title, postcode) where it varies. */
  style: number;
  /** Miles fewer than the vehicle's odometer: one platform's advert is a little behind. */
  mileageBehind: number;
  showRegistration: boolean;
  malformed: MalformedKind | null;
  /** World time (ms) the advert first appeared (images never change after it). */
  createdAt: number;
  listedAt: number;
  /** World time (ms) its content last changed. */
  updatedAt: number;
  /** World time (ms) it was taken down; null while active. */
  removedAt: number | null;
  active: boolean;
}

/** What one world hour changed in a platform's ordered stock. */
export interface StockChange {
  at: number;
  countChanged: boolean;
  /** First position at which the ordering differs from the hour before. */
  firstIndex: number;
  /** The seqs of postings that left or joined, ascending. */
  seqs: number[];
}

export interface PlatformState {
  spec: PlatformSpec;
  /** Active postings, ascending seq. */
  active: Posting[];
  byExternalId: Map<string, Posting>;
  changes: StockChange[];
  /** World time (ms) any of its content last changed (a feed in one part shows the same). */
  changedAt: number;
  /** How many external ids it has issued. */
  issued: number;
}

export interface ChangeSummary {
  priceDrops: number;
  sold: number;
  added: number;
  relisted: number;
  crossListed: number;
}

export const HOUR_MS = 3_600_000;
