// POST /api/notifications/read: marks some notifications, or all of them, read. The list and the
// header's count show it at once; the server's count is the one kept.
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { NotificationPage, UnreadCount } from '../types';
import { alertKeys } from './keys';

export type ReadTarget = { ids: number[] } | { all: true };

export const markRead = (target: ReadTarget) =>
  apiRequest<UnreadCount>('POST', '/api/notifications/read', target);

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onMutate: (target) => {
      const now = new Date().toISOString();
      const wanted = 'ids' in target ? new Set(target.ids) : null;
      queryClient.setQueryData<InfiniteData<NotificationPage>>(alertKeys.notifications, (old) =>
        old
          ? {
              ...old,
              pages: old.pages.map((page) => ({
                ...page,
                notifications: page.notifications.map((n) =>
                  !n.readAt && (!wanted || wanted.has(n.id)) ? { ...n, readAt: now } : n,
                ),
              })),
            }
          : old,
      );
    },
    onSuccess: ({ unread }) => queryClient.setQueryData<UnreadCount>(alertKeys.unread, { unread }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: alertKeys.notifications }),
        // The saved searches' own unread counts.
        queryClient.invalidateQueries({ queryKey: alertKeys.savedSearches }),
      ]),
  });
}
