// The word index: text read from the database's bytes gives the same words as text read from strings,
// and both match exactly what `words` says (prefixes, every word in either field, stop words only
// in titles); lists of common words are bitmaps and match the same slots as arrays would; a match in
// bitmaps given back by the one before it matches the same.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STOP_WORDS, TextIndex, words, type TextBytes } from './text-index.js';
import { hasBit, setBits } from './slot-arrays.js';
import { SharedBitmaps } from './columns.js';

const encoder = new TextEncoder();
// ASCII and the characters whose lower case or class is unusual: İ lower-cases to i + a combining dot,
// the Kelvin sign to k, final sigma depends on what follows, ٣ is a digit, U+0307 is not a letter.
const CHARS = [
  ...'aAbBsSmMtTiIkK019 .,-/'.split(''),
  'İ',
  'ß',
  'é',
  'É',
  '\u212a',
  'Σ',
  'ς',
  '日',
  '٣',
  '\u0307',
];
const textArb = fc.array(fc.constantFrom(...CHARS), { maxLength: 24 }).map((cs) => cs.join(''));
const listingArb = fc.record({
  title: textArb,
  make: textArb,
  model: textArb,
  variant: textArb,
  description: textArb,
});
type Listing = { title: string; make: string; model: string; variant: string; description: string };

const titleOf = (l: Listing) => `${l.title} ${l.make} ${l.model} ${l.variant}`;

/** Where the fields are when a listing's text is laid out as bytes, as the start-up load reads it. */
function asBytes(l: Listing): TextBytes {
  const parts = [l.title, l.make, l.model, l.variant, l.description].map((t) => encoder.encode(t));
  const bytes = new Uint8Array(parts.reduce((n, p) => n + p.length + 1, 0));
  const bounds: number[] = [];
  let at = 0;
  for (const p of parts) {
    bytes.set(p, at);
    bounds.push(at, at + p.length);
    at += p.length + 1;
  }
  const [
    titleStart,
    titleEnd,
    makeStart,
    makeEnd,
    modelStart,
    modelEnd,
    variantStart,
    variantEnd,
    dStart,
    dEnd,
  ] = bounds as [number, number, number, number, number, number, number, number, number, number];
  return {
    bytes,
    titleStart,
    titleEnd,
    makeStart,
    makeEnd,
    modelStart,
    modelEnd,
    variantStart,
    variantEnd,
    descriptionStart: dStart,
    descriptionEnd: dEnd,
  };
}

/** The matches by brute force, as [slot, title hit] sorted by slot. */
function reference(listings: Map<number, Listing>, query: string[]) {
  const has = (text: string, body: boolean) => (w: string) =>
    words(text).some((x) => x.startsWith(w) && !(body && STOP_WORDS.has(x)));
  const out: [number, boolean][] = [];
  for (const [slot, l] of listings) {
    const inTitle = has(titleOf(l), false);
    const inBody = has(l.description, true);
    if (query.every((w) => inTitle(w) || inBody(w))) out.push([slot, query.every(inTitle)]);
  }
  return out.sort((a, b) => a[0] - b[0]);
}

/**
 * A query's matches and title hits. With `bitmaps`, its bitmaps are given back after, so the next
 * match reuses them (as the search service does).
 */
function matches(index: TextIndex, query: string[], slots: number, bitmaps?: SharedBitmaps) {
  const { bits, count, titleHits } = index.match(query, slots, bitmaps);
  const found = setBits(bits);
  expect(count).toBe(found.length);
  const out = [...found].map((s): [number, boolean] => [s, hasBit(titleHits, s)]);
  bitmaps?.give(bits);
  bitmaps?.give(titleHits);
  return out.sort((a, b) => a[0] - b[0]);
}

