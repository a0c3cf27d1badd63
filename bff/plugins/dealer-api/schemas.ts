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

// The answers, as valibot schemas so the OpenAPI document (openapi.ts) is generated from them too;
// the types are inferred, so the code and the published document cannot drift apart.
const text = v.string();
const whole0 = v.pipe(v.number(), v.integer());
const timestamp = v.pipe(v.string(), v.isoTimestamp());

/** What is kept and answered for a vehicle: the fields after the quality gate's normalisation. */
export const vehicleFieldsSchema = v.object({
  category: v.picklist(['car', 'motorcycle', 'van']),
  make: text,
  model: text,
  variant: text,
  year: whole0,
  price: v.pipe(whole0, v.description('Pence')),
  mileage: whole0,
  fuelType: text,
  transmission: text,
  bodyType: text,
  engineSize: v.number(),
  powerBhp: v.nullable(whole0),
  doors: whole0,
  seats: whole0,
  colour: text,
  previousOwners: whole0,
  registration: v.pipe(v.nullable(text), v.description("As 'AB19 CDE'")),
  vin: v.nullable(text),
  serviceHistory: v.nullable(v.picklist(['full', 'partial', 'none'])),
  motExpiry: v.nullable(v.pipe(v.string(), v.isoDate())),
  features: v.array(text),
  description: text,
  images: v.array(text),
  postcode: v.pipe(text, v.description("As 'LS11 5AB'")),
  town: v.pipe(text, v.description('Filled from the postcode when not given')),
});
export type VehicleFields = v.InferOutput<typeof vehicleFieldsSchema>;

export const vehicleSchema = v.object({
  id: v.pipe(whole0, v.description('Our id: the vehicle’s offer')),
  stockId: text,
  listingId: whole0,
  url: v.pipe(text, v.description('The listing’s page on AllMotors, /cars/<listingId>')),
  status: v.picklist(['active', 'removed']),
  ...vehicleFieldsSchema.entries,
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type Vehicle = v.InferOutput<typeof vehicleSchema>;

export const vehicleAnswerSchema = v.object({ vehicle: vehicleSchema });

export const vehiclePageSchema = v.object({
  vehicles: v.array(vehicleSchema),
  nextCursor: v.pipe(v.nullable(text), v.description('The next page’s cursor; null on the last page')),
});

export const bulkResultSchema = v.object({
  processed: whole0,
  added: whole0,
  updated: whole0,
  unchanged: whole0,
  vehicles: v.array(v.object({ stockId: text, id: whole0, listingId: whole0 })),
});
export type BulkResult = v.InferOutput<typeof bulkResultSchema>;

/** A key as lists show it: never the key or its hash. */
export const apiKeySchema = v.object({
  prefix: v.pipe(text, v.description('The key’s first characters, to tell keys apart')),
  createdAt: timestamp,
  lastUsedAt: v.nullable(timestamp),
  revokedAt: v.nullable(timestamp),
});
export type ApiKeyInfo = v.InferOutput<typeof apiKeySchema>;

export const apiKeyListSchema = v.object({ keys: v.array(apiKeySchema) });

/** A key just made: the only answer that ever holds it. */
export const newApiKeySchema = v.object({
  apiKey: v.pipe(text, v.description('Shown once: only its SHA-256 hash is kept')),
  prefix: text,
  createdAt: timestamp,
});
export type NewApiKeyAnswer = v.InferOutput<typeof newApiKeySchema>;

// ---- Auto-sync (sync.job.ts) ----------------------------------------------------------------------

/** One pull of a dealer's feed, kept in `dealers.last_sync_result` (docs/dealers.md, 'Auto-sync'). */
export interface SyncResult {
  /** false: the pull failed (`error`); nothing was written but this result. */
  ok: boolean;
  processed: number;
  added: number;
  updated: number;
  unchanged: number;
  removed: number;
  rejected: number;
  /** Every page was read within the caps: only then are unlisted vehicles removed. */
  complete: boolean;
  issues: string[];
  error?: string;
  at: string;
}

/** An approved dealer's auto-sync as admins see it: the feed, a pull under way, the last one. */
export interface SyncStatus {
  url: string;
  format: 'json' | 'csv' | 'xml';
  frequency: 'realtime' | 'hourly' | 'daily' | 'weekly';
  /** false: the account declined auto-sync (it pushes through the inventory API). */
  enabled: boolean;
  /** A pull is queued, running or waiting to be retried. */
  pulling: boolean;
  lastSyncedAt: string | null;
  lastResult: SyncResult | null;
}
