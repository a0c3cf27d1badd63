import type { Knex } from 'knex';

// The change feed (docs/architecture.md, 'Change feed'): one row per listing touched by a write to
// listings or offers, written by triggers in the writer's own transaction. `xid` is that transaction,
// so a reader can tell which rows became visible between two snapshots (commit order is not `seq`
// order when writers run concurrently). `seq` orders the rows and names a reader's progress.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('listing_changes', (t) => {
    t.bigIncrements('seq');
    t.integer('listing_id').notNullable(); // no foreign key: a deleted listing's change outlives it
    t.text('kind').notNullable();
    // 'truncate': the whole table was emptied (listing_id 0); every consumer rebuilds.
    t.check("kind in ('insert', 'update', 'delete', 'truncate')", [], 'listing_changes_kind_check');
    t.text('via').notNullable(); // the table written: 'listings' or 'offers'
    t.specificType('xid', 'xid8').notNullable().defaultTo(knex.raw('pg_current_xact_id()'));
    t.timestamp('changed_at', { useTz: true }).notNullable().defaultTo(knex.raw('clock_timestamp()'));
    t.index(['xid']);
  });

  // Every server process that tails the feed, with how far it got: pruning never passes the oldest.
  await knex.schema.createTable('change_feed_consumers', (t) => {
    t.text('id').primary();
    t.text('host').notNullable();
    t.integer('pid').notNullable();
    t.specificType('position', 'pg_snapshot').notNullable();
    t.bigInteger('applied_seq').notNullable().defaultTo(0);
    t.timestamp('started_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('heartbeat_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('change_feed_consumers');
  await knex.schema.dropTable('listing_changes');
}
