import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserListingsResponse } from '../../../../../bff/plugins/listings/types';
import { apiRequest } from '../../../lib/api-client';
import { dashboardKeys } from './keys';

export const listingStatsQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.listings(),
    queryFn: () => apiRequest<UserListingsResponse>('GET', '/api/user/listings'),
  });

export const useListingStats = () => useQuery(listingStatsQueryOptions());
