import type { Knex } from 'knex';

// Indexes for what the database itself is asked during search (docs/architecture.md, 'Search'):
// filtering, counting, facets and ordering run on the in-process search index, so the database
// serves (1) a full scan of active rows at start-up, (2) page rows by primary key, (3) free text,
// and (4) de-duplication look-ups when listings are written.
export async function up(knex: Knex): Promise<void> {
  // Free text over title, make, model, variant (weight A) and description (weight D).
  await knex.raw(`
    alter table listings add column search_tsv tsvector generated always as (
      setweight(to_tsvector('simple', coalesce(title, '') || ' ' || make || ' ' || model || ' ' || coalesce(variant, '')), 'A') ||
      setweight(to_tsvector('simple', coalesce(description, '')), 'D')
    ) stored`);
  await knex.raw('create index listings_search_tsv_idx on listings using gin (search_tsv)');
  // De-duplication keys (DECISIONS 2): registration or VIN, else make/model/year/mileage/seller.
  await knex.raw(
    "create unique index listings_registration_uq on listings (registration) where registration is not null and status = 'active'",
  );
  await knex.raw(
    "create unique index listings_vin_uq on listings (vin) where vin is not null and status = 'active'",
  );
  await knex.raw('create index listings_identity_idx on listings (seller_id, make, model, year, mileage)');
  // Reference lists (makes, models) and the start-up load read active rows of one category.
  await knex.raw(
    "create index listings_active_category_idx on listings (category, make, model) where status = 'active'",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists listings_active_category_idx');
  await knex.raw('drop index if exists listings_identity_idx');
  await knex.raw('drop index if exists listings_vin_uq');
  await knex.raw('drop index if exists listings_registration_uq');
  await knex.raw('drop index if exists listings_search_tsv_idx');
  await knex.raw('alter table listings drop column if exists search_tsv');
}
