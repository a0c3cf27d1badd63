import type { Knex } from 'knex';

// A follower reads a long backlog a window at a time (bff/lib/changes/follower.ts): the window's end
// (`target`, the snapshot it reads up to) and the last change it has handled within it (`after_seq`)
// are kept until the window is read to its end, when `position` moves to `target`.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('change_followers', (t) => {
    t.specificType('target', 'pg_snapshot');
    t.bigInteger('after_seq').notNullable().defaultTo(0);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('change_followers', (t) => {
    t.dropColumn('after_seq');
    t.dropColumn('target');
  });
}
