// The /car-reviews filters (001 §9) live in the URL, so a list can be shared and walked with Back and
// Forward. Defaults are never written. The minimum rating is chosen on the five-point scale the page
// shows and sent to the API out of 10 (× 2); the page's sorts map onto the API's.
import {
  REVIEW_CATEGORIES,
  type ReviewCategory,
  type ReviewSort,
} from '../../../../../bff/plugins/reviews/schemas';
import { CATEGORIES, type Category } from '../../../../../db/reference/types';
import type { ReviewsRequest } from '../api/get-reviews';

export const MIN_RATINGS = ['4.5', '4.0', '3.5', '3.0'] as const;
export type MinRating = (typeof MIN_RATINGS)[number];

export const PAGE_SORTS = ['newest', 'oldest', 'rating', 'popular'] as const;
export type PageSort = (typeof PAGE_SORTS)[number];

export const SORT_LABELS: Record<PageSort, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  rating: 'Highest rated',
  popular: 'Most popular',
};

const API_SORT: Record<PageSort, ReviewSort> = {
  newest: 'date',
  oldest: 'oldest',
  rating: 'rating',
  popular: 'popular',
};

export const VEHICLE_TYPE_LABELS: Record<Category, string> = {
  car: 'Cars',
  motorcycle: 'Motorcycles',
  van: 'Vans',
};

export interface ReviewFilters {
  q: string;
  category: ReviewCategory | 'all';
  vehicleType: Category | 'all';
  minRating: MinRating | 'any';
  sort: PageSort;
}

export const DEFAULT_FILTERS: ReviewFilters = {
  q: '',
  category: 'all',
  vehicleType: 'all',
  minRating: 'any',
  sort: 'newest',
};

const oneOf = <T extends string>(list: readonly T[], value: string | null): value is T =>
  value !== null && (list as readonly string[]).includes(value);

export function parseReviewFilters(params: URLSearchParams): ReviewFilters {
  const category = params.get('category');
  const vehicleType = params.get('vehicleType');
  const minRating = params.get('minRating');
  const sort = params.get('sort');
  return {
    q: params.get('q') ?? '',
    category: oneOf(REVIEW_CATEGORIES, category) ? category : 'all',
    vehicleType: oneOf(CATEGORIES, vehicleType) ? vehicleType : 'all',
    minRating: oneOf(MIN_RATINGS, minRating) ? minRating : 'any',
    sort: oneOf(PAGE_SORTS, sort) ? sort : 'newest',
  };
}

export function reviewFiltersToParams(filters: ReviewFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.category !== 'all') params.set('category', filters.category);
  if (filters.vehicleType !== 'all') params.set('vehicleType', filters.vehicleType);
  if (filters.minRating !== 'any') params.set('minRating', filters.minRating);
  if (filters.sort !== 'newest') params.set('sort', filters.sort);
  return params;
}

/** The API request of a set of filters (without paging). */
export function reviewFiltersToRequest(filters: ReviewFilters): ReviewsRequest {
  return {
    ...(filters.q.trim() ? { q: filters.q.trim() } : {}),
    ...(filters.category !== 'all' ? { category: filters.category } : {}),
    ...(filters.vehicleType !== 'all' ? { vehicleType: filters.vehicleType } : {}),
    ...(filters.minRating !== 'any' ? { minRating: Number(filters.minRating) * 2 } : {}),
    sortBy: API_SORT[filters.sort],
  };
}
