// The lease deals' SQL: only the popularity ranking, which reads what people did (saves, enquiries,
// recent views) rather than the listings. Driven by those tables, each listing joined by its key.
import type { Knex } from 'knex';

/** A save or an enquiry counts as much as this many views. */
export const SAVE_WEIGHT = 5;
export const ENQUIRY_WEIGHT = 5;
/** Views older than this many days no longer count. */
export const VIEW_DAYS = 30;

export interface PopularFilter {
  minYear: number;
  maxMileage: number;
  bodyType: string | null;
  now: Date;
}

/**
 * Active, eligible cars that people showed interest in, most interest first (ties: lower id), at most
 * `limit`. Interest = saves × 5 + enquiries × 5 + views in the last 30 days.
 */
export async function popularListingIds(knex: Knex, filter: PopularFilter, limit: number): Promise<number[]> {
  const since = new Date(filter.now.getTime() - VIEW_DAYS * 24 * 60 * 60 * 1000);
  const interest = knex.raw(
    `(select listing_id, ${SAVE_WEIGHT} as weight from dream_garage
      union all select listing_id, ${ENQUIRY_WEIGHT} as weight from enquiry_threads
      union all select listing_id, 1 as weight from listing_views where viewed_at >= ?) as i`,
    [since],
  );
  const q = knex
    .from(interest)
    .join('listings as l', 'l.id', 'i.listing_id')
    .where({ 'l.status': 'active', 'l.category': 'car' })
    .andWhere('l.year', '>=', filter.minYear)
    .andWhere('l.mileage', '<=', filter.maxMileage)
    .groupBy('l.id')
    .select('l.id')
    .orderByRaw('sum(i.weight) desc, l.id asc')
    .limit(limit);
  if (filter.bodyType) q.andWhere('l.body_type', filter.bodyType);
  const rows: { id: number }[] = await q;
  return rows.map((r) => Number(r.id));
}
