import type { Knex } from 'knex';

// The persisted XState machines (GUIDE 10; bff/lib/actors): one row per long-lived workflow instance
// ('scrape_run:12'), its snapshot saved in the same transaction as the domain write it goes with.
// `version` is the optimistic lock: every save is `… where version = <the one loaded>`.
// `status` and `state` repeat what the snapshot holds so operators and queries need not parse it.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('actor_snapshots', (t) => {
    t.text('id').primary();
    t.text('machine').notNullable();
    t.integer('machine_version').notNullable();
    t.text('status').notNullable();
    t.check("status in ('active', 'done', 'error', 'stopped')", [], 'actor_snapshots_status_check');
    t.jsonb('state').notNullable();
    t.jsonb('snapshot').notNullable();
    t.integer('version').notNullable().defaultTo(1);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['machine', 'status']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('actor_snapshots');
}
