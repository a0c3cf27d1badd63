// The review import (POST /api/admin/reviews/import; docs/reviews.md): one transaction that upserts
// every review of the file by slug and, with `replace`, deletes every review the file does not have.
// Imported reviews are never sample content.
import type { Knex } from 'knex';
import type { ReviewImport, ReviewRecord } from './schemas.js';
import type { ReviewImportResult } from './types.js';

/** Rows per INSERT: 28 columns each stays well under PostgreSQL's 65,535 bound parameters. */
const CHUNK = 500;

export function reviewColumns(r: ReviewRecord) {
  return {
    slug: r.slug,
    title: r.title,
    make: r.make,
    model: r.model,
    year: r.year,
    variant: r.variant,
    vehicle_type: r.vehicleType,
    category: r.category,
    body_type: r.bodyType,
    published_date: r.publishedDate,
    author: r.author,
    platform: r.platform,
    rating: r.rating,
    is_recommended: r.isRecommended,
    summary: r.summary,
    body: JSON.stringify(r.body),
    pros: JSON.stringify(r.pros),
    cons: JSON.stringify(r.cons),
    key_specs: JSON.stringify(r.keySpecs),
    price_from: r.priceRange.from,
    price_to: r.priceRange.to,
    verdict: r.verdict,
    reliability: r.reliability,
    fuel_economy: r.fuelEconomy,
    value_for_money: r.valueForMoney,
    images: r.images === null ? null : JSON.stringify(r.images),
    url: r.url,
  };
}

export async function importReviews(knex: Knex, input: ReviewImport, now: Date): Promise<ReviewImportResult> {
  return knex.transaction(async (trx) => {
    let created = 0;
    let updated = 0;
    for (let i = 0; i < input.reviews.length; i += CHUNK) {
      const rows = input.reviews
        .slice(i, i + CHUNK)
        .map((r) => ({ ...reviewColumns(r), is_sample: false, created_at: now, updated_at: now }));
      const merged = Object.keys(rows[0]!).filter((c) => c !== 'slug' && c !== 'created_at');
      // xmax is 0 only on a row this statement inserted: the rest were updates of an existing slug.
      const result = (await trx('reviews')
        .insert(rows)
        .onConflict('slug')
        .merge(merged)
        .returning(trx.raw('(xmax = 0) as inserted'))) as { inserted: boolean }[];
      const inserted = result.filter((r) => r.inserted).length;
      created += inserted;
      updated += result.length - inserted;
    }
    let removed = 0;
    if (input.replace) {
      // Counted from the returned ids: knex-pglite answers a delete inside a transaction with its raw result.
      const gone = await trx('reviews')
        .whereNotIn(
          'slug',
          input.reviews.map((r) => r.slug),
        )
        .delete()
        .returning('id');
      removed = gone.length;
    }
    // total: the reviews held once this import is done, the file's and any others kept.
    const count = (await trx('reviews').count({ n: '*' }).first()) as { n: number };
    return { created, updated, removed, total: Number(count.n) };
  });
}
