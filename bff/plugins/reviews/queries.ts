// The reviews' SQL (docs/reviews.md): filtering, the sorts, the figures, and the counts of listings
// each reviewed model has. A review meets the listings by vehicle type and by make and model compared
// without case, the way the index listings_active_make_model_ci_idx holds them.
import type { Knex } from 'knex';
import { ENQUIRY_WEIGHT, SAVE_WEIGHT, VIEW_DAYS } from '../lease-deals/queries.js';
import type { Category } from '../../../db/reference/types.js';
import type { ReviewCategory, ReviewSort } from './schemas.js';
import type { ReviewKeySpecs } from './types.js';

export interface ReviewRow {
  id: number;
  slug: string;
  title: string;
  make: string;
  model: string;
  year: number;
  variant: string | null;
  vehicle_type: Category;
  category: ReviewCategory;
  body_type: string | null;
  published_date: string | Date;
  author: string;
  platform: string;
  rating: number;
  is_recommended: boolean;
  summary: string;
  body: string[];
  pros: string[];
  cons: string[];
  key_specs: ReviewKeySpecs;
  price_from: number;
  price_to: number;
  verdict: string;
  reliability: number;
  fuel_economy: number;
  value_for_money: number;
  images: string[] | null;
  url: string | null;
  is_sample: boolean;
  created_at: Date;
  updated_at: Date;
}

export interface ReviewFilter {
  make?: string | undefined;
  model?: string | undefined;
  category?: ReviewCategory | undefined;
  vehicleType?: Category | undefined;
  minRating?: number | undefined;
  q?: string | undefined;
  /** The make and model of the listing a carId names. */
  carModel?: { make: string; model: string } | undefined;
}

/** The listing a carId names (any status: a sold car's page still shows its model's reviews). */
export async function listingModel(
  knex: Knex,
  id: number,
): Promise<{ make: string; model: string; year: number; category: Category } | undefined> {
  return knex('listings').where({ id }).first('make', 'model', 'year', 'category');
}

const likePattern = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function applyFilter(q: Knex.QueryBuilder, f: ReviewFilter): Knex.QueryBuilder {
  if (f.make) q.whereRaw('lower(r.make) = lower(?)', [f.make]);
  if (f.model) q.whereRaw('lower(r.model) = lower(?)', [f.model]);
  if (f.carModel) {
    q.whereRaw('lower(r.make) = lower(?)', [f.carModel.make]);
    q.whereRaw('lower(r.model) = lower(?)', [f.carModel.model]);
  }
  if (f.category) q.where('r.category', f.category);
  if (f.vehicleType) q.where('r.vehicle_type', f.vehicleType);
  if (f.minRating !== undefined) q.where('r.rating', '>=', f.minRating);
  if (f.q) {
    const pattern = likePattern(f.q);
    q.where((w) =>
      w
        .where('r.title', 'ilike', pattern)
        .orWhere('r.make', 'ilike', pattern)
        .orWhere('r.model', 'ilike', pattern),
    );
  }
  return q;
}

export async function countReviews(knex: Knex, f: ReviewFilter): Promise<number> {
  const row = (await applyFilter(knex('reviews as r'), f).count({ n: '*' }).first()) as { n: number };
  return Number(row.n);
}

/**
 * Relevance without a car: the rating, less half a point for each year since publication. Written as
 * a bonus for days since a fixed date, which orders the same and needs no clock.
 */
export const RECENCY_POINTS_PER_YEAR = 0.5;

export interface PageOptions {
  sortBy: ReviewSort;
  limit: number;
  offset: number;
  /** The model year of the car asked about (relevance with carId). */
  nearYear?: number | undefined;
  now: Date;
}

/** Interest per model: saves × 5 + enquiries × 5 + views in the last 30 days of its listings. */
function modelInterest(knex: Knex, now: Date): Knex.QueryBuilder {
  const since = new Date(now.getTime() - VIEW_DAYS * 24 * 60 * 60 * 1000);
  const events = knex.raw(
    `(select listing_id, ${SAVE_WEIGHT} as weight from dream_garage
      union all select listing_id, ${ENQUIRY_WEIGHT} as weight from enquiry_threads
      union all select listing_id, 1 as weight from listing_views where viewed_at >= ?) as i`,
    [since],
  );
  return knex
    .from(events)
    .join('listings as l', 'l.id', 'i.listing_id')
    .groupByRaw('l.category, lower(l.make), lower(l.model)')
    .select(
      'l.category',
      knex.raw('lower(l.make) as make'),
      knex.raw('lower(l.model) as model'),
      knex.raw('sum(i.weight) as interest'),
    );
}

export async function pageOfReviews(knex: Knex, f: ReviewFilter, o: PageOptions): Promise<ReviewRow[]> {
  const q = applyFilter(knex('reviews as r'), f).select('r.*').limit(o.limit).offset(o.offset);
  switch (o.sortBy) {
    case 'date':
      q.orderBy([
        { column: 'r.published_date', order: 'desc' },
        { column: 'r.id', order: 'desc' },
      ]);
      break;
    case 'oldest':
      q.orderBy([
        { column: 'r.published_date', order: 'asc' },
        { column: 'r.id', order: 'asc' },
      ]);
      break;
    case 'rating':
      q.orderBy([
        { column: 'r.rating', order: 'desc' },
        { column: 'r.published_date', order: 'desc' },
        { column: 'r.id', order: 'desc' },
      ]);
      break;
    case 'relevance':
      if (o.nearYear !== undefined) q.orderByRaw('abs(r.year - ?) asc', [o.nearYear]);
      else
        q.orderByRaw(
          `r.rating + ${RECENCY_POINTS_PER_YEAR} * (r.published_date - date '2000-01-01') / 365.25 desc`,
        );
      q.orderBy([
        { column: 'r.rating', order: 'desc' },
        { column: 'r.published_date', order: 'desc' },
        { column: 'r.id', order: 'desc' },
      ]);
      break;
    case 'popular':
      q.leftJoin(modelInterest(knex, o.now).as('mi'), function () {
        this.on('mi.category', 'r.vehicle_type')
          .andOn('mi.make', knex.raw('lower(r.make)'))
          .andOn('mi.model', knex.raw('lower(r.model)'));
      })
        .orderByRaw('coalesce(mi.interest, 0) desc')
        .orderBy([
          { column: 'r.rating', order: 'desc' },
          { column: 'r.published_date', order: 'desc' },
          { column: 'r.id', order: 'desc' },
        ]);
      break;
  }
  return q;
}

