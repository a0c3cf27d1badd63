// Live updates (000 §7): the nes endpoint, and the announcer that turns what the change feed applied
// to the search index into messages for every open page. Every process announces to its own
// sockets from its own feed, so a change made anywhere reaches every browser on every process.
import type { Plugin, Server } from '@hapi/hapi';
import type { Nes } from '@hapi/nes';
import type { Knex } from 'knex';
import { keepsUp, registerRealtime, type LiveLimits, type LiveSocketApp } from '../../lib/realtime.js';
import type { IndexDelta } from '../search/search-index.js';
import { buildMessages, type Outgoing } from './messages.js';
import { listingInfo } from './queries.js';
import { LISTINGS_TOPIC } from './types.js';

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
    server.app.live = new LiveAnnouncer(server, server.app.db.knex, options.limits);
  },
};
