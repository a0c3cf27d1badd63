// The small array and bitmap pieces the word postings (postings.ts) and the slot lists are made of.

/** Whether bit `s` of a bitmap (bit s & 31 of word s >>> 5) is set. */
export function hasBit(bits: Int32Array, s: number): boolean {
  return (bits[s >>> 5]! & (1 << (s & 31))) !== 0;
}

/** Set bits in a 32-bit word. */
export function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** How many bits a bitmap has set. */
export function bitCount(bits: Int32Array): number {
  let count = 0;
  for (let w = 0; w < bits.length; w++) if (bits[w] !== 0) count += popcount(bits[w]!);
  return count;
}

/** The positions of a bitmap's set bits, ascending (`most`: at most that many, when known). */
export function setBits(bits: Int32Array, most = bitCount(bits)): Int32Array {
  const out = new Int32Array(most);
  let n = 0;
  for (let w = 0, base = 0; w < bits.length; w++, base += 32) {
    let word = bits[w]!;
    while (word !== 0) {
      const low = word & -word;
      out[n++] = base + 31 - Math.clz32(low);
      word ^= low;
    }
  }
  return out.subarray(0, n);
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
