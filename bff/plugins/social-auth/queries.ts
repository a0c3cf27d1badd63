import type { Knex } from 'knex';

export async function findIdentityUser(
  knex: Knex,
  provider: string,
  providerUserId: string,
): Promise<number | null> {
  const row = (await knex('user_identities')
    .where({ provider, provider_user_id: providerUserId })
    .first('user_id')) as { user_id: number } | undefined;
  return row?.user_id ?? null;
}

export async function emailTaken(knex: Knex, email: string): Promise<boolean> {
  return Boolean(await knex('users').whereRaw('lower(email) = lower(?)', [email]).first('id'));
}

/** Lower-cased usernames that start with base (base uses no LIKE wildcards but '_', escaped here). */
export async function usernamesLike(knex: Knex, base: string): Promise<string[]> {
  const pattern = `${base.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = (await knex('users')
    .whereRaw("lower(username) like ? escape '\\'", [pattern])
    .select(knex.raw('lower(username) as username'))) as { username: string }[];
  return rows.map((r) => r.username);
}
