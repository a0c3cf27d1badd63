// Text hygiene shared by every field: sources send stray control characters, zero-width spaces,
// non-breaking spaces and runs of whitespace, none of which belong in the product.

// Zero-width characters and the byte-order mark vanish; C0/C1 controls and line/paragraph separators
// become spaces (the line feed survives in free text, so descriptions keep their paragraphs).
const INVISIBLE = /[\u200b-\u200d\u2060\ufeff]/g;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;
// eslint-disable-next-line no-control-regex
const CONTROL_BUT_LF = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]/g;

/** One line of text: controls become spaces, whitespace runs collapse, ends trimmed. */
export function cleanLine(input: string): string {
  return input.normalize('NFC').replace(INVISIBLE, '').replace(CONTROL, ' ').replace(/\s+/g, ' ').trim();
}

/** Free text: paragraphs kept (at most one blank line between them), other controls dropped. */
export function cleanText(input: string): string {
  return input
    .normalize('NFC')
    .replace(INVISIBLE, '')
    .replace(/\r\n?/g, '\n')
    .replace(CONTROL_BUT_LF, ' ')
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * A make, model or seller name as the product stores it: one clean line with typographic quotes and
 * dashes made plain, so 'Smith’s Motors' from one platform equals "Smith's Motors" from another.
 * Case is kept; compare case-insensitively where that matters.
 */
export function normaliseName(input: string): string {
  return cleanLine(input)
    .replace(/[\u2018\u2019\u201b\u2032`]/g, "'")
    .replace(/[\u201c\u201d\u201f\u2033]/g, '"')
    .replace(/[\u2010-\u2015\u2212]/g, '-');
}

/** Cuts text to at most `max` characters without splitting a surrogate pair, trimming the cut end. */
export function cap(input: string, max: number): string {
  if (input.length <= max) return input;
  let end = max;
  const last = input.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return input.slice(0, end).trimEnd();
}

/** A raw value quoted for a reject reason, short enough for a log line. */
export function show(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  const line = cleanLine(text);
  return `'${line.length > 40 ? `${line.slice(0, 40)}…` : line}'`;
}

/** A scalar as text, or null for anything that is not a non-blank string or a finite number. */
export function textOf(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  const line = cleanLine(value);
  return line === '' ? null : line;
}
