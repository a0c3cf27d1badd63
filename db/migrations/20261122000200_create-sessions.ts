import type { Knex } from 'knex';

// Server-side sessions (DECISIONS 8): the cookie carries an opaque token; only its SHA-256 is stored,
// so a database leak does not hand out live sessions. Rate-limit counters and the app's own secrets
// live here too, so several server processes share them.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('sessions', (t) => {
    t.text('id').primary(); // sha256(token), hex
    t.integer('user_id').notNullable().references('users.id').onDelete('cascade');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('last_seen_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.text('ip');
    t.text('user_agent');
    t.index(['user_id']);
    t.index(['expires_at']);
  });
  await knex.schema.createTable('rate_limits', (t) => {
    t.text('key').primary();
    t.timestamp('window_start', { useTz: true }).notNullable();
    t.integer('count').notNullable();
  });
  await knex.schema.createTable('app_secrets', (t) => {
    t.text('name').primary();
    t.text('value').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('app_secrets');
  await knex.schema.dropTable('rate_limits');
  await knex.schema.dropTable('sessions');
}
