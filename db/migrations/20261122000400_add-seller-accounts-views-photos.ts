import type { Knex } from 'knex';

// Private sellers who list through their account (DECISIONS 13): a seller row may belong to a user.
// Listing views are recorded for the seller's dashboard (DECISIONS 11). Uploaded photos are stored in
// the database, so PostgreSQL and the embedded database behave the same and backups hold them.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('sellers', (t) => {
    t.integer('user_id').references('users.id').onDelete('set null');
    t.index(['user_id']);
  });
  await knex.schema.createTable('listing_views', (t) => {
    t.bigIncrements('id');
    t.integer('listing_id').notNullable().references('listings.id').onDelete('cascade');
    t.integer('viewer_id').references('users.id').onDelete('set null');
    t.timestamp('viewed_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['listing_id', 'viewed_at']);
  });
  await knex.schema.createTable('listing_photos', (t) => {
    t.increments('id');
    t.integer('listing_id').notNullable().references('listings.id').onDelete('cascade');
    t.smallint('position').notNullable();
    t.text('content_type').notNullable(); // image/jpeg | image/png | image/webp, from the file's bytes
    t.binary('data').notNullable();
    t.integer('byte_size').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['listing_id', 'position']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('listing_photos');
  await knex.schema.dropTable('listing_views');
  await knex.schema.alterTable('sellers', (t) => {
    t.dropIndex(['user_id']);
    t.dropColumn('user_id');
  });
}
