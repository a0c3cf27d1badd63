// A process's worker on the job queue: claims due jobs of the queues it has handlers for, runs them
// with a lease it keeps renewing, and records each outcome. Several processes (or several workers in
// one) share the table safely: claims skip each other's locked rows, and a dead owner's job is
// claimed again once its lease lapses. See CONTEXT.md for the guarantees.
import { assert } from '@hapi/hoek';
import type { Db } from '../../../db/index.js';
import { listen, type Listener } from '../listen.js';
import { claimJobs, completeJob, failJob, releaseJob, renewLease, retryJob, type Claim } from './queries.js';
import { JOBS_CHANNEL, type JobRow } from './queue.js';

export interface JobContext {
  job: JobRow;
  /** Aborted when the lease is lost (someone else owns the job now) or the worker stops: stop soon. */
  signal: AbortSignal;
  /** Renews the lease now (it is also renewed every heartbeatMs); aborts `signal` if it was lost. */
  heartbeat(): Promise<void>;
}

export interface QueueHandler {
  /** Does the work; what it returns is stored as the job's result. Must be safe to run again. */
  run(payload: any, ctx: JobContext): Promise<unknown>;
  /** After the last attempt failed (the job is already marked failed). */
  onFailed?(job: JobRow, error: unknown): Promise<void>;
  /**
   * At most this many of the queue's jobs run at once in this worker (within the worker's own
   * concurrency): heavy work such as a video render cannot fill every slot. Default: no limit of its own.
   */
  concurrency?: number;
}

export interface JobLog {
  info(data: object, message?: string): void;
  warn(data: object, message?: string): void;
  error(data: object, message?: string): void;
}

export interface WorkerOptions {
  /** Who holds the leases: unique per worker ('host:pid:random'). */
  owner: string;
  handlers: Record<string, QueueHandler>;
  /** Jobs run at once by this worker (default 4). */
  concurrency?: number;
  /** How long a claim lasts without renewal (default 30 s). */
  leaseMs?: number;
  /** How often a running job's lease is renewed (default 10 s, or a third of a shorter lease). */
  heartbeatMs?: number;
  /** How often the queue is polled when no NOTIFY wakes the worker (default 1 s). */
  pollMs?: number;
  /** Delay before the next try after `attempt` failed tries (default 2 s · 2^(attempt-1), ≤ 5 min, jittered). */
  backoffMs?: (attempt: number) => number;
  logger?: JobLog;
}

function checkHandler(queue: string, handler: QueueHandler): void {
  if (handler.concurrency !== undefined)
    assert(
      Number.isInteger(handler.concurrency) && handler.concurrency >= 1,
      `The queue ${queue}'s concurrency must be a whole number, at least 1`,
    );
}

/** Exponential backoff with jitter: 2 s, 4 s, 8 s … capped at 5 minutes, each between half and all of it. */
export function defaultBackoff(attempt: number): number {
  const base = Math.min(2000 * 2 ** Math.max(0, attempt - 1), 300_000);
  return Math.round(base / 2 + (Math.random() * base) / 2);
}

const STOPPING = 'stopping';
const LEASE_LOST = 'lease_lost';
const silent: JobLog = { info() {}, warn() {}, error() {} };
const message = (error: unknown) =>
  error instanceof Error ? error.message : typeof error === 'string' ? error : JSON.stringify(error);

export class JobWorker {
  private readonly concurrency: number;
  private readonly leaseMs: number;
  private readonly heartbeatMs: number;
  private readonly pollMs: number;
  private readonly backoffMs: (attempt: number) => number;
  private readonly log: JobLog;
  private readonly queues: string[];
  /** Every job this worker is running or finishing, with the means to interrupt it. */
  private readonly inflight = new Set<{ queue: string; controller: AbortController; done: Promise<void> }>();
  private started = false;
  private stopping = false;
  private timer: NodeJS.Timeout | null = null;
  private listener: Listener | null = null;
  private ticking: Promise<void> | null = null;
  private again = false;

