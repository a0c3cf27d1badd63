import type { Knex } from 'knex';
import { installChangeFunctions } from '../change-triggers.js';

// Relists (issue 14, docs/buyer-intelligence.md 'Days on market and price history'): a vehicle that
// went from every platform and came back keeps its listing; the listing counts the comebacks, when
// the last one was, and how long it was off the market in all, so its days on market count only the
// days it was advertised somewhere. Written by the merge's refreshListings when a removed listing
// gets an active offer again.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('listings', (t) => {
    t.smallint('relist_count').notNullable().defaultTo(0);
    t.timestamp('relisted_at', { useTz: true });
    t.integer('off_market_seconds').notNullable().defaultTo(0);
  });
  await installChangeFunctions(knex);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('listings', (t) => {
    t.dropColumn('off_market_seconds');
    t.dropColumn('relisted_at');
    t.dropColumn('relist_count');
  });
  await installChangeFunctions(knex);
}
