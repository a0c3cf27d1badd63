import type { Knex } from 'knex';
import { installChangeFunctions } from '../change-triggers.js';

// Buyer intelligence (issue 14, docs/buyer-intelligence.md), stored on the listing so search can
// filter and sort on it:
// - the deal rating, written by the deals job (bff/plugins/deals) from comparable listings, never per
//   request: the band, the expected price, the asking price's distance from it, how many comparables
//   and the explanation the car page shows;
// - the last price drop, kept by a trigger whoever lowers `price` (a crawl, a dealer, a private seller);
// - change_followers: a named reader of the change feed that keeps its place in the database, so a job
//   that acts on changes (deal ratings, alerts) sees each change once, in the transaction of its writes.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('listings', (t) => {
    t.text('deal_rating');
    t.check(
      "deal_rating in ('great', 'good', 'fair', 'high', 'overpriced', 'insufficient')",
      [],
      'listings_deal_rating_check',
    );
    t.integer('deal_expected_price'); // pence
    t.specificType('deal_score', 'real'); // (price - expected) / expected
    t.integer('deal_comparables');
    t.jsonb('deal_detail');
    t.timestamp('deal_rated_at', { useTz: true });
    t.integer('price_drop'); // pence: how much the last drop took off
    t.timestamp('price_dropped_at', { useTz: true });
  });
  // A fall in the listing's price is a drop; a rise forgets the last drop (it no longer describes
  // the price shown). A fall that comes with a new platform's offer is not a drop: the vehicle was
  // cheaper there all along (a first crawl finds a car on one platform, then on a cheaper one).
  await knex.raw(`
create or replace function record_price_drop() returns trigger language plpgsql as $fn$
begin
  if new.price < old.price and new.offer_count <= old.offer_count then
    new.price_drop := old.price - new.price;
    new.price_dropped_at := now();
  elsif new.price > old.price then
    new.price_drop := null;
    new.price_dropped_at := null;
  end if;
  return new;
end
$fn$`);
  await knex.raw(`
create trigger listings_price_drop before update of price on listings
  for each row when (new.price is distinct from old.price) execute function record_price_drop()`);
  await knex.raw(
    'create index listings_price_dropped_idx on listings (price_dropped_at) where price_dropped_at is not null',
  );
  await knex.schema.createTable('change_followers', (t) => {
    t.text('name').primary();
    t.specificType('position', 'pg_snapshot').notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await installChangeFunctions(knex);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('change_followers');
  await knex.raw('drop trigger listings_price_drop on listings');
  await knex.raw('drop function record_price_drop()');
  await knex.schema.alterTable('listings', (t) => {
    t.dropChecks(['listings_deal_rating_check']);
    for (const c of [
      'deal_rating',
      'deal_expected_price',
      'deal_score',
      'deal_comparables',
      'deal_detail',
      'deal_rated_at',
      'price_drop',
      'price_dropped_at',
    ])
      t.dropColumn(c);
  });
  await installChangeFunctions(knex);
}
