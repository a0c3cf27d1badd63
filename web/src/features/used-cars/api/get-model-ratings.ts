// GET /api/reviews/model-ratings for the used-cars cards: each reviewed car model's real expert score
// (001 §9's fixed 4.5 is not shown; DECISIONS 11). One small request for the whole page.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ModelRating } from '../../../../../bff/plugins/reviews/types';
import { apiRequest } from '../../../lib/api-client';

export const MODEL_RATINGS_PATH = '/api/reviews/model-ratings';

export const getModelRatings = () =>
  apiRequest<{ ratings: ModelRating[] }>('GET', `${MODEL_RATINGS_PATH}?vehicleType=car`);

export const modelRatingsQueryOptions = () =>
  queryOptions({
    queryKey: [MODEL_RATINGS_PATH, { vehicleType: 'car' }] as const,
    queryFn: getModelRatings,
    // Reviews change when an editor imports some, not while someone browses.
    staleTime: 10 * 60_000,
  });

/** The model's key in the ratings map: make and model without case. */
export const modelKey = (make: string, model: string) => `${make.toLowerCase()}|${model.toLowerCase()}`;

/** make|model → its rating; empty while loading or if the ratings could not be had (cards show none). */
export function useModelRatings(): Map<string, ModelRating> {
  const { data } = useQuery(modelRatingsQueryOptions());
  const ratings = data?.ratings;
  return new Map((ratings ?? []).map((r) => [modelKey(r.make, r.model), r]));
}
