// The server's password rule beyond the shared schema's length (NIST SP 800-63B §3.1.1.2): no
// common password, no trivial pattern, nothing containing the person's own username or e-mail name.
// No composition rules: a long passphrase of plain words is welcome. Applied wherever a password is
// set: sign-up, password change, the operator's admin.
import { createError } from '../../lib/errors.js';
import { isCommonPassword, isTrivialPattern } from './common-passwords.js';

export const COMMON_PASSWORD = 'This password is too common: choose one that is harder to guess';
export const TRIVIAL_PASSWORD = 'This password is too easy to guess: avoid repeated characters and sequences';
export const PERSONAL_PASSWORD = 'Password must not contain your username or e-mail address';

/** Why `password` may not be used by this person, or null when it may. */
export function passwordProblem(password: string, who: { username?: string; email?: string }): string | null {
  if (isCommonPassword(password)) return COMMON_PASSWORD;
  if (isTrivialPattern(password)) return TRIVIAL_PASSWORD;
  const lower = password.toLowerCase();
  const own = [who.username, who.email?.split('@')[0]]
    .map((s) => (s ?? '').trim().toLowerCase())
    .filter((s) => [...s].length >= 3);
  if (own.some((s) => lower.includes(s))) return PERSONAL_PASSWORD;
  return null;
}

/** Throws the 400 that names the form's field ("password: …") when the password may not be used. */
export function assertPasswordAllowed(
  password: string,
  who: { username?: string; email?: string },
  field = 'password',
): void {
  const problem = passwordProblem(password, who);
  if (problem) throw createError('WEAK_PASSWORD', `${field}: ${problem}`, 400);
}
