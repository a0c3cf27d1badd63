// GET /api/reviews/{slug}: one whole review (404 when there is no such review).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Review } from '../../../../../bff/plugins/reviews/types';
import { reviewsGet } from '../lib/request';
import { REVIEWS_PATH, reviewKeys } from './keys';

export function getReview(slug: string): Promise<Review> {
  return reviewsGet(
    `${REVIEWS_PATH}/${encodeURIComponent(slug)}`,
    (status) => `Failed to fetch the review: ${status ?? 'no response'}`,
  );
}

export const reviewQueryOptions = (slug: string) =>
  queryOptions({ queryKey: reviewKeys.detail(slug), queryFn: () => getReview(slug) });

export function useReview(slug: string) {
  return useQuery(reviewQueryOptions(slug));
}
