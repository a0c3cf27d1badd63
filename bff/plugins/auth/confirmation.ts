// E-mail confirmation of a self-registered account (issue 15): the same mechanism as a deletion
// request's link (bff/plugins/deletion-requests). The database keeps only the token's SHA-256; the
// raw token travels as the outbox message's sealed secret, put into the link as the message leaves
// and then forgotten (bff/lib/outbox.ts). A link works once, for 24 hours.
import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { createError } from '../../lib/errors.js';
import { queueEmail, SECRET_SLOT } from '../../lib/outbox.js';
import type { Sealer } from '../../lib/sealed.js';
import { CONFIRM_LINK_HOURS } from './schemas.js';
import { tokenId } from './sessions.js';

export { CONFIRM_LINK_HOURS };

export const CONFIRM_SUBJECT = 'Confirm your AllMotors e-mail address';
export const ATTEMPT_SUBJECT = 'Someone tried to create an AllMotors account with your address';
export const LINK_INVALID =
  'This confirmation link is not valid or has expired. Sign in to get a new one, or sign up again.';

export interface ConfirmationDeps {
  sealer: () => Promise<Sealer>;
  publicUrl: string;
  now?: () => Date;
}

/** Where the link leads: the web app's confirmation route (web/src/config/paths.ts). */
export const confirmLink = (publicUrl: string) => `${publicUrl}/register/confirm/${SECRET_SLOT}`;

/** Makes a new single-use link for the account and queues the e-mail carrying it, in `trx`. */
export async function issueConfirmation(
  trx: Knex.Transaction,
  deps: ConfirmationDeps,
  user: { id: number; email: string; first_name: string },
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const now = deps.now?.() ?? new Date();
  await trx('email_confirmations').insert({
    token_hash: tokenId(token),
    user_id: user.id,
    expires_at: new Date(now.getTime() + CONFIRM_LINK_HOURS * 60 * 60 * 1000),
  });
  await queueEmail(trx, {
    to: user.email,
    subject: CONFIRM_SUBJECT,
    body: [
      `Hello ${user.first_name},`,
      '',
      'Thank you for signing up to AllMotors. To confirm this e-mail address and start using your',
      'account, open this link:',
      confirmLink(deps.publicUrl),
      '',
      `The link works once and for ${CONFIRM_LINK_HOURS} hours. If you did not sign up, ignore this`,
      'message: the account stays unusable without your confirmation.',
    ].join('\n'),
    secretSealed: (await deps.sealer()).seal(token),
  });
}

/** Told to the owner of an address someone tried to sign up with again; nothing is changed. */
export async function queueAttemptEmail(trx: Knex.Transaction, publicUrl: string, to: string) {
  await queueEmail(trx, {
    to,
    subject: ATTEMPT_SUBJECT,
    body: [
      'Hello,',
      '',
      'Someone tried to create an AllMotors account with this e-mail address, which already has one.',
      'If it was you, sign in (or reset your password) here:',
      `${publicUrl}/auth`,
      '',
      'If it was not you, you need do nothing: your account is unchanged.',
    ].join('\n'),
  });
}

/**
 * Uses a link: confirms the account's address and spends every link it had. An unknown, used or
 * expired token is refused with one message.
 */
export async function consumeConfirmation(
  trx: Knex.Transaction,
  token: string,
  now: Date = new Date(),
): Promise<number> {
  const row = (await trx('email_confirmations')
    .where({ token_hash: tokenId(token) })
    .forUpdate()
    .first()) as { user_id: number; expires_at: Date } | undefined;
  if (!row || new Date(row.expires_at).getTime() <= now.getTime())
    throw createError('INVALID_TOKEN', `token: ${LINK_INVALID}`, 400);
  await trx('users')
    .where({ id: row.user_id })
    .whereNull('email_confirmed_at')
    .update({ email_confirmed_at: now, updated_at: now });
  await trx('email_confirmations').where({ user_id: row.user_id }).delete();
  return row.user_id;
}
