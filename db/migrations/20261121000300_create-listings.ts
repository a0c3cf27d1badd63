import type { Knex } from 'knex';

// One table for cars, motorcycles and vans (DECISIONS 3). A listing is one vehicle, seen on one
// or more platforms (offers); price, platform and platform_mask summarise its active offers.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('listings', (t) => {
    t.increments('id');
    t.text('category').notNullable();
    t.check("category in ('car', 'motorcycle', 'van')", [], 'listings_category_check');
    t.text('title').notNullable();
    t.text('make').notNullable();
    t.text('model').notNullable();
    t.text('variant').notNullable().defaultTo('');
    t.smallint('year').notNullable();
    t.integer('price').notNullable(); // pence: the lowest active offer
    t.check('price >= 0', [], 'listings_price_check');
    t.integer('mileage').notNullable();
    t.text('fuel_type').notNullable();
    t.text('transmission').notNullable();
    t.text('body_type').notNullable();
    t.decimal('engine_size', 3, 1).notNullable(); // litres
    t.smallint('power_bhp');
    t.smallint('doors').notNullable();
    t.smallint('seats').notNullable();
    t.text('color').notNullable();
    t.smallint('previous_owners').notNullable();
    t.boolean('is_electric').notNullable().defaultTo(false);
    t.smallint('electric_range'); // miles
    t.text('charging_type');
    t.date('mot_expiry');
    t.integer('road_tax'); // pounds per year (a tax band, not a price of the vehicle)
    t.smallint('insurance_group');
    t.specificType('features', 'text[]').notNullable().defaultTo('{}');
    t.text('description').notNullable().defaultTo('');
    t.text('service_history'); // 'full' | 'partial' | 'none'
    t.smallint('image_count').notNullable().defaultTo(0);
    t.text('registration'); // UK registration mark, where known
    t.text('vin');
    t.text('postcode').notNullable();
    t.double('lat').notNullable();
    t.double('lon').notNullable();
    t.integer('seller_id').notNullable().references('sellers.id').onDelete('restrict');
    t.text('seller_type').notNullable();
    t.check("seller_type in ('trade', 'private')", [], 'listings_seller_type_check');
    t.text('platform').notNullable().references('platforms.id'); // platform of the lowest offer
    t.text('external_url').notNullable(); // that offer's link
    t.integer('platform_mask').notNullable().defaultTo(0); // bit per platform with an active offer
    t.smallint('offer_count').notNullable().defaultTo(1);
    t.specificType('relevance', 'real').notNullable().defaultTo(0);
    t.text('status').notNullable().defaultTo('active');
    t.check("status in ('active', 'removed')", [], 'listings_status_check');
    t.timestamp('first_seen_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('last_seen_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('removed_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('listings');
}
