import type { Knex } from 'knex';

// Sign-up no longer says whether an e-mail is registered (issue 15): a self-registered account is
// unusable until its owner opens the link e-mailed to the address. `email_confirmed_at` is null until
// then; each link's token is stored only as its SHA-256, single use, with its expiry. Existing
// accounts are confirmed by the next migration (DDL and backfill apart).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.timestamp('email_confirmed_at', { useTz: true });
  });
  await knex.schema.createTable('email_confirmations', (t) => {
    t.text('token_hash').primary();
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['user_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('email_confirmations');
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('email_confirmed_at');
  });
}
