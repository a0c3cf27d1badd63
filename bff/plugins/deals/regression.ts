// The group's slopes: how log(price) moves with age, mileage, engine power, seller type, fuel,
// gearbox, body and trim. Least squares made robust twice: Huber weights (a listing priced far off the
// rest counts for less, iterated), and a ridge penalty that pulls each slope towards a prior (age and
// mileage: the usual UK depreciation, about 10% a year and 4% per 10,000 miles; the rest: no effect),
// so a group of a dozen listings gets sensible slopes and a group of hundreds gets its own.
// `without(i)` gives the fit as it would be without row i (exact, by Sherman-Morrison), so a listing's
// own price never shapes the slopes that price it.
import type { DealInput } from './model.js';

/**
 * Every fuel, gearbox and body seen in the group gets its own column (the most common is the
 * baseline); the ridge keeps one seen once or twice close to the baseline. Measured on the demo world
 * (bff/bench/deal-agreement.ts): trims and engines move prices most, and a weak ridge did best.
 */
export const MIN_LEVEL = 1;
/** The prior's weight per (standardised) slope, in listings' worth of evidence. */
const RIDGE = 0.3;
const PRIOR_PER_YEAR = -0.1;
const PRIOR_PER_10K_MILES = -0.04;
const HUBER_K = 1.5;
const ITERATIONS = 6;

export interface GroupFit {
  /** Row i's features (standardised, intercept first). */
  row(i: number): Float64Array;
  /** Row i's features as the market would price it: seller type at the group's mix. */
  marketRow(i: number): Float64Array;
  /** The coefficients fitted without row i. */
  without(i: number): Float64Array;
  /** Slopes in natural units: per year of age and per 10,000 miles (tests, docs). */
  perYear: number;
  per10kMiles: number;
}

interface Column {
  name: string;
  values: Float64Array;
  prior: number; // per natural unit
  /** Priced at the group's mean, not the row's own value (who sells is not what is sold). */
  mix?: boolean;
}

function categorical(name: string, rows: DealInput[], of: (r: DealInput) => string): Column[] {
  const counts = new Map<string, number>();
  for (const r of rows) counts.set(of(r), (counts.get(of(r)) ?? 0) + 1);
  const levels = [...counts]
    .filter(([, n]) => n >= MIN_LEVEL)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  // The most common level is the baseline; rare levels stay with it.
  return levels.slice(1).map(([level]) => ({
    name: `${name}=${level}`,
    values: Float64Array.from(rows, (r) => (of(r) === level ? 1 : 0)),
    prior: 0,
  }));
}

/**
 * The variant as words: platforms write it as engine and trim together ('2.0 TDI 150 SE L', 'SE L
 * 1.5 TSI'), so each word seen in at least MIN_WORD listings of the group is a column of its own
 * ('SE', 'TDI', '150'): a trim or an engine shared across the group's variants is priced once.
 */
const MIN_WORD = 2;
function words(rows: DealInput[]): Column[] {
  const tokens = rows.map((r) => new Set(r.variant.toLowerCase().split(/\s+/).filter(Boolean)));
  const counts = new Map<string, number>();
  for (const set of tokens) for (const t of set) counts.set(t, (counts.get(t) ?? 0) + 1);
  return [...counts]
    .filter(([, n]) => n >= MIN_WORD && n < rows.length)
    .sort((a, b) => (a[0] < b[0] ? -1 : 1))
    .map(([word]) => ({
      name: `word=${word}`,
      values: Float64Array.from(tokens, (set) => (set.has(word) ? 1 : 0)),
      prior: 0,
    }));
}

export const dot = (a: Float64Array, b: Float64Array) => {
  let s = 0;
  for (let j = 0; j < a.length; j++) s += a[j]! * b[j]!;
  return s;
};

