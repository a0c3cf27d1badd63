import type { Knex } from 'knex';

// A person's saved cars (000 §2 Dream garage): one row per person and listing, with optional notes.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('dream_garage', (t) => {
    t.increments('id');
    t.integer('user_id').notNullable().references('users.id').onDelete('cascade');
    t.integer('listing_id').notNullable().references('listings.id').onDelete('cascade');
    t.text('notes').notNullable().defaultTo('');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['user_id', 'listing_id']);
    t.index(['listing_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('dream_garage');
}
