// The SQL of the change feed. A position is a PostgreSQL snapshot (pg_snapshot as text): the changes
// after it are exactly the rows whose transaction it did not see committed. Sequence numbers alone
// cannot say that: with concurrent writers, seq 11 can commit before seq 10.
import type { Knex } from 'knex';

export interface ChangeRow {
  seq: number;
  listing_id: number;
  /** 'truncate': the table `via` was emptied (listing_id 0); rebuild rather than apply. */
  kind: 'insert' | 'update' | 'delete' | 'truncate';
  via: 'listings' | 'offers' | 'listing_photos' | 'sellers';
  /** The writing transaction (xid8 as text): rows of one transaction share it. */
  xid: string;
}

export interface Consumer {
  id: string;
  host: string;
  pid: number;
}

/** Registration and pruning exclude each other (shared and exclusive holds of this advisory lock). */
const PRUNE_LOCK = 7_042_001;

/**
 * Registers a consumer at the current snapshot and returns that position. It holds the prune lock
 * shared, so a prune either ends before (and cannot delete what this position has not seen) or
 * starts after and sees this consumer.
 */
export async function registerConsumer(knex: Knex, consumer: Consumer): Promise<string> {
  return knex.transaction(async (trx) => {
    await trx.raw('select pg_advisory_xact_lock_shared(?)', [PRUNE_LOCK]);
    const result = await trx.raw(
      `insert into change_feed_consumers (id, host, pid, position)
       values (?, ?, ?, pg_current_snapshot())
       returning position::text as position`,
      [consumer.id, consumer.host, consumer.pid],
    );
    return (result.rows[0] as { position: string }).position;
  });
}

export async function currentSnapshot(knex: Knex): Promise<string> {
  const result = await knex.raw('select pg_current_snapshot()::text as snapshot');
  return (result.rows[0] as { snapshot: string }).snapshot;
}

/**
 * Changes committed after `from` and no later than `to` (both snapshots), in seq order, a page at a
 * time (`afterSeq` pages within that fixed window). xid >= xmin(from) bounds the scan: any older
 * transaction had ended before `from`, so `from` already saw it.
 */
export async function changesBetween(
  knex: Knex,
  window: { from: string; to: string; afterSeq: number; limit: number },
): Promise<ChangeRow[]> {
  const result = await knex.raw(
    `select seq, listing_id, kind, via, xid::text as xid
       from listing_changes
      where xid >= pg_snapshot_xmin(?::pg_snapshot)
        and not pg_visible_in_snapshot(xid, ?::pg_snapshot)
        and pg_visible_in_snapshot(xid, ?::pg_snapshot)
        and seq > ?
      order by seq
      limit ?`,
    [window.from, window.from, window.to, window.afterSeq, window.limit],
  );
  return result.rows as ChangeRow[];
}

export interface NoticeRow {
  seq: number;
  payload: unknown;
}

/** Live notices (live_notices) committed in the same window as `changesBetween`, in seq order. */
export async function noticesBetween(knex: Knex, window: { from: string; to: string }): Promise<NoticeRow[]> {
  const result = await knex.raw(
    `select seq, payload
       from live_notices
      where xid >= pg_snapshot_xmin(?::pg_snapshot)
        and not pg_visible_in_snapshot(xid, ?::pg_snapshot)
        and pg_visible_in_snapshot(xid, ?::pg_snapshot)
      order by seq`,
    [window.from, window.from, window.to],
  );
  return result.rows as NoticeRow[];
}

/** Records progress and liveness; 0 rows means the consumer was declared dead and pruned. */
export async function heartbeat(
  knex: Knex,
  id: string,
  position: string,
  appliedSeq: number,
): Promise<boolean> {
  const updated = await knex('change_feed_consumers')
    .where({ id })
    .update({
      position: knex.raw('?::pg_snapshot', [position]),
      applied_seq: appliedSeq,
      heartbeat_at: knex.fn.now(),
    });
  return Number(updated) > 0;
}

export async function unregisterConsumer(knex: Knex, id: string): Promise<void> {
  await knex('change_feed_consumers').where({ id }).delete();
}

export interface PruneResult {
  deletedChanges: number;
  deadConsumers: string[];
}

/**
 * Forgets consumers silent for longer than `deadAfterMs` (a process that comes back finds its row
 * gone and rebuilds), then deletes changes older than `retainMs` that every remaining consumer's
 * position has seen. A change some live process has not applied is never deleted.
 */
export async function prune(
  knex: Knex,
  options: { deadAfterMs: number; retainMs: number },
): Promise<PruneResult | null> {
  return knex.transaction(async (trx) => {
    // Once cluster-wide: another process already pruning (or a registration under way) means skip.
    const locked = await trx.raw('select pg_try_advisory_xact_lock(?) as locked', [PRUNE_LOCK]);
    if (!(locked.rows[0] as { locked: boolean }).locked) return null;
    const dead = (await trx('change_feed_consumers')
      .where('heartbeat_at', '<', trx.raw("now() - ? * interval '1 millisecond'", [options.deadAfterMs]))
      .delete()
      .returning('id')) as { id: string }[];
    const result = await trx.raw(
      `delete from listing_changes c
        where c.changed_at < now() - ? * interval '1 millisecond'
          and not exists (
            select 1 from change_feed_consumers f where not pg_visible_in_snapshot(c.xid, f.position))
          and not exists (
            select 1 from change_followers f where not pg_visible_in_snapshot(c.xid, f.position))`,
      [options.retainMs],
    );
    await trx.raw(
      `delete from live_notices n
        where n.created_at < now() - ? * interval '1 millisecond'
          and not exists (
            select 1 from change_feed_consumers f where not pg_visible_in_snapshot(n.xid, f.position))`,
      [options.retainMs],
    );
    return {
      deletedChanges: Number(result.rowCount ?? result.affectedRows ?? 0),
      deadConsumers: dead.map((d) => d.id),
    };
  });
}

export async function consumerRows(knex: Knex) {
  return (await knex('change_feed_consumers')
    .select('id', 'host', 'pid', 'applied_seq', 'heartbeat_at', knex.raw('position::text as position'))
    .orderBy('started_at')) as (Consumer & { applied_seq: number; heartbeat_at: Date; position: string })[];
}
