// Schemas of the reviews API (000 §7 GET /api/reviews and friends; 001 §3 /car-reviews), shared with the
// web app and the CLI. Query parameters are strings on the wire; each failure is a 400 naming it.
// No server-only imports here.
import * as v from 'valibot';
import { CATEGORIES } from '../../../db/reference/types.js';
import { strictObjectMessage } from '../../lib/schema-messages.js';

/** 001 §9: the review categories (the /car-reviews filter and the categories strip). */
export const REVIEW_CATEGORIES = ['basic', 'luxury', 'electric', 'sports'] as const;
export type ReviewCategory = (typeof REVIEW_CATEGORIES)[number];

export const REVIEW_CATEGORY_NAMES: Record<ReviewCategory, string> = {
  basic: 'Everyday',
  luxury: 'Luxury',
  electric: 'Electric',
  sports: 'Sports',
};

/**
 * date = newest first (000), oldest = oldest first (001), rating = highest first, relevance = closest to
 * the car asked about (same model, nearest year), then rating; popular = the models buyers look at most
 * (saves, enquiries and views of their listings in the last 30 days), then rating.
 */
export const REVIEW_SORTS = ['date', 'oldest', 'rating', 'relevance', 'popular'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

/** 000 §9: 10 by default (5 on the car detail page), top-rated 5. */
export const DEFAULT_REVIEW_LIMIT = 10;
export const MAX_REVIEW_LIMIT = 50;
export const DEFAULT_TOP_RATED_LIMIT = 5;

const once = v.string('must be given once');
const wholeNumber = (min: number, max: number) =>
  v.pipe(
    once,
    v.regex(/^\d{1,9}$/, 'must be a whole number'),
    v.transform(Number),
    v.minValue(min, `must be at least ${min}`),
    v.maxValue(max, `must be at most ${max}`),
  );
const name = v.pipe(once, v.trim(), v.minLength(1, 'must not be empty'), v.maxLength(60, 'is too long'));
const category = v.pipe(
  once,
  v.transform((s) => s.toLowerCase()),
  v.picklist(REVIEW_CATEGORIES, `must be one of ${REVIEW_CATEGORIES.join(', ')}`),
);
const vehicleType = v.pipe(once, v.picklist(CATEGORIES, `must be one of ${CATEGORIES.join(', ')}`));

export const reviewsQuerySchema = v.strictObject(
  {
    /** A listing id: reviews of that listing's make and model (404 when there is no such listing). */
    carId: v.optional(wholeNumber(1, 999_999_999)),
    make: v.optional(name),
    model: v.optional(name),
    /** Omitted (or 'all') for every category. */
    category: v.optional(category),
    vehicleType: v.optional(vehicleType),
    /** Minimum rating out of 10 (the /car-reviews page sends its five-point choice × 2). */
    minRating: v.optional(
      v.pipe(
        once,
        v.regex(/^\d{1,2}(\.\d)?$/, 'must be a number from 0 to 10'),
        v.transform(Number),
        v.maxValue(10, 'must be at most 10'),
      ),
    ),
    /** Case-insensitive text found in the title, make or model (001 §6). */
    q: v.optional(v.pipe(once, v.trim(), v.maxLength(100, 'is too long'))),
    sortBy: v.optional(
      v.pipe(once, v.picklist(REVIEW_SORTS, `must be one of ${REVIEW_SORTS.join(', ')}`)),
      'date',
    ),
    limit: v.optional(wholeNumber(1, MAX_REVIEW_LIMIT), String(DEFAULT_REVIEW_LIMIT)),
    offset: v.optional(wholeNumber(0, 100_000), '0'),
  },
  'is not a known parameter',
);
export type ReviewsQuery = v.InferOutput<typeof reviewsQuerySchema>;

export const topRatedQuerySchema = v.strictObject(
  {
    limit: v.optional(wholeNumber(1, MAX_REVIEW_LIMIT), String(DEFAULT_TOP_RATED_LIMIT)),
    vehicleType: v.optional(vehicleType),
  },
  'is not a known parameter',
);
export type TopRatedQuery = v.InferOutput<typeof topRatedQuerySchema>;

/** `GET /api/reviews/model-ratings`: every reviewed model's score, for pages that show many cars. */
export const modelRatingsQuerySchema = v.strictObject(
  { vehicleType: v.optional(vehicleType) },
  'is not a known parameter',
);
export type ModelRatingsQuery = v.InferOutput<typeof modelRatingsQuerySchema>;

/** Statistics take no parameters. */
export const statisticsQuerySchema = v.strictObject({}, 'is not a known parameter');

// ---- Import (POST /api/admin/reviews/import; docs/reviews.md 'The import format') ----------------

/** The most reviews one import may hold (the whole set of a publisher fits; a runaway file does not). */
export const MAX_IMPORT_REVIEWS = 5_000;
/** 000 §9: a review shows at most three pictures. */
export const MAX_REVIEW_IMAGES = 3;
/** Slugs the literal routes under /api/reviews/ answer to: a review could never be read at them. */
export const RESERVED_REVIEW_SLUGS = ['categories', 'statistics', 'top-rated', 'model-ratings'] as const;

const text = (max: number) =>
  v.pipe(
    v.string('must be text'),
    v.trim(),
    v.minLength(1, 'must not be empty'),
    v.maxLength(max, `must be at most ${max} characters`),
  );
const optionalText = (max: number) => v.optional(v.nullable(text(max)), null);
const texts = (min: number, max: number, each: number) =>
  v.pipe(
    v.array(text(each), 'must be a list of texts'),
    v.minLength(min, min === 1 ? 'must hold at least one entry' : `must hold at least ${min} entries`),
    v.maxLength(max, `must hold at most ${max} entries`),
  );
/** Out of 10 with at most one decimal place (stored as numeric(3,1)). */
const score = v.pipe(
  v.number('must be a number'),
  v.minValue(0, 'must be at least 0'),
  v.maxValue(10, 'must be at most 10'),
  v.check((n) => Math.abs(n * 10 - Math.round(n * 10)) < 1e-9, 'must have at most one decimal place'),
);
const pence = v.pipe(
  v.number('must be a whole number of pence'),
  v.safeInteger('must be a whole number of pence'),
  v.minValue(0, 'must be at least 0'),
);
/** A picture or page: https, or a path on this site ('/…', never '//host'). */
const link = v.pipe(
  v.string('must be a URL'),
  v.trim(),
  v.maxLength(2000, 'must be at most 2000 characters'),
  v.check(
    (s) => /^\/(?!\/)\S*$/.test(s) || (/^https:\/\/\S+$/.test(s) && URL.canParse(s)),
    'must be an https:// URL or a path starting with /',
  ),
);
const isCalendarDate = (s: string) => {
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
};

export const reviewInputSchema = v.strictObject(
  {
    slug: v.pipe(
      v.string('must be text'),
      v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case letters, digits and single hyphens'),
      v.maxLength(120, 'must be at most 120 characters'),
      v.notValues(RESERVED_REVIEW_SLUGS, 'is a reserved word: choose another slug'),
    ),
    title: text(200),
    make: text(60),
    model: text(60),
    year: v.pipe(
      v.number('must be a year'),
      v.integer('must be a year'),
      v.minValue(1900, 'must be 1900 or later'),
      v.maxValue(2100, 'must be 2100 or earlier'),
    ),
    variant: optionalText(120),
    vehicleType: v.picklist(CATEGORIES, `must be one of ${CATEGORIES.join(', ')}`),
    category: v.picklist(REVIEW_CATEGORIES, `must be one of ${REVIEW_CATEGORIES.join(', ')}`),
    bodyType: optionalText(40),
    publishedDate: v.pipe(
      v.string('must be a date YYYY-MM-DD'),
      v.regex(/^\d{4}-\d\d-\d\d$/, 'must be a date YYYY-MM-DD'),
      v.check(isCalendarDate, 'must be a real date'),
    ),
    author: text(120),
    platform: text(120),
    rating: score,
    isRecommended: v.boolean('must be true or false'),
    summary: text(2000),
    body: texts(1, 50, 20_000),
    pros: texts(0, 10, 300),
    cons: texts(0, 10, 300),
    keySpecs: v.strictObject(
      {
        engine: text(120),
        fuelType: text(40),
        transmission: text(40),
        performance: v.strictObject({ acceleration: text(120) }, strictObjectMessage),
      },
      strictObjectMessage,
    ),
    priceRange: v.pipe(
      v.strictObject({ from: pence, to: pence }, strictObjectMessage),
      v.forward(
        v.check((p) => p.to >= p.from, 'must not be below priceRange.from'),
        ['to'],
      ),
    ),
    verdict: text(2000),
    reliability: score,
    fuelEconomy: score,
    valueForMoney: score,
    /** Omitted or null: the three drawn pictures. */
    images: v.optional(
      v.nullable(
        v.pipe(
          v.array(link, 'must be a list of URLs'),
          v.maxLength(MAX_REVIEW_IMAGES, `must hold at most ${MAX_REVIEW_IMAGES} pictures`),
        ),
      ),
      null,
    ),
    /** Omitted or null: our own page, /car-reviews/{slug}. */
    url: v.optional(v.nullable(link), null),
  },
  strictObjectMessage,
);
export type ReviewInput = v.InferInput<typeof reviewInputSchema>;
export type ReviewRecord = v.InferOutput<typeof reviewInputSchema>;

export const reviewImportSchema = v.strictObject(
  {
    reviews: v.pipe(
      v.array(reviewInputSchema, 'must be a list of reviews'),
      v.minLength(1, 'must hold at least one review'),
      v.maxLength(
        MAX_IMPORT_REVIEWS,
        `must hold at most ${MAX_IMPORT_REVIEWS.toLocaleString('en-GB')} reviews`,
      ),
      // The slug is the key: two entries with one slug would overwrite each other within the file.
      v.rawCheck(({ dataset, addIssue }) => {
        if (!dataset.typed) return;
        const first = new Map<string, number>();
        dataset.value.forEach((review, index) => {
          const seen = first.get(review.slug);
          if (seen === undefined) return void first.set(review.slug, index);
          addIssue({
            message: `"${review.slug}" is also the slug of reviews.${seen}`,
            path: [
              { type: 'array', origin: 'value', input: dataset.value, key: index, value: review },
              { type: 'object', origin: 'value', input: review, key: 'slug', value: review.slug },
            ],
          });
        });
      }),
    ),
    /** true: delete every review the file does not have (the sample set included). */
    replace: v.optional(v.boolean('must be true or false'), false),
  },
  strictObjectMessage,
);
export type ReviewImport = v.InferOutput<typeof reviewImportSchema>;
