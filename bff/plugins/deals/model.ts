// The deal rating's model (CONTEXT.md, docs/buyer-intelligence.md): pure functions, no database.
// A group is the active listings of one (category, make, model) across every platform, private and
// trade, every price band. One robust regression per group gives how price moves with age, mileage,
// engine power, fuel, gearbox, body and trim; each listing's expected price is then the typical price
// of its comparables (the listings nearest to it, by a ladder of ever wider definitions), each
// comparable's price moved to this listing's age, mileage and equipment along the group's slopes.
// The listing's own price is never one of its comparables.
import { dot, fitGroup, type GroupFit } from './regression.js';

/** Fewer comparables than this, even at the widest step of the ladder: 'insufficient'. */
export const MIN_COMPARABLES = 5;

export const RATINGS = ['great', 'good', 'fair', 'high', 'overpriced'] as const;
export type Rating = (typeof RATINGS)[number] | 'insufficient';

/**
 * Bands on the score, (price − expected) / expected: Great at 10% or more under, Good 4-10% under,
 * Fair within 4%, High 4-10% over, Overpriced 10% or more over.
 */
export function band(score: number): (typeof RATINGS)[number] {
  if (score <= -0.1) return 'great';
  if (score <= -0.04) return 'good';
  if (score < 0.04) return 'fair';
  if (score < 0.1) return 'high';
  return 'overpriced';
}

export interface GroupKey {
  category: string;
  make: string;
  model: string;
}

/** What the model reads of a listing. Prices in pence. */
export interface DealInput {
  id: number;
  price: number;
  year: number;
  mileage: number;
  fuel_type: string;
  transmission: string;
  body_type: string;
  variant: string;
  power_bhp: number | null;
  seller_type: string;
}

/** The explanation data stored in `deal_detail` (explain.ts turns it into the API's answer). */
export interface DealDetail {
  /** Which step of the ladder found enough comparables (0 = the closest; see LADDER). */
  step: number;
  basis: string;
  /** The comparables' asking prices, pence; null when there are none. */
  priceRange: { low: number; high: number } | null;
  /** The search API query (for /api/{category}s/search) that lists the comparables and the car. */
  comparableSearch: Record<string, string>;
  minComparables: number;
}

export interface DealResult {
  id: number;
  rating: Rating;
  /** Pence, rounded (roundExpected); null when insufficient. */
  expectedPrice: number | null;
  /** (price − expected) / expected to 4 places; null when insufficient. */
  score: number | null;
  comparables: number;
  detail: DealDetail;
}

/**
 * The ladder of comparable definitions, closest first: the first step with MIN_COMPARABLES others is
 * used. Years are ± the listing's year; the mileage cap is `mileageCap` (the search API can only cap
 * mileage from above, and the link must list exactly the comparables).
 */
export const LADDER = [
  { years: 2, mileage: true, fuel: true, transmission: true, body: true },
  { years: 2, mileage: true, fuel: true, transmission: true, body: false },
  { years: 2, mileage: true, fuel: true, transmission: false, body: false },
  { years: 2, mileage: true, fuel: false, transmission: false, body: false },
  { years: 3, mileage: false, fuel: false, transmission: false, body: false },
  { years: 5, mileage: false, fuel: false, transmission: false, body: false },
] as const;

/** Comparables may have up to half as many miles again, and at least 10,000 more, to the next 5,000. */
export function mileageCap(mileage: number): number {
  // The search API's maxMileage goes up to 2,000,000.
  return Math.min(2_000_000, Math.ceil(Math.max(mileage * 1.5, mileage + 10_000) / 5_000) * 5_000);
}

/** Expected prices carry no false precision: to £10 under £1,000, £50 under £10,000, else £100. */
export function roundExpected(pence: number): number {
  const pounds = pence / 100;
  const step = pounds < 1_000 ? 10 : pounds < 10_000 ? 50 : 100;
  return Math.max(step, Math.round(pounds / step) * step) * 100;
}

type Step = (typeof LADDER)[number];

function matches(step: Step, target: DealInput, other: DealInput, currentYear: number): boolean {
  const maxYear = Math.min(currentYear, target.year + step.years);
  if (other.year < target.year - step.years || other.year > Math.max(maxYear, target.year)) return false;
  if (step.mileage && other.mileage > mileageCap(target.mileage)) return false;
  if (step.fuel && other.fuel_type !== target.fuel_type) return false;
  if (step.transmission && other.transmission !== target.transmission) return false;
  if (step.body && other.body_type !== target.body_type) return false;
  return true;
}

