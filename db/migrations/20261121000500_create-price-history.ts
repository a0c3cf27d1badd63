import type { Knex } from 'knex';

// Every price an offer has had, oldest first; a row is written when an offer appears or its price changes.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('price_history', (t) => {
    t.increments('id');
    t.integer('listing_id').notNullable().references('listings.id').onDelete('cascade');
    t.integer('offer_id').notNullable().references('offers.id').onDelete('cascade');
    t.text('platform').notNullable();
    t.integer('price').notNullable();
    t.timestamp('recorded_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['listing_id', 'recorded_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('price_history');
}
