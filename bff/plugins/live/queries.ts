// What a live message says about the listings it names.
import type { Knex } from 'knex';
import type { Category } from '../../../db/reference/types.js';

export interface ListingInfo {
  id: number;
  title: string;
  category: Category;
  seller_id: number;
  seller_type: 'trade' | 'private';
  seller_name: string;
  /** The account behind a private seller's listings (first-party listings), else null. */
  user_id: number | null;
}

export async function listingInfo(knex: Knex, ids: number[]): Promise<Map<number, ListingInfo>> {
  if (ids.length === 0) return new Map();
  const rows = (await knex('listings as l')
    .join('sellers as s', 's.id', 'l.seller_id')
    .select(
      'l.id',
      'l.title',
      'l.category',
      'l.seller_id',
      'l.seller_type',
      's.name as seller_name',
      's.user_id',
    )
    .whereRaw('l.id = any(?::int[])', [ids])) as ListingInfo[];
  return new Map(rows.map((row) => [row.id, row]));
}
