// Live updates (000 §7): the nes endpoint, and the announcer that turns what the change feed applied
// to the search index into messages for every open page. Every process announces to its own
// sockets from its own feed, so a change made anywhere reaches every browser on every process.
// Messages that are not listing changes (auto_sync_completed) travel through the database too: the
// writer NOTIFYs them on LIVE_CHANNEL in its transaction (`notifyLive`), and every process LISTENs
// and publishes them to its own sockets once its feed has applied what came before.
import type { Plugin, Server } from '@hapi/hapi';
import type { Nes } from '@hapi/nes';
import type { Knex } from 'knex';
import type { Db } from '../../../db/index.js';
import { listen, type Listener } from '../../lib/listen.js';
import { keepsUp, registerRealtime, type LiveLimits, type LiveSocketApp } from '../../lib/realtime.js';
import type { IndexDelta } from '../search/search-index.js';
import { buildMessages, type Outgoing } from './messages.js';
import { listingInfo } from './queries.js';
import { LISTINGS_TOPIC, type LiveMessage } from './types.js';

/** The LISTEN/NOTIFY channel of live messages that are not listing changes. */
export const LIVE_CHANNEL = 'live_messages';
/** PostgreSQL's limit on a NOTIFY payload is 8000 bytes; ids are cut to stay under it. */
const MAX_NOTIFY_BYTES = 7000;

interface Notified {
  schema: string;
  message: LiveMessage;
  ownerUserId: number | null;
}

/**
 * Announces a message to every process's open pages, through the database: a NOTIFY in the caller's
 * transaction, delivered when it commits (nothing if it rolls back). Best effort, as every live
 * message is: a process whose LISTEN connection is down at that moment misses it.
 */
export async function notifyLive(knex: Knex | Knex.Transaction, out: Outgoing): Promise<void> {
  const message = { ...out.message, data: { ...out.message.data } };
  const payload = (schema: string) => JSON.stringify({ schema, message, ownerUserId: out.ownerUserId });
  const { rows } = (await knex.raw('select current_schema() as schema')) as { rows: { schema: string }[] };
  const schema = rows[0]!.schema;
  while (Buffer.byteLength(payload(schema)) > MAX_NOTIFY_BYTES && message.data.ids.length > 0)
    message.data.ids = message.data.ids.slice(0, Math.floor(message.data.ids.length / 2));
  await knex.raw('select pg_notify(?, ?)', [LIVE_CHANNEL, payload(schema)]);
}

const schemaOfNotified = (payload: string): string | null => {
  try {
    return (JSON.parse(payload) as Notified).schema ?? null;
  } catch {
    return null;
  }
};

export class LiveAnnouncer {
  private listener: Listener | null = null;

  constructor(
    private readonly server: Server,
    private readonly knex: Knex,
    private readonly limits: LiveLimits,
  ) {}

  /** Announces what a batch did. Best effort: a failure is logged, never retried as a batch. */
  async announce(deltas: IndexDelta[]): Promise<void> {
    const changed = deltas.filter((d) => d.before || d.after);
    // A crawl with no page open to hear it need not look up titles and sellers.
    if (changed.length === 0 || (await this.subscribers()) === 0) return;
    try {
      const info = await listingInfo(
        this.knex,
        changed.map((d) => d.id),
      );
      for (const out of buildMessages(changed, info)) await this.publish(out);
    } catch (error) {
      this.server.log(['error', 'live'], { event: 'live.announce_failed', err: error });
    }
  }

  /** Hears the messages `notifyLive` sends from any process (server start). */
  async listen(db: Db): Promise<void> {
    if (this.listener) return;
    this.listener = await listen(
      db,
      { channel: LIVE_CHANNEL, name: 'live_messages', label: 'Live messages', schemaOf: schemaOfNotified },
      (payload) => void (payload ? this.relay(payload) : undefined),
      this.server.logger,
    );
  }

  async unlisten(): Promise<void> {
    const listener = this.listener;
    this.listener = null;
    await listener?.close();
  }

  /** A notified message to this process's sockets, once its feed applied the writes before it. */
  private async relay(payload: string): Promise<void> {
    try {
      const { message, ownerUserId } = JSON.parse(payload) as Notified;
      await this.server.app.feed.sync();
      await this.publish({ message, ownerUserId });
    } catch (error) {
      this.server.log(['error', 'live'], { event: 'live.relay_failed', err: error });
    }
  }

  private async subscribers(): Promise<number> {
    let count = 0;
    await this.server.eachSocket(() => void count++, { subscription: LISTINGS_TOPIC });
    return count;
  }

  /**
   * Sends to every subscriber without waiting on any one of them (nes's own publish awaits each
   * socket in turn, so one stalled reader would hold up everyone after it).
   */
  async publish(out: Outgoing): Promise<void> {
    const own = { ...out.message, data: { ...out.message.data, own: true } };
    await this.server.eachSocket(
      (socket: Nes.Socket) => {
        if (!keepsUp(socket, this.limits)) return;
        const mine = out.ownerUserId !== null && (socket.app as LiveSocketApp).userId === out.ownerUserId;
        socket.publish(LISTINGS_TOPIC, mine ? own : out.message).catch(() => {});
      },
      { subscription: LISTINGS_TOPIC },
    );
  }
}

export const livePlugin: Plugin<{
  origins: string[];
  limits: LiveLimits;
  isOperator?: (token: unknown) => boolean;
}> = {
  name: 'live',
  async register(server, options) {
    await registerRealtime(server, options);
    server.subscription(LISTINGS_TOPIC, { auth: false });
    const live = new LiveAnnouncer(server, server.app.db.knex, options.limits);
    server.app.live = live;
    server.ext('onPreStart', () => live.listen(server.app.db));
    server.ext('onPostStop', () => live.unlisten());
  },
};
