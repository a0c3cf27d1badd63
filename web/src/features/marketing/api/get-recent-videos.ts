// GET /api/tiktok/recent: the dealer's newest video jobs, polled every 3 s (001 §7) while the page is
// visible (TanStack Query pauses an interval in a hidden tab), so progress moves on screen.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { VideoJob } from '../types';
import { marketingKeys } from './keys';

export const RECENT_POLL_MS = 3000;
export const RECENT_LIMIT = 10;

export const getRecentVideos = (dealerId: number) =>
  apiRequest<{ videos: VideoJob[] }>('GET', `/api/tiktok/recent?dealerId=${dealerId}&limit=${RECENT_LIMIT}`);

export const recentVideosQueryOptions = (dealerId: number) =>
  queryOptions({
    queryKey: marketingKeys.recentVideos(dealerId),
    queryFn: () => getRecentVideos(dealerId),
    refetchInterval: RECENT_POLL_MS,
  });

export const useRecentVideos = (dealerId: number) => useQuery(recentVideosQueryOptions(dealerId));
