import type { Knex } from 'knex';

// A listing as one platform shows it (DECISIONS 2).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('offers', (t) => {
    t.increments('id');
    t.integer('listing_id').notNullable().references('listings.id').onDelete('cascade');
    t.text('platform').notNullable().references('platforms.id');
    t.text('external_id').notNullable();
    t.text('external_url').notNullable();
    t.integer('price').notNullable(); // pence
    t.check('price >= 0', [], 'offers_price_check');
    t.text('status').notNullable().defaultTo('active');
    t.check("status in ('active', 'removed')", [], 'offers_status_check');
    t.timestamp('first_seen_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('last_seen_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['platform', 'external_id']);
    t.index(['listing_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('offers');
}
