// Detection: the 'alerts' follower of the change feed. Whoever changed listings (a crawl's merge, a
// dealer's API, a private seller), the job reads the changes since its position and, in ONE transaction
// with the position's move:
//   - new_match: a changed listing that is active and came on the market (first seen or relisted)
//     after a saved search was made, and matches it, once per person and listing;
//   - price_drop: a changed listing whose last drop (`price_dropped_at`, kept by a trigger) came after
//     the search was made (or the car was saved in the dream garage), once per person, listing and new
//     price;
// never for the listing's own seller. Notifications are inserted `on conflict do nothing` on their
// dedupe key, and only the rows really added are e-mailed and pushed live, in the same transaction: a
// run killed at any point rolls back whole, and its retry reads the same changes, adds the same rows
// once and sends nothing twice.
//
// Matching uses the search index, exactly as the search API would. The index is refreshed by this
// process's change feed, so the job first waits for the feed (`sync()`), and a changed listing that is
// active in the database but not yet in the index fails the run: the retry comes a moment later.
import type { Knex } from 'knex';
import * as v from 'valibot';
import { changedListings, follow, type FollowResult } from '../../lib/changes/follower.js';
import type { ChangeRow } from '../../lib/changes/queries.js';
import type { ChangeFeed } from '../../lib/changes/feed.js';
import { DomainError } from '../../lib/errors.js';
import { queueEmail } from '../../lib/outbox.js';
import { notifyUser } from '../live/index.js';
import { normaliseQuery, searchQuerySchema, type SearchQuery } from '../search/schemas.js';
import type { SearchService } from '../search/service.js';
import { digestEmail, instantEmail, type EmailItem } from './emails.js';
import * as queries from './queries.js';
import { toNotification } from './shape.js';

export const DETECT_QUEUE = 'alerts.detect';
export const ALERTS_FOLLOWER = 'alerts';
/** Live messages per person per run at most; the unread count they carry covers the rest. */
export const LIVE_PER_PERSON = 10;

export interface DetectDeps {
  knex: Knex;
  search: Pick<SearchService, 'matchingIds'>;
  feed: Pick<ChangeFeed, 'sync'>;
  publicUrl: string;
  log?: { warn(data: object, message?: string): void };
}

export interface DetectResult {
  listings: number;
  notified: number;
  emails: number;
}

/** The job: one run of the follower. */
export async function detectAlerts(deps: DetectDeps): Promise<FollowResult<DetectResult>> {
  // The index must hold every change the follower is about to read (PGlite: before the transaction).
  await deps.feed.sync();
  return follow(deps.knex, ALERTS_FOLLOWER, (trx, changes) => handleChanges(deps, trx, changes), {
    queue: DETECT_QUEUE,
  });
}

const after = (a: Date | null, b: Date) => a !== null && new Date(a).getTime() > new Date(b).getTime();

/** What a batch of changes means to saved searches and dream garages; written in `trx`. */
export async function handleChanges(
  deps: DetectDeps,
  trx: Knex.Transaction,
  changes: ChangeRow[],
): Promise<DetectResult> {
  const ids = changedListings(changes);
  const listings = ids.length ? await queries.candidateListings(trx, ids) : [];
  if (listings.length === 0) return { listings: 0, notified: 0, emails: 0 };
  // The latest event of the batch (a loop: a batch can hold a first start's every listing, too many
  // arguments for Math.max(...)).
  let latestMs = 0;
  for (const l of listings)
    latestMs = Math.max(
      latestMs,
      new Date(l.appeared_at).getTime(),
      l.price_dropped_at ? new Date(l.price_dropped_at).getTime() : 0,
    );
  const latest = new Date(latestMs);
  const searches = await queries.searchesFor(trx, [...new Set(listings.map((l) => l.category))], latest);

  // First come first kept: the oldest matching search names a notification, then the dream garage.
  const wanted = new Map<string, queries.NewNotification>();
  const want = (row: queries.NewNotification) => {
    const key = `${row.user_id}|${row.dedupe_key}`;
    if (!wanted.has(key)) wanted.set(key, row);
  };
  for (const search of searches) {
    const pool = listings.filter(
      (l) =>
        l.category === search.category &&
        l.seller_user_id !== search.user_id &&
        (after(l.appeared_at, search.created_at) || after(l.price_dropped_at, search.created_at)),
    );
    if (pool.length === 0) continue;
    const query = parseSaved(search);
    if (!query) {
      deps.log?.warn(
        { event: 'alerts.query_invalid', savedSearchId: search.id },
        'saved query no longer valid',
      );
      continue;
    }
    let found: { matched: number[]; missing: number[] };
    try {
      found = deps.search.matchingIds(
        search.category,
        query,
        pool.map((l) => l.id),
      );
    } catch (error) {
      // A saved location the place list no longer knows: that search cannot match anything.
      if (error instanceof DomainError) continue;
      throw error;
    }
    if (found.missing.length)
      throw new Error(
        `alerts: listings ${found.missing.slice(0, 5).join(', ')} are active but not yet in this process's search index`,
      );
    const matched = new Set(found.matched);
    for (const l of pool) {
      if (!matched.has(l.id)) continue;
      if (after(l.appeared_at, search.created_at))
        want(notification(search.user_id, search.id, l, 'new_match'));
      if (after(l.price_dropped_at, search.created_at))
        want(notification(search.user_id, search.id, l, 'price_drop'));
    }
  }
  const dropped = listings.filter((l) => l.price_dropped_at !== null);
  if (dropped.length) {
    const byId = new Map(dropped.map((l) => [l.id, l]));
    for (const saved of await queries.garageSavers(
      trx,
      dropped.map((l) => l.id),
    )) {
      const l = byId.get(saved.listing_id)!;
      if (l.seller_user_id !== saved.user_id && after(l.price_dropped_at, saved.created_at))
        want(notification(saved.user_id, null, l, 'price_drop'));
    }
  }

  const added = await queries.insertNotifications(trx, [...wanted.values()]);
  const emails = await emailInstant(deps, trx, added, searches);
  await pushLive(trx, added);
  return { listings: listings.length, notified: added.length, emails };
}

