// The change feed on the database the run uses (PGlite, or PostgreSQL with DATABASE_URL): triggers
// record every write, whoever makes it; a process applies changes committed after its position and
// nothing else; pruning keeps what a live process still needs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { createTestServer, getJson, type TestContext } from '../../testing/test-server.js';
import { eventually } from '../../testing/eventually.js';
import { ChangeFeed, type ChangeBatch } from './feed.js';
import { notifyLive } from '../../plugins/live/index.js';
import { consumerRows, prune } from './queries.js';
import { CHANGE_TABLES, comparedColumns } from '../../../db/change-triggers.js';

const onPostgres = Boolean(loadConfig().databaseUrl);
const quiet = { info() {}, warn() {}, error() {} };

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestServer({ listings: 400, config: { changeFeedPollMs: 200 } });
}, 120_000);
afterAll(() => ctx?.close());

const knex = () => ctx.db.knex;
const changesAfter = async (seq: number) =>
  (await knex()('listing_changes').where('seq', '>', seq).orderBy('seq')) as {
    seq: number;
    listing_id: number;
    kind: string;
    via: string;
  }[];
const lastSeq = async () => Number((await knex()('listing_changes').max('seq as max').first())?.max ?? 0);

const notice = (dealerName: string) => ({
  message: {
    type: 'auto_sync_completed' as const,
    data: { ids: [], count: 0, categories: [], dealerName, processed: 1 },
  },
  ownerUserId: null,
});
const dealerOf = (payload: unknown) =>
  (payload as { message: { data: { dealerName: string } } }).message.data.dealerName;
const noticeNames = async () =>
  ((await knex()('live_notices').orderBy('seq').select('payload')) as { payload: unknown }[]).map((r) =>
    dealerOf(r.payload),
  );

async function someCar() {
  const { body } = await getJson(ctx.server, '/api/cars/search?limit=1&sortBy=price_asc');
  return body.cars[0] as { id: number; price: number; make: string; model: string };
}

