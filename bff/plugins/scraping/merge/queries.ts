// The set-based SQL of merging: a listing's summary from its active offers, offers a complete pass
// did not see, offers a 304 page still vouches for, and the listings a new record might be.
import type { Knex } from 'knex';
import { resolveLocation } from '../../../../db/reference/uk-places.js';
import type { SourceRecord } from '../connectors/types.js';
import { vehicleKey, type Candidate } from './match.js';

/** Where a seller is: its postcode district's centre, else its town's, else the middle of Great Britain. */
export function locate(postcode: string, town: string): { lat: number; lon: number } {
  const at = resolveLocation(postcode) ?? resolveLocation(town);
  return at ? { lat: at.lat, lon: at.lon } : { lat: 53.8, lon: -1.55 };
}

/**
 * Each listing's price, platform and link are its lowest active offer's; its platform mask and offer
 * count its active offers'; a listing left with none is removed (and revived when one comes back:
 * a relist, counted).
 * Rows already right are not written, so the change feed carries only real changes.
 */
export async function refreshListings(trx: Knex.Transaction, ids: number[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await trx.raw(
    `with agg as (
       select o.listing_id,
              count(*) filter (where o.status = 'active')::int as n,
              coalesce(bit_or(1 << p.bit) filter (where o.status = 'active'), 0) as mask,
              (array_agg(o.price order by o.price, o.id) filter (where o.status = 'active'))[1] as price,
              (array_agg(o.platform order by o.price, o.id) filter (where o.status = 'active'))[1] as platform,
              (array_agg(o.external_url order by o.price, o.id) filter (where o.status = 'active'))[1] as url
         from offers o join platforms p on p.id = o.platform
        where o.listing_id = any(?::int[])
        group by o.listing_id)
     update listings l
        set price = coalesce(agg.price, l.price), platform = coalesce(agg.platform, l.platform),
            external_url = coalesce(agg.url, l.external_url), platform_mask = agg.mask,
            offer_count = agg.n, status = case when agg.n > 0 then 'active' else 'removed' end,
            removed_at = case when agg.n > 0 then null else coalesce(l.removed_at, ?::timestamptz) end,
            -- A removed listing with an active offer again is a relist (SET reads the row as it was):
            -- counted, dated, and its time off the market kept out of its days on market.
            relist_count = l.relist_count + case when l.status = 'removed' and agg.n > 0 then 1 else 0 end,
            relisted_at = case when l.status = 'removed' and agg.n > 0 then ?::timestamptz else l.relisted_at end,
            off_market_seconds = l.off_market_seconds + case when l.status = 'removed' and agg.n > 0
              then greatest(0, extract(epoch from ?::timestamptz - coalesce(l.removed_at, ?::timestamptz)))::int
              else 0 end,
            last_seen_at = case when agg.n > 0 then ?::timestamptz else l.last_seen_at end,
            updated_at = ?::timestamptz
       from agg
      where l.id = agg.listing_id
        and (l.price, l.platform, l.external_url, l.platform_mask, l.offer_count, l.status)
            is distinct from (coalesce(agg.price, l.price), coalesce(agg.platform, l.platform),
                              coalesce(agg.url, l.external_url), agg.mask, agg.n,
                              case when agg.n > 0 then 'active' else 'removed' end)`,
    [ids, ...Array<string>(6).fill(now.toISOString())],
  );
}

/**
 * After a complete pass of a source: its active offers that no page of the pass listed have gone from
 * it. `seen` selects one column, external_id: the ids the pass's pages listed (crawl_pages, a 304
 * page's from its last fetch). The source's last complete pass is recorded: an active offer was seen
 * then (re-seen offers are never written one by one). Returns the listings the removed offers belonged
 * to. Never called for a failed or partial pass.
 *
 * The difference is taken here, in a hash set: in SQL, an anti-join whose sides the planner has no
 * statistics for (a fresh database, autovacuum off) can become a nested loop, quadratic in the
 * source's size (measured: four minutes for 68,000 offers).
 */
export async function removeUnseen(
  trx: Knex.Transaction,
  sourceId: string,
  seen: Knex.QueryBuilder,
  now: Date,
): Promise<{ removed: number; listingIds: number[] }> {
  const listed = new Set(((await seen) as { external_id: string }[]).map((r) => r.external_id));
  const active = (await trx('offers')
    .where({ platform: sourceId, status: 'active' })
    .select('id', 'external_id')) as { id: number; external_id: string }[];
  const gone = active.filter((o) => !listed.has(o.external_id)).map((o) => o.id);
  const { rows } = (await trx.raw(
    `update offers set status = 'removed', removed_at = ?::timestamptz
      where id = any(?::int[]) returning listing_id`,
    [now.toISOString(), gone],
  )) as { rows: { listing_id: number }[] };
  await trx('platforms').where('id', sourceId).update({ last_pass_at: now });
  const listingIds = [...new Set(rows.map((r) => r.listing_id))];
  await refreshListings(trx, listingIds, now);
  return { removed: rows.length, listingIds };
}

/** The external ids the pages of one run's pass over a source listed. */
export function seenInRun(trx: Knex.Transaction, runId: number, sourceId: string): Knex.QueryBuilder {
  return trx('crawl_frontier as f')
    .join('crawl_pages as p', function () {
      this.on('p.source_id', 'f.source_id').andOn('p.url', 'f.url');
    })
    .where({ 'f.run_id': runId, 'f.source_id': sourceId, 'f.state': 'done' })
    .select(trx.raw('unnest(p.external_ids) as external_id'));
}

/**
 * Relevance of the listings a run touched (000 §9's default order): completeness, the price against
 * comparable active listings (same make, model and year, same kind of seller), freshness, trade bonus.
 */
export async function rescore(knex: Knex, since: Date): Promise<number> {
  const { rowCount } = (await knex.raw(
    `with touched as (
       select id, make, model, year, seller_type, price, features, service_history, registration, first_seen_at
         from listings where status = 'active' and updated_at >= ?::timestamptz),
     -- One pass over the active listings, hashed: comparable = same make, model, year and kind of seller.
     usual as (
       select make, model, year, seller_type, avg(price)::float8 as avg_price
         from listings
        where status = 'active'
        group by make, model, year, seller_type),
     scored as (
       select t.id, round((
           0.35 * (least(1, cardinality(t.features) / 10.0) * 0.5
                   + case when t.service_history = 'full' then 0.3 else 0.1 end
                   + case when t.registration is null then 0 else 0.2 end)
         + 0.35 * greatest(0, least(1, 0.5 + ((u.avg_price - t.price) / nullif(u.avg_price, 0)) * 4))
         + 0.2 * greatest(0, 1 - extract(epoch from (now() - t.first_seen_at)) / (121 * 86400))
         + case when t.seller_type = 'trade' then 0.1 else 0.04 end)::numeric, 3)::real as relevance
         from touched t
         join usual u on u.make = t.make and u.model = t.model and u.year = t.year and u.seller_type = t.seller_type)
     update listings l set relevance = s.relevance
       from scored s where l.id = s.id and l.relevance is distinct from s.relevance`,
    [since.toISOString()],
  )) as { rowCount: number };
  return rowCount ?? 0;
}

/** How long a removed listing waits for its vehicle to come back without a plate or VIN to say so. */
export const RELIST_WINDOW_DAYS = 60;

/**
 * Listings a new record might be: by registration, by VIN, or by make, model, year and postcode (each
 * an index). `relistable`: a removed listing the fuzzy match may revive (match.ts): removed within
 * the window, not a private seller's own listing (its account owns it; an erased one is history
 * only), and holding no plate or VIN an active listing now has.
 */
export async function fetchCandidates(
  trx: Knex.Transaction,
  records: SourceRecord[],
  now: Date = new Date(),
): Promise<Candidate[]> {
  const regs = [...new Set(records.flatMap((r) => (r.registration ? [r.registration] : [])))];
  const vins = [...new Set(records.flatMap((r) => (r.vin ? [r.vin] : [])))];
  const keys = [
    ...new Map(records.map((r) => [vehicleKey({ ...r, postcode: r.seller.postcode }), r])).values(),
  ];
  // A union of three index lookups: one `or` across them would scan the table.
  const { rows } = (await trx.raw(
    `with ids as (
       select id from listings where registration = any(?::text[])
       union
       select id from listings where vin = any(?::text[])
       union
       select l.id from listings l
         join unnest(?::text[], ?::text[], ?::int[], ?::text[]) as k(make, model, year, postcode)
           on lower(l.make) = k.make and lower(l.model) = k.model and l.year = k.year and l.postcode = k.postcode)
     select l.id, l.category, l.make, l.model, l.year, l.postcode, l.mileage, l.color, l.fuel_type,
            l.transmission, l.registration, l.vin, l.status, l.platform_mask, s.name as seller_name,
            (l.status = 'removed' and l.removed_at >= ?::timestamptz - make_interval(days => ?)
              and s.user_id is null
              and not exists (select 1 from listings x where x.status = 'active' and x.registration = l.registration)
              and not exists (select 1 from listings x where x.status = 'active' and x.vin = l.vin)) as relistable
       from ids join listings l on l.id = ids.id join sellers s on s.id = l.seller_id`,
    [
      regs,
      vins,
      keys.map((r) => r.make.toLowerCase()),
      keys.map((r) => r.model.toLowerCase()),
      keys.map((r) => r.year),
      keys.map((r) => r.seller.postcode),
      now.toISOString(),
      RELIST_WINDOW_DAYS,
    ],
  )) as { rows: Candidate[] };
  return rows;
}
