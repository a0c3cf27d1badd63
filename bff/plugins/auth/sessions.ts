// Server-side sessions: a 256-bit random token in the cookie, its SHA-256 in the database.
import { createHash, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';

export const newToken = () => randomBytes(32).toString('base64url');
export const tokenId = (token: string) => createHash('sha256').update(token).digest('hex');

export interface SessionRow {
  id: string;
  user_id: number;
  last_seen_at: Date;
  expires_at: Date;
}

export async function createSession(
  knex: Knex,
  userId: number,
  idleMs: number,
  meta: { ip: string | null; userAgent: string | null },
): Promise<string> {
  const token = newToken();
  await knex('sessions').insert({
    id: tokenId(token),
    user_id: userId,
    expires_at: new Date(Date.now() + idleMs),
    ip: meta.ip,
    user_agent: meta.userAgent?.slice(0, 300) ?? null,
  });
  return token;
}

/** The live session for a token, extending its idle expiry at most every five minutes. */
export async function findSession(knex: Knex, token: string, idleMs: number): Promise<SessionRow | null> {
  const id = tokenId(token);
  const row = (await knex('sessions').where({ id }).first()) as SessionRow | undefined;
  if (!row) return null;
  if (new Date(row.expires_at).getTime() <= Date.now()) {
    await knex('sessions').where({ id }).delete();
    return null;
  }
  if (Date.now() - new Date(row.last_seen_at).getTime() > 5 * 60_000) {
    await knex('sessions')
      .where({ id })
      .update({ last_seen_at: knex.fn.now(), expires_at: new Date(Date.now() + idleMs) });
  }
  return row;
}

export async function deleteSession(knex: Knex, token: string): Promise<void> {
  await knex('sessions')
    .where({ id: tokenId(token) })
    .delete();
}

export async function deleteUserSessions(knex: Knex, userId: number, exceptToken?: string): Promise<void> {
  const q = knex('sessions').where({ user_id: userId });
  if (exceptToken) q.whereNot({ id: tokenId(exceptToken) });
  await q.delete();
}