function notification(
  userId: number,
  searchId: number | null,
  l: queries.CandidateRow,
  kind: 'new_match' | 'price_drop',
): queries.NewNotification {
  return {
    user_id: userId,
    saved_search_id: searchId,
    listing_id: l.id,
    kind,
    dedupe_key: kind === 'new_match' ? `new_match:${l.id}` : `price_drop:${l.id}:${l.price}`,
    price: l.price,
    previous_price: kind === 'price_drop' && l.price_drop !== null ? l.price + l.price_drop : null,
  };
}

/** A saved query as the search API would read it; null if it no longer passes the schema. */
function parseSaved(search: queries.SavedSearchRow): SearchQuery | null {
  const parsed = v.safeParse(searchQuerySchema(search.category), normaliseQuery(search.query));
  return parsed.success ? parsed.output : null;
}

/**
 * One e-mail per instant search with e-mail on and new notifications in this run, listing them (one
 * notification: one e-mail; a crawl that brings a broad search many cars at once sends one, not many).
 */
async function emailInstant(
  deps: DetectDeps,
  trx: Knex.Transaction,
  added: (queries.NewNotification & { id: number })[],
  searches: queries.AlertSearchRow[],
): Promise<number> {
  const byId = new Map(searches.map((s) => [s.id, s]));
  const bySearch = new Map<number, (queries.NewNotification & { id: number })[]>();
  for (const n of added) {
    const search = n.saved_search_id === null ? undefined : byId.get(n.saved_search_id);
    if (!search || search.frequency !== 'instant' || !search.email_alerts) continue;
    bySearch.set(search.id, [...(bySearch.get(search.id) ?? []), n]);
  }
  if (bySearch.size === 0) return 0;
  const titles = new Map(
    (
      await queries.listingTitles(
        trx,
        added.map((n) => n.listing_id),
      )
    ).map((r) => [r.id, r.title]),
  );
  for (const [searchId, rows] of bySearch) {
    const search = byId.get(searchId)!;
    const items: EmailItem[] = rows.map((n) => ({
      kind: n.kind,
      title: titles.get(n.listing_id) ?? `Car ${n.listing_id}`,
      listingId: n.listing_id,
      price: n.price,
      previousPrice: n.previous_price,
    }));
    const to = { name: search.name, token: search.unsubscribe_token };
    const email =
      items.length === 1
        ? instantEmail(deps.publicUrl, to, items[0]!)
        : digestEmail(deps.publicUrl, to, items, `Your saved search "${search.name}" has news:`);
    await queueEmail(trx, { to: search.email, ...email });
    await queries.markEmailed(
      trx,
      rows.map((n) => n.id),
    );
  }
  return bySearch.size;
}

/** The live push of each person's new notifications (the newest few), with their unread count. */
async function pushLive(trx: Knex.Transaction, added: { id: number; user_id: number }[]): Promise<void> {
  const byUser = new Map<number, number[]>();
  for (const n of added) byUser.set(n.user_id, [...(byUser.get(n.user_id) ?? []), Number(n.id)]);
  for (const [userId, ids] of byUser) {
    const unread = await queries.unreadCount(trx, userId);
    const rows = await queries.notificationRows(trx, userId, { ids: ids.slice(-LIVE_PER_PERSON) });
    for (const row of rows.reverse())
      await notifyUser(trx, userId, {
        type: 'notification',
        data: { unread, notification: toNotification(row) },
      });
  }
}
