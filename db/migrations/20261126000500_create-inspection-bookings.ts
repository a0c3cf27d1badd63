import type { Knex } from 'knex';

// Part-exchange inspection bookings (DECISIONS 24: 'Book Inspection' books a slot). Visitors book
// without an account, so this is not an enquiry (those are a signed-in buyer's thread about a
// listing). The car's details and the estimate (pence) the page showed are kept for the team.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('inspection_bookings', (t) => {
    t.increments('id');
    t.text('status').notNullable().defaultTo('requested');
    t.check("status in ('requested')", [], 'inspection_bookings_status_check');
    t.text('name').notNullable();
    t.text('email').notNullable();
    t.text('phone').notNullable();
    t.date('preferred_date').notNullable();
    t.text('time_slot').notNullable();
    t.check("time_slot in ('09-11', '11-13', '13-15', '15-17')", [], 'inspection_bookings_slot_check');
    t.text('registration').notNullable();
    t.integer('mileage').notNullable();
    t.check('mileage >= 0', [], 'inspection_bookings_mileage_check');
    t.text('condition').notNullable();
    t.check("condition in ('excellent', 'good', 'fair', 'poor')", [], 'inspection_bookings_condition_check');
    t.text('service_history').notNullable();
    t.check("service_history in ('full', 'partial', 'none')", [], 'inspection_bookings_history_check');
    t.text('additional_info');
    t.integer('estimate').notNullable();
    t.check('estimate >= 0', [], 'inspection_bookings_estimate_check');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['preferred_date']);
    t.index(['created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('inspection_bookings');
}
