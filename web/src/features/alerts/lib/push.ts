// A pushed notification (the server's 'notification' message on the person's own sockets): checked
// against the contract, then applied to the cache. Malformed messages are logged and ignored, so a
// newer or broken server never breaks the page. Loaded with the live client, after the first screen.
import type { QueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { toast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import type { NotificationPush, UnreadCount } from '../types';
import { alertKeys } from '../api/keys';
import { notificationText, notificationToastTitle } from './notification-text';

const category = v.picklist(['car', 'motorcycle', 'van']);
const PushSchema = v.object({
  type: v.literal('notification'),
  data: v.object({
    unread: v.pipe(v.number(), v.integer(), v.minValue(0)),
    notification: v.object({
      id: v.number(),
      kind: v.picklist(['new_match', 'price_drop']),
      createdAt: v.string(),
      readAt: v.nullable(v.string()),
      price: v.number(),
      previousPrice: v.nullable(v.number()),
      savedSearch: v.nullable(v.object({ id: v.number(), name: v.string() })),
      car: v.object({
        id: v.number(),
        title: v.string(),
        image: v.string(),
        category,
        status: v.picklist(['active', 'removed']),
      }),
    }),
  }),
});

export function parseNotificationPush(raw: unknown): NotificationPush | null {
  const parsed = v.safeParse(PushSchema, raw);
  if (parsed.success) return parsed.output;
  console.warn('Malformed notification push ignored', raw, v.flatten(parsed.issues));
  return null;
}

/** The header's count is the server's; the list and the searches' own counts are refetched. */
export function applyNotificationPush(queryClient: QueryClient, push: NotificationPush): void {
  queryClient.setQueryData<UnreadCount>(alertKeys.unread, { unread: push.data.unread });
  void queryClient.invalidateQueries({ queryKey: alertKeys.notifications });
  void queryClient.invalidateQueries({ queryKey: alertKeys.savedSearches });
}

/** One message on the person's notifications topic: the cache follows and a toast says what arrived. */
export function handleNotificationPush(
  queryClient: QueryClient,
  raw: unknown,
  navigate: (href: string) => void,
): void {
  const push = parseNotificationPush(raw);
  if (!push) return;
  applyNotificationPush(queryClient, push);
  const { notification } = push.data;
  const href = paths.notifications.href();
  toast({
    title: notificationToastTitle(notification),
    description: notificationText(notification),
    action: { label: 'View notifications', href, onNavigate: () => navigate(href) },
  });
}
