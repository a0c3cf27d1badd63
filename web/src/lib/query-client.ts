// Data is fetched once and refreshed only by explicit invalidation (000 §7): no retries, no refetch on
// focus, reconnect or interval; unused data is collected after 5 minutes (000 §9).
import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
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
