// Wakes the change feed the moment a write commits: LISTEN on the channel the triggers NOTIFY.
// On PostgreSQL a dedicated connection (a pooled one would be handed to other queries); on PGlite the
// instance's own listen(). A lost connection is retried with backoff while polling carries on, so
// a missed notification only delays a change, never loses it.
import pg from 'pg';
import type { Db } from '../../../db/index.js';

export const CHANNEL = 'listing_changes';

export interface WakeLog {
  warn(data: object, message?: string): void;
  info(data: object, message?: string): void;
}

export interface Waker {
  /** True while a LISTEN is in place. */
  readonly listening: boolean;
  /** The PostgreSQL backend pid of the LISTEN connection (tests end it to prove recovery). */
  readonly backendPid: number | null;
  close(): Promise<void>;
}

export async function listenForChanges(db: Db, wake: () => void, log: WakeLog): Promise<Waker> {
  const ours = (payload: string | undefined) => !payload || payload === db.schema;
  if (db.kind === 'pglite') {
    const unlisten = await db.pglite!.listen(CHANNEL, (payload) => ours(payload) && wake());
    return {
      listening: true,
      backendPid: null,
      close: async () => {
        if (!db.pglite!.closed) await unlisten();
      },
    };
  }
  return new PgWaker(db.url!, ours, wake, log).start();
}

class PgWaker implements Waker {
  listening = false;
  backendPid: number | null = null;
  private client: pg.Client | null = null;
  private closed = false;
  private retryMs = 250;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly url: string,
    private readonly ours: (payload: string | undefined) => boolean,
    private readonly wake: () => void,
    private readonly log: WakeLog,
  ) {}

  async start(): Promise<this> {
    await this.connect();
    return this;
  }

  private async connect(): Promise<void> {
    if (this.closed) return;
    const client = new pg.Client({ connectionString: this.url, application_name: 'allmotors-change-feed' });
    client.on('notification', (message) => this.ours(message.payload) && this.wake());
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`listen ${CHANNEL}`);
      const pid = await client.query('select pg_backend_pid() as pid');
      this.client = client;
      this.backendPid = (pid.rows[0] as { pid: number }).pid;
      this.listening = true;
      this.retryMs = 250;
      // Changes may have committed while nobody listened: look now.
      this.wake();
      this.log.info({ event: 'change_feed.listening' });
    } catch (error) {
      client.end().catch(() => {});
      this.retry(error);
    }
  }

  private lost(client: pg.Client) {
    if (this.client !== client) return;
    this.client = null;
    this.listening = false;
    this.backendPid = null;
    client.end().catch(() => {});
    if (!this.closed) this.retry(new Error('LISTEN connection closed'));
  }

  private retry(error: unknown) {
    if (this.closed || this.timer) return;
    this.log.warn(
      { event: 'change_feed.listen_lost', retryMs: this.retryMs, err: String(error) },
      'Change feed LISTEN lost; polling until it is back',
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
