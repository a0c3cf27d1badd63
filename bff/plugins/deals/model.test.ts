// The deal model on synthetic groups whose fair prices are known: bands, the minimum of comparables,
// the ladder's fallback, and a listing's own price kept out of its expected price.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  band,
  LADDER,
  MIN_COMPARABLES,
  mileageCap,
  rateGroup,
  roundExpected,
  type DealInput,
  type DealResult,
} from './model.js';

const YEAR = 2026;
const KEY = { category: 'car', make: 'Ford', model: 'Focus' };

/** A fair price that falls 12% a year and 4% per 10,000 miles, 20% more for the 'ST' trim. */
function fair(year: number, mileage: number, variant = 'Zetec'): number {
  return Math.round(
    2_000_000 * 0.88 ** (YEAR - year) * (1 - 0.04 * (mileage / 10_000)) * (variant === 'ST' ? 1.2 : 1),
  );
}

/** 60 listings at their fair price give or take 1.5% (a fixed pattern), trade and private alike. */
function group(): DealInput[] {
  const rows: DealInput[] = [];
  for (let i = 0; i < 60; i++) {
    const year = 2018 + (i % 7);
    const mileage = (YEAR - year) * 7_000 + ((i * 1_337) % 9_000);
    const variant = i % 4 === 0 ? 'ST' : 'Zetec';
    const wobble = [0, 0.015, -0.015, 0.008, -0.008][i % 5]!;
    rows.push({
      id: i + 1,
      price: Math.round(fair(year, mileage, variant) * (1 + wobble)),
      year,
      mileage,
      fuel_type: 'Petrol',
      transmission: 'Manual',
      body_type: 'Hatchback',
      variant,
      power_bhp: variant === 'ST' ? 280 : 125,
      seller_type: i % 6 === 0 ? 'private' : 'trade',
    });
  }
  return rows;
}

const byId = (results: DealResult[], id: number) => results.find((r) => r.id === id)!;

describe('the deal bands', () => {
  it('puts a score in its band at the documented edges', () => {
    expect(band(-0.15)).toBe('great');
    expect(band(-0.1)).toBe('great');
    expect(band(-0.0999)).toBe('good');
    expect(band(-0.04)).toBe('good');
    expect(band(-0.0399)).toBe('fair');
    expect(band(0)).toBe('fair');
    expect(band(0.0399)).toBe('fair');
    expect(band(0.04)).toBe('high');
    expect(band(0.0999)).toBe('high');
    expect(band(0.1)).toBe('overpriced');
  });

  it('rounds expected prices to £10, £50 or £100 and caps comparables’ mileage', () => {
    expect(roundExpected(84_321)).toBe(84_000);
    expect(roundExpected(512_345)).toBe(510_000);
    expect(roundExpected(1_234_567)).toBe(1_230_000);
    expect(mileageCap(8_000)).toBe(20_000);
    expect(mileageCap(40_000)).toBe(60_000);
  });
});

