import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  FINANCE_DEFAULTS,
  FINANCE_LIMITS,
  FINANCE_TERMS,
  calculateQuote,
  monthlyPaymentExact,
  quoteSchema,
  suggestedDeposit,
} from './calculator.js';

describe('calculateQuote', () => {
  it('prices the defaults of 000 §9: £20,000 over 60 months at 4.9% APR is £376.51 a month', () => {
    expect(calculateQuote(FINANCE_DEFAULTS)).toEqual({
      monthlyPayment: 37_651,
      amountFinanced: 2_000_000,
      totalInterest: 259_054,
      totalPayable: 2_759_054,
    });
  });

  it('matches the textbook figure: £10,000 over 12 months at 12% APR is £888.49 a month', () => {
    const figures = calculateQuote({ price: 1_000_000, deposit: 0, termMonths: 12, apr: 12 });
    expect(figures.monthlyPayment).toBe(88_849);
    expect(figures.totalInterest).toBe(66_185);
    expect(figures.totalPayable).toBe(1_066_185);
  });

  it('divides the amount financed by the term when the rate is 0', () => {
    expect(calculateQuote({ price: 2_500_000, deposit: 500_000, termMonths: 84, apr: 0 })).toEqual({
      monthlyPayment: 23_810, // £238.095… shown as £238.10
      amountFinanced: 2_000_000,
      totalInterest: 0,
      totalPayable: 2_500_000,
    });
  });

  it('finances nothing when the deposit covers the price', () => {
    expect(calculateQuote({ price: 500_000, deposit: 500_000, termMonths: 36, apr: 9.9 })).toEqual({
      monthlyPayment: 0,
      amountFinanced: 0,
      totalInterest: 0,
      totalPayable: 500_000,
    });
  });

  it('suggests a deposit of a fifth of the price, to the pound', () => {
    expect(suggestedDeposit(FINANCE_DEFAULTS.price)).toBe(FINANCE_DEFAULTS.deposit);
    expect(suggestedDeposit(1_234_567)).toBe(246_900);
  });
});

const quotes = fc
  .record({
    price: fc.integer({ min: 1, max: FINANCE_LIMITS.maxPrice }),
    share: fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }),
    termMonths: fc.constantFrom(...FINANCE_TERMS),
    apr: fc.integer({ min: 0, max: FINANCE_LIMITS.maxApr * 100 }).map((bp) => bp / 100),
  })
  .map(({ price, share, termMonths, apr }) => ({
    price,
    deposit: Math.floor(price * share),
    termMonths,
    apr,
  }));

describe('calculateQuote (properties)', () => {
  it('adds up to the penny: financed + interest + deposit = total payable, all whole pence', () => {
    fc.assert(
      fc.property(quotes, (q) => {
        const f = calculateQuote(q);
        for (const value of Object.values(f)) expect(Number.isInteger(value)).toBe(true);
        expect(f.amountFinanced).toBe(q.price - q.deposit);
        expect(f.amountFinanced + f.totalInterest + q.deposit).toBe(f.totalPayable);
      }),
    );
  });

  it('charges no interest at 0% and never negative interest otherwise', () => {
    fc.assert(
      fc.property(quotes, (q) => {
        expect(calculateQuote({ ...q, apr: 0 }).totalInterest).toBe(0);
        expect(calculateQuote(q).totalInterest).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('pays the loan off: the exact monthly payment brings the balance to zero after the term', () => {
    fc.assert(
      fc.property(quotes, (q) => {
        const principal = q.price - q.deposit;
        const monthly = monthlyPaymentExact(principal, q.apr, q.termMonths);
        let balance = principal;
        for (let month = 0; month < q.termMonths; month++) balance = balance * (1 + q.apr / 1200) - monthly;
        expect(Math.abs(balance)).toBeLessThan(1e-6 * Math.max(1, principal));
      }),
    );
  });

  it('costs more a month at a higher rate and less a month over a longer term', () => {
    fc.assert(
      fc.property(quotes, fc.integer({ min: 1, max: 500 }), (q, extraBp) => {
        const base = monthlyPaymentExact(q.price - q.deposit, q.apr, q.termMonths);
        expect(monthlyPaymentExact(q.price - q.deposit, q.apr + extraBp / 100, q.termMonths)).toBeGreaterThan(
          base - 1e-9,
        );
        const longer = FINANCE_TERMS.find((t) => t > q.termMonths);
        if (longer) {
          expect(monthlyPaymentExact(q.price - q.deposit, q.apr, longer)).toBeLessThanOrEqual(base + 1e-9);
        }
      }),
    );
  });

  it('shows a monthly payment within half a penny of the exact one, and the totals from it', () => {
    fc.assert(
      fc.property(quotes, (q) => {
        const exact = monthlyPaymentExact(q.price - q.deposit, q.apr, q.termMonths);
        const f = calculateQuote(q);
        expect(Math.abs(f.monthlyPayment - exact)).toBeLessThanOrEqual(0.5);
        // The totals round once, so they sit within half a penny a month of the shown payment × term.
        expect(Math.abs(f.totalPayable - q.deposit - f.monthlyPayment * q.termMonths)).toBeLessThanOrEqual(
          q.termMonths / 2 + 0.5,
        );
      }),
    );
  });

  it('accepts every quote it can price and refuses a deposit at or above the price', () => {
    fc.assert(
      fc.property(quotes, (q) => {
        expect(v.safeParse(quoteSchema, q).success).toBe(true);
        const refused = v.safeParse(quoteSchema, { ...q, deposit: q.price });
        expect(refused.success).toBe(false);
        expect(refused.issues?.[0]?.message).toBe('Deposit must be less than the car price');
      }),
    );
  });
});

describe('quoteSchema', () => {
  it('names the field in each message', () => {
    const issues = (input: unknown) =>
      v.safeParse(quoteSchema, input).issues?.map((i) => `${v.getDotPath(i)}: ${i.message}`);
    expect(issues({ ...FINANCE_DEFAULTS, price: 0 })).toEqual([
      'price: Car price must be more than £0',
      'deposit: Deposit must be less than the car price',
    ]);
    expect(issues({ ...FINANCE_DEFAULTS, termMonths: 30 })).toEqual([
      'termMonths: Loan term must be one of 12, 24, 36, 48, 60, 72, 84 months',
    ]);
    expect(issues({ ...FINANCE_DEFAULTS, apr: -1 })).toEqual(['apr: Interest rate cannot be negative']);
    expect(issues({ ...FINANCE_DEFAULTS, apr: 4.999 })).toEqual([
      'apr: Interest rate can have at most 2 decimal places',
    ]);
    expect(issues({ ...FINANCE_DEFAULTS, deposit: 12.5 })).toEqual([
      'deposit: Deposit must be a whole number of pence',
    ]);
  });
});
