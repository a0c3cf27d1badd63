import type { Knex } from 'knex';

// What merging needs (DECISIONS 2): a crawled seller is found again by its normalised name and
// postcode; a vehicle by registration, VIN, or its make/model/year in one place; an offer's
// content hash tells a changed record from a re-seen one without comparing every field.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('sellers', (t) => {
    t.text('source_key').unique();
  });
  await knex.schema.alterTable('offers', (t) => {
    t.text('content_hash');
    t.timestamp('removed_at', { useTz: true });
  });
  await knex.schema.alterTable('listings', (t) => {
    t.index(['registration'], 'listings_registration_idx');
    t.index(['vin'], 'listings_vin_idx');
  });
  await knex.raw(
    'create index listings_vehicle_match_idx on listings (lower(make), lower(model), year, postcode)',
  );
  await knex.raw('create index offers_platform_seen_idx on offers (platform, status, last_seen_at)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index offers_platform_seen_idx');
  await knex.raw('drop index listings_vehicle_match_idx');
  await knex.schema.alterTable('listings', (t) => {
    t.dropIndex(['vin'], 'listings_vin_idx');
    t.dropIndex(['registration'], 'listings_registration_idx');
  });
  await knex.schema.alterTable('offers', (t) => {
    t.dropColumn('removed_at');
    t.dropColumn('content_hash');
  });
  await knex.schema.alterTable('sellers', (t) => {
    t.dropColumn('source_key');
  });
}
