// A follower: a named reader of the change feed that keeps its place in the database
// (`change_followers`), for work that acts on listing changes whoever made them (deal ratings,
// alerts). A process's consumer (feed.ts) keeps one process's index fresh and dies with it; a follower
// is read by a job, on whichever process claims it, and its position moves in the same transaction
// as the work's writes. So each change is acted on once: a job killed midway rolls back its writes and
// the position together, and the next claim reads the same changes again.
//
// Waking: every process's feed sees every batch; on a batch with changes each asks for the follower's
// job unless one is already waiting (`enqueueUnlessQueued`), after a short delay so a crawl's stream
// of batches makes few runs. Two runs at once take turns on the follower's row (`for update`).
import type { Knex } from 'knex';
import { enqueueUnlessQueued } from '../queue/queue.js';
import type { ChangeFeed } from './feed.js';
import { changesBetween, type ChangeRow } from './queries.js';

export interface FollowResult<T> {
  /** Changes read (0: nothing new, the handler did not run). */
  changes: number;
  result: T | null;
  /** Changes were left for a later run (a backlog longer than one run reads). */
  more: boolean;
}

export interface FollowOptions {
  /** Changes read per query. */
  pageSize?: number;
  /**
   * Changes handed to one run at most: a longer backlog (a first crawl, a bulk import) is read a
   * window at a time, each run in a transaction of its own, so neither the memory a run holds nor
   * its transaction grows with the backlog.
   */
  maxChanges?: number;
  /** The follower's job queue: a run that leaves changes for later asks for the next in its transaction. */
  queue?: string;
}

/**
 * Reads the changes committed since `name`'s position, hands them to `handle` in one transaction with
 * the position's move to now, and commits. A first read starts the follower at the current moment
 * (a follower that must see earlier changes is created by its migration). A change of kind
 * 'truncate' (listing_id 0) means the table was emptied: treat it as "everything changed".
 * Changes written by `handle` itself are read by the next run (the position is taken before them).
 *
 * More than `maxChanges`: the run handles the first of them (in the order they were written), keeps
 * the window's end and the last change it handled, and the next runs read on from there to that same
 * end before the position moves; a change committed meanwhile waits for the window after.
 */
export async function follow<T>(
  knex: Knex,
  name: string,
  handle: (trx: Knex.Transaction, changes: ChangeRow[]) => Promise<T>,
  options: FollowOptions = {},
): Promise<FollowResult<T>> {
  const pageSize = options.pageSize ?? 5_000;
  const maxChanges = options.maxChanges ?? 100_000;
  return knex.transaction(async (trx) => {
    await trx.raw(
      `insert into change_followers (name, position) values (?, pg_current_snapshot())
       on conflict (name) do nothing`,
      [name],
    );
    const held = await trx.raw(
      `select position::text as position, target::text as target, after_seq
         from change_followers where name = ? for update`,
      [name],
    );
    const row = held.rows[0] as { position: string; target: string | null; after_seq: string | number };
    const from = row.position;
    let to = row.target;
    let afterSeq = to === null ? 0 : Number(row.after_seq);
    if (to === null) {
      const now = await trx.raw('select pg_current_snapshot()::text as snapshot');
      to = (now.rows[0] as { snapshot: string }).snapshot;
    }
    const changes: ChangeRow[] = [];
    let more = false;
    for (;;) {
      const limit = Math.min(pageSize, maxChanges - changes.length);
      const page = await changesBetween(trx, { from, to, afterSeq, limit });
      changes.push(...page);
      if (page.length < limit) break;
      afterSeq = Number(page[page.length - 1]!.seq);
      if (changes.length >= maxChanges) {
        more = true;
        break;
      }
    }
    const result = changes.length ? await handle(trx, changes) : null;
    if (more) {
      await trx.raw(
        'update change_followers set target = ?::pg_snapshot, after_seq = ?, updated_at = now() where name = ?',
        [to, afterSeq, name],
      );
      if (options.queue) await enqueueUnlessQueued(trx, { queue: options.queue, payload: null });
    } else {
      await trx.raw(
        `update change_followers set position = ?::pg_snapshot, target = null, after_seq = 0, updated_at = now()
          where name = ?`,
        [to, name],
      );
    }
    return { changes: changes.length, result, more };
  });
}

/** The distinct listings of some changes (a truncate names none: see `truncated`). */
export function changedListings(changes: ChangeRow[]): number[] {
  return [...new Set(changes.filter((c) => c.kind !== 'truncate').map((c) => c.listing_id))];
}

export function truncated(changes: ChangeRow[]): boolean {
  return changes.some((c) => c.kind === 'truncate');
}

/**
 * Asks for `queue`'s job (its handler calls `follow`) after every batch of changes this process's
 * feed reads, unless one is already waiting. Best effort: a failure is logged, and the next batch asks
 * again; it never holds up the feed's own handlers.
 */
export function wakeOnChanges(
  feed: ChangeFeed,
  knex: Knex,
  queue: string,
  log: { warn(data: object, message?: string): void },
  delayMs = 2_000,
): void {
  feed.onBatch(async ({ changes }) => {
    if (changes.length === 0) return;
    try {
      await enqueueUnlessQueued(knex, { queue, payload: null, runAt: new Date(Date.now() + delayMs) });
    } catch (error) {
      log.warn({ event: 'follower.wake_failed', queue, err: error }, 'could not ask for a follower job');
    }
  });
}
