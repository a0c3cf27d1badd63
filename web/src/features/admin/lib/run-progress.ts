// How a run's progress, as the live connection or a start/cancel answer brings it, changes the cached
// status — without waiting for the next read of GET /api/scraping/status.
import type { QueryClient } from '@tanstack/react-query';
import {
  RUN_STATES,
  type RunSummary,
  type ScrapeProgressMessage,
  type ScrapingStatus,
} from '../../../../../bff/plugins/scraping/schemas';
import { scrapingKeys } from '../api/keys';

/** A run is active until it has a finish time (the server's own rule for `active`). */
export const isActive = (run: Pick<RunSummary, 'finishedAt'>) => run.finishedAt === null;

/**
 * The status with this run in it. A run older than the one shown is stale news and changes nothing;
 * while a run is active, each source it crawls takes its state in the run.
 */
export function withRun(status: ScrapingStatus, run: RunSummary): ScrapingStatus {
  if (status.run && run.id < status.run.id) return status;
  const active = isActive(run);
  return {
    ...status,
    active,
    progress: active ? run.progress : 0,
    run,
    sources: active
      ? status.sources.map((source) => {
          const part = run.sources.find((s) => s.sourceId === source.id);
          return part ? { ...source, state: part.state } : source;
        })
      : status.sources,
  };
}

/** The message if it is a run's progress as the contract describes it; null otherwise. */
export function parseProgressMessage(raw: unknown): ScrapeProgressMessage | null {
  const message = raw as Partial<ScrapeProgressMessage> | null;
  const run = message?.run;
  if (
    message?.type !== 'scrape_progress' ||
    typeof run !== 'object' ||
    run === null ||
    typeof run.id !== 'number' ||
    !RUN_STATES.includes(run.state) ||
    typeof run.progress !== 'number' ||
    !Array.isArray(run.sources) ||
    typeof run.totals !== 'object'
  ) {
    console.warn('Malformed scraping progress ignored', raw);
    return null;
  }
  return message as ScrapeProgressMessage;
}

/**
 * Writes a run into the cached status. When it has ended, the status (listing counts, sources' last
 * runs) and the history are read again.
 */
export function applyRun(queryClient: QueryClient, run: RunSummary): void {
  queryClient.setQueryData<ScrapingStatus>(scrapingKeys.status(), (old) => (old ? withRun(old, run) : old));
  if (!isActive(run)) {
    void queryClient.invalidateQueries({ queryKey: scrapingKeys.status() });
    void queryClient.invalidateQueries({ queryKey: scrapingKeys.runs() });
  }
}
