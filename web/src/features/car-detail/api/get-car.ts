// GET /api/cars/{id}: one listing with every platform's offer, its price history and its seller.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CarDetail } from '../../../../../bff/plugins/search/types';
import { apiRequest, toQueryString } from '../../../lib/api-client';
import { carDetailKeys } from './keys';

/** `location` (postcode, district or town) adds the seller's distance from it. */
export function getCar(id: string, location?: string): Promise<CarDetail> {
  return apiRequest<CarDetail>('GET', `/api/cars/${encodeURIComponent(id)}${toQueryString({ location })}`);
}

export const getCarQueryOptions = (id: string, location?: string) =>
  queryOptions({
    queryKey: carDetailKeys.detail(id, location),
    queryFn: () => getCar(id, location),
  });

export function useCar(id: string, location?: string) {
  return useQuery(getCarQueryOptions(id, location));
}
