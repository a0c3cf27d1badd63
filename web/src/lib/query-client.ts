// Data is fetched once and refreshed only by explicit invalidation (000 §7): no retries, no refetch on
// focus, reconnect or interval; unused data is collected after 5 minutes (000 §9).
import { QueryClient, type Query } from '@tanstack/react-query';
import { ApiError } from './api-client';

// Client errors that change with who asks (401, 403: signing in may answer them) or with time (408,
// 429): worth asking again. Any other 4xx (400, 404, 410, 422…) is final.
const CHANGEABLE_4XX = new Set([401, 403, 408, 429]);

/**
 * A final 4xx is the server's answer, not a failure: asking again gets the same answer, so a query
 * that got one is not fetched again when a screen mounts it (a route's `warm` prefetch of an unknown
 * car, then the car screen, asked twice). Other failures (5xx, network, the 4xx above) are tried
 * again by the next screen that shows the query. Explicit refetches (Try again) always ask.
 */
export function retryOnMount(query: Query): boolean {
  const { error } = query.state;
  const clientError = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return !clientError || CHANGEABLE_4XX.has(error.status);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        retryOnMount,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchInterval: false,
        staleTime: Infinity,
        gcTime: 5 * 60_000,
      },
      mutations: { retry: false },
    },
  });
}
