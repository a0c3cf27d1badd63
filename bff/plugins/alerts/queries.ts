// The SQL of saved searches, notifications, detection and the digest. Every statement that a person's
// request runs is scoped to that person's rows.
import type { Knex } from 'knex';
import type { Category } from '../../../db/reference/types.js';
import type { AlertFrequency, NotificationKind, SavedQuery } from './types.js';

type Db = Knex | Knex.Transaction;

export interface SavedSearchRow {
  id: number;
  user_id: number;
  name: string;
  category: Category;
  query: SavedQuery;
  frequency: AlertFrequency;
  email_alerts: boolean;
  unsubscribe_token: string;
  created_at: Date;
}

const unreadOf = (knex: Db) =>
  knex('notifications as n')
    .count('*')
    .whereRaw('n.saved_search_id = s.id')
    .whereNull('n.read_at')
    .as('unread');

/** A person's saved searches with their unread counts, newest first (or one of them, by id). */
export function savedSearchRows(
  knex: Db,
  userId: number,
  id?: number,
): Promise<(SavedSearchRow & { unread: number })[]> {
  const q = knex('saved_searches as s')
    .select('s.*', unreadOf(knex))
    .where('s.user_id', userId)
    .orderBy([
      { column: 's.created_at', order: 'desc' },
      { column: 's.id', order: 'desc' },
    ]);
  if (id !== undefined) q.andWhere('s.id', id);
  return q;
}

export async function countSavedSearches(trx: Db, userId: number): Promise<number> {
  const row = (await trx('saved_searches').where({ user_id: userId }).count('* as n').first()) as {
    n: number;
  };
  return Number(row.n);
}

export async function insertSavedSearch(
  trx: Db,
  row: Pick<SavedSearchRow, 'user_id' | 'name' | 'category' | 'query' | 'frequency' | 'unsubscribe_token'>,
): Promise<number> {
  const [inserted] = (await trx('saved_searches')
    .insert({ ...row, query: JSON.stringify(row.query) })
    .returning('id')) as { id: number }[];
  return inserted!.id;
}

/** Updates one of the person's searches; the number of rows changed (0: not theirs or none). */
export async function updateSavedSearch(
  trx: Db,
  userId: number,
  id: number,
  patch: Partial<Pick<SavedSearchRow, 'name' | 'frequency' | 'email_alerts'>>,
): Promise<number> {
  const rows = await trx('saved_searches').where({ id, user_id: userId }).update(patch, 'id');
  return rows.length;
}

export async function deleteSavedSearch(trx: Db, userId: number, id: number): Promise<number> {
  const rows = await trx('saved_searches').where({ id, user_id: userId }).delete('id');
  return rows.length;
}

export function searchByToken(knex: Db, token: string): Promise<SavedSearchRow | undefined> {
  return knex('saved_searches').where({ unsubscribe_token: token }).first();
}

export async function turnOffEmail(trx: Db, token: string): Promise<SavedSearchRow | undefined> {
  const [row] = (await trx('saved_searches')
    .where({ unsubscribe_token: token })
    .update({ email_alerts: false }, '*')) as SavedSearchRow[];
  return row;
}

// ---- notifications ----

export interface NotificationRow {
  id: number;
  kind: NotificationKind;
  created_at: Date;
  read_at: Date | null;
  price: number;
  previous_price: number | null;
  saved_search_id: number | null;
  saved_search_name: string | null;
  listing_id: number;
  title: string;
  category: Category;
  status: 'active' | 'removed';
  image_count: number;
  has_photos: boolean;
}

/** A person's notifications, newest first, with the car and the search; `before`: ids below it. */
export function notificationRows(
  knex: Db,
  userId: number,
  options: { limit?: number; before?: number; ids?: number[] },
): Promise<NotificationRow[]> {
  const q = knex('notifications as n')
    .join('listings as l', 'l.id', 'n.listing_id')
    .leftJoin('saved_searches as s', 's.id', 'n.saved_search_id')
    .select(
      'n.id',
      'n.kind',
      'n.created_at',
      'n.read_at',
      'n.price',
      'n.previous_price',
      'n.saved_search_id',
      's.name as saved_search_name',
      'n.listing_id',
      'l.title',
      'l.category',
      'l.status',
      'l.image_count',
      knex.raw('exists (select 1 from listing_photos p where p.listing_id = l.id) as has_photos'),
    )
    .where('n.user_id', userId)
    .orderBy('n.id', 'desc');
  if (options.before !== undefined) q.andWhere('n.id', '<', options.before);
  if (options.ids) q.whereRaw('n.id = any(?::bigint[])', [options.ids]);
  if (options.limit !== undefined) q.limit(options.limit);
  return q;
}

export async function unreadCount(knex: Db, userId: number): Promise<number> {
  const row = (await knex('notifications')
    .where({ user_id: userId })
    .whereNull('read_at')
    .count('* as n')
    .first()) as { n: number };
  return Number(row.n);
}

export async function markRead(trx: Db, userId: number, ids: number[] | 'all'): Promise<void> {
  const q = trx('notifications').where({ user_id: userId }).whereNull('read_at');
  if (ids !== 'all') q.whereRaw('id = any(?::bigint[])', [ids]);
  await q.update({ read_at: trx.fn.now() });
}

