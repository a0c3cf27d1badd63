// The dealer inventory API's bodies and answers (DECISIONS 1, 18): a vehicle as a dealer sends it,
// money in pence. The rules a private seller's listing form has (listings/schemas.ts) are reused
// field by field; what a dealer sends beyond the form (stock id, VIN, power, MOT, images) is added
// here. After this schema the crawler's quality gate runs too (gate.ts): dealer stock meets the bar
// crawled stock does.
import * as v from 'valibot';
import { BODY_TYPES } from '../../../db/reference/types.js';
import { LIMITS } from '../scraping/connectors/record.js';
import { listingInputSchema } from '../listings/schemas.js';

export const MAX_IMAGES = 20;
export const MAX_BULK = 1000;
export const PAGE_DEFAULT = 50;
export const PAGE_MAX = 200;

const form = listingInputSchema.pipe[0].entries;

export const stockIdSchema = v.pipe(
  v.string('must be text'),
  v.minLength(1, 'is required'),
  v.maxLength(64, 'must be at most 64 characters'),
  v.regex(/^[A-Za-z0-9._-]+$/, 'must use only letters, digits, dot, underscore and hyphen'),
);

const whole = (min: number, max: number) =>
  v.pipe(
    v.number('must be a whole number'),
    v.integer('must be a whole number'),
    v.minValue(min, `must be at least ${min}`),
    v.maxValue(max, `must be at most ${max}`),
  );

export const vehicleInputSchema = v.pipe(
  v.object({
    stockId: stockIdSchema,
    category: form.category,
    make: form.make,
    model: form.model,
    variant: form.variant,
    year: form.year,
    price: form.price,
    mileage: form.mileage,
    fuelType: form.fuelType,
    transmission: form.transmission,
    bodyType: form.bodyType,
    engineSize: form.engineSize,
    powerBhp: v.optional(v.nullable(whole(1, 2000)), null),
    doors: form.doors,
    seats: form.seats,
    colour: form.color,
    previousOwners: form.previousOwners,
    registration: form.registration,
    vin: v.optional(
      v.nullable(
        v.pipe(
          v.string('must be text'),
          v.trim(),
          v.toUpperCase(),
          v.regex(/^[A-HJ-NPR-Z0-9]{17}$/, 'must be a 17-character VIN'),
        ),
      ),
      null,
    ),
    serviceHistory: form.serviceHistory,
    motExpiry: v.optional(
      v.nullable(v.pipe(v.string('must be text'), v.isoDate('must be a date (YYYY-MM-DD)'))),
      null,
    ),
    features: form.features,
    // The crawler keeps descriptions up to this length: a dealer's is refused rather than cut.
    description: v.optional(
      v.pipe(
        v.string('must be text'),
        v.trim(),
        v.maxLength(LIMITS.maxDescription, `must be at most ${LIMITS.maxDescription} characters`),
      ),
      '',
    ),
    images: v.pipe(
      v.array(
        v.pipe(
          v.string('must be text'),
          v.maxLength(2000, 'must be at most 2000 characters'),
          v.check((s) => s.startsWith('https://') && URL.canParse(s), 'must be an https URL'),
        ),
        'must be a list of https URLs',
      ),
      v.maxLength(MAX_IMAGES, `at most ${MAX_IMAGES} images`),
    ),
    postcode: form.postcode,
    town: v.optional(
      v.nullable(
        v.pipe(v.string('must be text'), v.trim(), v.maxLength(60, 'must be at most 60 characters')),
      ),
      null,
    ),
  }),
  v.forward(
    v.check(
      (input) => (BODY_TYPES[input.category] as readonly string[]).includes(input.bodyType),
      (issue) => {
        const category = (issue.input as { category: keyof typeof BODY_TYPES }).category;
        return `must be one of ${BODY_TYPES[category].join(', ')}`;
      },
    ),
    ['bodyType'],
  ),
);

export type VehicleInput = v.InferOutput<typeof vehicleInputSchema>;

export const bulkInputSchema = v.object({
  vehicles: v.pipe(
    v.array(vehicleInputSchema, 'must be a list of vehicles'),
    v.minLength(1, 'must list at least one vehicle'),
    v.maxLength(MAX_BULK, `must list at most ${MAX_BULK} vehicles`),
  ),
});

const KEY_REQUIRED = 'Idempotency-Key header is required for a bulk upload';
export const bulkHeadersSchema = v.looseObject({
  'idempotency-key': v.pipe(
    v.optional(v.string(KEY_REQUIRED), ''),
    v.minLength(1, KEY_REQUIRED),
    v.maxLength(200, 'Idempotency-Key must be at most 200 characters'),
  ),
});

export const vehicleIdParamsSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'must be a positive whole number'), v.transform(Number)),
});

export const listQuerySchema = v.object({
  limit: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,3}$/, `must be a whole number from 1 to ${PAGE_MAX}`),
      v.transform(Number),
      v.minValue(1, 'must be at least 1'),
      v.maxValue(PAGE_MAX, `must be at most ${PAGE_MAX}`),
    ),
    String(PAGE_DEFAULT),
  ),
  cursor: v.optional(v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'must be a cursor from a previous page'))),
});

/** What is kept and answered for a vehicle: the fields after the quality gate's normalisation. */
export interface VehicleFields {
  category: 'car' | 'motorcycle' | 'van';
  make: string;
  model: string;
  variant: string;
  year: number;
  price: number;
  mileage: number;
  fuelType: string;
  transmission: string;
  bodyType: string;
  engineSize: number;
  powerBhp: number | null;
  doors: number;
  seats: number;
  colour: string;
  previousOwners: number;
  registration: string | null;
  vin: string | null;
  serviceHistory: 'full' | 'partial' | 'none' | null;
  motExpiry: string | null;
  features: string[];
  description: string;
  images: string[];
  postcode: string;
  town: string;
}

export interface Vehicle extends VehicleFields {
  /** Our id: the vehicle's offer. */
  id: number;
  stockId: string;
  listingId: number;
  /** The listing's page on AllMotors. */
  url: string;
  status: 'active' | 'removed';
  createdAt: string;
  updatedAt: string;
}

export interface BulkResult {
  processed: number;
  added: number;
  updated: number;
  unchanged: number;
  vehicles: { stockId: string; id: number; listingId: number }[];
}
