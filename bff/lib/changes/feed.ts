// Tails the database change feed (docs/architecture.md, 'Change feed'). Each server process is a
// consumer: it registers at a snapshot before building its search index, then applies every change
// committed after that snapshot, woken by NOTIFY or, failing that, by a poll. Handlers must be
// idempotent (they re-read current state by listing id): a batch that fails is applied again. Live
// notices (messages that are not listing changes) come the same way, after the changes before them.
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { Db } from '../../../db/index.js';
import * as q from './queries.js';
import type { ChangeRow } from './queries.js';
import { listen, type ListenLog, type Listener } from '../listen.js';

/** The channel the change triggers NOTIFY (db/change-triggers.ts, 20261123000200). */
export const CHANGES_CHANNEL = 'listing_changes';

export interface ChangeBatch {
  changes: ChangeRow[];
  /** The distinct listing ids of `changes`, in the order first seen. */
  ids: number[];
}

export interface FeedOptions {
  /** Poll this often even without a notification (the fallback). */
  pollMs: number;
  /** Record progress and liveness this often. */
  heartbeatMs: number;
  /** Changes read per page of a batch. */
  pageSize?: number;
  /** false: poll only (benchmarks compare). */
  listen?: boolean;
}

export interface FeedLog extends ListenLog {
  error(data: object, message?: string): void;
}

export interface FeedStatus {
  consumerId: string;
  /** The highest sequence number applied (not a promise that every lower one was: see queries.ts). */
  appliedSeq: number;
  listening: boolean;
  lastPollAt: string | null;
}

type BatchHandler = (batch: ChangeBatch) => Promise<void>;
type NoticeHandler = (payload: unknown) => Promise<void>;

