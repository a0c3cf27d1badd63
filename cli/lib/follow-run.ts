// Follows one scraping run until it ends: over the live feed while it is connected, else by asking
// for the run every second. Either way the operator sees the same progress; losing the socket (or
// never getting one) only changes how often the numbers move.
import { FINISHED_RUN_STATES, type RunSummary } from '../../bff/plugins/scraping/schemas.js';
import { ApiError } from './errors.js';
import type { LiveConnection, LiveRunFeed } from './live.js';

export type FeedMode = 'connecting' | 'live' | 'polling';

export interface FollowState {
  run: RunSummary;
  mode: FeedMode;
  /** Why there are no live updates, when polling. */
  why: string | null;
  /** A problem reaching the server that is being retried. */
  problem: string | null;
}

export interface FollowOptions {
  initial: RunSummary;
  /** null: poll from the start. */
  live: LiveRunFeed | null;
  fetchRun(id: number): Promise<RunSummary>;
  onChange(state: FollowState): void;
  pollMs?: number;
  /**
   * While live, the run is still fetched this often: progress is published only when it changes, so
   * a message sent between starting the run and subscribing would otherwise be missed for good.
   */
  resyncMs?: number;
  /** Consecutive failed fetches (server down or failing) before giving up. */
  maxFailures?: number;
}

export const isFinished = (run: RunSummary) => FINISHED_RUN_STATES.includes(run.state);

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Resolves with the run once it has ended; rejects when the server refuses or stays unreachable. */
export function followRun(options: FollowOptions): Promise<RunSummary> {
  const { initial, pollMs = 1000, resyncMs = 10_000, maxFailures = 60 } = options;
  return new Promise((resolve, reject) => {
    let state: FollowState = {
      run: initial,
      mode: options.live ? 'connecting' : 'polling',
      why: null,
      problem: null,
    };
    let connection: LiveConnection | null = null;
    let timer: NodeJS.Timeout | undefined;
    let failures = 0;
    let settled = false;

    const finish = (error: unknown) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      const closing = connection;
      connection = null;
      void Promise.resolve(closing?.close())
        .catch(() => {})
        .then(() => (error ? reject(error) : resolve(state.run)));
    };
    const update = (change: Partial<FollowState>) => {
      if (settled) return;
      state = { ...state, ...change };
      options.onChange(state);
      if (isFinished(state.run)) finish(null);
    };
    const schedule = (ms: number) => {
      clearTimeout(timer);
      if (!settled) timer = setTimeout(() => void poll(), ms);
    };
    const poll = async () => {
      try {
        const run = await options.fetchRun(initial.id);
        failures = 0;
        update({ run, problem: null });
      } catch (error) {
        if (!(error instanceof ApiError && error.transient) || ++failures >= maxFailures)
          return finish(error);
        update({ problem: `${reason(error)} Retrying (${failures}).` });
      }
      schedule(state.mode === 'live' ? resyncMs : pollMs);
    };
    const fallBack = (why: string) => {
      connection = null;
      update({ mode: 'polling', why });
      schedule(pollMs);
    };

    update({});
    if (settled) return;
    if (!options.live) return schedule(pollMs);
    options
      .live(initial.id, {
        onRun: (run) => update({ run }),
        onDrop: (why) => {
          if (state.mode === 'live') fallBack(`the live connection dropped: ${why}`);
        },
      })
      .then(
        (opened) => {
          if (settled) return void opened.close().catch(() => {});
          connection = opened;
          update({ mode: 'live', why: null });
          schedule(0); // whatever changed while subscribing
        },
        (error) => fallBack(`no live connection: ${reason(error)}`),
      );
  });
}
