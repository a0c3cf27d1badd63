// New notifications pushed live to the signed-in person's own sockets: the header's count and the
// list follow at once, and a toast says what arrived (lib/push.ts). Between pushes the count is polled
// (api/get-unread-count.ts), so a missed push only delays it. The header is on the first screen and
// the live client is not (lib/live-later.ts): both load here only once someone is signed in.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { NOTIFICATIONS_TOPIC } from '../../../../../bff/plugins/live/types';

export function useNotificationPush(userId: number | undefined): void {
  const queryClient = useQueryClient();
  // The latest navigate, read when a toast's link is followed: react-router makes a new one whenever the
  // path changes, and the subscription must outlive those (a new one would resubscribe on every page).
  const navigate = useNavigate();
  const navigateLater = useRef(navigate);
  useEffect(() => {
    navigateLater.current = navigate;
  }, [navigate]);

  useEffect(() => {
    if (userId === undefined) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    // The server reads the session when a socket opens; sign-in and sign-out reopen it (reconnectLive),
    // and subscribeLive subscribes every new socket again.
    Promise.all([import('../../../lib/live'), import('../lib/push')]).then(
      ([{ subscribeLive }, { handleNotificationPush }]) => {
        if (cancelled) return;
        stop = subscribeLive(NOTIFICATIONS_TOPIC, (raw) =>
          handleNotificationPush(queryClient, raw, (href) => void navigateLater.current(href)),
        );
      },
      (error: unknown) => console.warn('Live notifications failed to load:', error),
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [userId, queryClient]);
}