export class ChangeFeed {
  private consumerId = '';
  private position = '';
  private appliedSeq = 0;
  private lastPollAt: Date | null = null;
  private handlers: BatchHandler[] = [];
  private noticeHandlers: NoticeHandler[] = [];
  private resetHandlers: (() => Promise<void>)[] = [];
  private running: Promise<void> | null = null;
  private queued: Promise<void> | null = null;
  private lost = false;
  private waker: Listener | null = null;
  private timers: NodeJS.Timeout[] = [];
  /** The heartbeat, from registration on: a process still loading its index is not silent. */
  private keepAlive: NodeJS.Timeout | null = null;
  private started = false;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly log: FeedLog,
    private readonly options: FeedOptions,
  ) {}

  /**
   * Registers this process at the current snapshot: call before building what the feed keeps fresh.
   * Its heartbeat starts here, not at `start`: building the index can take minutes (a first start on
   * a million listings), and a consumer silent for a minute is declared dead and pruned past.
   */
  async open(): Promise<void> {
    this.consumerId = `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
    this.position = await q.registerConsumer(this.db.knex, {
      id: this.consumerId,
      host: os.hostname(),
      pid: process.pid,
    });
    this.beat();
  }

  private beat(): void {
    if (this.keepAlive) return;
    this.keepAlive = setInterval(() => void this.checkpoint(), this.options.heartbeatMs);
    this.keepAlive.unref();
  }

  /** Runs for every batch of changes, in order; a throw makes the batch run again later. */
  onBatch(handler: BatchHandler): void {
    this.handlers.push(handler);
  }

  /**
   * Runs for every live notice (live_notices) committed in a window, after that window's changes.
   * Best effort: a throw is logged and the notice is not handled again (a notice is a message to
   * open pages, not state).
   */
  onNotice(handler: NoticeHandler): void {
    this.noticeHandlers.push(handler);
  }

  /** Runs after this consumer was declared dead and re-registered: rebuild from scratch. */
  onReset(handler: () => Promise<void>): void {
    this.resetHandlers.push(handler);
  }

  async start(): Promise<void> {
    this.stopped = false;
    if (this.options.listen !== false)
      this.waker = await listen(
        this.db,
        { channel: CHANGES_CHANNEL, name: 'change_feed', label: 'Change feed' },
        () => void this.sync(),
        this.log,
      );
    this.started = true;
    this.beat();
    this.timers = [setInterval(() => void this.sync(), this.options.pollMs)];
    for (const timer of this.timers) timer.unref();
    await this.sync();
  }

  /**
   * Applies every change committed before this call. A writer awaits it after its commit, so its
   * own process's search shows the write when the response goes out (read your writes).
   */
  sync(): Promise<void> {
    if (this.queued) return this.queued;
    const previous = this.running ?? Promise.resolve();
    this.queued = previous.then(() => {
      this.queued = null;
      this.running = this.poll().finally(() => {
        this.running = null;
      });
      return this.running;
    });
    return this.queued;
  }

  get status(): FeedStatus {
    return {
      consumerId: this.consumerId,
      appliedSeq: this.appliedSeq,
      listening: this.waker?.listening ?? false,
      lastPollAt: this.lastPollAt?.toISOString() ?? null,
    };
  }

  /** The LISTEN connection's backend pid (PostgreSQL), for tests that cut it. */
  get listenerPid(): number | null {
    return this.waker?.backendPid ?? null;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.started = false;
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
    if (this.keepAlive) clearInterval(this.keepAlive);
    this.keepAlive = null;
    await this.waker?.close();
    this.waker = null;
    await (this.queued ?? this.running);
    await q.unregisterConsumer(this.db.knex, this.consumerId).catch(() => {});
  }

  private async poll(): Promise<void> {
    if (this.stopped) return;
    try {
      if (this.lost) await this.reset();
      const to = await q.currentSnapshot(this.db.knex);
      const pageSize = this.options.pageSize ?? 5000;
      let afterSeq = 0;
      let maxSeq = this.appliedSeq;
      for (;;) {
        const changes = await q.changesBetween(this.db.knex, {
          from: this.position,
          to,
          afterSeq,
          limit: pageSize,
        });
        if (changes.length === 0) break;
        const ids = [...new Set(changes.map((c) => c.listing_id))];
        for (const handler of this.handlers) await handler({ changes, ids });
        afterSeq = changes[changes.length - 1]!.seq;
        maxSeq = Math.max(maxSeq, afterSeq);
        if (changes.length < pageSize) break;
      }
      const notices = this.noticeHandlers.length
        ? await q.noticesBetween(this.db.knex, { from: this.position, to })
        : [];
      this.position = to;
      this.appliedSeq = maxSeq;
      this.lastPollAt = new Date();
      for (const notice of notices)
        for (const handler of this.noticeHandlers)
          await handler(notice.payload).catch((error: unknown) =>
            this.log.error({ event: 'change_feed.notice_failed', seq: notice.seq, err: error }),
          );
    } catch (error) {
      this.log.error({ event: 'change_feed.poll_failed', err: error }, 'Change feed poll failed; retrying');
    }
  }

  /** Records progress and liveness (every heartbeatMs); finding its row gone, it rebuilds. */
  async checkpoint(): Promise<void> {
    try {
      const alive = await q.heartbeat(this.db.knex, this.consumerId, this.position, this.appliedSeq);
      if (!alive && !this.stopped) {
        this.lost = true;
        // Before `start`, the first poll rebuilds.
        if (this.started) void this.sync();
      }
    } catch (error) {
      this.log.warn({ event: 'change_feed.heartbeat_failed', err: String(error) });
    }
  }

  /** Declared dead (silent too long) and pruned past: start again from a fresh snapshot. */
  private async reset(): Promise<void> {
    this.log.warn(
      { event: 'change_feed.reset', consumerId: this.consumerId },
      'Change feed position lost; rebuilding',
    );
    await this.open();
    this.appliedSeq = 0;
    for (const handler of this.resetHandlers) await handler();
    this.lost = false;
  }
}
