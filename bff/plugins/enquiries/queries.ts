// The enquiry feature's SQL: plain functions over knex (a transaction or the pool).
import type { Knex } from 'knex';
import type { EnquiryMessage, EnquirySender } from './schemas.js';

export interface ListingRow {
  id: number;
  title: string;
  status: string;
  seller_name: string;
  seller_type: 'trade' | 'private';
  seller_user_id: number | null;
  photo_count: number;
}

export function findListing(knex: Knex, id: number): Promise<ListingRow | undefined> {
  return knex('listings as l')
    .join('sellers as s', 's.id', 'l.seller_id')
    .where('l.id', id)
    .first(
      'l.id',
      'l.title',
      'l.status',
      's.name as seller_name',
      's.seller_type',
      's.user_id as seller_user_id',
      knex.raw('(select count(*)::int from listing_photos p where p.listing_id = l.id) as photo_count'),
    );
}

export interface ThreadRow {
  id: number;
  listing_id: number;
  buyer_id: number;
  last_message_at: Date | string;
  title: string;
  seller_name: string;
  seller_user_id: number | null;
  buyer_first_name: string;
  buyer_username: string;
  /** Uploaded photos of the listing: the first is its picture, else the drawing. */
  photo_count: number;
}

function threadQuery(knex: Knex) {
  return knex('enquiry_threads as t')
    .join('listings as l', 'l.id', 't.listing_id')
    .join('sellers as s', 's.id', 'l.seller_id')
    .join('users as u', 'u.id', 't.buyer_id')
    .select(
      't.id',
      't.listing_id',
      't.buyer_id',
      't.last_message_at',
      'l.title',
      's.name as seller_name',
      's.user_id as seller_user_id',
      'u.first_name as buyer_first_name',
      'u.username as buyer_username',
      knex.raw('(select count(*)::int from listing_photos p where p.listing_id = l.id) as photo_count'),
    );
}

export function findBuyerThread(
  knex: Knex,
  listingId: number,
  buyerId: number,
): Promise<ThreadRow | undefined> {
  return threadQuery(knex).where({ 't.listing_id': listingId, 't.buyer_id': buyerId }).first();
}

/** A thread on one of the seller's listings; another person's thread is as good as missing. */
export function findSellerThread(
  knex: Knex,
  threadId: number,
  sellerUserId: number,
): Promise<ThreadRow | undefined> {
  return threadQuery(knex).where({ 't.id': threadId, 's.user_id': sellerUserId }).first();
}

export function sellerThreads(
  knex: Knex,
  sellerUserId: number,
): Promise<(ThreadRow & { unread: number | string })[]> {
  return threadQuery(knex)
    .where('s.user_id', sellerUserId)
    .select(
      knex.raw(
        "(select count(*) from enquiry_messages m where m.thread_id = t.id and m.sender = 'buyer' and m.read_at is null) as unread",
      ),
    )
    .orderBy([
      { column: 't.last_message_at', order: 'desc' },
      { column: 't.id', order: 'desc' },
    ]);
}

interface MessageRow {
  id: number;
  thread_id: number;
  sender: EnquirySender;
  body: string;
  created_at: Date | string;
  read_at: Date | string | null;
}

const iso = (d: Date | string) => new Date(d).toISOString();

export const toMessage = (row: MessageRow): EnquiryMessage => ({
  id: row.id,
  sender: row.sender,
  body: row.body,
  createdAt: iso(row.created_at),
  readAt: row.read_at ? iso(row.read_at) : null,
});

export async function threadMessages(knex: Knex, threadId: number): Promise<EnquiryMessage[]> {
  const rows: MessageRow[] = await knex('enquiry_messages')
    .where('thread_id', threadId)
    .orderBy([{ column: 'created_at' }, { column: 'id' }]);
  return rows.map(toMessage);
}

/** The newest message of each thread, for the inbox. */
export async function lastMessages(knex: Knex, threadIds: number[]): Promise<Map<number, EnquiryMessage>> {
  if (!threadIds.length) return new Map();
  const rows: MessageRow[] = await knex('enquiry_messages')
    .distinctOn('thread_id')
    .whereIn('thread_id', threadIds)
    .orderBy([
      { column: 'thread_id' },
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ]);
  return new Map(rows.map((r) => [r.thread_id, toMessage(r)]));
}

export function insertMessage(knex: Knex, threadId: number, sender: EnquirySender, body: string, at: Date) {
  return knex('enquiry_messages').insert({ thread_id: threadId, sender, body, created_at: at });
}

export function markRead(knex: Knex, threadId: number, senders: EnquirySender[], at: Date) {
  return knex('enquiry_messages')
    .where('thread_id', threadId)
    .whereIn('sender', senders)
    .whereNull('read_at')
    .update({ read_at: at });
}

export async function buyerMessagesSince(knex: Knex, threadId: number, since: Date): Promise<number> {
  const row = await knex('enquiry_messages')
    .where({ thread_id: threadId, sender: 'buyer' })
    .where('created_at', '>', since)
    .count<{ count: string | number }[]>('* as count')
    .first();
  return Number(row?.count ?? 0);
}

/** Creates the buyer's thread for a listing, or touches the one they have. */
export async function upsertThread(
  knex: Knex,
  listingId: number,
  buyerId: number,
  at: Date,
): Promise<number> {
  const [row] = await knex('enquiry_threads')
    .insert({ listing_id: listingId, buyer_id: buyerId, created_at: at, last_message_at: at })
    .onConflict(['listing_id', 'buyer_id'])
    .merge({ last_message_at: at })
    .returning('id');
  return (row as { id: number }).id;
}

export function touchThread(knex: Knex, threadId: number, at: Date) {
  return knex('enquiry_threads').where('id', threadId).update({ last_message_at: at });
}