export function fitGroup(rows: DealInput[], currentYear: number): GroupFit {
  const n = rows.length;
  const powers = rows.filter((r) => r.power_bhp && r.power_bhp > 0).map((r) => Math.log(r.power_bhp!));
  const meanPower = powers.length ? powers.reduce((a, b) => a + b, 0) / powers.length : 0;
  const columns: Column[] = [
    { name: 'age', values: Float64Array.from(rows, (r) => currentYear - r.year), prior: PRIOR_PER_YEAR },
    {
      name: 'miles',
      values: Float64Array.from(rows, (r) => r.mileage / 10_000),
      prior: PRIOR_PER_10K_MILES,
    },
    // Under a year old: before the first year's fall in value.
    { name: 'new', values: Float64Array.from(rows, (r) => (currentYear - r.year <= 0 ? 1 : 0)), prior: 0 },
    {
      name: 'power',
      values: Float64Array.from(rows, (r) =>
        r.power_bhp && r.power_bhp > 0 ? Math.log(r.power_bhp) : meanPower,
      ),
      prior: 0,
    },
    {
      name: 'private',
      values: Float64Array.from(rows, (r) => (r.seller_type === 'private' ? 1 : 0)),
      prior: 0,
      mix: true,
    },
    ...categorical('fuel', rows, (r) => r.fuel_type),
    ...categorical('gearbox', rows, (r) => r.transmission),
    ...categorical('body', rows, (r) => r.body_type),
    ...words(rows),
  ];
  // Standardised columns; a column that does not vary is left out.
  const used: { mean: number; sd: number; column: Column }[] = [];
  for (const column of columns) {
    let mean = 0;
    for (const v of column.values) mean += v;
    mean /= n;
    let ss = 0;
    for (const v of column.values) ss += (v - mean) ** 2;
    const sd = Math.sqrt(ss / n);
    if (sd > 1e-9) used.push({ mean, sd, column });
  }
  const p = used.length + 1;
  const features = rows.map((_, i) =>
    Float64Array.from({ length: p }, (_, j) =>
      j === 0 ? 1 : (used[j - 1]!.column.values[i]! - used[j - 1]!.mean) / used[j - 1]!.sd,
    ),
  );
  const y = Float64Array.from(rows, (r) => Math.log(Math.max(1, r.price)));
  const w = new Float64Array(n).fill(1);
  let a: Float64Array[] = [];
  let beta: Float64Array = new Float64Array(p);
  for (let iteration = 0; iteration < ITERATIONS; iteration++) {
    a = Array.from({ length: p }, () => new Float64Array(p));
    const b = new Float64Array(p);
    for (let i = 0; i < n; i++) {
      const x = features[i]!;
      for (let j = 0; j < p; j++) {
        b[j] = b[j]! + w[i]! * x[j]! * y[i]!;
        for (let k = j; k < p; k++) a[j]![k] = a[j]![k]! + w[i]! * x[j]! * x[k]!;
      }
    }
    for (let j = 0; j < p; j++) for (let k = 0; k < j; k++) a[j]![k] = a[k]![j]!;
    // The ridge towards the prior (standardised: prior × sd), never on the intercept.
    for (let j = 1; j < p; j++) {
      a[j]![j] = a[j]![j]! + RIDGE;
      b[j] = b[j]! + RIDGE * used[j - 1]!.column.prior * used[j - 1]!.sd;
    }
    beta = solve(a, b);
    if (iteration === ITERATIONS - 1) break;
    const residuals = features.map((x, i) => y[i]! - dot(beta, x));
    const scale = 1.4826 * medianOf(residuals.map(Math.abs));
    if (!(scale > 1e-9)) break;
    for (let i = 0; i < n; i++) {
      const r = Math.abs(residuals[i]!);
      w[i] = r <= HUBER_K * scale ? 1 : (HUBER_K * scale) / r;
    }
  }
  let inverse: Float64Array[] | null = null;
  const mixed = used.map((u) => u.column.mix === true);
  const slope = (name: string) => {
    const j = used.findIndex((u) => u.column.name === name);
    return j < 0 ? 0 : beta[j + 1]! / used[j]!.sd;
  };
  return {
    row: (i) => features[i]!,
    marketRow: (i) => features[i]!.map((v, j) => (j > 0 && mixed[j - 1] ? 0 : v)),
    without: (i) => {
      // Removing row i: A' = A − w x xᵀ, so β' = β − A⁻¹x · w e / (1 − h), h = w xᵀA⁻¹x.
      const x = features[i]!;
      inverse ??= invert(a);
      const z = Float64Array.from(inverse, (row) => dot(row, x));
      const h = w[i]! * dot(x, z);
      if (h >= 0.999) return beta;
      const e = y[i]! - dot(beta, x);
      const f = (w[i]! * e) / (1 - h);
      return beta.map((bj, j) => bj - z[j]! * f);
    },
    perYear: slope('age'),
    per10kMiles: slope('miles'),
  };
}

function medianOf(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/** A⁻¹ column by column (A is symmetric, so its rows are the inverse's rows too). */
function invert(a: Float64Array[]): Float64Array[] {
  const p = a.length;
  return Array.from({ length: p }, (_, j) =>
    solve(
      a,
      Float64Array.from({ length: p }, (_, k) => (k === j ? 1 : 0)),
    ),
  );
}

/** Gaussian elimination with partial pivoting (the matrix is small: one row per column). */
function solve(a: Float64Array[], b: Float64Array): Float64Array {
  const p = b.length;
  const m = a.map((row) => Float64Array.from(row));
  const v = Float64Array.from(b);
  for (let c = 0; c < p; c++) {
    let pivot = c;
    for (let r = c + 1; r < p; r++) if (Math.abs(m[r]![c]!) > Math.abs(m[pivot]![c]!)) pivot = r;
    [m[c], m[pivot]] = [m[pivot]!, m[c]!];
    [v[c], v[pivot]] = [v[pivot]!, v[c]!];
    const d = m[c]![c]!;
    if (Math.abs(d) < 1e-12) continue;
    for (let r = c + 1; r < p; r++) {
      const f = m[r]![c]! / d;
      if (f === 0) continue;
      for (let k = c; k < p; k++) m[r]![k] = m[r]![k]! - f * m[c]![k]!;
      v[r] = v[r]! - f * v[c]!;
    }
  }
  const out = new Float64Array(p);
  for (let r = p - 1; r >= 0; r--) {
    let s = v[r]!;
    for (let k = r + 1; k < p; k++) s -= m[r]![k]! * out[k]!;
    out[r] = Math.abs(m[r]![r]!) < 1e-12 ? 0 : s / m[r]![r]!;
  }
  return out;
}
