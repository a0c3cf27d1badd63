// The category store's columns: their names, and each one's typed array over shared memory (so
// worker threads read the columns where they are).

// prettier-ignore
export const STORE_COLUMNS = [
  'alive', 'died', 'id', 'make', 'model', 'fuel', 'body', 'trans', 'color', 'seller', 'doors', 'seats', 'owners',
  'electric', 'year', 'engine', 'range', 'price', 'mileage', 'platforms', 'lat', 'lon', 'relevance',
  'xmin', 'ctidBlock', 'ctidItem', 'deal', 'dealScore', 'listed', 'dropped',
] as const;

/** A typed array of the same kind as `like`, of `length` zeros, over a SharedArrayBuffer. */
export function sharedLike<T extends { constructor: unknown; BYTES_PER_ELEMENT: number }>(
  like: T,
  length: number,
): T {
  const Kind = like.constructor as new (buffer: SharedArrayBuffer) => T;
  return new Kind(new SharedArrayBuffer(length * like.BYTES_PER_ELEMENT));
}
