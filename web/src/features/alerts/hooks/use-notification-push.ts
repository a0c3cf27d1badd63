// New notifications pushed live to the signed-in person's own sockets: the header's count and the
// list follow at once, and a toast says what arrived (lib/push.ts). Between pushes the count is polled
// (api/get-unread-count.ts), so a missed push only delays it. The header is on the first screen and
// the live client is not (lib/live-later.ts): both load here only once someone is signed in.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { NOTIFICATIONS_TOPIC } from '../../../../../bff/plugins/live/types';

export function useNotificationPush(userId: number | undefined): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

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
          handleNotificationPush(queryClient, raw, (href) => void navigate(href)),
        );
      },
      (error: unknown) => console.warn('Live notifications failed to load:', error),
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [userId, queryClient, navigate]);
}
