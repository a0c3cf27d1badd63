import type { Knex } from 'knex';

// The job queue (bff/lib/queue): long work (a crawl, a render) runs outside the request and outside
// the machines. A worker claims due rows with `FOR UPDATE SKIP LOCKED` and holds a lease it renews;
// a job whose lease lapsed (its owner died) is claimed again by whoever looks next. `attempts` counts
// claims, so it also names the claim: a stale owner's report never matches it.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('jobs', (t) => {
    t.bigIncrements('id');
    t.text('queue').notNullable();
    t.jsonb('payload').notNullable();
    t.text('state').notNullable().defaultTo('queued');
    t.check("state in ('queued', 'running', 'done', 'failed')", [], 'jobs_state_check');
    // Enqueueing the same key again returns the first job (a re-run effect, a double click).
    t.text('idempotency_key').unique();
    t.integer('attempts').notNullable().defaultTo(0);
    t.integer('max_attempts').notNullable().defaultTo(5);
    t.timestamp('run_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.text('lease_owner');
    t.timestamp('lease_until', { useTz: true });
    t.text('last_error');
    t.jsonb('result');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('finished_at', { useTz: true });
    // The claim: due rows of a queue in run_at order (queued ones, and running ones to take over).
    t.index(['queue', 'state', 'run_at']);
  });
  // Housekeeping deletes finished jobs by age.
  await knex.raw("create index jobs_finished_at on jobs (finished_at) where state in ('done', 'failed')");
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('jobs');
}
