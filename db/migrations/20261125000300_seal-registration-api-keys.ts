import type { Knex } from 'knex';
import { Sealer } from '../../bff/lib/sealed.js';

// A dealer's API key given at registration (001 §3) is a secret: kept sealed like the wizard's
// (bff/lib/sealed.ts), in a column that says so. Keys already stored in the clear are sealed here.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => t.renameColumn('dealer_api_key', 'dealer_api_key_sealed'));
  const plain = (await knex('users')
    .whereNotNull('dealer_api_key_sealed')
    .whereNot('dealer_api_key_sealed', 'like', 'v1.%')
    .select('id', 'dealer_api_key_sealed')) as { id: number; dealer_api_key_sealed: string }[];
  if (plain.length === 0) return;
  const sealer = await Sealer.of(knex);
  for (const row of plain)
    await knex('users')
      .where({ id: row.id })
      .update({ dealer_api_key_sealed: sealer.seal(row.dealer_api_key_sealed) });
}

export async function down(knex: Knex): Promise<void> {
  const sealed = (await knex('users')
    .whereNotNull('dealer_api_key_sealed')
    .select('id', 'dealer_api_key_sealed')) as {
    id: number;
    dealer_api_key_sealed: string;
  }[];
  const sealer = sealed.length ? await Sealer.of(knex) : null;
  for (const row of sealed)
    await knex('users')
      .where({ id: row.id })
      .update({ dealer_api_key_sealed: sealer!.open(row.dealer_api_key_sealed) });
  await knex.schema.alterTable('users', (t) => t.renameColumn('dealer_api_key_sealed', 'dealer_api_key'));
}
