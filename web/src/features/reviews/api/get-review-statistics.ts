// GET /api/reviews/statistics: totals, the average rating and the category and platform breakdowns.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewStatistics } from '../../../../../bff/plugins/reviews/types';
import { reviewsGet } from '../lib/request';
import { REVIEW_STATISTICS_PATH, reviewKeys } from './keys';

export function getReviewStatistics(): Promise<ReviewStatistics> {
  return reviewsGet(REVIEW_STATISTICS_PATH, () => 'Failed to fetch statistics');
}

export const reviewStatisticsQueryOptions = () =>
  queryOptions({ queryKey: reviewKeys.statistics, queryFn: getReviewStatistics });

export function useReviewStatistics() {
  return useQuery(reviewStatisticsQueryOptions());
}
