// /notifications (issue 14): new matches for saved searches and price drops, newest first, a page at a
// time. Opening one marks it read and goes to the car; a car no longer on sale says so. Signed-out
// visitors go to sign in and come back here.
import { Navigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { paths } from '../../../config/paths';
import { useUser } from '../../../lib/auth';
import { useNotifications } from '../api/get-notifications';
import { useUnreadCount } from '../api/get-unread-count';
import { useMarkRead } from '../api/mark-read';
import { NotificationItem } from './notification-item';

export function NotificationsScreen() {
  const { user, isLoading } = useUser();
  if (isLoading) return <p className="mx-auto max-w-3xl px-4 py-8 text-slate-600">Loading…</p>;
  if (!user)
    return (
      <Navigate to={`${paths.auth.href()}?next=${encodeURIComponent(paths.notifications.href())}`} replace />
    );
  return <Notifications />;
}

function Notifications() {
  const list = useNotifications({ enabled: true });
  const unread = useUnreadCount({ enabled: true }).data?.unread ?? list.data?.pages[0]?.unread ?? 0;
  const markRead = useMarkRead();
  const notifications = list.data?.pages.flatMap((page) => page.notifications) ?? [];

  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:py-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Notifications</h1>
          <p className="mt-1 text-slate-600">
            {unread > 0 ? `${unread} unread` : 'New matches for your saved searches and price drops.'}
          </p>
        </div>
        <Button
          variant="secondary"
          size="sm"
          disabled={unread === 0 || markRead.isPending}
          onClick={() => markRead.mutate({ all: true })}
        >
          Mark all read
        </Button>
      </div>

      <div className="mt-6">
        {list.isPending ? (
          <ul aria-busy="true" aria-label="Loading notifications" className="space-y-3">
            {Array.from({ length: 4 }, (_, i) => (
              <li key={i} className="h-20 animate-pulse rounded-xl bg-slate-100" />
            ))}
          </ul>
        ) : list.isError && notifications.length === 0 ? (
          <LoadError message="Failed to load your notifications." onRetry={() => void list.refetch()} />
        ) : notifications.length === 0 ? (
          <div className="rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center">
            <h2 className="text-lg font-semibold text-slate-900">No notifications yet</h2>
            <p className="mt-1 text-slate-700">
              Save a search and we will tell you here when a new car matches it or a price drops.
            </p>
          </div>
        ) : (
          <>
            <ul aria-label="Notifications" className="space-y-3">
              {notifications.map((n) => (
                <li key={n.id}>
                  <NotificationItem
                    notification={n}
                    onOpen={() => !n.readAt && markRead.mutate({ ids: [n.id] })}
                  />
                </li>
              ))}
            </ul>
            {list.isFetchNextPageError && (
              <p role="alert" className="mt-3 text-center text-sm text-red-800">
                Failed to load more notifications.
              </p>
            )}
            {list.hasNextPage && (
              <div className="mt-4 flex justify-center">
                <Button
                  variant="secondary"
                  onClick={() => void list.fetchNextPage()}
                  disabled={list.isFetchingNextPage}
                >
                  {list.isFetchingNextPage ? 'Loading…' : 'Load more'}
                </Button>
              </div>
            )}
          </>
        )}
      </div>
    </div>
  );
}
