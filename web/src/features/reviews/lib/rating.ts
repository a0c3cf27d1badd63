// Ratings are out of 10 (000 §9). Their colour steps at 9, 8, 7 and 6; stars are rating / 2 on five
// stars, to the nearest half. Every colour carries white text at a contrast of at least 4.5:1.

export function ratingColourClass(rating: number): string {
  if (rating >= 9) return 'bg-emerald-700 text-white';
  if (rating >= 8) return 'bg-green-700 text-white';
  if (rating >= 7) return 'bg-lime-700 text-white';
  if (rating >= 6) return 'bg-amber-700 text-white';
  return 'bg-red-700 text-white';
}

/** The five-point figure of a rating out of 10 (4.3 for 8.6). */
export const fivePoint = (rating: number) => Math.round(rating * 5) / 10;

export interface StarParts {
  full: number;
  half: boolean;
  empty: number;
  /** The stars shown, e.g. 4.5. */
  value: number;
}

/** rating / 2 to the nearest half star, within 0-5. */
export function stars(rating: number): StarParts {
  const value = Math.min(10, Math.max(0, Math.round(rating))) / 2;
  const full = Math.floor(value);
  const half = value - full === 0.5;
  return { full, half, empty: 5 - full - (half ? 1 : 0), value };
}

/** '8.6/10' */
export const outOfTen = (rating: number) => `${rating.toFixed(1).replace(/\.0$/, '')}/10`;
