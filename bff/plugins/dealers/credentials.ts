// Dealer API keys (DECISIONS 18): `am_live_` and 32 random characters, shown once and stored only as a
// SHA-256 hash (a key is random and long, so a fast hash is enough: nothing to guess from it).
import { createHash, randomBytes } from 'node:crypto';

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
