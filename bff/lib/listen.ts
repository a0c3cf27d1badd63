// Wakes a process the moment another one commits: LISTEN on a channel that writes NOTIFY (the change
// feed's triggers, the job queue's enqueue). On PostgreSQL a dedicated connection (a pooled one would
// be handed to other queries); on PGlite the instance's own listen(). Notifications carry the schema
// they come from, so processes working in another schema of the same database ignore them. A lost
// connection is retried with backoff while the caller's polling carries on, so a missed notification
// only delays work, never loses it.
import pg from 'pg';
import type { Db } from '../../db/index.js';

export interface ListenLog {
  warn(data: object, message?: string): void;
  info(data: object, message?: string): void;
}

export interface Listener {
  /** True while a LISTEN is in place. */
  readonly listening: boolean;
  /** The PostgreSQL backend pid of the LISTEN connection (tests end it to prove recovery). */
  readonly backendPid: number | null;
  close(): Promise<void>;
}

export interface ListenOptions {
  channel: string;
  /** Log event prefix and connection name: `change_feed` → change_feed.listening, allmotors-change_feed. */
  name: string;
  /** What is listening, for log messages: 'Change feed'. */
  label: string;
}

export async function listen(
  db: Db,
  options: ListenOptions,
  wake: (payload?: string) => void,
  log: ListenLog,
): Promise<Listener> {
  const ours = (payload: string | undefined) => !payload || payload === db.schema;
  if (db.kind === 'pglite') {
    const pglite = db.pglite!;
    const unlisten = await pglite.listen(options.channel, (payload) => ours(payload) && wake(payload));
    return {
      listening: true,
      backendPid: null,
      close: async () => {
        if (!pglite.closed) await unlisten();
      },
    };
  }
  const listener = new PgListener(db.url!, options, ours, wake, log);
  await listener.connect();
  return listener;
}

class PgListener implements Listener {
  listening = false;
  backendPid: number | null = null;
  private client: pg.Client | null = null;
  private closed = false;
  private retryMs = 250;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly url: string,
    private readonly options: ListenOptions,
    private readonly ours: (payload: string | undefined) => boolean,
    private readonly wake: (payload?: string) => void,
    private readonly log: ListenLog,
  ) {}

  async connect(): Promise<void> {
    if (this.closed) return;
    const { channel, name } = this.options;
    const client = new pg.Client({ connectionString: this.url, application_name: `allmotors-${name}` });
    client.on('notification', (message) => this.ours(message.payload) && this.wake(message.payload));
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`listen ${pg.escapeIdentifier(channel)}`);
      const pid = await client.query('select pg_backend_pid() as pid');
      if (this.closed) {
        await client.end();
        return;
      }
      this.client = client;
      this.backendPid = (pid.rows[0] as { pid: number }).pid;
      this.listening = true;
      this.retryMs = 250;
      // Work may have been committed while nobody listened: look now.
      this.wake();
      this.log.info({ event: `${name}.listening` });
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
      { event: `${this.options.name}.listen_lost`, retryMs: this.retryMs, err: String(error) },
      `${this.options.label} LISTEN lost; polling until it is back`,
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
