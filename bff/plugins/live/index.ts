// Live updates (000 §7): the nes endpoint, and the announcer that turns what the change feed applied
// to the search index into messages for every open page. Every process announces to its own
// sockets from its own feed, so a change made anywhere reaches every browser on every process.
// Messages that are not listing changes (auto_sync_completed) travel through the database too: the
// writer records them in `live_notices` in its transaction (`notifyLive`), and every process's change
// feed reads them in the window they committed in, after the listing changes before them, and
// publishes them to its own sockets. A process whose LISTEN connection was down gets them at its next
// poll; one that was not running at the time does not (a message is for pages open then).
import Boom from '@hapi/boom';
import type { Plugin, Server } from '@hapi/hapi';
import type { Nes } from '@hapi/nes';
import type { Knex } from 'knex';
import { CHANGES_CHANNEL } from '../../lib/changes/feed.js';
import { keepsUp, registerRealtime, type LiveLimits, type LiveSocketApp } from '../../lib/realtime.js';
import type { IndexDelta } from '../search/search-index.js';
import { buildMessages, type Outgoing } from './messages.js';
import { listingInfo } from './queries.js';
import { LISTINGS_TOPIC, NOTIFICATIONS_TOPIC, type NotificationLiveMessage } from './types.js';

/** A live notice for one person's sockets only (NOTIFICATIONS_TOPIC), not a listing message. */
interface UserNotice {
  userId: number;
  userMessage: NotificationLiveMessage;
}
const isUserNotice = (payload: unknown): payload is UserNotice =>
  typeof (payload as UserNotice | null)?.userId === 'number' && !!(payload as UserNotice).userMessage;

/**
 * Announces a message to every process's open pages, through the database: a `live_notices` row in
 * the caller's transaction (nothing if it rolls back), and a NOTIFY that wakes every process's feed
 * when it commits.
 */
export async function notifyLive(knex: Knex | Knex.Transaction, out: Outgoing): Promise<void> {
  await knex('live_notices').insert({
    payload: JSON.stringify({ message: out.message, ownerUserId: out.ownerUserId }),
  });
  await knex.raw('select pg_notify(?, current_schema())', [CHANGES_CHANNEL]);
}

/**
 * Sends a message to one person's open pages on every process (NOTIFICATIONS_TOPIC), through the
 * database like `notifyLive`: in the caller's transaction, delivered once it commits.
 */
export async function notifyUser(
  knex: Knex | Knex.Transaction,
  userId: number,
  message: NotificationLiveMessage,
): Promise<void> {
  const notice: UserNotice = { userId, userMessage: message };
  await knex('live_notices').insert({ payload: JSON.stringify(notice) });
  await knex.raw('select pg_notify(?, current_schema())', [CHANGES_CHANNEL]);
}

export class LiveAnnouncer {
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

  /** Sends to the sockets of one signed-in person that follow their notifications. */
  async publishToUser(userId: number, message: NotificationLiveMessage): Promise<void> {
    await this.server.eachSocket(
      (socket: Nes.Socket) => {
        if ((socket.app as LiveSocketApp).userId !== userId || !keepsUp(socket, this.limits)) return;
        socket.publish(NOTIFICATIONS_TOPIC, message).catch(() => {});
      },
      { subscription: NOTIFICATIONS_TOPIC },
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
    server.subscription(LISTINGS_TOPIC, {
      auth: false,
      // A page counts as subscribed only once its session is read, so the first message it hears
      // already knows whose listings are its own (a busy server could otherwise send one without `own`).
      onSubscribe: (socket: Nes.Socket) => (socket.app as LiveSocketApp).ready,
    });
    // A person's own notifications: only a signed-in socket may follow them, and hears only its own.
    server.subscription(NOTIFICATIONS_TOPIC, {
      auth: false,
      onSubscribe: async (socket: Nes.Socket) => {
        await (socket.app as LiveSocketApp).ready;
        if ((socket.app as LiveSocketApp).userId === null)
          throw Boom.unauthorized('Sign in to receive your notifications');
      },
    });
    const live = new LiveAnnouncer(server, server.app.db.knex, options.limits);
    server.app.live = live;
    server.app.feed.onNotice((payload) =>
      isUserNotice(payload)
        ? live.publishToUser(payload.userId, payload.userMessage)
        : live.publish(payload as Outgoing),
    );
  },
};
