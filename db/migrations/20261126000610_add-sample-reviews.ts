import type { Knex } from 'knex';
import { sampleReviews } from '../seeds/reviews/index.js';

// The built-in demo set of expert reviews (docs/reviews.md), marked is_sample so the pages say it is
// sample editorial content. Only into an empty table: an install that already has reviews (imported
// before this ran) keeps its own. An import with `replace` removes the set later.
const CHUNK = 200;

export async function up(knex: Knex): Promise<void> {
  const existing = (await knex('reviews').count({ n: '*' }).first()) as { n: number | string };
  if (Number(existing.n) > 0) return;
  const rows = sampleReviews().map((r) => ({
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
    images: null,
    url: null,
    is_sample: true,
  }));
  for (let i = 0; i < rows.length; i += CHUNK) await knex('reviews').insert(rows.slice(i, i + CHUNK));
}

export async function down(knex: Knex): Promise<void> {
  await knex('reviews').where({ is_sample: true }).delete();
}
