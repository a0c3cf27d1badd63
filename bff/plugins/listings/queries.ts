// The SQL of a user's listings, views and analytics. User input is always a bound parameter.
import type { Knex } from 'knex';

export async function sellerIdOf(knex: Knex, userId: number): Promise<number | undefined> {
  const row = (await knex('sellers').select('id').where({ user_id: userId }).orderBy('id').first()) as
    { id: number } | undefined;
  return row?.id;
}

export interface OwnedRow {
  id: number;
  status: 'active' | 'removed';
  price: number;
  seller_id: number;
}

/** A listing the user owns (through their seller row), or undefined: another's listing is unknown to them. */
export async function ownedListing(knex: Knex, userId: number, id: number): Promise<OwnedRow | undefined> {
  return knex('listings as l')
    .join('sellers as s', 's.id', 'l.seller_id')
    .select('l.id', 'l.status', 'l.price', 'l.seller_id')
    .where({ 'l.id': id, 's.user_id': userId })
    .first();
}

export interface UserListingRow {
  id: number;
  status: 'active' | 'removed';
  first_seen_at: Date;
  removed_at: Date | null;
  description: string;
  features: string[];
  registration: string | null;
  postcode: string;
  town: string;
  views: number;
  enquiries: number;
  photo_count: number;
}

export async function userListingRows(knex: Knex, userId: number): Promise<UserListingRow[]> {
  return knex('listings as l')
    .join('sellers as s', 's.id', 'l.seller_id')
    .where('s.user_id', userId)
    .select(
      'l.id',
      'l.status',
      'l.first_seen_at',
      'l.removed_at',
      'l.description',
      'l.features',
      'l.registration',
      'l.postcode',
      's.town',
      knex.raw('(select count(*)::int from listing_views v where v.listing_id = l.id) as views'),
      knex.raw('(select count(*)::int from enquiry_threads t where t.listing_id = l.id) as enquiries'),
      knex.raw('(select count(*)::int from listing_photos p where p.listing_id = l.id) as photo_count'),
    )
    .orderBy('l.id', 'desc');
}

export async function countFor(knex: Knex, sql: string, bindings: readonly unknown[]): Promise<number> {
  const result = await knex.raw(sql, bindings as Knex.RawBinding[]);
  return Number(result.rows[0]?.n ?? 0);
}

export async function viewsByDay(knex: Knex, ids: number[], days: number) {
  const result = await knex.raw(
    // UTC days as instants (timestamptz), so the session's time zone cannot move the boundaries.
    `select to_char(d.day at time zone 'UTC', 'YYYY-MM-DD') as date,
            (select count(*)::int from listing_views v
              where v.listing_id = any(?::int[]) and v.viewed_at >= d.day and v.viewed_at < d.day + interval '1 day') as views
       from generate_series((date_trunc('day', now() at time zone 'UTC') at time zone 'UTC') - (? * interval '1 day'),
                            date_trunc('day', now() at time zone 'UTC') at time zone 'UTC', interval '1 day') as d(day)
      order by d.day`,
    [ids, days - 1],
  );
  return (result.rows as { date: string; views: number }[]).map((r) => ({
    date: r.date,
    views: Number(r.views),
  }));
}

/** Median asking price of comparable active listings: same category, make, model, year ±1, not itself. */
export async function comparables(knex: Knex, id: number) {
  const result = await knex.raw(
    `select count(*)::int as n,
            percentile_cont(0.5) within group (order by c.price) as median
       from listings l
       join listings c on c.category = l.category and lower(c.make) = lower(l.make)
                      and lower(c.model) = lower(l.model) and c.year between l.year - 1 and l.year + 1
                      and c.status = 'active' and c.id <> l.id
      where l.id = ?`,
    [id],
  );
  const row = result.rows[0] as { n: number; median: number | null } | undefined;
  return {
    count: Number(row?.n ?? 0),
    median: row?.median === null || row?.median === undefined ? null : Number(row.median),
  };
}

export async function recentActivity(knex: Knex, ids: number[], limit: number) {
  const result = await knex.raw(
    `select * from (
       select 'view' as kind, v.listing_id, v.viewed_at as at from listing_views v where v.listing_id = any(?::int[])
       union all
       select 'enquiry', t.listing_id, t.created_at from enquiry_threads t where t.listing_id = any(?::int[])
       union all
       select 'listed', l.id, l.first_seen_at from listings l where l.id = any(?::int[])
       union all
       select 'removed', l.id, l.removed_at from listings l where l.id = any(?::int[]) and l.removed_at is not null
     ) a order by at desc limit ?`,
    [ids, ids, ids, ids, limit],
  );
  return result.rows as { kind: 'view' | 'enquiry' | 'listed' | 'removed'; listing_id: number; at: Date }[];
}
