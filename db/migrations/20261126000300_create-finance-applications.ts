import type { Knex } from 'knex';

// Finance applications (000 §3, DECISIONS 23): what the Apply tab sends, with the quote the person
// carried over from the calculator as the server priced it. Visitors may apply (000 §6): user_id is
// set only when someone was signed in. Money is pence; the APR is kept in basis points (4.9% = 490).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('finance_applications', (t) => {
    t.increments('id');
    t.integer('user_id').references('users.id').onDelete('set null');
    t.integer('listing_id').references('listings.id').onDelete('set null');
    t.text('status').notNullable().defaultTo('received');
    t.check("status in ('received')", [], 'finance_applications_status_check');
    t.text('first_name').notNullable();
    t.text('last_name').notNullable();
    t.text('email').notNullable();
    t.text('phone').notNullable();
    t.integer('annual_income').notNullable();
    t.check('annual_income > 0', [], 'finance_applications_income_check');
    t.text('employment_status').notNullable();
    t.check(
      "employment_status in ('employed', 'self-employed', 'unemployed', 'retired', 'student')",
      [],
      'finance_applications_employment_check',
    );
    t.text('credit_score').notNullable();
    t.check(
      "credit_score in ('excellent', 'good', 'fair', 'poor', 'unknown')",
      [],
      'finance_applications_credit_score_check',
    );
    // The quote: all five or none.
    t.integer('price');
    t.integer('deposit');
    t.integer('term_months');
    t.integer('apr_basis_points');
    t.integer('monthly_payment');
    t.check(
      '(price is null) = (deposit is null) and (price is null) = (term_months is null) and ' +
        '(price is null) = (apr_basis_points is null) and (price is null) = (monthly_payment is null)',
      [],
      'finance_applications_quote_check',
    );
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['user_id']);
    t.index(['created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('finance_applications');
}
