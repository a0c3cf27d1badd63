// The hourly scrape (SCRAPE_CRON): cron only enqueues — it starts a run, whose sources are jobs.
// Several processes on one PostgreSQL all tick; the tick's key (its minute) is unique in scrape_runs,
// so exactly one of them starts the run and the others find it taken.
import { DomainError } from '../lib/errors.js';
import type { ScrapingService } from '../plugins/scraping/service.js';

export interface ScrapeTaskDeps {
  scraping?: ScrapingService | undefined;
  /** The tick's scheduled time (node-cron gives it); defaults to now. */
  at?: Date;
  /** Only these sources (a source with a schedule of its own). */
  sources?: string[];
}

/** The tick's key: the minute it was scheduled for, plus which sources it is for. */
export function tickKey(at: Date, sources?: string[]): string {
  return `${at.toISOString().slice(0, 16)}${sources ? `:${sources.join(',')}` : ''}`;
}

export async function scrapeTask(deps: ScrapeTaskDeps) {
  if (!deps.scraping) return { started: false, reason: 'scraping is not set up in this process' };
  try {
    const run = await deps.scraping.start({
      trigger: 'schedule',
      tickKey: tickKey(deps.at ?? new Date(), deps.sources),
      sources: deps.sources,
    });
    return { started: true, runId: run.id };
  } catch (error) {
    // Another process took this tick, a run is still going, or nothing is enabled: not failures.
    if (error instanceof DomainError && error.status === 409)
      return { started: false, reason: error.message };
    throw error;
  }
}
