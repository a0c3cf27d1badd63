// GET /api/reviews/categories: the review categories with how many reviews each has (the strip on
// /car-reviews).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewCategoryInfo } from '../../../../../bff/plugins/reviews/types';
import { reviewsGet } from '../lib/request';
import { REVIEW_CATEGORIES_PATH, reviewKeys } from './keys';

export function getReviewCategories(): Promise<{ categories: ReviewCategoryInfo[] }> {
  return reviewsGet(REVIEW_CATEGORIES_PATH, () => 'Failed to fetch categories');
}

export const reviewCategoriesQueryOptions = () =>
  queryOptions({ queryKey: reviewKeys.categories, queryFn: getReviewCategories });

export function useReviewCategories() {
  return useQuery(reviewCategoriesQueryOptions());
}
