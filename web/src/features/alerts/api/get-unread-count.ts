// GET /api/notifications/unread: the header's count. Asked sparingly (every minute and when the window
// regains focus); between polls the live push (hooks/use-notification-push.ts) keeps it current.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { UnreadCount } from '../types';
import { alertKeys } from './keys';

const POLL_MS = 60_000;

export const getUnreadCount = () => apiRequest<UnreadCount>('GET', '/api/notifications/unread');

export const unreadCountQueryOptions = () =>
  queryOptions({
    queryKey: alertKeys.unread,
    queryFn: getUnreadCount,
    refetchInterval: POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    staleTime: 10_000,
  });

export function useUnreadCount({ enabled }: { enabled: boolean }) {
  return useQuery({ ...unreadCountQueryOptions(), enabled });
}
