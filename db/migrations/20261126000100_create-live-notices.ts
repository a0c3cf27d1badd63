import type { Knex } from 'knex';

// Live messages that are not listing changes (auto_sync_completed; docs/architecture.md, 'Live
// updates'), kept as the change feed keeps listing changes: written in the writer's transaction, read
// by every process between the same two snapshots as the changes around it, so a process whose LISTEN
// connection was down gets them at its next poll instead of never. Pruned with the feed.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('live_notices', (t) => {
    t.bigIncrements('seq');
    t.jsonb('payload').notNullable(); // { message, ownerUserId }
    t.specificType('xid', 'xid8').notNullable().defaultTo(knex.raw('pg_current_xact_id()'));
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.raw('clock_timestamp()'));
    t.index(['xid']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('live_notices');
}
