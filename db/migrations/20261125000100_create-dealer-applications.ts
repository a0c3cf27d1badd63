import type { Knex } from 'knex';

// Dealers (spec 001 §2-§9; DECISIONS 16-18, 24): applications from the onboarding wizard and the
// simple form, the dealers approval makes and their API keys (hashes only), support requests, and the
// outbox every e-mail goes through.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('dealers', (t) => {
    t.increments('id');
    t.integer('user_id').references('users.id').onDelete('set null');
    t.text('name').notNullable();
    t.text('email').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['user_id']);
  });

  await knex.schema.createTable('dealer_applications', (t) => {
    t.increments('id');
    t.text('kind').notNullable();
    t.check("kind in ('onboarding', 'simple')", [], 'dealer_applications_kind_check');
    t.integer('user_id').references('users.id').onDelete('set null');
    // The review machine's state, repeated here for lists and counts.
    t.text('status').notNullable().defaultTo('pending');
    t.check(
      "status in ('pending', 'testing', 'approved', 'rejected')",
      [],
      'dealer_applications_status_check',
    );
    t.text('company_name').notNullable();
    t.text('contact_email').notNullable();
    t.text('api_url');
    t.text('api_format').notNullable().defaultTo('json');
    // Every field the applicant gave except the secrets.
    t.jsonb('fields').notNullable();
    // The API key/token and secret, sealed (AES-256-GCM; bff/lib/sealed.ts).
    t.text('api_key_sealed');
    t.text('api_secret_sealed');
    t.jsonb('test_result');
    t.timestamp('tested_at', { useTz: true });
    t.text('review_notes');
    t.timestamp('reviewed_at', { useTz: true });
    t.integer('reviewed_by').references('users.id').onDelete('set null');
    t.text('reviewed_by_name');
    t.integer('dealer_id').references('dealers.id').onDelete('set null');
    // An instantly approved application's key, sealed until the applicant reads it once.
    t.text('key_once_sealed');
    t.timestamp('submitted_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['status', 'submitted_at']);
    t.index(['user_id']);
  });
  await knex.schema.alterTable('dealers', (t) => {
    t.integer('application_id').references('dealer_applications.id').onDelete('set null');
  });

  await knex.schema.createTable('dealer_api_keys', (t) => {
    t.increments('id');
    t.integer('dealer_id').notNullable().references('dealers.id').onDelete('cascade');
    // SHA-256 of the key, hex: the key itself is never stored.
    t.text('key_hash').notNullable().unique();
    // The key's first characters, to tell keys apart in lists.
    t.text('prefix').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('revoked_at', { useTz: true });
    t.timestamp('last_used_at', { useTz: true });
    t.index(['dealer_id']);
  });

  await knex.schema.createTable('support_requests', (t) => {
    t.increments('id');
    t.integer('user_id').references('users.id').onDelete('set null');
    t.integer('application_id').references('dealer_applications.id').onDelete('set null');
    t.text('name').notNullable();
    t.text('email').notNullable();
    t.text('subject').notNullable();
    t.text('message').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.createTable('outbox', (t) => {
    t.increments('id');
    t.text('to_address').notNullable();
    t.text('subject').notNullable();
    // The text, with `{{secret}}` where a sealed secret goes at sending (then forgotten).
    t.text('body').notNullable();
    t.text('secret_sealed');
    t.text('state').notNullable().defaultTo('queued');
    t.check("state in ('queued', 'sent', 'failed')", [], 'outbox_state_check');
    t.text('transport');
    t.text('error');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('sent_at', { useTz: true });
    t.index(['state', 'created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('outbox');
  await knex.schema.dropTable('support_requests');
  await knex.schema.dropTable('dealer_api_keys');
  await knex.schema.alterTable('dealers', (t) => t.dropColumn('application_id'));
  await knex.schema.dropTable('dealer_applications');
  await knex.schema.dropTable('dealers');
}