  constructor(
    private readonly db: Db,
    private readonly options: WorkerOptions,
  ) {
    this.concurrency = options.concurrency ?? 4;
    this.leaseMs = options.leaseMs ?? 30_000;
    this.heartbeatMs = options.heartbeatMs ?? Math.min(10_000, Math.floor(this.leaseMs / 3));
    this.pollMs = options.pollMs ?? 1_000;
    this.backoffMs = options.backoffMs ?? defaultBackoff;
    this.log = options.logger ?? silent;
    this.queues = Object.keys(options.handlers);
    assert(options.owner, 'A job worker needs an owner name');
    assert(this.concurrency >= 1, 'Job concurrency must be at least 1');
    assert(this.heartbeatMs < this.leaseMs, 'The heartbeat must come more often than the lease lapses');
    for (const [queue, handler] of Object.entries(options.handlers)) checkHandler(queue, handler);
  }

  /**
   * Handlers for more queues, from a plugin registered after the worker was made (one worker per
   * process serves every queue). Only before start().
   */
  addHandlers(handlers: Record<string, QueueHandler>): void {
    assert(!this.started, 'Handlers are added before the worker starts');
    for (const [queue, handler] of Object.entries(handlers)) {
      assert(!(queue in this.options.handlers), `The queue ${queue} already has a handler`);
      checkHandler(queue, handler);
      this.options.handlers[queue] = handler;
      this.queues.push(queue);
    }
  }

  get owner(): string {
    return this.options.owner;
  }

  /** Jobs running in this worker now. */
  get running(): number {
    return this.inflight.size;
  }

