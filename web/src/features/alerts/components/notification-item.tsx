// One notification: the car's picture, what happened, when. Unread ones stand out (a dot, a tint and
// the words 'Unread' for screen readers). A car still on sale is a link to its page; a removed one
// says it is no longer available.
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { notificationText } from '../lib/notification-text';
import type { AppNotification } from '../types';

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

export function NotificationItem({
  notification: n,
  onOpen,
}: {
  notification: AppNotification;
  onOpen: () => void;
}) {
  const unread = !n.readAt;
  const removed = n.car.status === 'removed';
  const body = (
    <>
      <img
        src={n.car.image}
        alt=""
        loading="lazy"
        className={`size-16 shrink-0 rounded-lg bg-slate-100 object-cover sm:h-16 sm:w-24 ${removed ? 'opacity-50 grayscale' : ''}`}
      />
      <div className="min-w-0 flex-1">
        <p
          className={`text-sm break-words sm:text-base ${unread ? 'font-semibold text-slate-900' : 'text-slate-700'}`}
        >
          {unread && <span className="sr-only">Unread: </span>}
          {notificationText(n)}
        </p>
        <p className="mt-1 text-xs text-slate-600">
          <time dateTime={n.createdAt}>{when.format(new Date(n.createdAt))}</time>
          {removed && <span className="ml-2 font-medium text-slate-700">No longer available</span>}
        </p>
      </div>
      {unread && <span aria-hidden="true" className="mt-1.5 size-2.5 shrink-0 rounded-full bg-blue-700" />}
    </>
  );
  const frame = `flex items-start gap-3 rounded-xl border p-3 sm:p-4 ${
    unread ? 'border-blue-200 bg-blue-50' : 'border-slate-200 bg-white'
  }`;

  if (removed)
    return (
      <div className={frame}>
        {body}
        {unread && (
          <button
            type="button"
            onClick={onOpen}
            className="shrink-0 self-center rounded-md px-2 py-1 text-sm font-medium text-blue-700 hover:bg-blue-100 focus-visible:outline-2 focus-visible:outline-blue-700"
          >
            Mark read
          </button>
        )}
      </div>
    );
  return (
    <Link
      to={paths.carDetail.href(n.car.id)}
      onClick={onOpen}
      className={`${frame} transition-colors hover:border-blue-300 hover:bg-blue-50/60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700`}
    >
      {body}
    </Link>
  );
}
