import type { Knex } from 'knex';
import { PLATFORMS, demoFeedKey, platformBaseUrl } from '../reference/platforms.js';

// The eight demo platforms become configured sources served by the demo world (DECISIONS 15). Their
// own robots.txt asks for a short Crawl-delay, so the first crawl of a fresh install is quick; a real
// source keeps the default second. AllMotors itself is a platform but not a source.
export async function up(knex: Knex): Promise<void> {
  for (const p of PLATFORMS) {
    const config = {
      base_url: platformBaseUrl(p.id),
      kind: p.kind,
      start_path: p.startPath,
      access: p.access,
      min_delay_ms: 100,
      credentials: p.kind === 'feed' ? demoFeedKey(p.id) : null,
      demo: true,
    };
    await knex('platforms')
      .insert({ id: p.id, name: p.name, bit: p.bit, ...config })
      .onConflict('id')
      .merge(Object.keys(config));
  }
  await knex('platforms').where({ id: 'allmotors' }).update({ is_source: false, enabled: false });
  await knex('crawler_settings').insert({ id: 1, kill_switch: false }).onConflict('id').ignore();
}

export async function down(knex: Knex): Promise<void> {
  await knex('crawler_settings').delete();
  await knex('platforms').update({ demo: false });
}
