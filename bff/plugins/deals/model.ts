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

/** The last year a step reaches from a listing's year (never past the current year, nor below its own). */
const lastYear = (step: Step, year: number, currentYear: number) =>
  Math.max(year, Math.min(currentYear, year + step.years));

/**
 * A group's listings filed for one step of the ladder: by year and whatever else the step holds
 * equal (fuel, gearbox, body), each file in ascending mileage, so a listing's comparables are the
 * files of its years, each read up to its mileage cap (found by bisection), not a pass over the group.
 */
class StepFiles {
  private readonly files = new Map<string, number[]>();

  constructor(
    private readonly step: Step,
    private readonly rows: DealInput[],
  ) {
    rows.forEach((r, i) => {
      const key = this.key(r, r.year);
      const file = this.files.get(key);
      if (file) file.push(i);
      else this.files.set(key, [i]);
    });
    for (const file of this.files.values()) file.sort((a, b) => rows[a]!.mileage - rows[b]!.mileage || a - b);
  }

  private key(r: DealInput, year: number): string {
    const { step } = this;
    return `${year}\u0000${step.fuel ? r.fuel_type : ''}\u0000${step.transmission ? r.transmission : ''}\u0000${step.body ? r.body_type : ''}`;
  }

  /** The other listings this step compares with listing `index`. */
  comparables(index: number, currentYear: number): number[] {
    const { step, rows } = this;
    const t = rows[index]!;
    const cap = step.mileage ? mileageCap(t.mileage) : Infinity;
    const found: number[] = [];
    for (let year = t.year - step.years, last = lastYear(step, t.year, currentYear); year <= last; year++) {
      const file = this.files.get(this.key(t, year));
      if (!file) continue;
      // The first listing over the cap.
      let lo = 0;
      let hi = file.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (rows[file[mid]!]!.mileage <= cap) lo = mid + 1;
        else hi = mid;
      }
      for (let k = 0; k < lo; k++) if (file[k] !== index) found.push(file[k]!);
    }
    return found;
  }
}

function describe(key: GroupKey, step: Step, t: DealInput, currentYear: number) {
  const minYear = t.year - step.years;
  const maxYear = lastYear(step, t.year, currentYear);
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
function interquartileMean(values: Float64Array): number {
  const s = values.sort();
  const cut = Math.floor(s.length / 4);
  let sum = 0;
  for (let k = cut; k < s.length - cut; k++) sum += s[k]!;
  return sum / (s.length - 2 * cut);
}

/**
 * Rates every listing of one group. `rows` are the group's active listings; `currentYear` dates
 * their ages. Deterministic: the same rows give the same results in any order.
 */
export function rateGroup(key: GroupKey, rows: DealInput[], currentYear: number): DealResult[] {
  return [...ratings(key, rows, currentYear)];
}

/**
 * `rateGroup` a listing at a time: a group of ten thousand listings takes seconds, which the job
 * spreads over many turns of the event loop instead of holding the server for them.
 */
export function* ratings(key: GroupKey, rows: DealInput[], currentYear: number): Generator<DealResult> {
  const sorted = [...rows].sort((a, b) => a.id - b.id);
  const fit: GroupFit | null = sorted.length > MIN_COMPARABLES ? fitGroup(sorted, currentYear) : null;
  // Each step's files, made when a listing first needs that step.
  const steps: (StepFiles | undefined)[] = [];
  const filesOf = (s: number) => (steps[s] ??= new StepFiles(LADDER[s]!, sorted));
  const logPrice = sorted.map((r) => Math.log(r.price));
  const group: Group = { key, rows: sorted, filesOf, fit, currentYear, logPrice };
  for (let i = 0; i < sorted.length; i++) yield rateOne(group, i);
}

interface Group {
  key: GroupKey;
  /** The group's listings by id. */
  rows: DealInput[];
  filesOf: (step: number) => StepFiles;
  fit: GroupFit | null;
  currentYear: number;
  /** Each listing's log price, read once per comparable it is. */
  logPrice: number[];
}

function rateOne(group: Group, index: number): DealResult {
  const { key, rows, filesOf, fit, currentYear, logPrice } = group;
  const t = rows[index]!;
  let chosen = LADDER.length - 1;
  let comparables: number[] = [];
  for (let s = 0; s < LADDER.length; s++) {
    const found = filesOf(s).comparables(index, currentYear);
    comparables = found;
    chosen = s;
    if (found.length >= MIN_COMPARABLES) break;
  }
  const { basis, search } = describe(key, LADDER[chosen]!, t, currentYear);
  let low = Infinity;
  let high = -Infinity;
  for (const j of comparables) {
    low = Math.min(low, rows[j]!.price);
    high = Math.max(high, rows[j]!.price);
  }
  const detail: DealDetail = {
    step: chosen,
    basis,
    priceRange: comparables.length ? { low, high } : null,
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
  const adjusted = new Float64Array(comparables.length);
  for (let k = 0; k < comparables.length; k++) {
    const j = comparables[k]!;
    adjusted[k] = logPrice[j]! + own - dot(beta, fit.row(j));
  }
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
