import type { Knex } from 'knex';

// A scraping run (DECISIONS 16): its machine's snapshot is in actor_snapshots; these tables hold what
// it did, written in the same transaction as the listings of each page, so a restart resumes exactly
// where the last commit left it. The frontier is the run's list of URLs, done and pending.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('scrape_runs', (t) => {
    t.increments('id');
    t.text('state').notNullable().defaultTo('starting');
    t.text('trigger').notNullable();
    t.integer('requested_by').references('users.id').onDelete('set null');
    t.text('requested_by_name');
    // A scheduled tick's key ('2026-11-23T14:00'): several processes ticking at once start one run.
    t.text('tick_key').unique();
    t.text('error');
    t.timestamp('started_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('finished_at', { useTz: true });
  });
  // At most one unfinished run: overlapping starts fail here, whichever process tries.
  await knex.raw(
    'create unique index scrape_runs_one_active on scrape_runs ((true)) where finished_at is null',
  );
  await knex.schema.createTable('scrape_run_sources', (t) => {
    t.integer('run_id').notNullable().references('scrape_runs.id').onDelete('cascade');
    t.text('source_id').notNullable().references('platforms.id').onDelete('cascade');
    t.text('state').notNullable().defaultTo('queued');
    for (const c of ['pages', 'seen', 'added', 'updated', 'removed', 'rejected', 'errors'])
      t.integer(c).notNullable().defaultTo(0);
    t.integer('expected');
    // True once every page of the source was read in this run: only then may absent offers go.
    t.boolean('complete').notNullable().defaultTo(false);
    t.text('error');
    t.timestamp('started_at', { useTz: true });
    t.timestamp('finished_at', { useTz: true });
    t.primary(['run_id', 'source_id']);
  });
  await knex.schema.createTable('crawl_frontier', (t) => {
    t.integer('run_id').notNullable().references('scrape_runs.id').onDelete('cascade');
    t.text('source_id').notNullable();
    t.text('url').notNullable();
    t.integer('position').notNullable();
    t.text('state').notNullable().defaultTo('pending');
    t.check("state in ('pending', 'done', 'failed')", [], 'crawl_frontier_state_check');
    t.smallint('status');
    t.timestamp('fetched_at', { useTz: true });
    t.primary(['run_id', 'source_id', 'url']);
  });
  await knex.schema.createTable('crawl_rejects', (t) => {
    t.bigIncrements('id');
    t.integer('run_id').notNullable().references('scrape_runs.id').onDelete('cascade');
    t.text('source_id').notNullable();
    t.text('url').notNullable();
    t.text('external_id');
    t.text('reason').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['run_id', 'source_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('crawl_rejects');
  await knex.schema.dropTable('crawl_frontier');
  await knex.schema.dropTable('scrape_run_sources');
  await knex.schema.dropTable('scrape_runs');
}
