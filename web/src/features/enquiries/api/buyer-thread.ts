// GET /api/cars/{id}/enquiries: the signed-in buyer's thread about a listing (marks replies read).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EnquiryThread } from '../../../../../bff/plugins/enquiries/schemas';
import { apiRequest } from '../../../lib/api-client';
import { enquiryKeys } from './keys';

export const getBuyerThread = (listingId: number) =>
  apiRequest<EnquiryThread>('GET', `/api/cars/${listingId}/enquiries`);

/** While the chat is open the thread refreshes every 10 s and on focus, so a seller's reply appears. */
export const buyerThreadQueryOptions = (listingId: number, open: boolean) =>
  queryOptions({
    queryKey: enquiryKeys.buyerThread(listingId),
    queryFn: () => getBuyerThread(listingId),
    enabled: open,
    staleTime: 0,
    refetchInterval: open ? 10_000 : false,
    refetchOnWindowFocus: open,
  });

export const useBuyerThread = (listingId: number, open: boolean) =>
  useQuery(buyerThreadQueryOptions(listingId, open));
