// GET /api/lease-deals?sortBy&category (000 §7): the first `limit` deals of a sort and category, and
// how many there are. 'Show more deals' asks again with a larger limit; the cards already shown stay
// on screen meanwhile (a new sort or category shows the skeletons instead).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  LEASE_PAGE_SIZE,
  type LeaseCategory,
  type LeaseSort,
} from '../../../../../bff/plugins/lease-deals/schemas';
import type { LeaseDealsResult } from '../../../../../bff/plugins/lease-deals/types';
import { apiRequest, toQueryString } from '../../../lib/api-client';
import { LEASE_DEALS_PATH, leaseDealKeys } from './keys';

export interface LeaseDealsRequest {
  sortBy: LeaseSort;
  category: LeaseCategory;
  limit: number;
}

export function getLeaseDeals({ sortBy, category, limit }: LeaseDealsRequest): Promise<LeaseDealsResult> {
  const query = toQueryString({
    sortBy,
    // Omitted when 'all' (000 §7).
    category: category === 'all' ? undefined : category,
    limit: limit === LEASE_PAGE_SIZE ? undefined : limit,
  });
  return apiRequest<LeaseDealsResult>('GET', `${LEASE_DEALS_PATH}${query}`);
}

export const leaseDealsQueryOptions = (request: LeaseDealsRequest) =>
  queryOptions({
    queryKey: leaseDealKeys.list(request.sortBy, request.category, request.limit),
    queryFn: () => getLeaseDeals(request),
  });

export function useLeaseDeals(request: LeaseDealsRequest) {
  return useQuery({
    ...leaseDealsQueryOptions(request),
    // Keep the cards while more of the same list loads; not across a change of sort or category.
    placeholderData: (previous, previousQuery) => {
      const key = previousQuery?.queryKey[1] as Partial<LeaseDealsRequest> | undefined;
      return key?.sortBy === request.sortBy && key.category === request.category
        ? keepPreviousData(previous)
        : undefined;
    },
  });
}
