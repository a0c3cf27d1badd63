// GET /api/reviews/top-rated?limit&vehicleType: the highest rated reviews (5 on the detail page, 000 §9).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '../../../../../db/reference/types';
import { DEFAULT_TOP_RATED_LIMIT } from '../../../../../bff/plugins/reviews/schemas';
import type { Review } from '../../../../../bff/plugins/reviews/types';
import { toQueryString } from '../../../lib/api-client';
import { reviewsGet } from '../lib/request';
import { TOP_RATED_REVIEWS_PATH, reviewKeys } from './keys';

export function getTopRatedReviews(
  limit = DEFAULT_TOP_RATED_LIMIT,
  vehicleType?: Category,
): Promise<{ reviews: Review[] }> {
  return reviewsGet(
    `${TOP_RATED_REVIEWS_PATH}${toQueryString({ limit, vehicleType })}`,
    () => 'Failed to fetch top rated reviews',
  );
}

export const topRatedReviewsQueryOptions = (limit = DEFAULT_TOP_RATED_LIMIT, vehicleType?: Category) =>
  queryOptions({
    queryKey: reviewKeys.topRated(limit, vehicleType),
    queryFn: () => getTopRatedReviews(limit, vehicleType),
  });

export function useTopRatedReviews(limit = DEFAULT_TOP_RATED_LIMIT, vehicleType?: Category) {
  return useQuery(topRatedReviewsQueryOptions(limit, vehicleType));
}
