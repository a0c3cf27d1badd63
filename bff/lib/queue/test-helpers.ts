// Shared by the queue's tests: a logger that keeps its events, and a promise to release by hand.
import type { JobLog } from './worker.js';

export function recordingLog() {
  const events: { event: string; [key: string]: unknown }[] = [];
  const keep = (data: object) => void events.push(data as { event: string });
  const log: JobLog = { info: keep, warn: keep, error: keep };
  return { log, events, named: (event: string) => events.filter((e) => e.event === event) };
}

export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
