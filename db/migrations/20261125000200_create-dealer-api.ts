import type { Knex } from 'knex';

// The dealer inventory API (DECISIONS 18; docs/dealers.md, 'The inventory API'): a dealer's stock is
// offered on the first-party platform, one offer per vehicle; `dealer_vehicles` keeps what the dealer
// sent for it (the listing may merge other platforms' offers of the same car), and
// `dealer_idempotency_keys` the answers of bulk uploads, so a retried upload changes nothing.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('dealer_vehicles', (t) => {
    // The vehicle's id in the API is its offer's.
    t.integer('offer_id').primary().references('offers.id').onDelete('cascade');
    t.integer('dealer_id').notNullable().references('dealers.id').onDelete('cascade');
    t.text('stock_id').notNullable();
    // The vehicle's fields as the quality gate normalised them (schemas.ts, VehicleFields).
    t.jsonb('vehicle').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['dealer_id', 'stock_id']);
    t.index(['dealer_id', 'offer_id']);
  });

  await knex.schema.createTable('dealer_idempotency_keys', (t) => {
    t.increments('id');
    t.integer('dealer_id').notNullable().references('dealers.id').onDelete('cascade');
    t.text('key').notNullable();
    // SHA-256 of the request's JSON body: the same key with another body is refused.
    t.text('request_hash').notNullable();
    // Written in the transaction that inserts the row: a committed row always has its answer.
    t.smallint('status_code');
    t.jsonb('response');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['dealer_id', 'key']);
    t.index(['created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('dealer_idempotency_keys');
  await knex.schema.dropTable('dealer_vehicles');
}
