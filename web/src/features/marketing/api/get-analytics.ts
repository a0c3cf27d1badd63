// GET /api/social/analytics/{dealerId}: figures counted from visits through the posts' tracked links
// (DECISIONS 11, 20), polled every 10 s (001 §7).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { SocialAnalytics } from '../types';
import { marketingKeys } from './keys';

export const ANALYTICS_POLL_MS = 10_000;
export const ANALYTICS_DAYS = 30;

export const getAnalytics = (dealerId: number) =>
  apiRequest<SocialAnalytics>('GET', `/api/social/analytics/${dealerId}?days=${ANALYTICS_DAYS}`);

export const analyticsQueryOptions = (dealerId: number) =>
  queryOptions({
    queryKey: marketingKeys.analytics(dealerId),
    queryFn: () => getAnalytics(dealerId),
    refetchInterval: ANALYTICS_POLL_MS,
  });

export const useSocialAnalytics = (dealerId: number, enabled = true) =>
  useQuery({ ...analyticsQueryOptions(dealerId), enabled });
