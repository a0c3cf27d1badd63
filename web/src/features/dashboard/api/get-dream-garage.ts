// The dream garage list (000 §7 GET /api/user/dream-garage). Built by another feature's server
// plugin: until it exists (404) the dashboard says the garage is unavailable rather than failing.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CarCard } from '../../../../../bff/plugins/search/types';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { dashboardKeys } from './keys';

export interface DreamGarage {
  cars: (Pick<CarCard, 'id' | 'title' | 'price' | 'year' | 'mileage' | 'fuelType' | 'image'> &
    Partial<CarCard>)[];
  count: number;
}

export async function getDreamGarage(): Promise<DreamGarage | null> {
  try {
    const body = await apiRequest<DreamGarage>('GET', '/api/user/dream-garage');
    return { cars: body.cars ?? [], count: body.count ?? body.cars?.length ?? 0 };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const dreamGarageQueryOptions = () =>
  queryOptions({ queryKey: dashboardKeys.garage(), queryFn: getDreamGarage });

export const useDreamGarage = () => useQuery(dreamGarageQueryOptions());
