import type { Knex } from 'knex';

// People who sign in (DECISIONS 5: user, dealer, admin) and the external identities linked to them
// (DECISIONS 7: by provider and provider user id, never by e-mail alone).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('users', (t) => {
    t.increments('id');
    t.text('username').notNullable();
    t.text('email').notNullable();
    t.text('password_hash'); // null for accounts made through a social provider only
    t.text('first_name').notNullable().defaultTo('');
    t.text('last_name').notNullable().defaultTo('');
    t.text('role').notNullable().defaultTo('user');
    t.check("role in ('user', 'dealer', 'admin')", [], 'users_role_check');
    t.text('company_name');
    t.text('dealer_api_url');
    t.text('dealer_api_key');
    t.text('dealer_webhook_url');
    t.boolean('auto_sync_enabled').notNullable().defaultTo(false);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  // Usernames and e-mails are unique whatever their case.
  await knex.raw('create unique index users_username_lower_uq on users (lower(username))');
  await knex.raw('create unique index users_email_lower_uq on users (lower(email))');

  await knex.schema.createTable('user_identities', (t) => {
    t.increments('id');
    t.integer('user_id').notNullable().references('users.id').onDelete('cascade');
    t.text('provider').notNullable();
    t.text('provider_user_id').notNullable();
    t.text('email');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['provider', 'provider_user_id']);
    t.index(['user_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('user_identities');
  await knex.schema.dropTable('users');
}
