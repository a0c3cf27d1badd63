import type { Knex } from 'knex';

// Data deletion requests (001 /delete-data, DECISIONS 22): what the form sent, the owner's
// confirmation (a one-time link; only its SHA-256 is stored), when it falls due (the retention choice)
// and, once an operator processed it, what was done (`outcome`, counts per table). The row itself is
// the record that the erasure was asked for and carried out, kept with the legal records (7 years).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('deletion_requests', (t) => {
    t.increments('id');
    t.text('email').notNullable();
    t.text('reason');
    t.text('retention_period').notNullable();
    t.check("retention_period in ('immediate', 'thirty-days')", [], 'deletion_requests_retention_check');
    t.text('status').notNullable().defaultTo('awaiting_confirmation');
    t.check(
      "status in ('awaiting_confirmation', 'confirmed', 'processed')",
      [],
      'deletion_requests_status_check',
    );
    // SHA-256 of the confirmation token, hex; cleared once processed.
    t.text('token_hash').unique();
    t.timestamp('token_expires_at', { useTz: true }).notNullable();
    t.timestamp('confirmed_at', { useTz: true });
    // confirmed_at plus the retention period: not processed before this unless forced.
    t.timestamp('due_at', { useTz: true });
    t.timestamp('processed_at', { useTz: true });
    t.text('processed_by');
    t.boolean('forced').notNullable().defaultTo(false);
    t.jsonb('outcome');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['status', 'created_at']);
  });
  await knex.raw('create index deletion_requests_email_lower_idx on deletion_requests (lower(email))');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('deletion_requests');
}
