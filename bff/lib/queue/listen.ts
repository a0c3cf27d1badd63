// Wakes the workers the moment a job is enqueued: LISTEN on the jobs channel. On PostgreSQL a
// dedicated connection (a pooled one would be handed to other queries), reconnected with backoff; on
// PGlite the instance's own listen(). A missed notification only delays a job until the next poll.
// (The same shape as lib/changes/wake.ts, for another channel.)
import pg from 'pg';
import type { Db } from '../../../db/index.js';
import { JOBS_CHANNEL } from './queue.js';

export interface ListenLog {
  warn(data: object, message?: string): void;
  info(data: object, message?: string): void;
}

export interface JobListener {
  readonly listening: boolean;
  close(): Promise<void>;
}

export async function listenForJobs(db: Db, wake: () => void, log: ListenLog): Promise<JobListener> {
  const ours = (payload: string | undefined) => !payload || payload === db.schema;
  if (db.kind === 'pglite') {
    const pglite = db.pglite!;
    const unlisten = await pglite.listen(JOBS_CHANNEL, (payload) => ours(payload) && wake());
    return {
      listening: true,
      close: async () => {
        if (!pglite.closed) await unlisten();
      },
    };
  }
  const listener = new PgListener(db.url!, ours, wake, log);
  await listener.connect();
  return listener;
}

class PgListener implements JobListener {
  listening = false;
  private client: pg.Client | null = null;
  private closed = false;
  private retryMs = 250;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly url: string,
    private readonly ours: (payload: string | undefined) => boolean,
    private readonly wake: () => void,
    private readonly log: ListenLog,
  ) {}

  async connect(): Promise<void> {
    if (this.closed) return;
    const client = new pg.Client({ connectionString: this.url, application_name: 'allmotors-jobs' });
    client.on('notification', (message) => this.ours(message.payload) && this.wake());
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`listen ${JOBS_CHANNEL}`);
      if (this.closed) {
        await client.end();
        return;
      }
      this.client = client;
      this.listening = true;
      this.retryMs = 250;
      // Jobs may have been enqueued while nobody listened: look now.
      this.wake();
    } catch (error) {
      client.end().catch(() => {});
      this.retry(error);
    }
  }

  private lost(client: pg.Client) {
    if (this.client !== client) return;
    this.client = null;
    this.listening = false;
    client.end().catch(() => {});
    if (!this.closed) this.retry(new Error('LISTEN connection closed'));
  }

  private retry(error: unknown) {
    if (this.closed || this.timer) return;
    this.log.warn(
      { event: 'job.listen_lost', retryMs: this.retryMs, err: String(error) },
      'Job queue LISTEN lost; polling until it is back',
    );
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.connect();
    }, this.retryMs);
    this.retryMs = Math.min(this.retryMs * 2, 10_000);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    const client = this.client;
    this.client = null;
    this.listening = false;
    if (client) await client.end().catch(() => {});
  }
}
