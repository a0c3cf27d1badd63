// Small helpers shared by the review generator: stable hashing, seeded choice, number and text formatting.
import { Random } from '../random.js';

/** FNV-1a 32-bit hash of a string: the seed of a model's own generator, so models never disturb each other. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A generator seeded from the given key parts. */
export function rngFor(...parts: (string | number)[]): Random {
  return new Random(hash(parts.join('|')));
}

export const clamp = (x: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, x));

/** One decimal place, as a number. */
export const dp1 = (x: number): number => Math.round(x * 10) / 10;

/** '£25,500'. */
export function pounds(value: number): string {
  return `£${Math.round(value).toLocaleString('en-GB')}`;
}

/** 'a', 'a and b', 'a, b and c'. */
export function listOf(items: readonly string[], conjunction = 'and'): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}

/** 'an' before a vowel sound, else 'a'. */
export function article(word: string): string {
  if (/^[AEFHILMNORSX](?![a-z])/.test(word)) return 'an'; // abbreviations said letter by letter: 'an SUV', 'an ST'
  if (/^(eu|one|uni|use|usa|uk)/i.test(word)) return 'a';
  return /^([aeiou]|8|11\b|18\b|e-)/i.test(word) ? 'an' : 'a';
}

export const withArticle = (word: string): string => `${article(word)} ${word}`;

const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
export const numberWord = (n: number): string => NUMBER_WORDS[n] ?? String(n);

/** 'hot hatch' -> 'hot hatches', 'city car' -> 'city cars'. */
export const plural = (noun: string): string => (/(ch|sh|s|x)$/.test(noun) ? `${noun}es` : `${noun}s`);

export const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** Lower-case kebab: 'Mustang Mach-E' -> 'mustang-mach-e', 'up!' -> 'up', 'SR/F' -> 'sr-f'. */
export function kebab(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A phrase builder: one of several ways of saying a thing, chosen by the review's generator. */
export type Phrase<F> = (f: F) => string;

export function say<F>(rng: Random, f: F, options: readonly Phrase<F>[]): string {
  return rng.pick(options)(f);
}

/** ISO date of a UTC day number (days since 1970-01-01). */
export function isoDay(day: number): string {
  return new Date(day * 86_400_000).toISOString().slice(0, 10);
}

export function dayOf(iso: string): number {
  return Math.round(Date.parse(`${iso}T00:00:00Z`) / 86_400_000);
}
