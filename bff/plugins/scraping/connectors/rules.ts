// The valibot building blocks of the quality rules (record.ts): coercions that read what sources
// send ('18,995', ' 42150 ', 'DIESEL') and report failures quoting the raw value, so a reject's
// reason shows what the source actually sent.
import * as v from 'valibot';
import { cleanLine, normaliseName, show, textOf } from './text.js';

export const blank = (x: unknown) =>
  x === undefined || x === null || (typeof x === 'string' && cleanLine(x) === '');

/** A number from a number or from text such as '18,995', '£18995.00' or ' 42150 '. */
export function numberOf(x: unknown): number | null {
  if (typeof x === 'number') return Number.isFinite(x) ? x : null;
  if (typeof x !== 'string') return null;
  const s = x.replace(/[£,\s]/g, '');
  return /^-?(\d+\.?\d*|\.\d+)$/.test(s) ? Number(s) : null;
}

// Building blocks. Each rawTransform reports with the raw value, so a reason quotes what the source sent.
export const required = v.rawTransform<unknown, unknown>(({ dataset, addIssue, NEVER }) => {
  if (!blank(dataset.value)) return dataset.value;
  addIssue({ message: 'missing' });
  return NEVER;
});
export const toNumber = v.rawTransform<unknown, number>(({ dataset, addIssue, NEVER }) => {
  const n = numberOf(dataset.value);
  if (n !== null) return n;
  addIssue({ message: `${show(dataset.value)} is not a number` });
  return NEVER;
});
export const toText = v.rawTransform<unknown, string>(({ dataset, addIssue, NEVER }) => {
  const s = textOf(dataset.value);
  if (s !== null) return normaliseName(s);
  addIssue({ message: `${show(dataset.value)} is not text` });
  return NEVER;
});
export const whole = v.check<number, (i: v.CheckIssue<number>) => string>(
  Number.isInteger,
  (i) => `${i.input} is not a whole number`,
);
export const mapped = <T>(what: string, map: (s: string) => T | null) =>
  v.rawTransform<string, T>(({ dataset, addIssue, NEVER }) => {
    const m = map(dataset.value);
    if (m !== null) return m;
    addIssue({ message: `${show(dataset.value)} is not a known ${what}` });
    return NEVER;
  });
export const optionalText = v.pipe(
  v.unknown(),
  v.transform((x) => (blank(x) ? null : textOf(x))),
);
export const optionalNumber = v.pipe(
  v.unknown(),
  v.rawTransform<unknown, number | null>(({ dataset, addIssue, NEVER }) => {
    if (blank(dataset.value)) return null;
    const n = numberOf(dataset.value);
    if (n !== null) return n;
    addIssue({ message: `${show(dataset.value)} is not a number` });
    return NEVER;
  }),
);
export const text = v.pipe(v.unknown(), required, toText);
export const int = (min: number, max: number) =>
  v.pipe(
    v.unknown(),
    required,
    toNumber,
    whole,
    v.check(
      (n) => n >= min && n <= max,
      (i) => `${i.input} is not between ${min} and ${max.toLocaleString('en-GB')}`,
    ),
  );
export const list = (x: unknown): string[] =>
  Array.isArray(x) ? x.flatMap((i) => textOf(i) ?? []) : typeof x === 'string' ? x.split('|') : [];

export const pounds = (pence: number) =>
  `£${(pence / 100).toLocaleString('en-GB', { minimumFractionDigits: pence % 100 ? 2 : 0 })}`;

/** 'Sat Nav', 'sat nav ', 'Sat Nav' → ['Sat Nav']: first spelling kept, blanks dropped. */
export function dedupe(x: unknown): string[] {
  const seen = new Map<string, string>();
  for (const f of list(x)) {
    const name = normaliseName(f);
    if (name && !seen.has(name.toLowerCase())) seen.set(name.toLowerCase(), name);
  }
  return [...seen.values()];
}

/** '2027-03-01' or '2027-03-01T00:00:00Z' → '2027-03-01'; anything that is not a real date → null. */
export function isoDate(s: string | null): string | null {
  const m = s ? /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(s) : null;
  if (!m) return null;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === `${m[1]}-${m[2]}-${m[3]}` ? d.toISOString().slice(0, 10) : null;
}
