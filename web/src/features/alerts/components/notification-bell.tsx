// The header's bell (issue 14): signed-in people only, with the unread count as a badge. It keeps the
// count current: a sparing poll plus the live push (hooks/use-notification-push.ts).
import { Bell } from 'lucide-react';
import { NavLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useUser } from '../../../lib/auth';
import { useUnreadCount } from '../api/get-unread-count';
import { useNotificationPush } from '../hooks/use-notification-push';

export const unreadLabel = (unread: number) => `Notifications, ${unread} unread`;
const badgeText = (unread: number) => (unread > 99 ? '99+' : String(unread));

export function NotificationBell({ onNavigate }: { onNavigate?: () => void }) {
  const { user } = useUser();
  const unread = useUnreadCount({ enabled: Boolean(user) }).data?.unread ?? 0;
  useNotificationPush(user?.id);
  if (!user) return null;

  return (
    <NavLink
      to={paths.notifications.href()}
      onClick={onNavigate}
      aria-label={unreadLabel(unread)}
      title={unreadLabel(unread)}
      className={({ isActive }) =>
        `relative inline-flex size-10 items-center justify-center rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 ${
          isActive ? 'bg-blue-50 text-blue-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
        }`
      }
    >
      <Bell aria-hidden="true" className="size-5" />
      {unread > 0 && (
        <span
          aria-hidden="true"
          className="absolute top-0 -right-1 flex h-4 min-w-4 items-center justify-center rounded-full bg-red-600 px-1 text-[0.625rem] leading-none font-semibold text-white ring-2 ring-white"
        >
          {badgeText(unread)}
        </span>
      )}
    </NavLink>
  );
}

/** The mobile menu's 'Notifications' item, with the count in words. */
export function NotificationsMenuLink({
  className,
  onNavigate,
}: {
  className: (state: { isActive: boolean }) => string;
  onNavigate: () => void;
}) {
  const { user } = useUser();
  const unread = useUnreadCount({ enabled: Boolean(user) }).data?.unread ?? 0;
  if (!user) return null;
  return (
    <NavLink
      to={paths.notifications.href()}
      aria-label={unreadLabel(unread)}
      className={className}
      onClick={onNavigate}
    >
      <span className="inline-flex items-center gap-2">
        <Bell aria-hidden="true" className="size-4" />
        Notifications
        {unread > 0 && (
          <span className="rounded-full bg-red-600 px-2 py-0.5 text-xs font-semibold text-white">
            {badgeText(unread)}
          </span>
        )}
      </span>
    </NavLink>
  );
}
