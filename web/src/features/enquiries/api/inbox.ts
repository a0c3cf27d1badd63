// GET /api/user/enquiries: enquiries about the signed-in seller's listings, newest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EnquirySummary } from '../../../../../bff/plugins/enquiries/schemas';
import { apiRequest } from '../../../lib/api-client';
import { enquiryKeys } from './keys';

export const getInbox = () => apiRequest<EnquirySummary[]>('GET', '/api/user/enquiries');

export const inboxQueryOptions = () =>
  queryOptions({ queryKey: enquiryKeys.inbox(), queryFn: getInbox, staleTime: 0, refetchInterval: 30_000 });

export const useInbox = () => useQuery(inboxQueryOptions());