/** Highest rating first; ties: the newest. */
export async function topRated(knex: Knex, limit: number, vehicleType?: Category): Promise<ReviewRow[]> {
  const q = knex('reviews as r')
    .select('r.*')
    .orderBy([
      { column: 'r.rating', order: 'desc' },
      { column: 'r.published_date', order: 'desc' },
      { column: 'r.id', order: 'desc' },
    ])
    .limit(limit);
  if (vehicleType) q.where('r.vehicle_type', vehicleType);
  return q;
}

export async function bySlug(knex: Knex, slug: string): Promise<ReviewRow | undefined> {
  return knex('reviews').where({ slug }).first();
}

const modelKey = (category: string, make: string, model: string) =>
  `${category}|${make.toLowerCase()}|${model.toLowerCase()}`;
export const reviewModelKey = (r: Pick<ReviewRow, 'vehicle_type' | 'make' | 'model'>) =>
  modelKey(r.vehicle_type, r.make, r.model);

/** Active listings of each model of `rows`, in one grouped query: key (reviewModelKey) → count. */
export async function forSaleCounts(knex: Knex, rows: ReviewRow[]): Promise<Map<string, number>> {
  const wanted = new Map(rows.map((r) => [reviewModelKey(r), r]));
  const counts = new Map<string, number>();
  if (wanted.size === 0) return counts;
  const tuples = [...wanted.values()];
  const found = (await knex('listings')
    .where('status', 'active')
    .whereRaw(
      `(category, lower(make), lower(model)) in (${tuples.map(() => '(?, lower(?), lower(?))').join(', ')})`,
      tuples.flatMap((r) => [r.vehicle_type, r.make, r.model]),
    )
    .groupByRaw('category, lower(make), lower(model)')
    .select('category', knex.raw('lower(make) as make'), knex.raw('lower(model) as model'))
    .count({ n: '*' })) as { category: string; make: string; model: string; n: number }[];
  for (const f of found) counts.set(modelKey(f.category, f.make, f.model), Number(f.n));
  return counts;
}

export interface Figures {
  total: number;
  average: number | null;
  lastUpdated: Date | null;
  categories: { key: string; n: number }[];
  platforms: { key: string; n: number }[];
}

export async function figures(knex: Knex): Promise<Figures> {
  const [totals, categories, platforms] = await Promise.all([
    knex('reviews')
      .first(
        knex.raw('count(*) as total'),
        knex.raw('avg(rating) as average'),
        knex.raw('max(updated_at) as last'),
      )
      .then((r) => r as { total: number; average: number | string | null; last: Date | string | null }),
    countsBy(knex, 'category'),
    countsBy(knex, 'platform'),
  ]);
  return {
    total: Number(totals.total),
    average: totals.average === null ? null : Number(totals.average),
    lastUpdated: totals.last === null ? null : new Date(totals.last),
    categories,
    platforms,
  };
}

/** Reviews per value of `column`, largest first (ties: by name). */
export async function countsBy(
  knex: Knex,
  column: 'category' | 'platform',
): Promise<{ key: string; n: number }[]> {
  const rows = (await knex('reviews')
    .groupBy(column)
    .select({ key: column })
    .count({ n: '*' })
    .orderBy([
      { column: 'n', order: 'desc' },
      { column: 'key', order: 'asc' },
    ])) as { key: string; n: number }[];
  return rows.map((r) => ({ key: r.key, n: Number(r.n) }));
}

/** Every reviewed model's mean rating, review count and newest review (ties: highest id). */
export async function modelRatings(
  knex: Knex,
  vehicleType?: Category,
): Promise<
  { vehicle_type: Category; make: string; model: string; rating: number; reviews: number; slug: string }[]
> {
  const q = knex('reviews')
    .select('vehicle_type', 'make', 'model', 'rating', 'slug')
    .orderBy([
      { column: 'published_date', order: 'desc' },
      { column: 'id', order: 'desc' },
    ]);
  if (vehicleType) q.where({ vehicle_type: vehicleType });
  const rows = (await q) as {
    vehicle_type: Category;
    make: string;
    model: string;
    rating: string | number;
    slug: string;
  }[];
  const models = new Map<
    string,
    { vehicle_type: Category; make: string; model: string; sum: number; reviews: number; slug: string }
  >();
  for (const r of rows) {
    const key = reviewModelKey(r);
    const seen = models.get(key);
    // Rows come newest first: the first one seen of a model names its newest review.
    if (seen) {
      seen.sum += Number(r.rating);
      seen.reviews += 1;
    } else
      models.set(key, {
        vehicle_type: r.vehicle_type,
        make: r.make,
        model: r.model,
        sum: Number(r.rating),
        reviews: 1,
        slug: r.slug,
      });
  }
  return [...models.values()].map(({ sum, ...m }) => ({
    ...m,
    rating: Math.round((sum / m.reviews) * 10) / 10,
  }));
}
