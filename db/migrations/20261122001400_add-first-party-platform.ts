import type { Knex } from 'knex';

// Listings private sellers create here (DECISIONS 13) are offered on AllMotors itself: a platform
// like the sources, so search, price history and the offer list treat them the same way.
export async function up(knex: Knex): Promise<void> {
  await knex('platforms')
    .insert({ id: 'allmotors', name: 'AllMotors', base_url: '/cars', bit: 8 })
    .onConflict('id')
    .ignore();
}

export async function down(knex: Knex): Promise<void> {
  await knex('platforms').where({ id: 'allmotors' }).delete();
}
