// POST /api/scraping/start: starts a run of every enabled source (or those named). 202 with the run;
// 409 while another run is active or the kill switch is on; 403 for a non-admin.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RunSummary, StartRun } from '../../../../../bff/plugins/scraping/schemas';
import { apiRequest } from '../../../lib/api-client';
import { applyRun } from '../lib/run-progress';
import { scrapingKeys } from './keys';

export const startRun = (body: StartRun = {}) =>
  apiRequest<{ run: RunSummary }>('POST', '/api/scraping/start', body);

/** The page shows the new run at once; then the status and the history are read again (000 §4). */
export function useStartRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startRun,
    onSuccess: ({ run }) => applyRun(queryClient, run),
    // After a 409 too: the run that is already active belongs on the page.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: scrapingKeys.status() });
      void queryClient.invalidateQueries({ queryKey: scrapingKeys.runs() });
    },
  });
}
