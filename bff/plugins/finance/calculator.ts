// The finance calculator of spec 000 §5 and §9, one pure module for the web page and the server (which
// prices the quote an application carries). Money is integer pence (DECISIONS 1); the APR is a percentage.
// No server-only imports here.
import * as v from 'valibot';

/** 000 §9: the loan terms offered, in months. */
export const FINANCE_TERMS = [12, 24, 36, 48, 60, 72, 84] as const;
export type FinanceTerm = (typeof FINANCE_TERMS)[number];

/** 000 §9: the calculator's starting figures (£25,000 car, £5,000 deposit, 60 months, 4.9% APR). */
export const FINANCE_DEFAULTS = { price: 2_500_000, deposit: 500_000, termMonths: 60, apr: 4.9 } as const;

/** The representative APR of the apply note and the lowest rate of the marketing copy (000 §2, §9). */
export const REPRESENTATIVE_APR = 4.9;
export const RATES_FROM_APR = 2.9;

/** Bounds the documents leave open (000 §5 'Bounds … are not shown'): ours, the same on both sides. */
export const FINANCE_LIMITS = { maxPrice: 500_000_000, maxApr: 50 } as const;

export interface Quote {
  /** Car price, pence. */
  price: number;
  /** Deposit, pence. */
  deposit: number;
  termMonths: number;
  /** Annual percentage rate, e.g. 4.9. */
  apr: number;
}

export interface QuoteFigures {
  /** Pence, rounded to the penny (000 §5: 'shown to 2 decimals'). */
  monthlyPayment: number;
  /** price - deposit, pence. */
  amountFinanced: number;
  /** monthly * term - (price - deposit), pence. */
  totalInterest: number;
  /** monthly * term + deposit, pence. */
  totalPayable: number;
}

/**
 * The monthly payment in (fractional) pence: with a zero rate principal / term, otherwise the standard
 * amortisation formula P·r / (1 - (1 + r)^-n) with the monthly rate r = APR / 100 / 12 (000 §5).
 */
export function monthlyPaymentExact(principal: number, apr: number, termMonths: number): number {
  if (principal <= 0) return 0;
  const r = apr / 100 / 12;
  if (r === 0) return principal / termMonths;
  return (principal * r) / (1 - Math.pow(1 + r, -termMonths));
}

/**
 * The calculator's four outputs. The totals use the unrounded monthly payment, as the spec's formulas
 * do, each rounded to the penny once at the end; so a 0% loan shows no interest, and
 * amount financed + total interest + deposit = total payable to the penny.
 */
export function calculateQuote({ price, deposit, termMonths, apr }: Quote): QuoteFigures {
  const amountFinanced = Math.max(0, price - deposit);
  const monthly = monthlyPaymentExact(amountFinanced, apr, termMonths);
  const repaid = Math.round(monthly * termMonths);
  return {
    monthlyPayment: Math.round(monthly),
    amountFinanced,
    totalInterest: repaid - amountFinanced,
    totalPayable: repaid + Math.min(deposit, price),
  };
}

/** A deposit in the same proportion as the defaults' (20%), to the pound, for a car's own price. */
export function suggestedDeposit(price: number): number {
  return Math.round((price * FINANCE_DEFAULTS.deposit) / FINANCE_DEFAULTS.price / 100) * 100;
}

const pence = (label: string, max: number) =>
  v.pipe(
    v.number(`${label} must be a number`),
    v.integer(`${label} must be a whole number of pence`),
    v.minValue(0, `${label} cannot be negative`),
    v.maxValue(max, `${label} can be at most £${(max / 100).toLocaleString('en-GB')}`),
  );

/** A quote's inputs, checked in the calculator, in the URL it is opened from and on the server. */
export const quoteSchema = v.pipe(
  v.strictObject({
    price: v.pipe(
      pence('Car price', FINANCE_LIMITS.maxPrice),
      v.minValue(1, 'Car price must be more than £0'),
    ),
    deposit: pence('Deposit', FINANCE_LIMITS.maxPrice),
    termMonths: v.picklist(FINANCE_TERMS, `Loan term must be one of ${FINANCE_TERMS.join(', ')} months`),
    apr: v.pipe(
      v.number('Interest rate must be a number'),
      v.minValue(0, 'Interest rate cannot be negative'),
      v.maxValue(FINANCE_LIMITS.maxApr, `Interest rate can be at most ${FINANCE_LIMITS.maxApr}% APR`),
      v.check(
        (n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6,
        'Interest rate can have at most 2 decimal places',
      ),
    ),
  }),
  v.forward(
    v.check((q) => q.deposit < q.price, 'Deposit must be less than the car price'),
    ['deposit'],
  ),
);
export type QuoteInput = v.InferOutput<typeof quoteSchema>;
