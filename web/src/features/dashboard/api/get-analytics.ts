import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserAnalytics } from '../../../../../bff/plugins/listings/types';
import { apiRequest } from '../../../lib/api-client';
import { dashboardKeys } from './keys';

export const analyticsQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.analytics(),
    queryFn: () => apiRequest<UserAnalytics>('GET', '/api/user/analytics'),
  });

export const useAnalytics = () => useQuery(analyticsQueryOptions());
