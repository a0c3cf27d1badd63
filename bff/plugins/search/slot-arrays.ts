// The small array and bitmap pieces the word postings are made of (postings.ts).

/** Slots found by TextIndex.match, in a growing array. */
export class Found {
  data = new Int32Array(64);
  count = 0;

  add(slot: number) {
    if (this.count === this.data.length) {
      const grown = new Int32Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.count++] = slot;
  }
}

/** Bytes of a gap at 7 bits a byte. */
export function gapLength(gap: number): number {
  return gap < 1 << 7 ? 1 : gap < 1 << 14 ? 2 : gap < 1 << 21 ? 3 : gap < 1 << 28 ? 4 : 5;
}

/** A copy of `from` in an array of `size` (at least `min`) elements. */
export function grown(from: Int32Array, size: number, min = size): Int32Array {
  const next = new Int32Array(Math.max(size, min));
  next.set(from.subarray(0, next.length));
  return next;
}

/** Visits the slot `base + 32 × (word − start) + bit` of every set bit of words [start, end). */
export function forEachBit(
  bits: Int32Array,
  start: number,
  end: number,
  base: number,
  visit: (slot: number) => void,
) {
  for (let w = start; w < end; w++) {
    let word = bits[w]!;
    const at = base + (w - start) * 32;
    while (word !== 0) {
      const low = word & -word;
      visit(at + 31 - Math.clz32(low));
      word ^= low;
    }
  }
}
