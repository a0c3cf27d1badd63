// The schedule: name → cron expression → task. Cron only schedules; each task is a plain
// `async (deps) => result` (testable and runnable on its own) and makes itself once-per-cluster
// where that matters (an advisory lock, a unique tick key). One outcome event per run:
// `job.<name>.completed|failed`.
import cron from 'node-cron';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { ScrapingService } from '../plugins/scraping/service.js';
import { dealerSyncTask } from './dealer-sync.task.js';
import { pruneChangeFeed } from './prune-change-feed.task.js';
import { scrapeTask } from './scrape.task.js';
import { housekeeping } from './housekeeping.task.js';
import { alertsDigestTask } from '../plugins/alerts/digest.task.js';

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
  /** The sources a scrape entry covers: part of its identity, since a task closes over them. */
  sources?: string[];
  task: (deps: JobDeps, at: Date) => Promise<unknown>;
}

const keyOf = (e: Entry) => `${e.name}@${e.schedule}${e.sources ? `@${e.sources.join(',')}` : ''}`;

/** The table, with one scrape entry per distinct schedule a source has of its own. */
async function table(deps: JobDeps, options: ScheduleOptions): Promise<Entry[]> {
  const own = (await deps
    .knex('platforms')
    .select('id', 'schedule')
    .where({ is_source: true })
    .whereNotNull('schedule')
    .orderBy('id')) as { id: string; schedule: string }[];
  const bySchedule = new Map<string, string[]>();
  for (const s of own)
    if (cron.validate(s.schedule)) bySchedule.set(s.schedule, [...(bySchedule.get(s.schedule) ?? []), s.id]);
  const withOwn = [...bySchedule.values()].flat();
  const all = (await deps.knex('platforms').where({ is_source: true }).orderBy('id').pluck('id')) as string[];
  const rest = all.filter((id) => !withOwn.includes(id));
  return [
    { name: 'prune-change-feed', schedule: '* * * * *', task: (d) => pruneChangeFeed(d) },
    { name: 'housekeeping', schedule: '17 3 * * *', task: (d, at) => housekeeping(d, at) },
    { name: 'dealer-sync', schedule: '*/5 * * * *', task: (d, at) => dealerSyncTask(d, at) },
    { name: 'alerts-digest', schedule: '30 7 * * *', task: (d, at) => alertsDigestTask(d, at) },
    {
      name: 'scrape',
      schedule: options.scrapeCron,
      ...(withOwn.length ? { sources: rest } : {}),
      task: (d, at) => scrapeTask({ scraping: d.scraping, at, ...(withOwn.length ? { sources: rest } : {}) }),
    },
    ...[...bySchedule].map(([schedule, sources]) => ({
      name: `scrape:${sources.join(',')}`,
      schedule,
      sources,
      task: (d: JobDeps, at: Date) => scrapeTask({ scraping: d.scraping, at, sources }),
    })),
  ];
}

/**
 * The running schedule. Sources' own schedules are read again every minute, so an operator's change to
 * `platforms.schedule` takes effect without a restart: tasks no longer in the table stop (a run they
 * started goes on), new ones start.
 */
export class Schedule {
  private readonly tasks = new Map<string, ReturnType<typeof cron.createTask>>();
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(
    private readonly deps: JobDeps,
    private readonly log: Logger,
    private readonly options: ScheduleOptions,
  ) {}

  /** Starts, stops or replaces tasks to match the table; returns the entries now scheduled. */
  async sync(): Promise<string[]> {
    const entries = await table(this.deps, this.options);
    if (this.stopped) return [];
    const wanted = new Map(entries.map((e) => [keyOf(e), e]));
    const first = this.tasks.size === 0;
    for (const [key, task] of this.tasks)
      if (!wanted.has(key)) {
        void task.destroy();
        this.tasks.delete(key);
        this.log.info({ event: 'schedule.removed', entry: key });
      }
    for (const [key, entry] of wanted) {
      if (this.tasks.has(key)) continue;
      const task = this.create(entry);
      this.tasks.set(key, task);
      void task.start();
      if (!first) this.log.info({ event: 'schedule.added', entry: key });
    }
    return [...this.tasks.keys()];
  }

  start(reloadMs = 60_000): void {
    const sync = () =>
      void this.sync().catch((error) => this.log.error({ event: 'schedule.failed', err: error }));
    sync();
    this.timer = setInterval(sync, reloadMs);
    this.timer.unref();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    for (const task of this.tasks.values()) void task.destroy();
    this.tasks.clear();
  }

  private create({ name, schedule, task }: Entry) {
    return cron.createTask(
      schedule,
      async (context) => {
        try {
          const result = await task(this.deps, context.date ?? new Date());
          this.log.debug({ event: `job.${name}.completed`, result });
        } catch (error) {
          this.log.error({ event: `job.${name}.failed`, err: error });
        }
      },
      { name, timezone: 'Europe/London', noOverlap: true },
    );
  }
}

/** Starts every job; returns a function that stops them. */
export function startSchedule(deps: JobDeps, log: Logger, options: ScheduleOptions): () => void {
  const schedule = new Schedule(deps, log, options);
  schedule.start();
  return () => schedule.stop();
}
