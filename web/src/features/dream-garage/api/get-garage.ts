// GET /api/user/dream-garage: the signed-in person's saved cars with their count and total value.
// One query serves the garage page and every save toggle on a screen (not one check per card).
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { GarageSummary } from '../../../../../bff/plugins/garage/types';
import { apiRequest } from '../../../lib/api-client';
import { garageKeys } from './keys';

export function getGarage(): Promise<GarageSummary> {
  return apiRequest<GarageSummary>('GET', '/api/user/dream-garage');
}

export const garageQueryOptions = () => queryOptions({ queryKey: garageKeys.summary, queryFn: getGarage });

/** Only asks when someone is signed in: a signed-out visitor has no garage. */
export function useGarage({ enabled }: { enabled: boolean }) {
  return useQuery({ ...garageQueryOptions(), enabled });
}

export async function refreshGarage(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: garageKeys.summary }),
    queryClient.invalidateQueries({ queryKey: garageKeys.list }),
  ]);
}