describe('the change feed', () => {
  it('records inserts, updates and deletes of listings and offers in the writing transaction', async () => {
    const start = await lastSeq();
    const car = await someCar();
    await knex().transaction(async (trx) => {
      await trx('listings')
        .where({ id: car.id })
        .update({ price: car.price - 100 });
      await trx('offers')
        .where({ listing_id: car.id })
        .update({ price: car.price - 100 });
    });
    const rows = await changesAfter(start);
    expect(rows.map((r) => [r.listing_id, r.kind, r.via])).toEqual([
      [car.id, 'update', 'listings'],
      [car.id, 'update', 'offers'],
    ]);

    // Rolled back: nothing recorded. Bookkeeping only (seen again, unchanged): nothing recorded.
    const mid = await lastSeq();
    await knex()
      .transaction(async (trx) => {
        await trx('listings').where({ id: car.id }).update({ price: 1 });
        throw new Error('rollback');
      })
      .catch(() => {});
    await knex()('listings')
      .where({ id: car.id })
      .update({ last_seen_at: knex().fn.now(), updated_at: knex().fn.now() });
    await knex()('offers').where({ listing_id: car.id }).update({ last_seen_at: knex().fn.now() });
    // A real column set to the value it had, beside bookkeeping: still nothing.
    await knex()('listings')
      .where({ id: car.id })
      .update({ price: car.price - 100, updated_at: knex().fn.now() });
    expect(await changesAfter(mid)).toEqual([]);

    const offer = await knex()('offers').where({ listing_id: car.id }).first();
    await knex()('offers').where({ id: offer.id }).delete();
    const [deleted] = await changesAfter(mid);
    expect(deleted).toMatchObject({ listing_id: car.id, kind: 'delete', via: 'offers' });
  });

  it("carries a listing's uploaded photo and its seller's new name, so a repeated search shows them", async () => {
    const url = '/api/cars/search?limit=1&sortBy=price_asc';
    const car = (await getJson(ctx.server, url)).body.cars[0] as {
      id: number;
      image: string;
      dealerName: string;
    };
    expect((await getJson(ctx.server, url)).body.cars[0]).toEqual(car); // the answer is kept
    const { seller_id: sellerId } = (await knex()('listings').where({ id: car.id }).first('seller_id')) as {
      seller_id: number;
    };
    const listingsOfSeller = (
      (await knex()('listings').where({ seller_id: sellerId }).select('id')) as {
        id: number;
      }[]
    ).map((r) => r.id);

    const start = await lastSeq();
    const png = Buffer.from('89504e470d0a1a0a', 'hex');
    await knex()('listing_photos').insert({
      listing_id: car.id,
      position: 0,
      content_type: 'image/png',
      data: png,
      byte_size: png.length,
    });
    expect((await changesAfter(start)).map((r) => [r.listing_id, r.kind, r.via])).toEqual([
      [car.id, 'insert', 'listing_photos'],
    ]);
    await eventually(async () => {
      expect((await getJson(ctx.server, url)).body.cars[0].image).toBe(`/api/media/photos/${car.id}/0`);
    }, 2000);

    const mid = await lastSeq();
    await knex()('sellers').where({ id: sellerId }).update({ name: 'Renamed Motors of Leeds' });
    const renamed = await changesAfter(mid);
    expect(renamed.map((r) => r.listing_id).sort((a, b) => a - b)).toEqual(
      listingsOfSeller.sort((a, b) => a - b),
    );
    expect(new Set(renamed.map((r) => `${r.kind} ${r.via}`))).toEqual(new Set(['update sellers']));
    await eventually(async () => {
      expect((await getJson(ctx.server, url)).body.cars[0].dealerName).toBe('Renamed Motors of Leeds');
    }, 2000);

    // The same name again, or a photo row rewritten as it was: nothing recorded.
    const end = await lastSeq();
    await knex()('sellers').where({ id: sellerId }).update({ name: 'Renamed Motors of Leeds' });
    await knex()('listing_photos').where({ listing_id: car.id }).update({ position: 0 });
    expect(await changesAfter(end)).toEqual([]);

    await knex()('listing_photos').where({ listing_id: car.id }).delete();
    expect((await changesAfter(end)).map((r) => [r.listing_id, r.kind, r.via])).toEqual([
      [car.id, 'delete', 'listing_photos'],
    ]);
    await eventually(async () => {
      expect((await getJson(ctx.server, url)).body.cars[0].image).toBe(car.image);
    }, 2000);
  });

  it('brings a price changed by plain SQL into the price filter without being asked', async () => {
    const car = await someCar();
    const url = `/api/cars/search?make=${encodeURIComponent(car.make)}&model=${encodeURIComponent(car.model)}&maxPrice=${car.price - 1}`;
    const before = await getJson(ctx.server, url);
    expect(before.body.cars.map((c: { id: number }) => c.id)).not.toContain(car.id);
    await knex()('listings')
      .where({ id: car.id })
      .update({ price: car.price - 50_000 });
    // No sync(): the NOTIFY (or, at worst, the 200 ms poll) brings it.
    await eventually(async () => {
      const after = await getJson(ctx.server, url);
      expect(after.body.total).toBe(before.body.total + 1);
      expect(after.body.cars.map((c: { id: number }) => c.id)).toContain(car.id);
    }, 1000);
  });

  it('delivers every change committed after a position, including those made before start', async () => {
    const feed = new ChangeFeed(ctx.db, quiet, { pollMs: 60_000, heartbeatMs: 60_000, listen: false });
    await feed.open();
    const seen: ChangeBatch[] = [];
    feed.onBatch(async (batch) => void seen.push(batch));
    const car = await someCar();
    // Written after the position was taken, before the feed started (an index being built).
    await knex()('listings').where({ id: car.id }).update({ mileage: 12_345 });
    await feed.start();
    expect(seen.flatMap((b) => b.ids)).toEqual([car.id]);
    await feed.sync();
    expect(seen).toHaveLength(1); // applied once, not again
    await feed.stop();
    expect((await consumerRows(knex())).map((c) => c.id)).not.toContain(feed.status.consumerId);
  });

  it('hands over live notices once, after the changes committed before them, none rolled back', async () => {
    const feed = new ChangeFeed(ctx.db, quiet, { pollMs: 60_000, heartbeatMs: 60_000, listen: false });
    await feed.open();
    const seen: string[] = [];
    feed.onBatch(async (batch) => void seen.push(...batch.ids.map((id) => `change ${id}`)));
    feed.onNotice(async (payload) => void seen.push(`notice ${dealerOf(payload)}`));
    await feed.start();
    seen.length = 0;
    const car = await someCar();
    await knex()('listings').where({ id: car.id }).update({ mileage: 44_444 });
    await knex().transaction((trx) => notifyLive(trx, notice('First')));
    await knex()
      .transaction(async (trx) => {
        await notifyLive(trx, notice('Rolled back'));
        throw new Error('rollback');
      })
      .catch(() => {});
    await knex().transaction((trx) => notifyLive(trx, notice('Second')));
    await feed.sync();
    expect(seen).toEqual([`change ${car.id}`, 'notice First', 'notice Second']);
    await feed.sync();
    expect(seen).toHaveLength(3); // once, not again

    // A handler that fails is not handed the notice again (a message, not state), nor stops the next.
    const failing = new ChangeFeed(ctx.db, quiet, { pollMs: 60_000, heartbeatMs: 60_000, listen: false });
    await failing.open();
    const heard: string[] = [];
    failing.onNotice(async (payload) => {
      heard.push(dealerOf(payload));
      if (heard.length === 1) throw new Error('socket gone');
    });
    await knex().transaction((trx) => notifyLive(trx, notice('Third')));
    await knex().transaction((trx) => notifyLive(trx, notice('Fourth')));
    await failing.start();
    await failing.sync();
    expect(heard).toEqual(['Third', 'Fourth']);
    await failing.stop();
    await feed.stop();
  });

  it.runIf(onPostgres)(
    'never loses a change whose transaction commits after a later sequence number',
    async () => {
      const feed = new ChangeFeed(ctx.db, quiet, { pollMs: 60_000, heartbeatMs: 60_000, listen: false });
      await feed.open();
      const applied: number[] = [];
      feed.onBatch(async (batch) => void applied.push(...batch.ids));
      const { body } = await getJson(ctx.server, '/api/cars/search?limit=2');
      const [first, second] = body.cars as { id: number }[];
      const slow = await knex().transaction();
      await slow('listings').where({ id: first!.id }).update({ mileage: 11_111 }); // lower seq, still open
      await knex()('listings').where({ id: second!.id }).update({ mileage: 22_222 }); // higher seq, committed
      await feed.sync();
      expect(applied).toEqual([second!.id]);
      await slow.commit();
      await feed.sync();
      expect(applied).toEqual([second!.id, first!.id]);
      await feed.stop();
    },
  );

  it.runIf(onPostgres)('recovers by polling when the LISTEN connection is cut, losing nothing', async () => {
    const feed = ctx.server.app.feed;
    await eventually(() => expect(feed.listenerPid).not.toBeNull());
    const pid = feed.listenerPid!;
    await knex().raw('select pg_terminate_backend(?)', [pid]);
    const car = await someCar();
    await knex()('listings').where({ id: car.id }).update({ status: 'removed' });
    await eventually(async () => expect((await getJson(ctx.server, `/api/cars/${car.id}`)).status).toBe(404));
    await eventually(async () => {
      const { body } = await getJson(
        ctx.server,
        `/api/cars/search?make=${encodeURIComponent(car.make)}&limit=100`,
      );
      expect(body.cars.map((c: { id: number }) => c.id)).not.toContain(car.id);
    }, 1000);
    // And it listens again, on a new connection.
    await eventually(() => {
      expect(feed.listenerPid).toBeTypeOf('number');
      expect(feed.listenerPid).not.toBe(pid);
    }, 5000);
    expect(feed.status.listening).toBe(true);
  });
});

