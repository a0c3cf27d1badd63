// Passwords people choose most (NIST SP 800-63B §3.1.1.2's blocklist): the 49k-entry list bundled
// with zxcvbn-ts, plus words of this site that make the first guesses against its accounts.
// Server-side only: the web app never loads this list (the form shows the rule, the server applies it).
import { dictionary } from '@zxcvbn-ts/language-common';

const COMMON = new Set((dictionary['passwords-common'] as string[]).map((p) => p.toLowerCase()));

/** The site's own words (NIST: "context-specific words, such as the name of the service"). */
const SITE_WORDS = new Set([
  'allmotors',
  'motors',
  'motor',
  'car',
  'cars',
  'carlover',
  'vehicle',
  'vehicles',
  'auto',
  'autos',
  'dealer',
  'garage',
]);

const known = (word: string) => COMMON.has(word) || SITE_WORDS.has(word);

/**
 * True for a password on the list, ignoring case and the digits and symbols people add around a word
 * ('Password2024!'), or made of two listed words ('carlover').
 */
export function isCommonPassword(password: string): boolean {
  const p = password.toLowerCase();
  const core = p.replace(/^[\d\W_]+|[\d\W_]+$/gu, '');
  if (known(p) || (core.length >= 3 && known(core))) return true;
  for (let i = 3; i <= core.length - 3; i++) if (known(core.slice(0, i)) && known(core.slice(i))) return true;
  return false;
}

/**
 * True for one character or a short group repeated ('zzzzzzzz', 'abcabcabc'), a run ('12345678'),
 * or hardly more than one character ('1111111a': fewer than three different ones).
 */
export function isTrivialPattern(password: string): boolean {
  const p = password.toLowerCase();
  if (new Set(p).size < 3) return true;
  const core = p.replace(/^[\d\W_]+|[\d\W_]+$/gu, '');
  return [p, core].some((s) => {
    const points = [...s].map((c) => c.codePointAt(0)!);
    if (points.length < 3) return false;
    if (/^(.{1,4})\1+$/su.test(s)) return true;
    const step = points[1]! - points[0]!;
    return Math.abs(step) === 1 && points.every((c, i) => i === 0 || c - points[i - 1]! === step);
  });
}
