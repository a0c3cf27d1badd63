// The SQL of search. User text is always a bound parameter.
import type { Knex } from 'knex';
import type { Category, SellerType } from '../../../db/reference/types.js';
import type { DealRating } from './types.js';
import type { DealDetail } from '../deals/model.js';

export interface IndexRow {
  id: number;
  category: Category;
  status: 'active' | 'removed';
  make: string;
  model: string;
  fuel_type: string;
  body_type: string;
  transmission: string;
  color: string;
  seller_type: SellerType;
  doors: number;
  seats: number;
  previous_owners: number;
  is_electric: boolean;
  year: number;
  engine_size: number;
  electric_range: number | null;
  price: number;
  mileage: number;
  platform_mask: number;
  lat: number;
  lon: number;
  relevance: number;
  title: string;
  variant: string;
  description: string;
  /** The deal rating as its code (DEAL_CODES: 0 not rated yet, 1 great … 6 insufficient). */
  deal: number;
  /** (price − expected) / expected; NaN when there is no expected price. */
  deal_score: number;
  /** When the vehicle was first seen on any platform, in minutes since 1970. */
  listed: number;
  /** When its price last fell, in minutes since 1970; 0: no drop since it last rose. */
  dropped: number;
  /** The row version read (PostgreSQL's xmin and ctid): a snapshot of the index is checked against it. */
  xmin?: number;
  ctid_block?: number;
  ctid_item?: number;
}

/** Deal ratings by code, as the index holds them (0: not rated yet). */
export const DEAL_CODES = ['', 'great', 'good', 'fair', 'high', 'overpriced', 'insufficient'] as const;

// The index's derived columns, the same SQL for the start-up load (index-load.ts) and a refresh.
export const DEAL_CODE_SQL = `(case deal_rating ${DEAL_CODES.slice(1)
  .map((r, code) => `when '${r}' then ${code + 1}`)
  .join(' ')} else 0 end)::int2`;
export const DEAL_SCORE_SQL = "coalesce(deal_score, 'NaN'::real)";
export const LISTED_SQL = '(extract(epoch from first_seen_at) / 60)::int4';
export const DROPPED_SQL = 'coalesce((extract(epoch from price_dropped_at) / 60)::int4, 0)';

const INDEX_COLUMNS = [
  'id',
  'category',
  'status',
  'make',
  'model',
  'fuel_type',
  'body_type',
  'transmission',
  'color',
  'seller_type',
  'doors',
  'seats',
  'previous_owners',
  'is_electric',
  'year',
  'engine_size',
  'electric_range',
  'price',
  'mileage',
  'platform_mask',
  'lat',
  'lon',
  'relevance',
  'title',
  'variant',
  'description',
];

/**
 * The given listings whatever their status, to bring the index up to date with them (the start-up
 * load of every active listing reads the same columns in bulk: index-load.ts).
 */
export async function loadIndexRows(knex: Knex, by: { ids: number[] }): Promise<IndexRow[]> {
  const rows = (await knex('listings')
    .select(INDEX_COLUMNS)
    .select(
      knex.raw(`${DEAL_CODE_SQL} as deal`),
      knex.raw(`${DEAL_SCORE_SQL} as deal_score`),
      knex.raw(`${LISTED_SQL} as listed`),
      knex.raw(`${DROPPED_SQL} as dropped`),
    )
    .select(
      knex.raw('xmin::text::bigint as xmin'),
      knex.raw('(ctid::text::point)[0]::bigint as ctid_block'),
      knex.raw('(ctid::text::point)[1]::int as ctid_item'),
    )
    .whereRaw('id = any(?::int[])', [by.ids])) as IndexRow[];
  for (const row of rows) {
    row.engine_size = Number(row.engine_size);
    row.deal_score = Number(row.deal_score);
  }
  return rows;
}

/**
 * How many active listings each category has, and the listings table's size in bytes: a start-up
 * load sizes its arrays once, and takes a text worker for a large table (counted from the partial
 * index of active listings by category).
 */
export async function activeListingCounts(
  knex: Knex,
): Promise<{ counts: Record<Category, number>; tableBytes: number }> {
  const rows = (await knex('listings')
    .select('category')
    .count({ n: '*' })
    .select(knex.raw("pg_relation_size(to_regclass('listings'))::float8 as bytes"))
    .where('status', 'active')
    .groupBy('category')) as { category: Category; n: number | string; bytes: number }[];
  const counts: Record<Category, number> = { car: 0, motorcycle: 0, van: 0 };
  for (const row of rows) counts[row.category] = Number(row.n);
  return { counts, tableBytes: rows[0]?.bytes ?? 0 };
}

/** Which database a snapshot of the index was read from, and when (index-build.ts). */
export interface SnapshotIdentity {
  database: string;
  schema: string;
  /** The last migration run: another means the listings' columns may mean something else. */
  migration: string | null;
  /** The next transaction id then (xid8, as text): how far row versions may have moved on. */
  xid: string;
}

export async function snapshotIdentity(knex: Knex): Promise<SnapshotIdentity> {
  const { rows } = (await knex.raw(
    `select current_database() as database, current_schema() as schema,
       (select max(name) from knex_migrations) as migration,
       pg_snapshot_xmax(pg_current_snapshot())::text as xid`,
  )) as { rows: SnapshotIdentity[] };
  return rows[0]!;
}

