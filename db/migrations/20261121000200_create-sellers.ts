import type { Knex } from 'knex';

// Dealers (trade) and private sellers a listing belongs to.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('sellers', (t) => {
    t.increments('id');
    t.text('seller_type').notNullable();
    t.check("seller_type in ('trade', 'private')", [], 'sellers_type_check');
    t.text('name').notNullable();
    t.text('town').notNullable();
    t.text('postcode').notNullable();
    t.double('lat').notNullable();
    t.double('lon').notNullable();
    t.text('phone');
    t.text('email');
    t.text('website');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('sellers');
}
