// The social toolkit's SQL: posts, and the figures analytics are computed from (visits through the
// tracked links; enquiries and dream-garage saves that followed them). Days are Europe/London days.
import type { Knex } from 'knex';
import type { Platform } from './platforms.js';
import type { DeliveryState, PostStatus } from './schemas.js';

export interface PostRow {
  id: number;
  dealer_id: number;
  car_id: number;
  car_title: string;
  template_id: string;
  platform: Platform;
  title: string;
  description: string;
  hashtags: string[];
  status: PostStatus;
  link_code: string;
  image_url: string;
  video_id: number | null;
  video_url: string | null;
  delivery_state: DeliveryState;
  delivery_message: string;
  created_at: Date | string;
}

export type NewPost = Omit<PostRow, 'id' | 'car_title' | 'created_at' | 'hashtags'> & {
  hashtags: string;
  created_by: number;
};

/** A visitor: the person once known, else the browser. */
const VISITOR = `coalesce('u' || v.user_id, 'v' || v.visitor_key)`;

const postColumns = (knex: Knex) => [
  'p.id',
  'p.dealer_id',
  'p.car_id',
  'l.title as car_title',
  'p.template_id',
  'p.platform',
  'p.title',
  'p.description',
  'p.hashtags',
  'p.status',
  'p.link_code',
  'p.image_url',
  'p.video_id',
  'p.video_url',
  'p.delivery_state',
  'p.delivery_message',
  knex.raw('p.created_at'),
];

export async function insertPost(knex: Knex, row: NewPost): Promise<number> {
  const [inserted] = (await knex('social_posts').insert(row).returning('id')) as { id: number }[];
  return inserted!.id;
}

export async function postsOf(
  knex: Knex,
  dealerId: number,
  limit: number,
  ids?: number[],
): Promise<PostRow[]> {
  return (await knex('social_posts as p')
    .join('listings as l', 'l.id', 'p.car_id')
    .where('p.dealer_id', dealerId)
    .modify((q) => {
      if (ids) q.whereIn('p.id', ids);
    })
    .select(postColumns(knex))
    .orderBy([
      { column: 'p.created_at', order: 'desc' },
      { column: 'p.id', order: 'desc' },
    ])
    .limit(limit)) as PostRow[];
}

export interface PostStats {
  post_id: number;
  views: number;
  reach: number;
}

/** Views and reach per post of the dealer (since a time, or ever). */
export async function statsByPost(knex: Knex, dealerId: number, since: Date | null): Promise<PostStats[]> {
  const { rows } = (await knex.raw(
    `select v.post_id, count(*)::int as views, count(distinct ${VISITOR})::int as reach
       from social_link_visits v join social_posts p on p.id = v.post_id
      where p.dealer_id = ? and v.counted and v.visited_at >= ?
      group by v.post_id`,
    [dealerId, since ?? new Date(0)],
  )) as { rows: PostStats[] };
  return rows;
}

/** Views and reach grouped by platform, by London day, or in all (since a time). */
export async function statsBy(
  knex: Knex,
  dealerId: number,
  since: Date,
  by: 'platform' | 'day' | 'all',
): Promise<{ key: string; views: number; reach: number }[]> {
  const key =
    by === 'platform'
      ? 'p.platform'
      : by === 'day'
        ? `to_char((v.visited_at at time zone 'Europe/London')::date, 'YYYY-MM-DD')`
        : `'all'`;
  const { rows } = (await knex.raw(
    `select ${key} as key, count(*)::int as views, count(distinct ${VISITOR})::int as reach
       from social_link_visits v join social_posts p on p.id = v.post_id
      where p.dealer_id = ? and v.counted and v.visited_at >= ?
      group by 1`,
    [dealerId, since],
  )) as { rows: { key: string; views: number; reach: number }[] };
  return rows;
}

export async function postsByPlatform(
  knex: Knex,
  dealerId: number,
  since: Date,
): Promise<{ platform: Platform; posts: number }[]> {
  return (await knex('social_posts')
    .where('dealer_id', dealerId)
    .where('created_at', '>=', since)
    .groupBy('platform')
    .select('platform', knex.raw('count(*)::int as posts'))) as { platform: Platform; posts: number }[];
}

export interface Engagement {
  post_id: number;
  platform: Platform;
  kind: 'enquiry' | 'save';
}

/**
 * Enquiries (a buyer's thread opened) and saves of the dealer's posted cars, each attributed to the
 * last post of that car the person arrived through before it; those that followed no arrival, or
 * whose last arrival was through another dealer's post, are not the dealer's.
 */
export async function engagements(knex: Knex, dealerId: number, since: Date | null): Promise<Engagement[]> {
  const { rows } = (await knex.raw(
    `with cars as (select distinct car_id from social_posts where dealer_id = ?),
     ev as (
       select 'enquiry' as kind, t.buyer_id as user_id, t.listing_id, t.created_at as at
         from enquiry_threads t join cars c on c.car_id = t.listing_id
       union all
       select 'save', g.user_id, g.listing_id, g.created_at
         from dream_garage g join cars c on c.car_id = g.listing_id
     )
     select last.post_id, last.platform, ev.kind
       from ev
       join lateral (
         select v.post_id, p.platform, p.dealer_id
           from social_link_visits v join social_posts p on p.id = v.post_id
          where v.user_id = ev.user_id and p.car_id = ev.listing_id and v.visited_at < ev.at
          order by v.visited_at desc, v.id desc
          limit 1
       ) last on true
      where last.dealer_id = ? and ev.at >= ?`,
    [dealerId, dealerId, since ?? new Date(0)],
  )) as { rows: Engagement[] };
  return rows;
}

/** The first London day of a window of `days` days ending today, and the moment it began. */
export async function windowStart(knex: Knex, days: number): Promise<{ first: string; since: Date }> {
  const { rows } = (await knex.raw(
    `select to_char(d, 'YYYY-MM-DD') as first, (d::timestamp at time zone 'Europe/London') as since
       from (select (now() at time zone 'Europe/London')::date - ?::int + 1 as d) x`,
    [days],
  )) as { rows: { first: string; since: Date | string }[] };
  return { first: rows[0]!.first, since: new Date(rows[0]!.since) };
}
