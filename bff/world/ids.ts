// Each platform numbers its adverts its own way. The nth id of a platform is a fixed scramble of n, so
// ids look random, never repeat, and are the same for a seed on every machine.

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** n ↦ (n·a + b) mod m: a bijection on [0, m) when a and m are coprime. */
function scramble(n: number, a: number, b: number, m: number): number {
  // Split the product so it stays exact in a double for m up to 2^32.
  const hi = Math.floor(a / 65536);
  const lo = a % 65536;
  return (((((n * hi) % m) * 65536) % m) + ((n * lo) % m) + b) % m;
}

function base(n: number, alphabet: string, width: number): string {
  let s = '';
  for (let i = 0; i < width; i++) {
    s = (alphabet[n % alphabet.length] as string) + s;
    n = Math.floor(n / alphabet.length);
  }
  return s;
}

function digits(n: number, width: number): string {
  return String(n).padStart(width, '0');
}

// Scrambles within a fixed space; past it (never in practice) a longer plain number keeps ids unique.
const FORMATS: Record<string, (n: number) => string> = {
  // AH-3KX9Q
  autohub: (n) =>
    n < 32 ** 5 ? `AH-${base(scramble(n, 7_368_787, 1_234_567, 32 ** 5), CROCKFORD, 5)}` : `AH-${n}`,
  // MM100234
  motormart: (n) => (n < 900_000 ? `MM${100_000 + scramble(n, 480_317, 91_511, 900_000)}` : `MM${n}`),
  // dl-7f3a9c21
  drivelist: (n) =>
    `dl-${scramble(n, 2_654_435_761, 0x5bd1e995, 2 ** 32)
      .toString(16)
      .padStart(8, '0')}`,
  // PP-0045123
  pistonpost: (n) =>
    n < 10_000_000 ? `PP-${digits(scramble(n, 3_162_277, 4_513_377, 10_000_000), 7)}` : `PP-${n}`,
  // ws_k3j9x0q
  wheelswap: (n) =>
    n < 36 ** 6
      ? `ws_${base(scramble(n, 2_246_822_519, 374_761_393, 36 ** 6), '0123456789abcdefghijklmnopqrstuvwxyz', 6)}`
      : `ws_${n}`,
  // 48213977
  localmotors: (n) =>
    n < 89_999_999 ? String(10_000_000 + scramble(n, 48_271, 7_777_777, 89_999_999)) : `${n}0`,
  // DD204518
  dealerdirect: (n) =>
    n < 1_000_000 ? `DD${digits(scramble(n, 999_331, 204_518, 1_000_000), 6)}` : `DD${n}`,
  // CN-K7P4M
  carnation: (n) =>
    n < 32 ** 5 ? `CN-${base(scramble(n, 5_555_551, 19_088_743, 32 ** 5), CROCKFORD, 5)}` : `CN-${n}`,
};

/** The `n`th (0-based) external id a platform issues. */
export function externalId(platformId: string, n: number): string {
  const format = FORMATS[platformId];
  if (!format) throw new Error(`no id format for platform ${platformId}`);
  return format(n);
}
