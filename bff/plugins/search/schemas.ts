// Query and path schemas of the search API (spec 000 §7), shared with the web app and the CLI.
// Query values arrive as strings (repeated keys as arrays); empty, 'any' and 'Any' mean no filter.
import * as v from 'valibot';
import {
  BODY_TYPES,
  COLOURS,
  FUEL_TYPES,
  SELLER_TYPES,
  TRANSMISSIONS,
  type Category,
} from '../../../db/reference/types.js';

export const SORTS = [
  'relevance',
  'price_asc',
  'price_desc',
  'mileage_asc',
  'year_desc',
  'distance',
  'deal',
  'newest',
] as const;
export const DEAL_RATINGS = ['great', 'good', 'fair', 'high', 'overpriced', 'insufficient'] as const;
/** The longest window of the 'price dropped in the last N days' filter. */
export const MAX_PRICE_DROP_DAYS = 90;
export const PAGE_SIZE = 12;
export const MAX_LIMIT = 100;
export const MAX_PAGE = 1000;
export const DEFAULT_RADIUS = 50;
/** 'Hybrid' stands for both hybrid fuel types (the floating quick-filter bar of 000 §9 uses it). */
export const FUEL_FILTERS = [...FUEL_TYPES, 'Hybrid'] as const;

const NO_FILTER = new Set(['', 'any', 'Any']);

/** Drops 'no filter' values; lists stay lists. */
export function normaliseQuery(query: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(query)) {
    if (Array.isArray(raw)) {
      const kept = raw.map((x) => String(x).trim()).filter((x) => !NO_FILTER.has(x));
      if (kept.length) out[key] = kept;
    } else if (raw !== undefined && raw !== null) {
      const value = String(raw).trim();
      if (!NO_FILTER.has(value)) out[key] = value;
    }
  }
  return out;
}

const single = (message = 'must be given once') => v.string(message);

const wholeNumber = (name: string, min: number, max: number, unit = '') =>
  v.pipe(
    single(),
    v.regex(/^\d+$/, `must be a whole number${unit}`),
    v.transform(Number),
    v.minValue(min, `must be at least ${min}`),
    v.maxValue(max, `must be at most ${max}`),
  );

const decimal = (min: number, max: number, places: number) =>
  v.pipe(
    single(),
    v.regex(
      new RegExp(`^\\d+(\\.\\d{1,${places}})?$`),
      `must be a number with at most ${places} decimal place`,
    ),
    v.transform(Number),
    v.minValue(min, `must be at least ${min}`),
    v.maxValue(max, `must be at most ${max}`),
  );

const list = <T extends readonly string[]>(options: T, what: string) =>
  v.pipe(
    v.union([v.string(), v.array(v.string())]),
    v.transform((x) => (Array.isArray(x) ? x : [x])),
    v.array(v.picklist(options, `must be one of ${options.join(', ')} (${what})`)),
  );

const countFilter = (max: number) =>
  v.pipe(
    single(),
    v.regex(/^\d{1,2}\+?$/, 'must be a number, optionally followed by + for "or more"'),
    v.transform((s) => ({ value: Number(s.replace('+', '')), orMore: s.endsWith('+') })),
    v.check((x) => x.value <= max, `must be at most ${max}`),
  );

const caseInsensitive = <T extends readonly string[]>(options: T, message: string) =>
  v.pipe(
    single(),
    v.transform((s) => options.find((o) => o.toLowerCase() === s.toLowerCase()) ?? s),
    v.picklist(options, message),
  );

