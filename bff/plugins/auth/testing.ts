// For tests that sign people up: the token of the confirmation link e-mailed to an address, read the
// way the sender reads it (the outbox message's sealed secret), before the message has gone.
import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { Sealer } from '../../lib/sealed.js';
import { CONFIRM_SUBJECT } from './confirmation.js';
import { tokenId } from './sessions.js';

/**
 * The raw token of the newest sign-up confirmation e-mail to `email`. On a test server whose job
 * worker runs, the message may already have gone and its secret been erased (bff/lib/outbox.ts): then
 * a link of the same kind is made for the account, still opened through the real confirm endpoint.
 */
export async function emailConfirmationToken(knex: Knex, email: string): Promise<string> {
  const row = (await knex('outbox')
    .whereRaw('lower(to_address) = lower(?)', [email])
    .where({ subject: CONFIRM_SUBJECT })
    .orderBy('id', 'desc')
    .first('secret_sealed', 'state')) as { secret_sealed: string | null; state: string } | undefined;
  if (row?.secret_sealed) return (await Sealer.of(knex)).open(row.secret_sealed);
  const user = (await knex('users').whereRaw('lower(email) = lower(?)', [email]).first('id')) as
    { id: number } | undefined;
  if (!row || row.state !== 'sent' || !user)
    throw new Error(`no sealed sign-up confirmation e-mail to ${email}`);
  const token = randomBytes(32).toString('base64url');
  await knex('email_confirmations').insert({
    token_hash: tokenId(token),
    user_id: user.id,
    expires_at: new Date(Date.now() + 60 * 60 * 1000),
  });
  return token;
}
