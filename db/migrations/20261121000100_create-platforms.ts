import type { Knex } from 'knex';

// The source platforms listings are gathered from (DECISIONS 15: the configured sources).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('platforms', (t) => {
    t.text('id').primary(); // slug, e.g. 'autohub'
    t.text('name').notNullable();
    t.text('base_url').notNullable();
    // Bit position in listings.platform_mask: at most 31 platforms.
    t.smallint('bit').notNullable().unique();
    t.check('bit >= 0 and bit < 31', [], 'platforms_bit_range');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('platforms');
}
