// Query keys of the reviews feature; each starts with the path it reads.
import type { Category } from '../../../../../db/reference/types';
import type { ReviewsRequest } from './get-reviews';

export const REVIEWS_PATH = '/api/reviews';
export const REVIEW_CATEGORIES_PATH = '/api/reviews/categories';
export const REVIEW_STATISTICS_PATH = '/api/reviews/statistics';
export const TOP_RATED_REVIEWS_PATH = '/api/reviews/top-rated';

export const reviewKeys = {
  lists: [REVIEWS_PATH] as const,
  list: (request: ReviewsRequest) => [REVIEWS_PATH, request] as const,
  categories: [REVIEW_CATEGORIES_PATH] as const,
  statistics: [REVIEW_STATISTICS_PATH] as const,
  topRated: (limit: number, vehicleType: Category | undefined) =>
    [TOP_RATED_REVIEWS_PATH, { limit, vehicleType: vehicleType ?? null }] as const,
  detail: (slug: string) => ['/api/reviews/{slug}', slug] as const,
};
