// The video generator's SQL beyond lookups by id: a dealer's recent videos, the render's facts (price
// history, comparable listings), the progress the render job writes, and the admins' car search.
import type { Knex } from 'knex';
import type { VideoConfig, VideoStatus } from './schemas.js';

export interface VideoRow {
  id: number;
  dealer_id: number;
  listing_id: number;
  car_title: string;
  config: VideoConfig;
  width: number;
  height: number;
  status: VideoStatus;
  progress: number;
  stage: string | null;
  error: string | null;
  output_key: string;
  size_bytes: number | null;
  processing_ms: number | null;
  started_at: Date | null;
  completed_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export async function videoRow(knex: Knex, id: number): Promise<VideoRow | undefined> {
  return (await knex('video_jobs').where({ id }).first()) as VideoRow | undefined;
}

export async function recentVideos(knex: Knex, dealerId: number, limit: number): Promise<VideoRow[]> {
  return (await knex('video_jobs')
    .where({ dealer_id: dealerId })
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(limit)) as VideoRow[];
}

/**
 * The render's progress, outside any long transaction. Only while the video is rendering: a late write
 * from a render that was taken over or already finished changes nothing.
 */
export async function writeProgress(knex: Knex, id: number, progress: number, stage: string): Promise<void> {
  await knex('video_jobs')
    .where({ id, status: 'rendering' })
    .update({ progress: Math.max(0, Math.min(99, Math.floor(progress))), stage, updated_at: new Date() });
}

/**
 * The car's last price change from its price history: the most recent earlier price that differs from
 * the current one. A drop only when that price was higher; null when the price never changed.
 */
export async function lastPriceChange(
  knex: Knex,
  listingId: number,
  current: number,
): Promise<{ previous: number; since: string } | null> {
  const rows = (await knex('price_history')
    .where({ listing_id: listingId })
    .orderBy([
      { column: 'recorded_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(200)
    .select('price', 'recorded_at')) as { price: number; recorded_at: Date | string }[];
  // The newest rows at the current price are when it changed to it; the first other one is before.
  let changedAt: Date | string | null = null;
  for (const row of rows) {
    if (row.price === current) {
      changedAt = row.recorded_at;
      continue;
    }
    return changedAt === null ? null : { previous: row.price, since: new Date(changedAt).toISOString() };
  }
  return null;
}

/** Active listings of the same make and model (the car left out): how many, and their median price. */
export async function comparables(
  knex: Knex,
  car: { id: number; make: string; model: string },
): Promise<{ count: number; median: number | null }> {
  const row = (await knex('listings')
    .where({ status: 'active', make: car.make, model: car.model })
    .whereNot({ id: car.id })
    .first(
      knex.raw('count(*)::int as count'),
      knex.raw('round(percentile_cont(0.5) within group (order by price))::int as median'),
    )) as { count: number; median: number | null };
  return { count: Number(row.count), median: row.median === null ? null : Number(row.median) };
}

export async function listingCategory(knex: Knex, listingId: number): Promise<string> {
  const row = (await knex('listings').where({ id: listingId }).first('category')) as
    { category: string } | undefined;
  return row?.category ?? 'car';
}

/** Admins' search of every active listing (title, make, model), newest first: ids and the total. */
export async function searchListings(
  knex: Knex,
  options: { q: string; limit: number; offset: number },
): Promise<{ ids: number[]; total: number }> {
  const base = knex('listings as l')
    .where('l.status', 'active')
    .modify((q) => {
      const text = options.q.trim();
      if (!text) return;
      const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      q.where((w) =>
        w.whereILike('l.title', like).orWhereILike('l.make', like).orWhereILike('l.model', like),
      );
    });
  const [{ total }] = (await base.clone().count({ total: '*' })) as [{ total: string | number }];
  const ids = (await base
    .clone()
    .orderBy([
      { column: 'l.created_at', order: 'desc' },
      { column: 'l.id', order: 'desc' },
    ])
    .limit(options.limit)
    .offset(options.offset)
    .pluck('l.id')) as number[];
  return { ids, total: Number(total) };
}