// ---- detection ----

export interface CandidateRow {
  id: number;
  category: Category;
  price: number;
  price_drop: number | null;
  price_dropped_at: Date | null;
  /** When the listing last came on the market: first seen, or relisted. */
  appeared_at: Date;
  /** The account behind a private seller (never alerted about their own car), else null. */
  seller_user_id: number | null;
}

/** The active listings among `ids`, with what detection needs. */
export function candidateListings(trx: Db, ids: number[]): Promise<CandidateRow[]> {
  return trx('listings as l')
    .join('sellers as s', 's.id', 'l.seller_id')
    .select(
      'l.id',
      'l.category',
      'l.price',
      'l.price_drop',
      'l.price_dropped_at',
      trx.raw('greatest(l.first_seen_at, coalesce(l.relisted_at, l.first_seen_at)) as appeared_at'),
      's.user_id as seller_user_id',
    )
    .whereRaw('l.id = any(?::int[])', [ids])
    .andWhere('l.status', 'active')
    .orderBy('l.id');
}

export type AlertSearchRow = SavedSearchRow & { email: string };

/** Saved searches of `categories` made before `before`, oldest first, with their owner's address. */
export function searchesFor(trx: Db, categories: Category[], before: Date): Promise<AlertSearchRow[]> {
  return trx('saved_searches as s')
    .join('users as u', 'u.id', 's.user_id')
    .select('s.*', 'u.email')
    .whereIn('s.category', categories)
    .andWhere('s.created_at', '<', before)
    .orderBy('s.id');
}

/** Who saved which of `ids` in their dream garage, and when. */
export function garageSavers(
  trx: Db,
  ids: number[],
): Promise<{ user_id: number; listing_id: number; created_at: Date }[]> {
  return trx('dream_garage')
    .select('user_id', 'listing_id', 'created_at')
    .whereRaw('listing_id = any(?::int[])', [ids])
    .orderBy('id');
}

export interface NewNotification {
  user_id: number;
  saved_search_id: number | null;
  listing_id: number;
  kind: NotificationKind;
  dedupe_key: string;
  price: number;
  previous_price: number | null;
}

/** Inserts what is not there yet (by person and dedupe key); returns only the rows it added. */
export async function insertNotifications(
  trx: Db,
  rows: NewNotification[],
): Promise<(NewNotification & { id: number })[]> {
  if (rows.length === 0) return [];
  return (await trx('notifications')
    .insert(rows)
    .onConflict(['user_id', 'dedupe_key'])
    .ignore()
    .returning([
      'id',
      'user_id',
      'saved_search_id',
      'listing_id',
      'kind',
      'dedupe_key',
      'price',
      'previous_price',
    ])) as (NewNotification & { id: number })[];
}

export async function markEmailed(trx: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await trx('notifications').whereRaw('id = any(?::bigint[])', [ids]).update({ emailed_at: trx.fn.now() });
}

export function listingTitles(trx: Db, ids: number[]): Promise<{ id: number; title: string }[]> {
  return trx('listings').select('id', 'title').whereRaw('id = any(?::int[])', [ids]);
}

// ---- daily digest ----

/** Daily searches with e-mail on that have notifications no e-mail has carried, since `since`. */
export function digestDue(knex: Db, since: Date): Promise<{ id: number }[]> {
  return knex('saved_searches as s')
    .select('s.id')
    .where({ 's.frequency': 'daily', 's.email_alerts': true })
    .whereExists(
      knex('notifications as n')
        .select(knex.raw('1'))
        .whereRaw('n.saved_search_id = s.id')
        .whereNull('n.emailed_at')
        .andWhere('n.created_at', '>=', since),
    )
    .orderBy('s.id');
}

/** Takes the day's digest of one search; false when it was taken already. */
export async function claimDigest(trx: Db, searchId: number, day: string): Promise<boolean> {
  const rows = await trx('alert_digests')
    .insert({ saved_search_id: searchId, day, notifications: 0 })
    .onConflict(['saved_search_id', 'day'])
    .ignore()
    .returning('saved_search_id');
  return rows.length > 0;
}

export async function recordDigest(
  trx: Db,
  searchId: number,
  day: string,
  count: number,
  outboxId: number | null,
): Promise<void> {
  await trx('alert_digests')
    .where({ saved_search_id: searchId, day })
    .update({ notifications: count, outbox_id: outboxId });
}

export function unsentNotifications(
  trx: Db,
  searchId: number,
  since: Date,
): Promise<
  {
    id: number;
    kind: NotificationKind;
    price: number;
    previous_price: number | null;
    listing_id: number;
    title: string;
  }[]
> {
  return trx('notifications as n')
    .join('listings as l', 'l.id', 'n.listing_id')
    .select('n.id', 'n.kind', 'n.price', 'n.previous_price', 'n.listing_id', 'l.title')
    .where('n.saved_search_id', searchId)
    .whereNull('n.emailed_at')
    .andWhere('n.created_at', '>=', since)
    .orderBy('n.id');
}

export function searchWithOwner(trx: Db, id: number): Promise<AlertSearchRow | undefined> {
  return trx('saved_searches as s')
    .join('users as u', 'u.id', 's.user_id')
    .select('s.*', 'u.email')
    .where('s.id', id)
    .first();
}
