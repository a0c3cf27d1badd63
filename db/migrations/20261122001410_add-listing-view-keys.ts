import type { Knex } from 'knex';

// A view counts once per viewer and listing per 30 minutes (DECISIONS 11). Signed-out viewers have
// no user id, so each view keeps a key for who saw it: the user, else a hash of their browser token
// or address (never the raw address).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('listing_views', (t) => {
    t.text('viewer_key');
    t.index(['listing_id', 'viewer_key', 'viewed_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('listing_views', (t) => {
    t.dropIndex(['listing_id', 'viewer_key', 'viewed_at']);
    t.dropColumn('viewer_key');
  });
}
