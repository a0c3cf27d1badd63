import type { Knex } from 'knex';

// A re-seen, unchanged offer is no longer written one row at a time (that was most of a crawl's
// writes): the pages of a pass record what they listed, and a complete pass of a source is recorded
// on the source, so an active offer's last sighting is its source's last complete pass. The index on
// offers' last_seen_at served the old per-row way of finding unseen offers.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('platforms', (t) => {
    t.timestamp('last_pass_at', { useTz: true });
  });
  await knex.raw(
    `update platforms p set last_pass_at = s.at
       from (select source_id, max(finished_at) as at from scrape_run_sources where complete group by source_id) s
      where s.source_id = p.id`,
  );
  await knex.raw('drop index if exists offers_platform_seen_idx');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('create index offers_platform_seen_idx on offers (platform, status, last_seen_at)');
  await knex.schema.alterTable('platforms', (t) => {
    t.dropColumn('last_pass_at');
  });
}