function describe(key: GroupKey, step: Step, t: DealInput, currentYear: number) {
  const minYear = t.year - step.years;
  const maxYear = Math.max(t.year, Math.min(currentYear, t.year + step.years));
  const search: Record<string, string> = {
    make: key.make,
    model: key.model,
    minYear: String(minYear),
    maxYear: String(maxYear),
  };
  const words = [`${minYear}-${maxYear} ${key.make} ${key.model}`];
  if (step.fuel) {
    search.fuelTypes = t.fuel_type;
    words.push(t.fuel_type.toLowerCase());
  } else words.push('any fuel');
  if (step.transmission) {
    search.transmission = t.transmission;
    words.push(t.transmission.toLowerCase());
  }
  if (step.body) {
    search.bodyType = t.body_type;
    words.push(t.body_type.toLowerCase());
  }
  if (step.mileage) {
    const cap = mileageCap(t.mileage);
    search.maxMileage = String(cap);
    words.push(`up to ${cap.toLocaleString('en-GB')} miles`);
  } else words.push('any mileage');
  return { basis: words.join(', '), search };
}

/** The mean of the middle half: robust to a comparable priced far off, steadier than the median. */
function interquartileMean(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const cut = Math.floor(s.length / 4);
  const kept = s.slice(cut, s.length - cut);
  return kept.reduce((a, b) => a + b, 0) / kept.length;
}

/**
 * Rates every listing of one group. `rows` are the group's active listings; `currentYear` dates
 * their ages. Deterministic: the same rows give the same results in any order.
 */
export function rateGroup(key: GroupKey, rows: DealInput[], currentYear: number): DealResult[] {
  const sorted = [...rows].sort((a, b) => a.id - b.id);
  const fit: GroupFit | null = sorted.length > MIN_COMPARABLES ? fitGroup(sorted, currentYear) : null;
  const byYear = new Map<number, number[]>();
  sorted.forEach((r, i) => {
    const list = byYear.get(r.year);
    if (list) list.push(i);
    else byYear.set(r.year, [i]);
  });
  return sorted.map((_t, i) => rateOne(key, sorted, byYear, i, fit, currentYear));
}

function rateOne(
  key: GroupKey,
  rows: DealInput[],
  byYear: Map<number, number[]>,
  index: number,
  fit: GroupFit | null,
  currentYear: number,
): DealResult {
  const t = rows[index]!;
  let chosen = LADDER.length - 1;
  let comparables: number[] = [];
  for (let s = 0; s < LADDER.length; s++) {
    const step = LADDER[s]!;
    const found: number[] = [];
    // Only the years in reach are read: a group of thousands stays a few milliseconds a listing.
    for (let year = t.year - step.years; year <= t.year + step.years; year++)
      for (const j of byYear.get(year) ?? [])
        if (j !== index && matches(step, t, rows[j]!, currentYear)) found.push(j);
    comparables = found;
    chosen = s;
    if (found.length >= MIN_COMPARABLES) break;
  }
  const { basis, search } = describe(key, LADDER[chosen]!, t, currentYear);
  const prices = comparables.map((j) => rows[j]!.price);
  const detail: DealDetail = {
    step: chosen,
    basis,
    priceRange: prices.length
      ? { low: prices.reduce((a, b) => Math.min(a, b)), high: prices.reduce((a, b) => Math.max(a, b)) }
      : null,
    comparableSearch: search,
    minComparables: MIN_COMPARABLES,
  };
  if (comparables.length < MIN_COMPARABLES || !fit) {
    return {
      id: t.id,
      rating: 'insufficient',
      expectedPrice: null,
      score: null,
      comparables: comparables.length,
      detail,
    };
  }
  // Each comparable's price moved along the group's slopes (fitted without this listing) to this
  // listing's age, mileage and equipment, as the market's mix of sellers would price it; the mean of
  // the middle half of those is the expected price.
  const beta = fit.without(index);
  const own = dot(beta, fit.marketRow(index));
  const adjusted = comparables.map((j) => Math.log(rows[j]!.price) + own - dot(beta, fit.row(j)));
  const log = interquartileMean(adjusted);
  const expectedPrice = roundExpected(Math.exp(log));
  const score = Math.round(((t.price - expectedPrice) / expectedPrice) * 10_000) / 10_000;
  return {
    id: t.id,
    rating: band(score),
    expectedPrice,
    score,
    comparables: comparables.length,
    detail,
  };
}
