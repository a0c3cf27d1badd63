// GET /api/cars/{id}: one listing with every platform's offer, its price history and its seller.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CarDetail } from '../../../../../bff/plugins/search/types';
import { apiRequest } from '../../../lib/api-client';
import { carDetailKeys } from './keys';

export function getCar(id: string): Promise<CarDetail> {
  return apiRequest<CarDetail>('GET', `/api/cars/${encodeURIComponent(id)}`);
}

export const getCarQueryOptions = (id: string) =>
  queryOptions({
    queryKey: carDetailKeys.detail(id),
    queryFn: () => getCar(id),
  });

export function useCar(id: string) {
  return useQuery(getCarQueryOptions(id));
}
