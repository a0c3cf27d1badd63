// The brakes on password guessing (issue 15 item 11). They slow whoever guesses without letting
// anyone lock the owner out: wrong passwords count against the ACCOUNT from one ADDRESS, so an
// attacker's failures refuse only the attacker's address; the account-wide count only holds back
// addresses that have themselves failed, and never a device the account signed in from before.
import type { Knex } from 'knex';
import { enforce, hit, peek, rateLimited, reset, type Limit } from '../../lib/rate-limit.js';

export interface LoginLimits {
  /** Every sign-in attempt from one address, whatever the account (credential stuffing). */
  loginPerAddress: Limit;
  /** Wrong passwords for one account from one address; then that address is refused for the window. */
  loginFailuresPerPair: Limit;
  /** Wrong passwords for one account from anywhere; then addresses with a failure of their own wait. */
  loginFailuresPerAccount: Limit;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  loginPerAddress: { max: 30, windowSeconds: 15 * 60 },
  loginFailuresPerPair: { max: 5, windowSeconds: 15 * 60 },
  loginFailuresPerAccount: { max: 20, windowSeconds: 15 * 60 },
};

/**
 * Who is being signed in to: the account's id whichever of its names was typed. An unknown name is
 * counted under the typed text through the same steps, so a refusal never tells a name exists.
 */
export const loginSubject = (userId: number | undefined, typed: string) =>
  userId === undefined ? `name:${typed.toLowerCase()}` : `user:${userId}`;

const pairKey = (subject: string, address: string) => `login:fail:${subject}:ip:${address}`;
const accountKey = (subject: string) => `login:fail:${subject}`;

/** Before the password is checked: counts the attempt, and refuses (429) an address that is braked. */
export async function admitLogin(
  knex: Knex,
  limits: LoginLimits,
  attempt: { subject: string; address: string; knownDevice: boolean },
): Promise<void> {
  await enforce(knex, `login:ip:${attempt.address}`, limits.loginPerAddress);
  const pair = await peek(knex, pairKey(attempt.subject, attempt.address), limits.loginFailuresPerPair);
  if (pair.count >= limits.loginFailuresPerPair.max) throw rateLimited(pair.retryAfter);
  const account = await peek(knex, accountKey(attempt.subject), limits.loginFailuresPerAccount);
  // Under a spread-out attack every address that has guessed wrong waits; the owner's device and any
  // address with no failure of its own still get their attempt.
  if (!attempt.knownDevice && pair.count > 0 && account.count >= limits.loginFailuresPerAccount.max)
    throw rateLimited(account.retryAfter);
}

export async function loginFailed(knex: Knex, limits: LoginLimits, subject: string, address: string) {
  await hit(knex, pairKey(subject, address), limits.loginFailuresPerPair);
  await hit(knex, accountKey(subject), limits.loginFailuresPerAccount);
}

/** The right password clears that address's failures for the account (not the account-wide count). */
export async function loginSucceeded(knex: Knex, subject: string, address: string) {
  await reset(knex, pairKey(subject, address));
}
