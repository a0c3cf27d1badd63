// The category store's columns: their names, and each one's typed array over shared memory (so
// worker threads read the columns where they are).

// prettier-ignore
export const STORE_COLUMNS = [
  'alive', 'died', 'id', 'make', 'model', 'fuel', 'body', 'trans', 'color', 'seller', 'doors', 'seats', 'owners',
  'electric', 'year', 'engine', 'range', 'price', 'mileage', 'platforms', 'lat', 'lon', 'relevance',
  'xmin', 'ctidBlock', 'ctidItem', 'deal', 'dealScore', 'listed', 'dropped', 'joint',
] as const;

/**
 * The `joint` column: a slot's fuel, body, gearbox, seller type and deal rating in one number, each
 * in its bits (offset, width), so a scan counts the five as one read and one increment
 * (search-scan.ts). A value too large for its bits (a dictionary grown past it) is cut short, and a
 * scan then counts the five columns one by one.
 */
export const JOINT_FIELDS = {
  fuel: [0, 3],
  body: [3, 4],
  trans: [7, 2],
  seller: [9, 2],
  deal: [11, 3],
} as const satisfies Record<string, readonly [number, number]>;
/** Values of the `joint` column: 2^14. */
export const JOINT_VALUES = 1 << 14;

/** The `joint` column's value for these ids. */
export function jointOf(fuel: number, body: number, trans: number, seller: number, deal: number): number {
  const at = (value: number, [offset, width]: readonly [number, number]) =>
    (value & ((1 << width) - 1)) << offset;
  const f = JOINT_FIELDS;
  return at(fuel, f.fuel) | at(body, f.body) | at(trans, f.trans) | at(seller, f.seller) | at(deal, f.deal);
}

/** A typed array of the same kind as `like`, of `length` zeros, over a SharedArrayBuffer. */
export function sharedLike<T extends { constructor: unknown; BYTES_PER_ELEMENT: number }>(
  like: T,
  length: number,
): T {
  const Kind = like.constructor as new (buffer: SharedArrayBuffer) => T;
  return new Kind(new SharedArrayBuffer(length * like.BYTES_PER_ELEMENT));
}

/**
 * Bitmaps over shared memory, lent and given back: a text search's matches and title hits
 * (text-index.ts), which a search on the threads reads where they are. Making a SharedArrayBuffer
 * cost ~0.25 ms in a server holding a million listings' index, and a plain ArrayBuffer of the same
 * 95 KB ~0.1 ms, more than matching a word; a kept one is cleared in ~0.01 ms.
 */
export class SharedBitmaps {
  private free: Int32Array[] = [];

  /** A bitmap of `words` zero words: one given back earlier if one of that length is kept. */
  take(words: number): Int32Array {
    let bits = this.free.pop();
    // The store grew or was compacted since it was given back: it has another length.
    while (bits && bits.length !== words) bits = this.free.pop();
    if (!bits) return sharedLike(NO_INTS, words);
    bits.fill(0);
    return bits;
  }

  /** Takes back a bitmap `take` lent, once nothing reads it (no thread, no answer); a few are kept. */
  give(bits: Int32Array): void {
    if (this.free.length < MAX_FREE_BITMAPS) this.free.push(bits);
  }
}

const NO_INTS = new Int32Array(0);
/** Bitmaps kept for reuse: the two of each search on the threads at once, and a word's two more. */
const MAX_FREE_BITMAPS = 16;
