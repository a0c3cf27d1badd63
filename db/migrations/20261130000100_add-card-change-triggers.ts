import type { Knex } from 'knex';
import { createChangeTriggers, dropChangeTriggers, installChangeFunctions } from '../change-triggers.js';

// The change feed carries everything a search answer shows (db/change-triggers.ts): a seller's
// uploaded photo, and a seller's new name or town, are changes to their listings. Until now only
// listings and offers fed it, so an answer kept for the index version (and a card kept by id) could
// show the old photos or name until the listing itself next changed.
const TABLES = [
  { table: 'listing_photos', fn: 'record_photo_changes' },
  { table: 'sellers', fn: 'record_seller_changes' },
] as const;

export async function up(knex: Knex): Promise<void> {
  await installChangeFunctions(knex);
  for (const { table, fn } of TABLES) await createChangeTriggers(knex, table, fn);
}

export async function down(knex: Knex): Promise<void> {
  for (const { table, fn } of [...TABLES].reverse()) await dropChangeTriggers(knex, table, fn);
}
