import type { Knex } from 'knex';
import { installChangeFunctions } from '../change-triggers.js';

// The change feed's trigger functions compare columns instead of whole rows as JSON
// (db/change-triggers.ts).
export async function up(knex: Knex): Promise<void> {
  await installChangeFunctions(knex);
}

export async function down(knex: Knex): Promise<void> {
  // Back to 20261123000200's functions: whole rows as JSON.
  const { up: original } = await import('./20261123000200_add-listing-change-triggers.js');
  const { down: drop } = await import('./20261123000200_add-listing-change-triggers.js');
  await drop(knex);
  await original(knex);
}
