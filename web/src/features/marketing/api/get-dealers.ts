// GET /api/marketing/dealers: who the signed-in person may work for. It decides the pages' access: 401
// is signed out, 403 NOT_A_DEALER is someone who is not (yet) an approved dealer (DECISIONS 21).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { MarketingDealers } from '../types';
import { marketingKeys } from './keys';

export const getDealers = () => apiRequest<MarketingDealers>('GET', '/api/marketing/dealers');

export const dealersQueryOptions = () =>
  queryOptions({ queryKey: marketingKeys.dealers(), queryFn: getDealers });

export const useDealers = (enabled = true) => useQuery({ ...dealersQueryOptions(), enabled });