export function searchQuerySchema(category: Category, currentYear = new Date().getFullYear()) {
  const bodyTypes = BODY_TYPES[category];
  return v.pipe(
    v.strictObject(
      {
        page: v.optional(wholeNumber('page', 1, MAX_PAGE), '1'),
        limit: v.optional(wholeNumber('limit', 1, MAX_LIMIT), String(PAGE_SIZE)),
        sortBy: v.optional(v.picklist(SORTS, `must be one of ${SORTS.join(', ')}`), 'relevance'),
        sortOrder: v.optional(v.picklist(['asc', 'desc'], 'must be asc or desc'), 'desc'),
        radius: v.optional(decimal(1, 1000, 1), String(DEFAULT_RADIUS)),
        location: v.optional(v.pipe(single(), v.maxLength(100, 'must be at most 100 characters'))),
        search: v.optional(v.pipe(single(), v.maxLength(200, 'must be at most 200 characters'))),
        make: v.optional(v.pipe(single(), v.maxLength(60, 'must be at most 60 characters'))),
        model: v.optional(v.pipe(single(), v.maxLength(60, 'must be at most 60 characters'))),
        minPrice: v.optional(wholeNumber('minPrice', 0, 1_000_000_000, ' of pence')),
        maxPrice: v.optional(wholeNumber('maxPrice', 0, 1_000_000_000, ' of pence')),
        minYear: v.optional(wholeNumber('minYear', 1900, currentYear + 1)),
        maxYear: v.optional(wholeNumber('maxYear', 1900, currentYear + 1)),
        maxMileage: v.optional(wholeNumber('maxMileage', 0, 2_000_000, ' of miles')),
        fuelTypes: v.optional(list(FUEL_FILTERS, 'fuel types')),
        transmission: v.optional(
          caseInsensitive(TRANSMISSIONS, `must be one of ${TRANSMISSIONS.join(', ')}`),
        ),
        bodyType: v.optional(caseInsensitive(bodyTypes, `must be one of ${bodyTypes.join(', ')}`)),
        doors: v.optional(countFilter(9)),
        seats: v.optional(countFilter(20)),
        color: v.optional(caseInsensitive(COLOURS, `must be one of ${COLOURS.join(', ')}`)),
        maxPreviousOwners: v.optional(wholeNumber('maxPreviousOwners', 0, 20)),
        minEngineSize: v.optional(decimal(0, 10, 1)),
        maxEngineSize: v.optional(decimal(0, 10, 1)),
        platforms: v.optional(
          v.pipe(
            v.union([v.string(), v.array(v.string())]),
            v.transform((x) => (Array.isArray(x) ? x : [x])),
            v.array(v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,40}$/, 'must be platform ids'))),
          ),
        ),
        isElectric: v.optional(
          v.pipe(
            single(),
            v.picklist(['true', 'false'], 'must be true or false'),
            v.transform((s) => s === 'true'),
          ),
        ),
        minElectricRange: v.optional(wholeNumber('minElectricRange', 0, 2000, ' of miles')),
        sellerTypes: v.optional(list(SELLER_TYPES, 'seller types')),
        dealRatings: v.optional(list(DEAL_RATINGS, 'deal ratings')),
        priceDroppedWithin: v.optional(wholeNumber('priceDroppedWithin', 1, MAX_PRICE_DROP_DAYS, ' of days')),
      },
      'is not a known parameter',
    ),
    v.forward(
      v.check(
        (q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice,
        'must not be more than maxPrice',
      ),
      ['minPrice'],
    ),
    v.forward(
      v.check(
        (q) => q.minYear === undefined || q.maxYear === undefined || q.minYear <= q.maxYear,
        'must not be after maxYear',
      ),
      ['minYear'],
    ),
    v.forward(
      v.check(
        (q) =>
          q.minEngineSize === undefined ||
          q.maxEngineSize === undefined ||
          q.minEngineSize <= q.maxEngineSize,
        'must not be more than maxEngineSize',
      ),
      ['minEngineSize'],
    ),
    v.forward(
      v.check((q) => q.sortBy !== 'distance' || q.location !== undefined, 'distance needs a location'),
      ['sortBy'],
    ),
  );
}

export type SearchQuery = v.InferOutput<ReturnType<typeof searchQuerySchema>>;

export const idParamsSchema = v.object({
  id: v.pipe(
    v.string(),
    v.regex(/^\d{1,9}$/, 'must be a positive whole number'),
    v.transform(Number),
    v.minValue(1, 'must be a positive whole number'),
  ),
});

export const makeParamsSchema = v.object({
  make: v.pipe(v.string(), v.minLength(1, 'is required'), v.maxLength(60, 'must be at most 60 characters')),
});

export const detailQuerySchema = v.strictObject({
  location: v.optional(
    v.pipe(v.string('must be given once'), v.maxLength(100, 'must be at most 100 characters')),
  ),
});