  /** Starts polling and listening; resolves once the LISTEN is in place (or being retried). */
  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    this.stopping = false;
    this.timer = setInterval(() => this.wake(), this.pollMs);
    this.timer.unref();
    try {
      this.listener = await listen(
        this.db,
        { channel: JOBS_CHANNEL, name: 'job', label: 'Job queue' },
        () => this.wake(),
        this.log,
      );
    } catch (error) {
      this.log.warn({ event: 'job.listen_failed', err: message(error) }, 'Job queue polls only');
    }
    this.wake();
  }

  /**
   * Stops claiming, aborts every running handler, waits for them to return, and hands their jobs
   * back to the queue without counting the attempt.
   */
  async stop(): Promise<void> {
    this.started = false;
    this.stopping = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.listener?.close();
    this.listener = null;
    await this.ticking;
    for (const job of this.inflight) job.controller.abort(STOPPING);
    await Promise.all([...this.inflight].map((job) => job.done));
    this.stopping = false;
  }

  /** Claims what is due now (up to the free slots) and runs it to the end; returns how many ran. */
  async runOnce(): Promise<number> {
    const jobs = await this.claim();
    await Promise.all(jobs.map((job) => this.execute(job)));
    return jobs.length;
  }

  /** Looks for work now (a NOTIFY, the poll, a slot freed). Never runs two claim loops at once. */
  private wake(): void {
    if (!this.started || this.stopping) return;
    if (this.ticking) {
      this.again = true;
      return;
    }
    this.ticking = this.fill()
      .catch((error) => this.log.error({ event: 'job.claim_failed', err: message(error) }))
      .finally(() => {
        this.ticking = null;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  private async fill(): Promise<void> {
    for (;;) {
      if (this.stopping) return;
      const { queues, limit } = this.room();
      if (limit <= 0 || queues.length === 0) return;
      const jobs = await claimJobs(this.db.knex, queues, this.owner, limit, this.leaseMs);
      for (const job of jobs) void this.execute(job).finally(() => this.wake());
      if (jobs.length < limit) return;
    }
  }

  private claim(): Promise<JobRow[]> {
    const { queues, limit } = this.room();
    return claimJobs(this.db.knex, queues, this.owner, limit, this.leaseMs);
  }

  /**
   * The queues this worker has room for, and how many jobs one claim may take: the free slots, and
   * never more than the room left in any queue with a limit of its own, so one claim statement can
   * never overfill it whichever queues its rows come from. `fill` claims again while claims come back
   * full, so the other queues still get every free slot.
   */
  private room(): { queues: string[]; limit: number } {
    let limit = this.concurrency - this.inflight.size;
    const queues: string[] = [];
    for (const queue of this.queues) {
      const cap = this.options.handlers[queue]!.concurrency;
      if (cap === undefined) {
        queues.push(queue);
        continue;
      }
      let running = 0;
      for (const job of this.inflight) if (job.queue === queue) running++;
      if (running >= cap) continue;
      queues.push(queue);
      limit = Math.min(limit, cap - running);
    }
    return { queues, limit };
  }

  /** Runs one claimed job and records its outcome; never throws. */
  private execute(job: JobRow): Promise<void> {
    const controller = new AbortController();
    const entry = { queue: job.queue, controller, done: Promise.resolve() };
    this.inflight.add(entry);
    entry.done = this.attempt(job, controller)
      .catch((error) =>
        this.log.error({
          event: 'job.bookkeeping_failed',
          jobId: job.id,
          queue: job.queue,
          err: message(error),
        }),
      )
      .finally(() => this.inflight.delete(entry));
    return entry.done;
  }

  private async attempt(job: JobRow, controller: AbortController): Promise<void> {
    const claim: Claim = { id: job.id, owner: this.owner, attempts: job.attempts };
    const handler = this.options.handlers[job.queue]!;
    const about = { jobId: job.id, queue: job.queue, attempt: job.attempts };
    if (this.stopping) {
      await releaseJob(this.db.knex, claim);
      return;
    }
    // Its last permitted claim lapsed with its owner (a job that kills its process, say): give up.
    if (job.attempts > job.max_attempts)
      return this.failed(job, claim, handler, new Error('Its worker stopped responding on the last attempt'));

    let finishing = false;
    const lost = () => {
      if (finishing || controller.signal.aborted) return;
      controller.abort(LEASE_LOST);
      this.log.warn({ event: 'job.lease_lost', ...about }, 'Another worker owns this job now');
    };
    const beat = async () => {
      if (controller.signal.aborted) return;
      try {
        if (!(await renewLease(this.db.knex, claim, this.leaseMs))) lost();
      } catch (error) {
        this.log.warn({ event: 'job.heartbeat_failed', ...about, err: message(error) });
      }
    };
    let beating = Promise.resolve();
    const heartbeat = () => (beating = beating.then(beat));
    const timer = setInterval(() => void heartbeat(), this.heartbeatMs);
    const started = Date.now();

    let outcome: { ok: true; result: unknown } | { ok: false; error: unknown };
    try {
      const result = await Promise.resolve().then(() =>
        handler.run(job.payload, { job, signal: controller.signal, heartbeat }),
      );
      outcome = { ok: true, result };
    } catch (error) {
      outcome = { ok: false, error };
    } finally {
      clearInterval(timer);
    }
    await beating;
    finishing = true;

    // An interrupted handler's return value means nothing: the job is released or someone else's.
    if (controller.signal.aborted) {
      if (controller.signal.reason === STOPPING && (await releaseJob(this.db.knex, claim)))
        this.log.info({ event: 'job.released', ...about });
      return;
    }
    if (outcome.ok) {
      if (await completeJob(this.db.knex, claim, outcome.result))
        this.log.info({ event: 'job.completed', ...about, durationMs: Date.now() - started });
      else this.staleReport(about);
      return;
    }
    if (job.attempts >= job.max_attempts) return this.failed(job, claim, handler, outcome.error);
    const delayMs = Math.max(0, Math.round(this.backoffMs(job.attempts)));
    if (await retryJob(this.db.knex, claim, message(outcome.error), delayMs))
      this.log.warn({ event: 'job.retry', ...about, delayMs, err: message(outcome.error) });
    else this.staleReport(about);
  }

  private async failed(job: JobRow, claim: Claim, handler: QueueHandler, error: unknown): Promise<void> {
    const about = { jobId: job.id, queue: job.queue, attempt: job.attempts };
    if (!(await failJob(this.db.knex, claim, message(error)))) return this.staleReport(about);
    this.log.error({ event: 'job.failed', ...about, err: message(error) });
    try {
      await handler.onFailed?.({ ...job, state: 'failed', last_error: message(error) }, error);
    } catch (hookError) {
      this.log.error({ event: 'job.on_failed_failed', ...about, err: message(hookError) });
    }
  }

  /** The lease lapsed and the job was claimed again while the handler ran: its outcome is dropped. */
  private staleReport(about: object): void {
    this.log.warn({ event: 'job.lease_lost', ...about }, 'The job was taken over; this outcome is ignored');
  }
}
