// GET /api/reviews (000 §7): a page of reviews, filtered and sorted by the server. The car detail
// page asks for one page (5, closest to the car first); /car-reviews pages on with 'Load more'.
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { Category } from '../../../../../db/reference/types';
import type { ReviewCategory, ReviewSort } from '../../../../../bff/plugins/reviews/schemas';
import type { ReviewList } from '../../../../../bff/plugins/reviews/types';
import { toQueryString } from '../../../lib/api-client';
import { reviewsGet } from '../lib/request';
import { REVIEWS_PATH, reviewKeys } from './keys';

export interface ReviewsRequest {
  carId?: number;
  make?: string;
  model?: string;
  category?: ReviewCategory;
  vehicleType?: Category;
  /** Out of 10. */
  minRating?: number;
  q?: string;
  sortBy?: ReviewSort;
  limit?: number;
  offset?: number;
}

export function getReviews(request: ReviewsRequest): Promise<ReviewList> {
  const { carId, make, model, category, vehicleType, minRating, q, sortBy, limit, offset } = request;
  const query = toQueryString({
    carId,
    make,
    model,
    category,
    vehicleType,
    minRating,
    q: q?.trim(),
    sortBy,
    limit,
    offset: offset ? offset : undefined,
  });
  return reviewsGet<ReviewList>(
    `${REVIEWS_PATH}${query}`,
    (status) => `Failed to fetch reviews: ${status ?? 'no response'}`,
  );
}

export const reviewsQueryOptions = (request: ReviewsRequest) =>
  queryOptions({ queryKey: reviewKeys.list(request), queryFn: () => getReviews(request) });

export function useReviews(request: ReviewsRequest) {
  return useQuery(reviewsQueryOptions(request));
}

/** Pages of `limit` reviews from offset 0; the next page starts where the loaded ones end. */
export const reviewPagesQueryOptions = (request: Omit<ReviewsRequest, 'offset'> & { limit: number }) =>
  infiniteQueryOptions({
    queryKey: [...reviewKeys.list(request), 'pages'] as const,
    queryFn: ({ pageParam }) => getReviews({ ...request, offset: pageParam }),
    initialPageParam: 0,
    getNextPageParam: (last) => {
      const next = last.offset + last.reviews.length;
      return last.reviews.length > 0 && next < last.total ? next : undefined;
    },
  });

export function useReviewPages(request: Omit<ReviewsRequest, 'offset'> & { limit: number }) {
  return useInfiniteQuery(reviewPagesQueryOptions(request));
}