/** A listing's columns with its seller's name and town, as the detail page reads them. */
export interface ListingRow {
  id: number;
  category: Category;
  title: string;
  make: string;
  model: string;
  variant: string;
  year: number;
  price: number;
  mileage: number;
  fuel_type: string;
  transmission: string;
  body_type: string;
  engine_size: number;
  power_bhp: number | null;
  doors: number;
  seats: number;
  color: string;
  previous_owners: number;
  is_electric: boolean;
  electric_range: number | null;
  charging_type: string | null;
  image_count: number;
  platform: string;
  external_url: string;
  seller_type: SellerType;
  seller_name: string;
  seller_town: string;
  postcode: string;
  lat: number;
  lon: number;
  first_seen_at: Date;
  service_history: string | null;
  deal_rating: DealRating | null;
  price_drop: number | null;
  price_dropped_at: Date | null;
}

const LISTING_COLUMNS = [
  'l.id',
  'l.category',
  'l.title',
  'l.make',
  'l.model',
  'l.variant',
  'l.year',
  'l.price',
  'l.mileage',
  'l.fuel_type',
  'l.transmission',
  'l.body_type',
  'l.engine_size',
  'l.power_bhp',
  'l.doors',
  'l.seats',
  'l.color',
  'l.previous_owners',
  'l.is_electric',
  'l.electric_range',
  'l.charging_type',
  'l.image_count',
  'l.platform',
  'l.external_url',
  'l.seller_type',
  'l.postcode',
  'l.lat',
  'l.lon',
  'l.first_seen_at',
  'l.deal_rating',
  'l.price_drop',
  'l.price_dropped_at',
  'l.service_history',
  's.name as seller_name',
  's.town as seller_town',
];

export interface OfferRow {
  id: number;
  listing_id: number;
  platform: string;
  external_url: string;
  price: number;
  first_seen_at: Date;
  last_seen_at: Date;
}

/**
 * Listings' active offers, cheapest first. An active offer was last seen when it was last written or
 * at its source's last complete pass, whichever is later (a pass does not rewrite unchanged offers).
 */
export async function activeOffers(knex: Knex, listingIds: number[]): Promise<OfferRow[]> {
  if (listingIds.length === 0) return [];
  return knex('offers as o')
    .leftJoin('platforms as p', 'p.id', 'o.platform')
    .select(
      'o.id',
      'o.listing_id',
      'o.platform',
      'o.external_url',
      'o.price',
      'o.first_seen_at',
      knex.raw('greatest(o.last_seen_at, p.last_pass_at) as last_seen_at'),
    )
    .whereRaw('o.listing_id = any(?::int[])', [listingIds])
    .andWhere('o.status', 'active')
    .orderBy([{ column: 'o.price' }, { column: 'o.id' }]);
}

export interface DetailRow extends ListingRow {
  mot_expiry: string | null;
  road_tax: number | null;
  insurance_group: number | null;
  features: string[];
  description: string;
  registration: string | null;
  status: 'active' | 'removed';
  last_seen_at: Date;
  seller_id: number;
  seller_phone: string | null;
  seller_website: string | null;
  seller_postcode: string;
  deal_expected_price: number | null;
  deal_comparables: number | null;
  deal_detail: DealDetail | null;
  deal_rated_at: Date | null;
}

export async function detailRow(knex: Knex, id: number): Promise<DetailRow | undefined> {
  const row = (await knex('listings as l')
    .join('sellers as s', 's.id', 'l.seller_id')
    .select([
      ...LISTING_COLUMNS,
      'l.mot_expiry',
      'l.road_tax',
      'l.insurance_group',
      'l.features',
      'l.description',
      'l.registration',
      'l.status',
      'l.last_seen_at',
      'l.seller_id',
      's.phone as seller_phone',
      's.website as seller_website',
      's.postcode as seller_postcode',
      'l.deal_expected_price',
      'l.deal_comparables',
      'l.deal_detail',
      'l.deal_rated_at',
    ])
    .where('l.id', id)
    .first()) as DetailRow | undefined;
  if (row) row.engine_size = Number(row.engine_size);
  return row;
}

export async function priceHistory(knex: Knex, listingId: number) {
  return knex('price_history')
    .select('platform', 'price', 'recorded_at')
    .where('listing_id', listingId)
    .orderBy([{ column: 'recorded_at' }, { column: 'id' }]) as Promise<
    { platform: string; price: number; recorded_at: Date }[]
  >;
}

export async function platformRows(knex: Knex): Promise<{ id: string; name: string; bit: number }[]> {
  return knex('platforms').select('id', 'name', 'bit').orderBy('bit');
}

export interface MarketRow {
  first_seen_at: Date;
  days_on_market: number;
  platforms_seen: number;
  relist_count: number;
}

/**
 * A listing's life on the market (docs/buyer-intelligence.md): first seen on any platform (the
 * listing, its offers, its price history: the earliest), days advertised since then (to now, or to
 * its removal) less the time it was off every platform between relists, the platforms it was ever
 * offered on (offers active or removed, and price history), and its relists.
 */
export async function marketRow(knex: Knex, listingId: number): Promise<MarketRow | undefined> {
  const { rows } = (await knex.raw(
    `with seen as (
       select least(l.first_seen_at,
                    (select min(o.first_seen_at) from offers o where o.listing_id = l.id),
                    (select min(h.recorded_at) from price_history h where h.listing_id = l.id)) as first_seen_at,
              case when l.status = 'active' then now() else coalesce(l.removed_at, now()) end as until,
              l.off_market_seconds, l.relist_count, l.id
         from listings l where l.id = ?)
     select s.first_seen_at, s.relist_count::int as relist_count,
            greatest(0, floor((extract(epoch from s.until - s.first_seen_at) - s.off_market_seconds) / 86400))::int
              as days_on_market,
            (select count(*) from (
               select platform from offers where listing_id = s.id
               union
               select platform from price_history where listing_id = s.id) p)::int as platforms_seen
       from seen s`,
    [listingId],
  )) as { rows: MarketRow[] };
  return rows[0];
}
