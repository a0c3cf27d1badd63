// Query schema of GET /api/lease-deals (000 §7), shared with the web app. The category filter and the
// four sorts are 000 §2's; 'all' (or no category) means every car.
import * as v from 'valibot';

export const LEASE_SORTS = ['monthly_payment', 'total_cost', 'deposit', 'popularity'] as const;
export type LeaseSort = (typeof LEASE_SORTS)[number];

export const LEASE_CATEGORIES = [
  'all',
  'hatchback',
  'saloon',
  'suv',
  'estate',
  'convertible',
  'coupe',
] as const;
export type LeaseCategory = (typeof LEASE_CATEGORIES)[number];

/** The car body type (db/reference BODY_TYPES.car) each category filter stands for. */
export const CATEGORY_BODY_TYPE = {
  hatchback: 'Hatchback',
  saloon: 'Saloon',
  suv: 'SUV',
  estate: 'Estate',
  convertible: 'Convertible',
  coupe: 'Coupe',
} as const satisfies Record<Exclude<LeaseCategory, 'all'>, string>;

/** Deals in one answer unless `limit` says otherwise; the screen asks for more in steps of this. */
export const LEASE_PAGE_SIZE = 24;
export const MAX_LEASE_LIMIT = 96;

const once = v.string('must be given once');

export const leaseDealsQuerySchema = v.strictObject(
  {
    sortBy: v.optional(
      v.pipe(once, v.picklist(LEASE_SORTS, `must be one of ${LEASE_SORTS.join(', ')}`)),
      'monthly_payment',
    ),
    category: v.optional(
      v.pipe(
        once,
        v.transform((s) => s.toLowerCase()),
        v.picklist(LEASE_CATEGORIES, `must be one of ${LEASE_CATEGORIES.join(', ')}`),
      ),
      'all',
    ),
    limit: v.optional(
      v.pipe(
        once,
        v.regex(/^\d{1,3}$/, 'must be a whole number'),
        v.transform(Number),
        v.minValue(1, 'must be at least 1'),
        v.maxValue(MAX_LEASE_LIMIT, `must be at most ${MAX_LEASE_LIMIT}`),
      ),
      String(LEASE_PAGE_SIZE),
    ),
  },
  'is not a known parameter',
);

export type LeaseDealsQuery = v.InferOutput<typeof leaseDealsQuerySchema>;
