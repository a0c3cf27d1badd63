// A private seller's listing form (DECISIONS 13), shared with the web app's form. Every failure is a
// 400 naming the field ('price: …'). Money is integer pence (DECISIONS 1).
import * as v from 'valibot';
import { BODY_TYPES, CATEGORIES, COLOURS, FUEL_TYPES, TRANSMISSIONS } from '../../../db/reference/types.js';

export const MAX_PHOTOS = 10;
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
export const SERVICE_HISTORIES = ['full', 'partial', 'none'] as const;

const text = (max: number, label = 'is required') =>
  v.pipe(
    v.string('must be text'),
    v.trim(),
    v.minLength(1, label),
    v.maxLength(max, `must be at most ${max} characters`),
  );
const whole = (min: number, max: number, what = 'a whole number') =>
  v.pipe(
    v.number(`must be ${what}`),
    v.integer(`must be ${what}`),
    v.minValue(min, `must be at least ${min}`),
    v.maxValue(max, `must be at most ${max}`),
  );

export const listingInputSchema = v.pipe(
  v.object({
    category: v.picklist(CATEGORIES, 'must be car, motorcycle or van'),
    make: text(40),
    model: text(60),
    variant: v.optional(
      v.pipe(v.string('must be text'), v.trim(), v.maxLength(60, 'must be at most 60 characters')),
      '',
    ),
    year: whole(1950, new Date().getFullYear() + 1, 'a year'),
    price: v.pipe(
      v.number('must be a whole number of pence'),
      v.integer('must be a whole number of pence'),
      v.minValue(100, 'must be at least £1'),
      v.maxValue(100_000_000, 'must be at most £1,000,000'),
    ),
    mileage: whole(0, 999_999),
    fuelType: v.picklist(FUEL_TYPES, `must be one of ${FUEL_TYPES.join(', ')}`),
    transmission: v.picklist(TRANSMISSIONS, 'must be Manual or Automatic'),
    bodyType: v.pipe(v.string('must be text'), v.minLength(1, 'is required')),
    engineSize: v.pipe(
      v.number('must be a number of litres'),
      v.minValue(0, 'must be at least 0'),
      v.maxValue(10, 'must be at most 10 litres'),
    ),
    doors: whole(0, 7),
    seats: whole(1, 20),
    color: v.picklist(COLOURS, 'must be one of the colour options'),
    previousOwners: whole(0, 20),
    description: v.optional(
      v.pipe(v.string('must be text'), v.trim(), v.maxLength(5000, 'must be at most 5000 characters')),
      '',
    ),
    features: v.optional(
      v.pipe(
        v.array(
          v.pipe(
            v.string('must be text'),
            v.trim(),
            v.minLength(1, 'must not be blank'),
            v.maxLength(60, 'must be at most 60 characters'),
          ),
        ),
        v.maxLength(40, 'at most 40 features'),
      ),
      [],
    ),
    serviceHistory: v.optional(
      v.nullable(v.picklist(SERVICE_HISTORIES, 'must be full, partial or none')),
      null,
    ),
    registration: v.optional(
      v.nullable(
        v.pipe(
          v.string('must be text'),
          v.transform((s) => s.replace(/\s+/g, '').toUpperCase()),
          v.regex(/^$|^[A-Z0-9]{2,8}$/, 'must be a UK registration mark'),
          v.transform((s) => s || null),
        ),
      ),
      null,
    ),
    town: text(60),
    postcode: text(10),
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

export type ListingInput = v.InferOutput<typeof listingInputSchema>;

export const listingIdParamsSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'must be a positive whole number'), v.transform(Number)),
});

export const photoParamsSchema = v.object({
  listingId: v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'must be a positive whole number'), v.transform(Number)),
  position: v.pipe(v.string(), v.regex(/^\d{1,2}$/, 'must be a photo number'), v.transform(Number)),
});

/** On edit: the positions of current photos to keep, in their new order (new uploads follow them). */
export const keepPhotosSchema = v.pipe(
  v.array(v.pipe(v.number(), v.integer(), v.minValue(0))),
  v.maxLength(MAX_PHOTOS, `at most ${MAX_PHOTOS} photos`),
);
