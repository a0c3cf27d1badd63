import { describe, expect, it } from 'vitest';
import {
  ANNUAL_MILEAGES,
  badgeMonthlyPounds,
  defaultLeaseQuote,
  INITIAL_MONTHS,
  LEASE_DEFAULTS,
  LEASE_TERMS,
  leaseBadgeText,
  leaseQuote,
  residualPercent,
} from './lease-quote.js';

describe('leaseQuote', () => {
  it('prices a £20,000 car on the default basis as docs/lease-deals.md works it through', () => {
    // net 1,666,666.67p; residual 45% = 750,000p; depreciation 916,666.67p;
    // finance (1,666,666.67 + 750,000) × 4.9/2400 × 36 = 177,625p; 41 rentals; × 1.2 VAT.
    const quote = leaseQuote({ price: 2_000_000, ...LEASE_DEFAULTS });
    expect(quote).toEqual({
      monthly: 32_028,
      initialRental: 6 * 32_028,
      totalCost: 41 * 32_028,
      rentals: 41,
      residualValue: 750_000,
      depreciation: 916_667,
      financeCharge: 177_625,
      vat: 41 * 32_028 - Math.round((41 * 32_028) / 1.2),
    });
  });

  it('leaves VAT off a business contract', () => {
    const personal = leaseQuote({ price: 2_000_000, ...LEASE_DEFAULTS });
    const business = leaseQuote({ price: 2_000_000, ...LEASE_DEFAULTS, contract: 'business' });
    expect(business.monthly).toBe(26_690);
    expect(business.vat).toBe(0);
    expect(personal.monthly).toBe(Math.round(26_690.04 * 1.2));
  });

  it('adds up: initial rental and total cost are whole multiples of the rounded monthly', () => {
    for (const term of LEASE_TERMS)
      for (const initialMonths of INITIAL_MONTHS) {
        const q = leaseQuote({
          price: 1_234_567,
          term,
          annualMileage: 8_000,
          initialMonths,
          contract: 'personal',
        });
        expect(q.rentals).toBe(initialMonths + term - 1);
        expect(q.initialRental).toBe(q.monthly * initialMonths);
        expect(q.totalCost).toBe(q.initialRental + q.monthly * (term - 1));
        expect(Number.isInteger(q.monthly)).toBe(true);
      }
  });

  it('costs more a month for more miles and for a shorter contract', () => {
    const at = (term: (typeof LEASE_TERMS)[number], annualMileage: (typeof ANNUAL_MILEAGES)[number]) =>
      leaseQuote({ price: 3_000_000, term, annualMileage, initialMonths: 6, contract: 'personal' }).monthly;
    for (let i = 1; i < ANNUAL_MILEAGES.length; i++)
      expect(at(36, ANNUAL_MILEAGES[i]!)).toBeGreaterThan(at(36, ANNUAL_MILEAGES[i - 1]!));
    expect(at(24, 10_000)).toBeGreaterThan(at(36, 10_000));
    expect(at(36, 10_000)).toBeGreaterThan(at(48, 10_000));
  });

  it('lowers the monthly as the initial rental grows, while the total rises only with the finance charge', () => {
    const q = (initialMonths: (typeof INITIAL_MONTHS)[number]) =>
      leaseQuote({ price: 3_000_000, ...LEASE_DEFAULTS, initialMonths });
    expect(q(12).monthly).toBeLessThan(q(6).monthly);
    expect(q(6).monthly).toBeLessThan(q(1).monthly);
    // The same money spread over more rentals: totals differ only by rounding.
    expect(Math.abs(q(12).totalCost - q(1).totalCost)).toBeLessThanOrEqual(q(1).rentals);
  });

  it('is proportional to the price, so cheaper cars always lease for less', () => {
    expect(defaultLeaseQuote(4_000_000).monthly).toBeCloseTo(2 * defaultLeaseQuote(2_000_000).monthly, -1);
    expect(defaultLeaseQuote(1_000_001).monthly).toBeGreaterThanOrEqual(defaultLeaseQuote(1_000_000).monthly);
  });

  it('reads the residual table by term and mileage', () => {
    expect(residualPercent(24, 5_000)).toBe(60);
    expect(residualPercent(36, 10_000)).toBe(45);
    expect(residualPercent(48, 20_000)).toBe(26);
  });
});

describe('the card badge (000 §9: 2% of the price a month, rounded)', () => {
  it('is 2% of the price in whole pounds, rounding halves up', () => {
    expect(badgeMonthlyPounds(2_000_000)).toBe(400); // £20,000
    expect(badgeMonthlyPounds(1_234_500)).toBe(247); // £246.90
    expect(badgeMonthlyPounds(1_232_400)).toBe(246); // £246.48
    expect(badgeMonthlyPounds(1_232_500)).toBe(247); // £246.50
    expect(badgeMonthlyPounds(1_232_499)).toBe(246); // £246.4998
    expect(badgeMonthlyPounds(0)).toBe(0);
  });

  it('reads From £{amount}/mo, with thousands separated', () => {
    expect(leaseBadgeText(1_499_500)).toBe('From £300/mo');
    expect(leaseBadgeText(7_500_000)).toBe('From £1,500/mo');
  });
});