describe('TextIndex', () => {
  it('finds the same listings from bytes as from strings, as words() has it, before and after packing and remapping', () => {
    fc.assert(
      fc.property(
        fc.array(listingArb, { minLength: 1, maxLength: 30 }),
        fc.array(listingArb, { maxLength: 10 }),
        fc.array(
          fc.array(
            fc.constantFrom(
              'a',
              'b',
              's',
              'm',
              'i',
              'k',
              '1',
              'ss',
              'ab',
              'é',
              'σ',
              'ς',
              '日',
              '٣',
              'i̇',
              'the',
            ),
            { minLength: 1, maxLength: 3 },
          ),
          { minLength: 1, maxLength: 6 },
        ),
        fc.integer({ min: 2, max: 5 }),
        (first, later, queries, keepEvery) => {
          const fromStrings = new TextIndex();
          const fromBytes = new TextIndex();
          // One index's matches reuse the bitmaps of the queries before (and of other store sizes).
          const lent = new SharedBitmaps();
          const live = new Map<number, Listing>();
          const put = (l: Listing, slot: number) => {
            fromStrings.add(slot, titleOf(l), l.description);
            fromBytes.addBytes(slot, asBytes(l));
            live.set(slot, l);
          };
          const check = (slots: number) => {
            for (const q of queries) {
              const query = TextIndex.queryWords(q.join(' '));
              const want = reference(live, query);
              expect(matches(fromStrings, query, slots)).toEqual(want);
              expect(matches(fromBytes, query, slots, lent)).toEqual(want);
            }
          };
          first.forEach(put);
          check(first.length);
          // Packed, then more listings in the slots after.
          fromStrings.trim(first.length);
          fromBytes.trim(first.length);
          later.forEach((l, i) => put(l, first.length + i));
          const slots = first.length + later.length;
          check(slots);
          // A compaction keeps every keepEvery-th slot, renumbered in order.
          const map = new Int32Array(slots).fill(-1);
          const kept = new Map<number, Listing>();
          for (let s = 0, next = 0; s < slots; s++)
            if (s % keepEvery === 0) {
              map[s] = next;
              kept.set(next++, live.get(s)!);
            }
          fromStrings.remap(map, kept.size);
          fromBytes.remap(map, kept.size);
          live.clear();
          for (const [s, l] of kept) live.set(s, l);
          check(kept.size);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('leaves every stop word out of descriptions, also for a prefix of it, but not out of titles', () => {
    // Found by the property above: "iTS" in a description is the stop word "its", so "i" must not
    // find it there; in a title it must.
    const index = new TextIndex();
    index.add(0, '', 'iTS');
    index.add(1, 'Its', '');
    expect(matches(index, TextIndex.queryWords('İ'), 2)).toEqual([[1, true]]);
    expect(matches(index, TextIndex.queryWords('its'), 2)).toEqual([[1, true]]);
  });

  it('keeps a word in many listings as a bitmap, and matches the same slots with it', () => {
    const index = new TextIndex();
    const listings = new Map<number, Listing>();
    const put = (slot: number) => {
      const l = {
        title: slot % 2 ? 'common words' : 'other',
        make: 'Ford',
        model: slot % 97 === 0 ? 'Rare' : 'Focus',
        variant: '',
        description: slot % 3 ? 'heated seats' : 'cloth seats',
      };
      index.add(slot, titleOf(l), l.description);
      listings.set(slot, l);
    };
    for (let s = 0; s < 5000; s++) put(s);
    index.trim(5000);
    expect(index.shape.bitmaps).toBeGreaterThanOrEqual(5); // common, words, ford, focus, heated, seats, …
    for (let s = 5000; s < 5300; s++) put(s);
    for (const q of [['common'], ['heated', 'seats'], ['rare', 'se'], ['f'], ['cloth', 'common']]) {
      expect(matches(index, q, 5300), q.join(' ')).toEqual(reference(listings, q));
    }
    // Packed arrays and bitmaps take far less than 4 bytes a posting.
    expect(index.bytes).toBeLessThan(index.shape.postings);
  });
});
