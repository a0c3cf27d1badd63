// Helpers for the deletion tests (API and CLI): a valid form, and the token of the confirmation link
// read the way the sender reads it (the outbox's sealed secret).
import type { Knex } from 'knex';
import { Sealer } from '../../lib/sealed.js';
import { CONFIRM_SUBJECT } from './emails.js';

export const deletionForm = (email: string, overrides: Record<string, unknown> = {}) => ({
  email,
  confirmEmail: email,
  reason: 'I sold my car and no longer need the account.',
  confirmDeletion: true,
  retentionPeriod: 'immediate',
  ...overrides,
});

/** The raw token of the newest confirmation e-mail to `email` still waiting to be sent. */
export async function confirmationToken(knex: Knex, email: string): Promise<string> {
  const row = (await knex('outbox')
    .where({ to_address: email, subject: CONFIRM_SUBJECT })
    .orderBy('id', 'desc')
    .first('secret_sealed')) as { secret_sealed: string | null } | undefined;
  if (!row?.secret_sealed) throw new Error(`no sealed confirmation e-mail to ${email}`);
  return (await Sealer.of(knex)).open(row.secret_sealed);
}
