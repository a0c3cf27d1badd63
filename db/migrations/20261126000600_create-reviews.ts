import type { Knex } from 'knex';

// Expert reviews (000 §3 Review, 001 §3 review sample item; docs/reviews.md). Ratings and sub-scores
// are out of 10 with one decimal; prices are pence. `images` null means the three drawn pictures
// (/api/media/reviews/{id}/{n}.svg) and `url` null means our own page (/car-reviews/{slug}).
// `is_sample` marks the built-in demo set, which an import with `replace` clears.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('reviews', (t) => {
    t.increments('id');
    t.text('slug').notNullable().unique();
    t.text('title').notNullable();
    t.text('make').notNullable();
    t.text('model').notNullable();
    t.smallint('year').notNullable();
    t.text('variant');
    t.text('vehicle_type').notNullable();
    t.check("vehicle_type in ('car', 'motorcycle', 'van')", [], 'reviews_vehicle_type_check');
    t.text('category').notNullable();
    t.check("category in ('basic', 'luxury', 'electric', 'sports')", [], 'reviews_category_check');
    t.text('body_type');
    t.date('published_date').notNullable();
    t.text('author').notNullable();
    t.text('platform').notNullable();
    t.decimal('rating', 3, 1).notNullable();
    t.check('rating between 0 and 10', [], 'reviews_rating_check');
    t.boolean('is_recommended').notNullable().defaultTo(false);
    t.text('summary').notNullable();
    t.jsonb('body').notNullable().defaultTo('[]');
    t.jsonb('pros').notNullable().defaultTo('[]');
    t.jsonb('cons').notNullable().defaultTo('[]');
    t.jsonb('key_specs').notNullable();
    t.bigInteger('price_from').notNullable();
    t.bigInteger('price_to').notNullable();
    t.check('price_from >= 0 and price_to >= price_from', [], 'reviews_price_check');
    t.text('verdict').notNullable();
    t.decimal('reliability', 3, 1).notNullable();
    t.check('reliability between 0 and 10', [], 'reviews_reliability_check');
    t.decimal('fuel_economy', 3, 1).notNullable();
    t.check('fuel_economy between 0 and 10', [], 'reviews_fuel_economy_check');
    t.decimal('value_for_money', 3, 1).notNullable();
    t.check('value_for_money between 0 and 10', [], 'reviews_value_for_money_check');
    t.jsonb('images');
    t.text('url');
    t.boolean('is_sample').notNullable().defaultTo(false);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['published_date']);
    t.index(['rating']);
  });
  // make and model match case-insensitively (a file may say 'BMW' or 'Bmw').
  await knex.raw('create index reviews_make_model_idx on reviews (lower(make), lower(model))');
  // 'n for sale' and the popular sort count a review's model among the listings the same way.
  await knex.raw(
    "create index listings_active_make_model_ci_idx on listings (category, lower(make), lower(model)) where status = 'active'",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists listings_active_make_model_ci_idx');
  await knex.schema.dropTable('reviews');
}
