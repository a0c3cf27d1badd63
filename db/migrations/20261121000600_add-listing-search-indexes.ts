import type { Knex } from 'knex';

// Indexes for what the database itself is asked during search (docs/architecture.md, 'Indexes and
// why'): filtering, free text, counting, facets and ordering run on the in-process search index, so
// the database serves the start-up load, page rows by primary key, and de-duplication look-ups.
export async function up(knex: Knex): Promise<void> {
  // De-duplication keys (DECISIONS 2): registration or VIN, else make/model/year/mileage/seller.
  await knex.raw(
    "create unique index listings_registration_uq on listings (registration) where registration is not null and status = 'active'",
  );
  await knex.raw(
    "create unique index listings_vin_uq on listings (vin) where vin is not null and status = 'active'",
  );
  await knex.raw('create index listings_identity_idx on listings (seller_id, make, model, year, mileage)');
  // Makes and models of a category for operators and reports.
  await knex.raw(
    "create index listings_active_category_idx on listings (category, make, model) where status = 'active'",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists listings_active_category_idx');
  await knex.raw('drop index if exists listings_identity_idx');
  await knex.raw('drop index if exists listings_vin_uq');
  await knex.raw('drop index if exists listings_registration_uq');
}