describe('rating a group', () => {
  it('finds each planted deal in its band, with the expected price near the fair price', () => {
    const rows = group();
    const planted: [number, number, string][] = [
      [7, -0.16, 'great'],
      [14, -0.07, 'good'],
      [21, 0.0, 'fair'],
      [28, 0.07, 'high'],
      [35, 0.16, 'overpriced'],
    ];
    for (const [id, share] of planted) {
      const r = rows[id - 1]!;
      r.price = Math.round(fair(r.year, r.mileage, r.variant) * (1 + share));
    }
    const results = rateGroup(KEY, rows, YEAR);
    for (const [id, , rating] of planted) {
      const r = rows[id - 1]!;
      const result = byId(results, id);
      expect(result.rating, `listing ${id}`).toBe(rating);
      expect(Math.abs(result.expectedPrice! / fair(r.year, r.mileage, r.variant) - 1)).toBeLessThan(0.03);
      expect(result.comparables).toBeGreaterThanOrEqual(MIN_COMPARABLES);
    }
    // Listings at their fair price (give or take 1.5%) are Fair.
    const honest = results.filter((r) => !planted.some(([id]) => id === r.id));
    expect(honest.filter((r) => r.rating === 'fair').length / honest.length).toBeGreaterThan(0.95);
  });

  it('explains the comparables: basis, price range and the search that lists them', () => {
    const rows = group();
    const result = byId(rateGroup(KEY, rows, YEAR), 10);
    const target = rows[9]!;
    expect(result.detail.step).toBe(0);
    expect(result.detail.basis).toBe(
      `${target.year - 2}-${target.year + 2} Ford Focus, petrol, manual, hatchback, up to ${mileageCap(target.mileage).toLocaleString('en-GB')} miles`,
    );
    expect(result.detail.comparableSearch).toEqual({
      make: 'Ford',
      model: 'Focus',
      minYear: String(target.year - 2),
      maxYear: String(target.year + 2),
      fuelTypes: 'Petrol',
      transmission: 'Manual',
      bodyType: 'Hatchback',
      maxMileage: String(mileageCap(target.mileage)),
    });
    const comparables = rows.filter(
      (r) => r.id !== 10 && Math.abs(r.year - target.year) <= 2 && r.mileage <= mileageCap(target.mileage),
    );
    expect(result.comparables).toBe(comparables.length);
    expect(result.detail.priceRange).toEqual({
      low: Math.min(...comparables.map((r) => r.price)),
      high: Math.max(...comparables.map((r) => r.price)),
    });
  });

  it('falls back to a wider group: a lone estate is compared with every body type', () => {
    const rows = group();
    rows[11]!.body_type = 'Estate';
    const result = byId(rateGroup(KEY, rows, YEAR), 12);
    expect(result.detail.step).toBe(1);
    expect(result.detail.comparableSearch.bodyType).toBeUndefined();
    expect(result.detail.basis).not.toContain('estate');
    expect(result.rating).not.toBe('insufficient');
  });

  it('says insufficient, with how many comparables were found, when the group is too small', () => {
    const rows = group().slice(0, MIN_COMPARABLES);
    const results = rateGroup(KEY, rows, YEAR);
    expect(results).toHaveLength(MIN_COMPARABLES);
    for (const r of results) {
      expect(r).toMatchObject({
        rating: 'insufficient',
        expectedPrice: null,
        score: null,
        comparables: MIN_COMPARABLES - 1,
      });
      expect(r.detail.minComparables).toBe(MIN_COMPARABLES);
    }
  });

  it("keeps a listing's own price out of its expected price", () => {
    const rows = group();
    const before = byId(rateGroup(KEY, rows, YEAR), 20).expectedPrice!;
    for (const factor of [0.6, 1.4]) {
      const changed = rows.map((r) => (r.id === 20 ? { ...r, price: Math.round(r.price * factor) } : r));
      const after = byId(rateGroup(KEY, changed, YEAR), 20).expectedPrice!;
      expect(Math.abs(after / before - 1)).toBeLessThan(0.01);
    }
  });

  it('gives the same results whatever order the rows come in', () => {
    const rows = group();
    expect(rateGroup(KEY, [...rows].reverse(), YEAR)).toEqual(rateGroup(KEY, rows, YEAR));
  });

  it("finds each listing's comparables as the ladder defines them, rung by rung", () => {
    // The brute-force reading of the ladder: every other listing of the group, tested field by field.
    const comparablesAt = (rows: DealInput[], t: DealInput, step: (typeof LADDER)[number]) =>
      rows.filter(
        (o) =>
          o.id !== t.id &&
          o.year >= t.year - step.years &&
          o.year <= Math.max(t.year, Math.min(YEAR, t.year + step.years)) &&
          (!step.mileage || o.mileage <= mileageCap(t.mileage)) &&
          (!step.fuel || o.fuel_type === t.fuel_type) &&
          (!step.transmission || o.transmission === t.transmission) &&
          (!step.body || o.body_type === t.body_type),
      );
    const listing = fc.record({
      year: fc.integer({ min: 2012, max: YEAR }),
      // Few mileages, so that many sit exactly on a cap.
      mileage: fc.integer({ min: 0, max: 16 }).map((k) => k * 5_000),
      fuel_type: fc.constantFrom('Petrol', 'Diesel'),
      transmission: fc.constantFrom('Manual', 'Automatic'),
      body_type: fc.constantFrom('Hatchback', 'Estate'),
      price: fc.integer({ min: 100_000, max: 3_000_000 }),
    });
    fc.assert(
      fc.property(fc.array(listing, { minLength: 1, maxLength: 80 }), (drawn) => {
        const rows: DealInput[] = drawn.map((d, i) => ({
          ...d,
          id: i + 1,
          variant: 'Zetec',
          power_bhp: 125,
          seller_type: 'trade',
        }));
        for (const result of rateGroup(KEY, rows, YEAR)) {
          const t = rows[result.id - 1]!;
          const rung = LADDER.findIndex((step) => comparablesAt(rows, t, step).length >= MIN_COMPARABLES);
          const step = rung < 0 ? LADDER.length - 1 : rung;
          const found = comparablesAt(rows, t, LADDER[step]!);
          expect(result.detail.step).toBe(step);
          expect(result.comparables).toBe(found.length);
          const prices = found.map((o) => o.price);
          expect(result.detail.priceRange).toEqual(
            prices.length ? { low: Math.min(...prices), high: Math.max(...prices) } : null,
          );
        }
      }),
      { numRuns: 200, seed: 20261127 },
    );
  });
});
