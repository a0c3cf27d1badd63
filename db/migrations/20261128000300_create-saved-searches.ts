import type { Knex } from 'knex';

// Saved searches with alerts (issue 14, docs/buyer-intelligence.md 'Saved searches and alerts'):
// - saved_searches: a signed-in person's search (category + the search API's query parameters), how
//   often to e-mail (instant | daily), whether to, and the unsubscribe token of its e-mails;
// - notifications: one row per person, car and event, kept unique by `dedupe_key` (new_match:<listing>
//   once per listing per person whatever number of searches match; price_drop:<listing>:<price> once
//   per new price), so a detection run that is retried never notifies or e-mails twice; `emailed_at`
//   marks what an e-mail (instant, or the daily digest) has carried;
// - alert_digests: one daily digest per saved search and London day (the digest's idempotency key);
// - the follower 'alerts' starts here, so every listing change from this migration on is seen.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('saved_searches', (t) => {
    t.increments('id');
    t.integer('user_id').notNullable().references('users.id').onDelete('cascade');
    t.text('name').notNullable();
    t.text('category').notNullable();
    t.check("category in ('car', 'motorcycle', 'van')", [], 'saved_searches_category_check');
    t.jsonb('query').notNullable(); // { param: string | string[] }, without page and limit
    t.text('frequency').notNullable().defaultTo('instant');
    t.check("frequency in ('instant', 'daily')", [], 'saved_searches_frequency_check');
    t.boolean('email_alerts').notNullable().defaultTo(true);
    t.text('unsubscribe_token').notNullable().unique();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['user_id', 'created_at']);
    t.index(['category', 'created_at']);
  });
  await knex.schema.createTable('notifications', (t) => {
    t.bigIncrements('id');
    t.integer('user_id').notNullable().references('users.id').onDelete('cascade');
    // null: a price drop on a car in the person's dream garage
    t.integer('saved_search_id').references('saved_searches.id').onDelete('cascade');
    t.integer('listing_id').notNullable().references('listings.id').onDelete('cascade');
    t.text('kind').notNullable();
    t.check("kind in ('new_match', 'price_drop')", [], 'notifications_kind_check');
    t.text('dedupe_key').notNullable();
    t.integer('price').notNullable(); // pence, when notified
    t.integer('previous_price'); // pence: before the drop
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('read_at', { useTz: true });
    t.timestamp('emailed_at', { useTz: true });
    t.unique(['user_id', 'dedupe_key']);
    t.index(['user_id', 'id']);
    t.index(['saved_search_id']);
    t.index(['listing_id']);
  });
  await knex.raw(
    'create index notifications_unread_idx on notifications (user_id, saved_search_id) where read_at is null',
  );
  await knex.schema.createTable('alert_digests', (t) => {
    t.integer('saved_search_id').notNullable().references('saved_searches.id').onDelete('cascade');
    t.date('day').notNullable();
    t.integer('notifications').notNullable();
    t.bigInteger('outbox_id');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['saved_search_id', 'day']);
  });
  await knex.raw(
    `insert into change_followers (name, position) values ('alerts', pg_current_snapshot())
     on conflict (name) do nothing`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex('change_followers').where({ name: 'alerts' }).delete();
  await knex.schema.dropTable('alert_digests');
  await knex.schema.dropTable('notifications');
  await knex.schema.dropTable('saved_searches');
}
