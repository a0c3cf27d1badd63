// The lease quote (docs/lease-deals.md): what a UK contract hire of a car costs a month, from its cash
// price, the contract length, the annual mileage and the initial rental. Pure and dependency-free: the
// server prices every deal with it and the web app's calculator runs the same code, so a deal's figure
// and the calculator's never disagree. Money is integer pence (DECISIONS 1).

export const LEASE_TERMS = [24, 36, 48] as const;
export type LeaseTerm = (typeof LEASE_TERMS)[number];

export const ANNUAL_MILEAGES = [5_000, 8_000, 10_000, 12_000, 15_000, 20_000] as const;
export type AnnualMileage = (typeof ANNUAL_MILEAGES)[number];

/** The initial rental, in monthly rentals: the '6' of a '6+35' profile. */
export const INITIAL_MONTHS = [1, 3, 6, 9, 12] as const;
export type InitialMonths = (typeof INITIAL_MONTHS)[number];

/** Personal contract hire is quoted with VAT; business contract hire without (the business reclaims it). */
export const CONTRACT_TYPES = ['personal', 'business'] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];

export const VAT_RATE = 0.2;

/**
 * The rate charged on the money tied up in the car, as an APR: the site's representative finance
 * rate (001 finance page, 'Representative example: 4.9% APR typical').
 */
export const LEASE_APR = 4.9;

/**
 * Residual value: the share of today's cash price the car is expected to be worth when it is handed
 * back, by contract length (rows) and annual mileage (columns, as ANNUAL_MILEAGES). Longer and harder
 * driven contracts leave less. Figures in the range UK guides publish for a typical family car; one
 * table for every car because the product records no per-model depreciation.
 */
export const RESIDUAL_PERCENT: Record<LeaseTerm, readonly number[]> = {
  24: [60, 57, 55, 53, 50, 46],
  36: [50, 47, 45, 43, 40, 35],
  48: [41, 38, 36, 34, 31, 26],
};

/** The basis every deal on /lease-deals is priced on, and the calculator's starting point. */
export const LEASE_DEFAULTS = {
  term: 36,
  annualMileage: 10_000,
  initialMonths: 6,
  contract: 'personal',
} as const satisfies Omit<LeaseInput, 'price'>;

/** The calculator's car price when it opens without a car (the finance calculator's default, 000 §9). */
export const DEFAULT_CALCULATOR_PRICE = 2_500_000;
/** Prices the calculator accepts, in pence: £1,000 to £1,000,000. */
export const MIN_LEASE_PRICE = 100_000;
export const MAX_LEASE_PRICE = 100_000_000;

export interface LeaseInput {
  /** Cash price in pence, VAT included (as every listing's price is). */
  price: number;
  term: LeaseTerm;
  annualMileage: AnnualMileage;
  initialMonths: InitialMonths;
  contract: ContractType;
}

export interface LeaseQuote {
  /** Each monthly rental, rounded to the penny; with VAT for a personal contract. */
  monthly: number;
  /** Paid at the start: `initialMonths` monthly rentals. */
  initialRental: number;
  /** Every rental together: initial rental plus `term - 1` monthly rentals. */
  totalCost: number;
  /** How many monthly rentals are paid in all (initial months + term - 1). */
  rentals: number;
  /** The car's expected worth at the end, without VAT. */
  residualValue: number;
  /** Without VAT: the cash price less VAT, less the residual value. */
  depreciation: number;
  /** Without VAT: the finance charge over the whole term. */
  financeCharge: number;
  /** The VAT in `totalCost` (0 for a business contract). */
  vat: number;
}

export function residualPercent(term: LeaseTerm, annualMileage: AnnualMileage): number {
  return RESIDUAL_PERCENT[term][ANNUAL_MILEAGES.indexOf(annualMileage)] as number;
}

/**
 * The quote. Without VAT: depreciation = net price - residual; finance charge = (net price + residual)
 * × APR/2400 × term (the money factor: the average capital outstanding, (net + residual) / 2, at the
 * monthly rate APR/1200); monthly = (depreciation + finance charge) / (initial months + term - 1);
 * then VAT on top for a personal contract, rounded to the penny. Initial rental and total cost are
 * whole multiples of that rounded monthly, so they add up exactly.
 */
export function leaseQuote(input: LeaseInput): LeaseQuote {
  const { price, term, annualMileage, initialMonths, contract } = input;
  const net = price / (1 + VAT_RATE);
  const residual = (net * residualPercent(term, annualMileage)) / 100;
  const depreciation = net - residual;
  const financeCharge = (net + residual) * (LEASE_APR / 2400) * term;
  const rentals = initialMonths + term - 1;
  const vatFactor = contract === 'personal' ? 1 + VAT_RATE : 1;
  const monthly = Math.round(((depreciation + financeCharge) / rentals) * vatFactor);
  const totalCost = monthly * rentals;
  return {
    monthly,
    initialRental: monthly * initialMonths,
    totalCost,
    rentals,
    residualValue: Math.round(residual),
    depreciation: Math.round(depreciation),
    financeCharge: Math.round(financeCharge),
    vat: contract === 'personal' ? totalCost - Math.round(totalCost / vatFactor) : 0,
  };
}

/** A deal's quote on the default basis (36 months, 10,000 miles a year, 6 months upfront, personal). */
export const defaultLeaseQuote = (price: number): LeaseQuote => leaseQuote({ price, ...LEASE_DEFAULTS });

/**
 * The card badge of 000 §2 and §9, 'From £{price*2% rounded}/mo': 2% of the price a month, in whole
 * pounds, rounded half up. A rule of thumb the spec fixes, shown beside the quote, not instead of it.
 */
export function badgeMonthlyPounds(price: number): number {
  // 2% of price/100 pounds is price/5000: one exact division, no 0.02 rounding error.
  return Math.round(price / 5000);
}

export const leaseBadgeText = (price: number): string =>
  `From £${badgeMonthlyPounds(price).toLocaleString('en-GB')}/mo`;
