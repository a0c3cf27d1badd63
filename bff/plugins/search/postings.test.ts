// Posting lists as gaps or bitmaps, frozen, added to, and remapped: always the same slots, ascending.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Postings } from './postings.js';

const slotsOf = (postings: Postings, list: number) => {
  const out: number[] = [];
  postings.forEach(list, (s) => out.push(s));
  return out;
};

describe('Postings', () => {
  it('gives back exactly the slots pushed, in order, whichever form each list takes', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 3000 }),
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        (slots, densities, seed) => {
          let state = seed;
          const random = () => (state = (Math.imul(state, 1103515245) + 12345) >>> 0) / 2 ** 32;
          const postings = new Postings();
          postings.ensure(densities.length - 1);
          const want = densities.map(() => [] as number[]);
          const fill = (from: number, to: number) => {
            for (let s = from; s < to; s++)
              densities.forEach((d, list) => {
                if (random() < d) {
                  postings.push(list, s);
                  postings.push(list, s); // a word twice in one listing
                  want[list]!.push(s);
                }
              });
          };
          const check = () => want.forEach((w, list) => expect(slotsOf(postings, list)).toEqual(w));
          const half = Math.floor(slots / 2);
          fill(0, half);
          check();
          postings.freeze(half);
          check();
          fill(half, slots);
          check();
          // Compaction: every third slot dies.
          const map = new Int32Array(slots).fill(-1);
          let next = 0;
          for (let s = 0; s < slots; s++) if (s % 3 !== 1) map[s] = next++;
          postings.freeze(next, map);
          want.forEach((w, list) => (want[list] = w.filter((s) => map[s]! >= 0).map((s) => map[s]!)));
          check();
          want.forEach((w, list) => expect(postings.size(list)).toBe(w.length));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('holds a list in many slots as a bitmap, and a sparse one as gaps of a byte or so a slot', () => {
    const postings = new Postings();
    postings.ensure(1);
    for (let s = 0; s < 100_000; s++) {
      if (s % 2 === 0) postings.push(0, s);
      if (s % 100 === 0) postings.push(1, s);
    }
    postings.freeze(100_000);
    expect(postings.shape).toEqual({ bitmaps: 1, postings: 51_000 });
    // A bitmap of 100,000 slots, and 1,000 gaps of 100 in a byte each.
    expect(postings.bytes).toBeLessThan(100_000 / 8 + 1_000 + 2_000);
  });
});
