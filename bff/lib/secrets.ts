// Secrets the server makes for itself on first start and keeps in the database, so every process and
// every restart share them (the session cookie's sealing password, for one).
import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';

export async function appSecret(knex: Knex, name: string): Promise<string> {
  const value = randomBytes(48).toString('base64url');
  await knex('app_secrets').insert({ name, value }).onConflict('name').ignore();
  const row = (await knex('app_secrets').where({ name }).first()) as { value: string };
  return row.value;
}
