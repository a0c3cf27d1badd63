// The deals job (queue `deals.rate`): re-rates the groups whose listings changed, read from the
// change feed by the follower 'deals' in the transaction that writes the ratings (exactly once), then
// any group still holding an unrated active listing (a first start, a seeded or crawled database), a
// bounded number of groups and listings per transaction, asking for another run while more remain.
// The rating's work is cut into slices of a few milliseconds, so the server answers in between.
import type { Knex } from 'knex';
import { changedListings, follow, truncated } from '../../lib/changes/follower.js';
import type { ChangeRow } from '../../lib/changes/queries.js';
import { enqueue, enqueueUnlessQueued } from '../../lib/queue/queue.js';
import { ratings, type DealResult, type GroupKey } from './model.js';
import {
  allGroups,
  currentXid,
  groupListings,
  groupsOf,
  unratedGroups,
  writeDeals,
  type StoredDeal,
} from './queries.js';

export const RATE_QUEUE = 'deals.rate';
export const FOLLOWER = 'deals';

export interface RateDeps {
  knex: Knex;
  log: { info(data: object, message?: string): void };
  /** Groups rated in one transaction (default 100). */
  groupsPerRun?: number;
  /**
   * Listings rated in one transaction (default 20,000): once a transaction's groups hold this many,
   * the rest wait for the next (a first start on a million listings would otherwise write 400,000
   * listings in one transaction, and every process's search apply them at once).
   */
  listingsPerRun?: number;
  /** The clock that dates listings' ages (tests fix it). */
  now?: () => Date;
}

export interface RatePayload {
  /** Groups a run before could not fit in its transaction. */
  groups?: GroupKey[];
}

export interface RateOutcome {
  groups: number;
  listings: number;
  written: number;
}

/**
 * Transactions that wrote ratings, remembered by this process: the changes they made are the ratings
 * themselves, not news for the follower (a run elsewhere just re-reads them and writes nothing).
 */
// Keyed by the client config a database and its transactions share (tests run several per process).
const ownWrites = new WeakMap<object, Set<string>>();
function writesOf(knex: Knex): Set<string> {
  let set = ownWrites.get(knex.client.config);
  if (!set) ownWrites.set(knex.client.config, (set = new Set()));
  return set;
}
function remember(knex: Knex, xid: string) {
  const set = writesOf(knex);
  set.add(xid);
  if (set.size > 10_000) set.delete(set.values().next().value!);
}

const same = (a: unknown, b: unknown): boolean => canonical(a) === canonical(b);
function canonical(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
}

/** True when the stored figures already say what `result` says (nothing to write). */
export function unchanged(stored: StoredDeal, result: DealResult): boolean {
  return (
    stored.deal_rated_at !== null &&
    stored.deal_rating === result.rating &&
    stored.deal_expected_price === result.expectedPrice &&
    stored.deal_comparables === result.comparables &&
    (stored.deal_score === null || result.score === null
      ? stored.deal_score === result.score
      : Math.abs(stored.deal_score - result.score) < 5e-5) &&
    same(stored.deal_detail, result.detail)
  );
}

/** How long the rating holds the event loop before letting requests in. */
const SLICE_MS = 10;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Rates groups in order (one read each) until they hold `maxListings` listings, and writes only the
 * listings whose figures changed. `rest`: the groups it did not reach (never all of them).
 */
export async function rateGroups(
  trx: Knex.Transaction,
  keys: GroupKey[],
  currentYear: number,
  maxListings = Infinity,
): Promise<RateOutcome & { rest: GroupKey[] }> {
  const outcome: RateOutcome = { groups: 0, listings: 0, written: 0 };
  const changed: DealResult[] = [];
  let sliceFrom = performance.now();
  for (const key of keys) {
    if (outcome.listings >= maxListings) break;
    const rows = await groupListings(trx, key);
    outcome.groups++;
    outcome.listings += rows.length;
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const result of ratings(key, rows, currentYear)) {
      if (!unchanged(byId.get(result.id)!, result)) changed.push(result);
      if (performance.now() - sliceFrom > SLICE_MS) {
        await nextTurn();
        sliceFrom = performance.now();
      }
    }
  }
  if (changed.length) {
    remember(trx, await currentXid(trx));
    await writeDeals(trx, changed);
  }
  outcome.written = changed.length;
  return { ...outcome, rest: keys.slice(outcome.groups) };
}

function newsOf(knex: Knex, changes: ChangeRow[]): ChangeRow[] {
  const own = writesOf(knex);
  return changes.filter((c) => !own.has(c.xid));
}

export async function runRating(
  deps: RateDeps,
  payload: RatePayload | null,
  ctx: { signal?: AbortSignal } = {},
): Promise<RateOutcome> {
  const { knex } = deps;
  const perRun = deps.groupsPerRun ?? 100;
  const budget = deps.listingsPerRun ?? 20_000;
  const year = (deps.now?.() ?? new Date()).getUTCFullYear();
  const total: RateOutcome = { groups: 0, listings: 0, written: 0 };
  const add = (o: RateOutcome) => {
    total.groups += o.groups;
    total.listings += o.listings;
    total.written += o.written;
  };
  // 1. What changed since the follower's position, in the transaction that moves it.
  const followed = await follow(
    knex,
    FOLLOWER,
    async (trx, changes) => {
      const news = newsOf(trx, changes);
      const keys = truncated(news) ? await allGroups(trx) : await groupsOf(trx, changedListings(news));
      const rated = await rateGroups(trx, keys.slice(0, perRun), year, budget);
      const later = [...rated.rest, ...keys.slice(perRun)];
      // Committed with the position's move: the groups left over are rated by the next run.
      if (later.length) await enqueue(trx, { queue: RATE_QUEUE, payload: { groups: later } });
      return rated;
    },
    { queue: RATE_QUEUE },
  );
  if (followed.result) add(followed.result);
  // 2. Groups left over by an earlier run (idempotent: rating a group twice writes nothing new), a
  // transaction at a time.
  let leftover = payload?.groups ?? [];
  while (leftover.length && !ctx.signal?.aborted) {
    const batch = leftover;
    const rated = await knex.transaction((trx) => rateGroups(trx, batch.slice(0, perRun), year, budget));
    add(rated);
    leftover = [...rated.rest, ...batch.slice(perRun)];
  }
  // 3. Listings never rated, a bounded batch; another run for the rest.
  if (!ctx.signal?.aborted) {
    const unrated = await unratedGroups(knex, perRun);
    const rated = unrated.length
      ? await knex.transaction((trx) => rateGroups(trx, unrated, year, budget))
      : null;
    if (rated) add(rated);
    if (unrated.length === perRun || (rated && rated.rest.length))
      await enqueueUnlessQueued(knex, { queue: RATE_QUEUE, payload: null });
  }
  deps.log.info({ event: 'deals.rated', ...total }, 'deal ratings updated');
  return total;
}
