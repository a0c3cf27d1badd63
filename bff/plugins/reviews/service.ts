// The reviews' rules (docs/reviews.md): which reviews a query finds and in which order, the figures,
// and the import. SQL lives in queries.ts and import.ts; this shapes rows into the API's Review.
import type { Knex } from 'knex';
import { notFound } from '../../lib/errors.js';
import { importReviews } from './import.js';
import * as q from './queries.js';
import {
  REVIEW_CATEGORIES,
  REVIEW_CATEGORY_NAMES,
  type ModelRatingsQuery,
  type ReviewImport,
  type ReviewsQuery,
  type TopRatedQuery,
} from './schemas.js';
import type {
  ModelRating,
  Review,
  ReviewCategoryInfo,
  ReviewImportResult,
  ReviewList,
  ReviewStatistics,
} from './types.js';

/** 000 §9: a review shows three pictures; without its own, the drawings of its model. */
export const DRAWN_IMAGES = 3;
/** 000 §9: the category breakdown shows the five largest. */
export const CATEGORY_BREAKDOWN_SIZE = 5;

export const REVIEW_CATEGORY_DESCRIPTIONS: Record<(typeof REVIEW_CATEGORIES)[number], string> = {
  basic: 'Affordable, practical cars for the school run and the commute',
  luxury: 'Premium comfort, quality and technology',
  electric: 'Battery electric models: range, charging and running costs',
  sports: 'Performance and driving fun first',
};

export const drawnImages = (id: number) =>
  Array.from({ length: DRAWN_IMAGES }, (_, n) => `/api/media/reviews/${id}/${n}.svg`);

/** A date column: 'YYYY-MM-DD' from pg (db/index.ts), a Date at UTC midnight from PGlite through knex. */
const calendarDay = (d: string | Date) => (typeof d === 'string' ? d : d.toISOString().slice(0, 10));

export function shapeReview(row: q.ReviewRow, forSale: number): Review {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    make: row.make,
    model: row.model,
    year: row.year,
    variant: row.variant,
    vehicleType: row.vehicle_type,
    category: row.category,
    bodyType: row.body_type,
    publishedDate: calendarDay(row.published_date),
    author: row.author,
    platform: row.platform,
    rating: Number(row.rating),
    isRecommended: row.is_recommended,
    images: row.images ?? drawnImages(row.id),
    summary: row.summary,
    body: row.body,
    pros: row.pros,
    cons: row.cons,
    keySpecs: row.key_specs,
    priceRange: { from: Number(row.price_from), to: Number(row.price_to) },
    url: row.url ?? `/car-reviews/${row.slug}`,
    verdict: row.verdict,
    reliability: Number(row.reliability),
    fuelEconomy: Number(row.fuel_economy),
    valueForMoney: Number(row.value_for_money),
    isSample: row.is_sample,
    forSale,
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const toRecord = (rows: { key: string; n: number }[]) => Object.fromEntries(rows.map((r) => [r.key, r.n]));

export class ReviewsService {
  constructor(
    readonly knex: Knex,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Rows as Reviews, with each model's listings for sale counted in one query. */
  private async shape(rows: q.ReviewRow[]): Promise<Review[]> {
    const counts = await q.forSaleCounts(this.knex, rows);
    return rows.map((r) => shapeReview(r, counts.get(q.reviewModelKey(r)) ?? 0));
  }

  async list(query: ReviewsQuery): Promise<ReviewList> {
    const filter: q.ReviewFilter = {
      make: query.make,
      model: query.model,
      category: query.category,
      vehicleType: query.vehicleType,
      minRating: query.minRating,
      q: query.q || undefined,
    };
    let nearYear: number | undefined;
    if (query.carId !== undefined) {
      // The car's own make and model; any make or model also asked for must agree with them.
      const car = await q.listingModel(this.knex, query.carId);
      if (!car) throw notFound('Car');
      filter.carModel = { make: car.make, model: car.model };
      nearYear = car.year;
    }
    const total = await q.countReviews(this.knex, filter);
    const rows = await q.pageOfReviews(this.knex, filter, {
      sortBy: query.sortBy,
      limit: query.limit,
      offset: query.offset,
      nearYear,
      now: this.now(),
    });
    return {
      reviews: await this.shape(rows),
      total,
      sortBy: query.sortBy,
      limit: query.limit,
      offset: query.offset,
    };
  }

  async categories(): Promise<{ categories: ReviewCategoryInfo[] }> {
    const counts = new Map((await q.countsBy(this.knex, 'category')).map((c) => [c.key, c.n]));
    return {
      categories: REVIEW_CATEGORIES.map((id) => ({
        id,
        name: REVIEW_CATEGORY_NAMES[id],
        description: REVIEW_CATEGORY_DESCRIPTIONS[id],
        count: counts.get(id) ?? 0,
      })),
    };
  }

  async statistics(): Promise<ReviewStatistics> {
    const f = await q.figures(this.knex);
    return {
      totalReviews: f.total,
      averageRating: f.average === null ? 0 : round1(f.average),
      lastUpdated: f.lastUpdated ? f.lastUpdated.toISOString() : null,
      categoryBreakdown: toRecord(f.categories.slice(0, CATEGORY_BREAKDOWN_SIZE)),
      platformBreakdown: toRecord(f.platforms),
    };
  }

  async topRated(query: TopRatedQuery): Promise<{ reviews: Review[] }> {
    return {
      reviews: await this.shape(await q.topRated(this.knex, query.limit, query.vehicleType)),
    };
  }

  async modelRatings(query: ModelRatingsQuery): Promise<{ ratings: ModelRating[] }> {
    const rows = await q.modelRatings(this.knex, query.vehicleType);
    return {
      ratings: rows.map((r) => ({
        vehicleType: r.vehicle_type,
        make: r.make,
        model: r.model,
        rating: r.rating,
        reviews: r.reviews,
        slug: r.slug,
      })),
    };
  }

  async bySlug(slug: string): Promise<Review> {
    const row = await q.bySlug(this.knex, slug);
    if (!row) throw notFound('Review');
    return (await this.shape([row]))[0]!;
  }

  import(input: ReviewImport): Promise<ReviewImportResult> {
    return importReviews(this.knex, input, this.now());
  }
}
