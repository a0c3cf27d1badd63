// The schedule: name → cron expression → task. Cron only schedules; each task is a plain
// `async (deps) => result` (testable and runnable on its own) and makes itself once-per-cluster
// where that matters (an advisory lock, a unique tick key). One outcome event per run:
// `job.<name>.completed|failed`.
import cron from 'node-cron';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { ScrapingService } from '../plugins/scraping/service.js';
import { pruneChangeFeed } from './prune-change-feed.task.js';
import { scrapeTask } from './scrape.task.js';
import { housekeeping } from './housekeeping.task.js';

export interface JobDeps {
  knex: Knex;
  scraping?: ScrapingService;
}

export interface ScheduleOptions {
  /** SCRAPE_CRON: when every source without a schedule of its own is scraped. */
  scrapeCron: string;
}

interface Entry {
  name: string;
  schedule: string;
  task: (deps: JobDeps, at: Date) => Promise<unknown>;
}

/** The table, with one scrape entry per distinct schedule a source has of its own. */
async function table(deps: JobDeps, options: ScheduleOptions): Promise<Entry[]> {
  const own = (await deps
    .knex('platforms')
    .select('id', 'schedule')
    .where({ is_source: true })
    .whereNotNull('schedule')) as { id: string; schedule: string }[];
  const bySchedule = new Map<string, string[]>();
  for (const s of own)
    if (cron.validate(s.schedule)) bySchedule.set(s.schedule, [...(bySchedule.get(s.schedule) ?? []), s.id]);
  const withOwn = own.map((s) => s.id);
  const all = (await deps.knex('platforms').where({ is_source: true }).pluck('id')) as string[];
  const rest = all.filter((id) => !withOwn.includes(id));
  return [
    { name: 'prune-change-feed', schedule: '* * * * *', task: (d) => pruneChangeFeed(d) },
    { name: 'housekeeping', schedule: '17 3 * * *', task: (d, at) => housekeeping(d, at) },
    {
      name: 'scrape',
      schedule: options.scrapeCron,
      task: (d, at) => scrapeTask({ scraping: d.scraping, at, ...(withOwn.length ? { sources: rest } : {}) }),
    },
    ...[...bySchedule].map(([schedule, sources]) => ({
      name: `scrape:${sources.join(',')}`,
      schedule,
      task: (d: JobDeps, at: Date) => scrapeTask({ scraping: d.scraping, at, sources }),
    })),
  ];
}

/** Starts every job; returns a function that stops them. */
export function startSchedule(deps: JobDeps, log: Logger, options: ScheduleOptions): () => void {
  let stopped = false;
  let tasks: ReturnType<typeof cron.createTask>[] = [];
  void table(deps, options)
    .then((entries) => {
      if (stopped) return;
      tasks = entries.map(({ name, schedule, task }) =>
        cron.createTask(
          schedule,
          async (context) => {
            try {
              const result = await task(deps, context.date ?? new Date());
              log.debug({ event: `job.${name}.completed`, result });
            } catch (error) {
              log.error({ event: `job.${name}.failed`, err: error });
            }
          },
          { name, timezone: 'Europe/London', noOverlap: true },
        ),
      );
      for (const task of tasks) task.start();
    })
    .catch((error) => log.error({ event: 'schedule.failed', err: error }));
  return () => {
    stopped = true;
    for (const task of tasks) task.stop();
  };
}
