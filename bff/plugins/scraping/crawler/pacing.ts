// Politeness in time (C2, C3): one request in flight per host in this process, a jittered gap between
// request starts that holds across restarts (HostStore), Retry-After and exponential backoff, and
// the 15-minute pause of a host that keeps failing.
import PQueue from 'p-queue';
import type { HostStore, Sleep } from './types.js';

export const BACKOFF_START_MS = 2_000;
export const BACKOFF_MAX_MS = 60_000;

// Shared by every PoliteFetcher in the process, so two sources (or two runs) on one host still take
// turns. A queue is dropped once idle; the next request to that origin makes a new one.
const queues = new Map<string, PQueue>();

/** Runs `task` when no other task for `origin` is running in this process. */
export function inHostSlot<T>(origin: string, task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  let queue = queues.get(origin);
  if (!queue) {
    const created = new PQueue({ concurrency: 1 });
    created.on('idle', () => {
      if (queues.get(origin) === created) queues.delete(origin);
    });
    queues.set(origin, created);
    queue = created;
  }
  return queue.add(task, { signal });
}

/** How many origins have a queue now (for tests and diagnostics). */
export function activeHostSlots(): number {
  return queues.size;
}

export interface PaceDeps {
  hosts: HostStore;
  now: () => number;
  sleep: Sleep;
  random: () => number;
  signal?: AbortSignal;
  onWait?: (ms: number) => void;
}

/**
 * Waits until the gap since the last request start to `origin` (from the store, so it survives
 * restarts) is at least base × (1 + 0.5·random): jitter only ever lengthens it. Records the new
 * start before returning, so the caller sends right after.
 */
export async function takeTurn(deps: PaceDeps, origin: string, baseDelayMs: number): Promise<number> {
  const last = await deps.hosts.lastRequestAt(origin);
  if (last !== null && baseDelayMs > 0) {
    const gap = baseDelayMs * (1 + 0.5 * deps.random());
    // A last start in the future (another machine's clock) never costs more than one full gap.
    const wait = Math.min(last + gap - deps.now(), gap);
    if (wait > 0) {
      deps.onWait?.(wait);
      await deps.sleep(wait, deps.signal);
    }
  }
  deps.signal?.throwIfAborted();
  const at = deps.now();
  await deps.hosts.recordRequest(origin, at);
  return at;
}

/** The wait before retry number `retry` (1-based) when the server gave no Retry-After: 2 s → 4 s → … → 60 s. */
export function backoffDelay(retry: number): number {
  return Math.min(BACKOFF_START_MS * 2 ** Math.max(0, retry - 1), BACKOFF_MAX_MS);
}

/** Retry-After as delay-seconds or an HTTP-date, in ms from `now`; null when absent or unreadable. */
export function parseRetryAfter(value: string | string[] | undefined, now: number): number | null {
  const raw = (Array.isArray(value) ? value[0] : value)?.trim();
  if (!raw) return null;
  if (/^\d+$/.test(raw)) return Number(raw) * 1000;
  const at = Date.parse(raw);
  if (Number.isNaN(at)) return null;
  return Math.max(0, at - now);
}

/**
 * C3 pause: a host is paused once it has gone `stallMs` without a successful request since its
 * first failure. The failure streak is remembered per run in this process; a success anywhere
 * (HostStore.lastSuccessAt, so also in another process) ends it.
 */
export class StallTracker {
  readonly #failingSince = new Map<string, number>();

  noteSuccess(origin: string): void {
    this.#failingSince.delete(origin);
  }

  noteFailure(origin: string, at: number): void {
    if (!this.#failingSince.has(origin)) this.#failingSince.set(origin, at);
  }

  async isPaused(origin: string, hosts: HostStore, now: number, stallMs: number): Promise<boolean> {
    const since = this.#failingSince.get(origin);
    if (since === undefined) return false;
    const lastOk = await hosts.lastSuccessAt(origin);
    if (lastOk !== null && lastOk >= since) {
      this.#failingSince.delete(origin);
      return false;
    }
    return now - since >= stallMs;
  }
}

const trackersByRun = new Map<number, StallTracker>();

/** The run's tracker, shared by the fetchers of one run; a fetcher outside a run gets its own. */
export function stallTrackerFor(runId: number | null): StallTracker {
  if (runId === null) return new StallTracker();
  let tracker = trackersByRun.get(runId);
  if (!tracker) {
    tracker = new StallTracker();
    trackersByRun.set(runId, tracker);
  }
  return tracker;
}
