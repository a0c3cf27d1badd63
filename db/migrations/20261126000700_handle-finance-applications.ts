import type { Knex } from 'knex';

// The finance team works applications through (docs/finance.md 'Handling applications'): received →
// contacted → approved | declined, or withdrawn by the applicant at any point before a decision. Who
// moved it last and their note are kept beside the status.
const STATUSES = ['received', 'contacted', 'approved', 'declined', 'withdrawn'];

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('finance_applications', (t) => {
    t.dropChecks(['finance_applications_status_check']);
  });
  await knex.schema.alterTable('finance_applications', (t) => {
    t.check(
      `status in (${STATUSES.map((s) => `'${s}'`).join(', ')})`,
      [],
      'finance_applications_status_check',
    );
    t.text('status_note');
    t.text('handled_by');
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['status', 'created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex('finance_applications').whereNot({ status: 'received' }).update({ status: 'received' });
  await knex.schema.alterTable('finance_applications', (t) => {
    t.dropIndex(['status', 'created_at']);
    t.dropColumns('status_note', 'handled_by', 'updated_at');
    t.dropChecks(['finance_applications_status_check']);
  });
  await knex.schema.alterTable('finance_applications', (t) => {
    t.check("status in ('received')", [], 'finance_applications_status_check');
  });
}
