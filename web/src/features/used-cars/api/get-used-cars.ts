// GET /api/cars/search for the used-cars page: the first USED_CARS_LIMIT cars for sale in the chosen
// order. The filter bar then works on these cars in the browser (001 §5), so typing never waits on
// the network; the full search at / covers every car.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_LIMIT } from '../../../../../bff/plugins/search/schemas';
import type { SearchResult } from '../../../../../bff/plugins/search/types';
import { apiRequest, toQueryString } from '../../../lib/api-client';
import type { UsedSort } from '../lib/local-filter';
import { USED_CARS_PATH, usedCarKeys } from './keys';

export const USED_CARS_LIMIT = MAX_LIMIT;

export const getUsedCars = (sortBy: UsedSort, limit = USED_CARS_LIMIT) =>
  apiRequest<SearchResult>('GET', `${USED_CARS_PATH}${toQueryString({ sortBy, limit })}`);

export const usedCarsQueryOptions = (sortBy: UsedSort, limit = USED_CARS_LIMIT) =>
  queryOptions({
    queryKey: usedCarKeys.list(sortBy, limit),
    queryFn: () => getUsedCars(sortBy, limit),
  });

export function useUsedCars(sortBy: UsedSort) {
  // Another sort keeps the current cards (re-sorted locally) until its own first cars arrive.
  return useQuery({ ...usedCarsQueryOptions(sortBy), placeholderData: keepPreviousData });
}