describe('what the triggers compare', () => {
  it('every column of listings, offers, photos and sellers but the bookkeeping ones', async () => {
    const shown = { listings: 'price', offers: 'price', listing_photos: 'position', sellers: 'name' };
    for (const { table, fn } of CHANGE_TABLES) {
      const columns = await comparedColumns(knex(), table);
      expect(columns).toContain(shown[table]);
      expect(columns).not.toContain('last_seen_at');
      const { rows } = (await knex().raw(`select pg_get_functiondef(to_regproc(?)) as def`, [fn])) as {
        rows: { def: string }[];
      };
      // A migration that adds a column calls installChangeFunctions again (db/change-triggers.ts).
      for (const column of columns) expect(rows[0]!.def).toContain(`n."${column}"`);
    }
  });
});

describe('pruning the feed', () => {
  it('keeps changes a live process has not applied and deletes the rest', async () => {
    const lagging = new ChangeFeed(ctx.db, quiet, { pollMs: 60_000, heartbeatMs: 60_000, listen: false });
    await lagging.open(); // registered, never polls: its position stays here
    const car = await someCar();
    await knex()('listings').where({ id: car.id }).update({ mileage: 33_333 });
    const seq = await lastSeq();
    await ctx.server.app.feed.sync();

    await prune(knex(), { deadAfterMs: 60_000, retainMs: 0 });
    expect((await changesAfter(seq - 1)).map((r) => r.seq)).toEqual([seq]);

    await lagging.sync();
    await lagging.checkpoint(); // records its new position
    await ctx.server.app.feed.checkpoint();
    // The followers (deal ratings, alerts) keep changes too; their jobs do not run here: as if they had.
    await knex()('change_followers').update({ position: knex().raw('pg_current_snapshot()') });
    await prune(knex(), { deadAfterMs: 60_000, retainMs: 0 });
    expect(await changesAfter(seq - 1)).toEqual([]);
    await lagging.stop();

    // Live notices likewise: kept while a registered process has not read them.
    const behind = new ChangeFeed(ctx.db, quiet, { pollMs: 60_000, heartbeatMs: 60_000, listen: false });
    await behind.open();
    await knex().transaction((trx) => notifyLive(trx, notice('Pruned later')));
    await ctx.server.app.feed.sync();
    await ctx.server.app.feed.checkpoint();
    await prune(knex(), { deadAfterMs: 60_000, retainMs: 0 });
    expect(await noticeNames()).toEqual(['Pruned later']);
    await behind.sync();
    await behind.checkpoint();
    await prune(knex(), { deadAfterMs: 60_000, retainMs: 0 });
    expect(await noticeNames()).toEqual([]);
    await behind.stop();
  });

  it('forgets a silent process, which then rebuilds from a fresh position and carries on', async () => {
    const feed = new ChangeFeed(ctx.db, quiet, { pollMs: 60_000, heartbeatMs: 60_000, listen: false });
    await feed.open();
    let resets = 0;
    const applied: number[] = [];
    feed.onReset(async () => void resets++);
    feed.onBatch(async (batch) => void applied.push(...batch.ids));
    await knex()('change_feed_consumers')
      .where({ id: feed.status.consumerId })
      .update({ heartbeat_at: knex().raw("now() - interval '2 minutes'") });
    const result = await prune(knex(), { deadAfterMs: 60_000, retainMs: 0 });
    expect(result?.deadConsumers).toContain(feed.status.consumerId);

    await feed.checkpoint(); // finds its row gone
    await feed.sync();
    expect(resets).toBe(1);
    const car = await someCar();
    await knex()('listings').where({ id: car.id }).update({ mileage: 44_444 });
    await feed.sync();
    expect(applied).toEqual([car.id]);
    await feed.stop();
  });

  it('keeps a process alive while it builds its index, before it starts reading', async () => {
    // A first start on a million listings loads its index for minutes between `open` and `start`.
    const loading = new ChangeFeed(ctx.db, quiet, { pollMs: 60_000, heartbeatMs: 50, listen: false });
    await loading.open();
    let resets = 0;
    loading.onReset(async () => void resets++);
    const id = loading.status.consumerId;
    const beatAt = async () =>
      ((await knex()('change_feed_consumers').where({ id }).first('heartbeat_at')) as { heartbeat_at: Date })
        .heartbeat_at;
    await knex()('change_feed_consumers')
      .where({ id })
      .update({ heartbeat_at: knex().raw("now() - interval '2 minutes'") });
    const stale = await beatAt();
    await eventually(async () => expect((await beatAt()).getTime()).toBeGreaterThan(stale.getTime()), 2000);

    const result = await prune(knex(), { deadAfterMs: 60_000, retainMs: 0 });
    expect(result?.deadConsumers ?? []).not.toContain(id);
    await loading.start();
    expect(resets).toBe(0);
    expect(loading.status.consumerId).toBe(id);
    await loading.stop();
  });
});

describe('emptying the table', () => {
  it('rebuilds every index after a TRUNCATE, which names no rows', async () => {
    expect((await getJson(ctx.server, '/api/cars/search')).body.total).toBeGreaterThan(0);
    await knex().raw('truncate listings cascade');
    await eventually(async () => {
      expect((await getJson(ctx.server, '/api/cars/search')).body.total).toBe(0);
      expect((await getJson(ctx.server, '/api/makes')).body).toEqual([]);
    }, 1000);
  });
});
