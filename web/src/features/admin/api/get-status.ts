// GET /api/scraping/status (000 §7): the figures of the admin page and the active (else latest) run.
// Polled 5 s while a run is active and 30 s when idle (000 §4, §9), but not while the live connection
// carries the run's progress.
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { ScrapingStatus } from '../../../../../bff/plugins/scraping/schemas';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { userQueryOptions } from '../../../lib/auth';
import { scrapingKeys } from './keys';

export const ACTIVE_POLL_MS = 5000;
export const IDLE_POLL_MS = 30_000;

export const getScrapingStatus = () => apiRequest<ScrapingStatus>('GET', '/api/scraping/status');

/**
 * How often to ask for the status: not at all while live progress arrives or once refused (a 401 or
 * 403 will not mend itself), else 5 s while a run is active and 30 s when idle.
 */
export function statusPollInterval({
  active,
  live,
  refused = false,
}: {
  active: boolean;
  live: boolean;
  refused?: boolean;
}): number | false {
  if (live || refused) return false;
  return active ? ACTIVE_POLL_MS : IDLE_POLL_MS;
}

export const scrapingStatusQueryOptions = () =>
  queryOptions({ queryKey: scrapingKeys.status(), queryFn: getScrapingStatus });

export function useScrapingStatus({ live }: { live: boolean }) {
  return useQuery({
    ...scrapingStatusQueryOptions(),
    refetchInterval: (query) =>
      statusPollInterval({
        active: query.state.data?.active ?? false,
        live,
        refused: query.state.error instanceof ApiError && [401, 403].includes(query.state.error.status),
      }),
  });
}

/**
 * The /admin route's `warm` (app/router.tsx): starts reading the status as the navigation starts, for admins only (a
 * signed-out or non-admin visitor would only earn a 401 or 403).
 */
export async function warmScrapingStatus(queryClient: QueryClient): Promise<void> {
  const user = await queryClient.ensureQueryData(userQueryOptions()).catch(() => null);
  if (user?.role === 'admin') await queryClient.prefetchQuery(scrapingStatusQueryOptions());
}
