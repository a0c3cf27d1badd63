import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserListingsResponse } from '../../../../../bff/plugins/listings/types';
import { apiRequest } from '../../../lib/api-client';
import { listingKeys, USER_LISTINGS_PATH } from './keys';

export const getMyListings = () => apiRequest<UserListingsResponse>('GET', USER_LISTINGS_PATH);

export const myListingsQueryOptions = () =>
  queryOptions({ queryKey: listingKeys.mine(), queryFn: getMyListings });

export const useMyListings = () => useQuery(myListingsQueryOptions());
