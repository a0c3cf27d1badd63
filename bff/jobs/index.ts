// The schedule: name → cron expression → task. Cron only schedules; each task is a plain
// `async (deps) => result` (testable and runnable on its own) and makes itself once-per-cluster
// where that matters (an advisory lock). One outcome event per run: `job.<name>.completed|failed`.
import cron from 'node-cron';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { pruneChangeFeed } from './prune-change-feed.task.js';

export interface JobDeps {
  knex: Knex;
}

const JOBS: { name: string; schedule: string; task: (deps: JobDeps) => Promise<unknown> }[] = [
  { name: 'prune-change-feed', schedule: '* * * * *', task: pruneChangeFeed },
];

/** Starts every job; returns a function that stops them. */
export function startSchedule(deps: JobDeps, log: Logger): () => void {
  const tasks = JOBS.map(({ name, schedule, task }) =>
    cron.createTask(
      schedule,
      async () => {
        try {
          const result = await task(deps);
          log.debug({ event: `job.${name}.completed`, result });
        } catch (error) {
          log.error({ event: `job.${name}.failed`, err: error });
        }
      },
      { name, timezone: 'Europe/London', noOverlap: true },
    ),
  );
  for (const task of tasks) task.start();
  return () => {
    for (const task of tasks) task.stop();
  };
}
