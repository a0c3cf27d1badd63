// POST /api/scraping/runs/{id}/cancel: stops an active run (pages already saved stay); 409 when the
// run has already ended.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RunSummary } from '../../../../../bff/plugins/scraping/schemas';
import { apiRequest } from '../../../lib/api-client';
import { applyRun } from '../lib/run-progress';
import { scrapingKeys } from './keys';

export const cancelRun = (id: number) =>
  apiRequest<{ run: RunSummary }>('POST', `/api/scraping/runs/${id}/cancel`);

export function useCancelRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelRun,
    onSuccess: ({ run }) => applyRun(queryClient, run),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: scrapingKeys.status() });
      void queryClient.invalidateQueries({ queryKey: scrapingKeys.runs() });
    },
  });
}
