import type { Knex } from 'knex';

// A crawl rewrites listings and offers in place: prices, mileages, descriptions, content hashes. Such
// an update can stay on its page and skip every index (a HOT update) when no indexed column changes
// and the page has room. So: mileage leaves the index (the crawler matches vehicles by
// listings_vehicle_match_idx; what the old de-duplication key still served, a seller's listings, is
// an index on seller_id), and pages keep room for new row versions. Pages written from now on get
// the room; a table rewrite (VACUUM FULL) gives it to existing ones.
export async function up(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists listings_identity_idx');
  await knex.raw('create index listings_seller_idx on listings (seller_id)');
  await knex.raw('alter table listings set (fillfactor = 85)');
  await knex.raw('alter table offers set (fillfactor = 90)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table offers reset (fillfactor)');
  await knex.raw('alter table listings reset (fillfactor)');
  await knex.raw('drop index if exists listings_seller_idx');
  await knex.raw('create index listings_identity_idx on listings (seller_id, make, model, year, mileage)');
}
