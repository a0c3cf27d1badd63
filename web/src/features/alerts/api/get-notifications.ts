// GET /api/notifications?limit=20&before=<id>: the notifications list, newest first, a page at a time
// (Load more asks for the page before the last one shown).
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest, toQueryString } from '../../../lib/api-client';
import type { NotificationPage } from '../types';
import { alertKeys } from './keys';

export const NOTIFICATIONS_PAGE_SIZE = 20;

export const getNotifications = (before?: number) =>
  apiRequest<NotificationPage>(
    'GET',
    `/api/notifications${toQueryString({ limit: NOTIFICATIONS_PAGE_SIZE, before })}`,
  );

export const notificationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: alertKeys.notifications,
    queryFn: ({ pageParam }) => getNotifications(pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  });

export function useNotifications({ enabled }: { enabled: boolean }) {
  return useInfiniteQuery({ ...notificationsQueryOptions(), enabled });
}
