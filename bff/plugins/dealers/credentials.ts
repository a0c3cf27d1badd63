// Dealer API keys (DECISIONS 18): `am_live_` and 32 random characters, shown once and stored only as a
// SHA-256 hash (a key is random and long, so a fast hash is enough: nothing to guess from it).
import { createHash, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { queueEmail, SECRET_SLOT } from '../../lib/outbox.js';

export const KEY_PREFIX = 'am_live_';

export interface NewKey {
  key: string;
  hash: string;
  /** The first characters, to tell keys apart in lists. */
  prefix: string;
}

export const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

export function newApiKey(): NewKey {
  const key = `${KEY_PREFIX}${randomBytes(24).toString('base64url')}`;
  return { key, hash: hashKey(key), prefix: key.slice(0, KEY_PREFIX.length + 4) };
}

/**
 * An e-mail carrying a key (approval, a key an admin issued): the key goes in sealed and is put in
 * only as the message leaves (bff/lib/outbox.ts). `lead` says why; `after` follows the key's advice.
 */
export function queueKeyEmail(
  trx: Knex.Transaction,
  email: { to: string; subject: string; dealerName: string; dealerId: number; keySealed: string },
  lead: string[],
  after: string[] = [],
): Promise<number> {
  return queueEmail(trx, {
    to: email.to,
    subject: email.subject,
    body: [
      `Hello ${email.dealerName},`,
      '',
      ...lead,
      '',
      `Dealer ID: ${email.dealerId}`,
      `API key: ${SECRET_SLOT}`,
      '',
      'Keep the key safe: we store only a fingerprint of it and cannot show it again. Send it in the',
      'X-Api-Key header of every call to the dealer API. If it is lost, ask us for a new one.',
      ...after,
    ].join('\n'),
    secretSealed: email.keySealed,
  });
}
