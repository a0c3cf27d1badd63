// GET /api/user/enquiries/{threadId}: one thread as its seller sees it (marks the buyer's messages read).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EnquiryThread } from '../../../../../bff/plugins/enquiries/schemas';
import { apiRequest } from '../../../lib/api-client';
import { enquiryKeys } from './keys';

export const getSellerThread = (threadId: number) =>
  apiRequest<EnquiryThread>('GET', `/api/user/enquiries/${threadId}`);

export const sellerThreadQueryOptions = (threadId: number) =>
  queryOptions({
    queryKey: enquiryKeys.sellerThread(threadId),
    queryFn: () => getSellerThread(threadId),
    staleTime: 0,
    refetchInterval: 10_000,
  });

export const useSellerThread = (threadId: number) => useQuery(sellerThreadQueryOptions(threadId));
