// The deal rating's SQL: a group's listings in one read, the groups to rate, and one set-based write.
import type { Knex } from 'knex';
import type { DealDetail, DealInput, DealResult, GroupKey, Rating } from './model.js';

export interface StoredDeal extends DealInput {
  deal_rating: Rating | null;
  deal_expected_price: number | null;
  deal_score: number | null;
  deal_comparables: number | null;
  deal_detail: DealDetail | null;
  deal_rated_at: Date | null;
}

/** Every active listing of a group, on every platform. */
export async function groupListings(knex: Knex, key: GroupKey): Promise<StoredDeal[]> {
  return (await knex('listings')
    .select(
      'id',
      'price',
      'year',
      'mileage',
      'fuel_type',
      'transmission',
      'body_type',
      'variant',
      'power_bhp',
      'seller_type',
      'deal_rating',
      'deal_expected_price',
      'deal_score',
      'deal_comparables',
      'deal_detail',
      'deal_rated_at',
    )
    .where({ status: 'active', category: key.category, make: key.make, model: key.model })) as StoredDeal[];
}

/** The groups of some listings (active or not: a removal changes its group's comparables). */
export async function groupsOf(knex: Knex, ids: number[]): Promise<GroupKey[]> {
  const out = new Map<string, GroupKey>();
  for (let i = 0; i < ids.length; i += 5_000) {
    const rows = (await knex('listings')
      .distinct('category', 'make', 'model')
      .whereIn('id', ids.slice(i, i + 5_000))) as GroupKey[];
    for (const r of rows) out.set(groupId(r), r);
  }
  return [...out.values()];
}

/** Groups with an active listing never rated (a first start, a new model line), at most `limit`. */
export async function unratedGroups(knex: Knex, limit: number): Promise<GroupKey[]> {
  return (await knex('listings')
    .distinct('category', 'make', 'model')
    .where({ status: 'active' })
    .whereNull('deal_rated_at')
    .orderBy(['category', 'make', 'model'])
    .limit(limit)) as GroupKey[];
}

export async function allGroups(knex: Knex): Promise<GroupKey[]> {
  return (await knex('listings')
    .distinct('category', 'make', 'model')
    .where({ status: 'active' })
    .orderBy(['category', 'make', 'model'])) as GroupKey[];
}

export const groupId = (k: GroupKey) => `${k.category}\u0000${k.make}\u0000${k.model}`;

const ROWS_PER_STATEMENT = 1_000;

/** One `update … from (values …)` per thousand rows; `deal_rated_at` becomes now. */
export async function writeDeals(knex: Knex, results: DealResult[]): Promise<void> {
  for (let i = 0; i < results.length; i += ROWS_PER_STATEMENT) {
    const chunk = results.slice(i, i + ROWS_PER_STATEMENT);
    const values = chunk.map(() => '(?::int, ?::text, ?::int, ?::real, ?::int, ?::jsonb)').join(', ');
    const bindings = chunk.flatMap((r) => [
      r.id,
      r.rating,
      r.expectedPrice,
      r.score,
      r.comparables,
      JSON.stringify(r.detail),
    ]);
    await knex.raw(
      `update listings l
          set deal_rating = v.rating, deal_expected_price = v.expected, deal_score = v.score,
              deal_comparables = v.comparables, deal_detail = v.detail, deal_rated_at = now()
         from (values ${values}) as v(id, rating, expected, score, comparables, detail)
        where l.id = v.id`,
      bindings,
    );
  }
}

/** This transaction's id, as the change feed records it (listing_changes.xid). */
export async function currentXid(knex: Knex): Promise<string> {
  const result = await knex.raw('select pg_current_xact_id()::text as xid');
  return (result.rows[0] as { xid: string }).xid;
}
