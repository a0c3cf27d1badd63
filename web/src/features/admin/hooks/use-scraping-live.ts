// Follows every run's progress over the live connection while the admin page is open (the server
// accepts the subscription from admins only). Returns whether progress is arriving that way: while it
// is, the page does not poll.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { SCRAPING_TOPIC } from '../../../../../bff/plugins/scraping/schemas';
import { subscribeLive } from '../../../lib/live';
import { useLiveStatus } from '../../../lib/live-status';
import { scrapingKeys } from '../api/keys';
import { applyRun, parseProgressMessage } from '../lib/run-progress';

/** A status read this recently is taken as current when the subscription starts. */
const FRESH_MS = 2000;

export function useScrapingLive(): boolean {
  const queryClient = useQueryClient();
  const connection = useLiveStatus();
  const [subscribed, setSubscribed] = useState(false);

  useEffect(
    () =>
      subscribeLive(
        SCRAPING_TOPIC,
        (raw) => {
          const message = parseProgressMessage(raw);
          if (message) applyRun(queryClient, message.run);
        },
        (on) => {
          setSubscribed(on);
          // Progress published before this subscription (a reconnection, polls 30 s apart) was missed.
          const state = queryClient.getQueryState(scrapingKeys.status());
          if (on && state?.fetchStatus === 'idle' && Date.now() - state.dataUpdatedAt > FRESH_MS)
            void queryClient.invalidateQueries({ queryKey: scrapingKeys.status() }, { cancelRefetch: false });
        },
      ),
    [queryClient],
  );

  return subscribed && connection === 'connected';
}
