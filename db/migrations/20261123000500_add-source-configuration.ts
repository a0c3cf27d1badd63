import type { Knex } from 'knex';

// Sources are configured in the database (CRAWL-POLICY C7): how each platform publishes its stock,
// whether and how politely we may fetch it. `platforms` already names every platform a listing can
// come from; the crawled ones get their connector settings here. The crawler's own memory lives
// beside them: per host (C2 pacing across restarts, C1 robots.txt cache) and per URL (C5 validators,
// with the external ids a page held, so a 304 still counts them as seen).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('platforms', (t) => {
    // false for platforms nothing is crawled from (AllMotors itself).
    t.boolean('is_source').notNullable().defaultTo(true);
    t.text('kind').notNullable().defaultTo('html');
    t.check("kind in ('html', 'json', 'feed')", [], 'platforms_kind_check');
    t.text('start_path').notNullable().defaultTo('/');
    t.text('access').notNullable().defaultTo('allowed');
    t.check("access in ('allowed', 'partner_feed', 'disabled')", [], 'platforms_access_check');
    t.boolean('enabled').notNullable().defaultTo(true);
    t.integer('min_delay_ms').notNullable().defaultTo(1000);
    t.check('min_delay_ms >= 0', [], 'platforms_min_delay_check');
    t.text('schedule'); // a cron expression of its own; null follows SCRAPE_CRON
    t.text('credentials'); // a partner feed's bearer token
    t.integer('page_budget').notNullable().defaultTo(10_000);
    t.integer('max_retry_after_ms').notNullable().defaultTo(60_000);
    // Served by the demo world (bff/world): its base URL follows DEMO_SOURCES_PORT at start-up.
    t.boolean('demo').notNullable().defaultTo(false);
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.schema.createTable('crawler_settings', (t) => {
    t.smallint('id').primary();
    t.check('id = 1', [], 'crawler_settings_single_row');
    t.boolean('kill_switch').notNullable().defaultTo(false);
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.schema.createTable('crawl_hosts', (t) => {
    t.text('host').primary(); // origin: scheme://host:port
    t.timestamp('last_request_at', { useTz: true });
    t.timestamp('last_success_at', { useTz: true });
    t.text('robots_status');
    t.text('robots_body');
    t.timestamp('robots_fetched_at', { useTz: true });
    t.integer('robots_run_id');
  });
  await knex.schema.createTable('crawl_pages', (t) => {
    t.text('source_id').notNullable().references('platforms.id').onDelete('cascade');
    t.text('url').notNullable();
    t.text('etag');
    t.text('last_modified');
    t.specificType('external_ids', 'text[]').notNullable().defaultTo('{}');
    // The links it led to, so a 304 page still continues the crawl.
    t.specificType('next_urls', 'text[]').notNullable().defaultTo('{}');
    t.integer('expected');
    t.timestamp('fetched_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['source_id', 'url']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('crawl_pages');
  await knex.schema.dropTable('crawl_hosts');
  await knex.schema.dropTable('crawler_settings');
  await knex.schema.alterTable('platforms', (t) => {
    t.dropChecks(['platforms_kind_check', 'platforms_access_check', 'platforms_min_delay_check']);
    for (const c of [
      'is_source',
      'kind',
      'start_path',
      'access',
      'enabled',
      'min_delay_ms',
      'schedule',
      'credentials',
      'page_budget',
      'max_retry_after_ms',
      'demo',
      'updated_at',
    ])
      t.dropColumn(c);
  });
}
