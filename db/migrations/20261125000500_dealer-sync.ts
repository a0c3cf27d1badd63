import type { Knex } from 'knex';

// Auto-sync of a dealer's feed (issue 11 item 6; docs/dealers.md, 'Auto-sync'): approval of an
// application with a feed or API integration copies its URL, format, frequency and sealed token onto
// the dealer; a scheduled job pulls it. `dealer_vehicles.synced_at` marks the vehicles that came from
// the feed: only those are removed when a complete pull no longer lists them.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('dealers', (t) => {
    t.text('sync_url');
    t.text('sync_format');
    t.check("sync_format in ('json', 'csv', 'xml')", [], 'dealers_sync_format_check');
    // realtime is every 5 minutes (the schedule's tick).
    t.text('sync_frequency');
    t.check(
      "sync_frequency in ('realtime', 'hourly', 'daily', 'weekly')",
      [],
      'dealers_sync_frequency_check',
    );
    // The dealer's API key/token, sealed (bff/lib/sealed.ts), as the application held it.
    t.text('sync_token_sealed');
    t.boolean('sync_enabled').notNullable().defaultTo(false);
    // When the last pull ended, whether it succeeded or failed (last_sync_result.ok says which).
    t.timestamp('last_synced_at', { useTz: true });
    t.jsonb('last_sync_result');
  });
  await knex.schema.alterTable('dealer_vehicles', (t) => {
    t.timestamp('synced_at', { useTz: true });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('dealer_vehicles', (t) => t.dropColumn('synced_at'));
  await knex.schema.alterTable('dealers', (t) => {
    t.dropChecks(['dealers_sync_frequency_check', 'dealers_sync_format_check']);
    t.dropColumn('last_sync_result');
    t.dropColumn('last_synced_at');
    t.dropColumn('sync_enabled');
    t.dropColumn('sync_token_sealed');
    t.dropColumn('sync_frequency');
    t.dropColumn('sync_format');
    t.dropColumn('sync_url');
  });
}
