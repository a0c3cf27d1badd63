// The true monthly cost's query and answer (issue 14; docs/api.md 'True monthly cost'), shared with the
// web app's car page. Money is integer pence (DECISIONS 1). No server-only imports here.
import * as v from 'valibot';
import { FINANCE_LIMITS, FINANCE_TERMS, REPRESENTATIVE_APR } from '../finance/calculator.js';

/** The starting figures when the buyer gives none (each shown on the page and changeable). */
export const RUNNING_COST_DEFAULTS = {
  termMonths: 60,
  apr: REPRESENTATIVE_APR,
  /** A round starting figure, not a measured average: the page asks for the buyer's own. */
  annualMiles: 8000,
} as const;

export const MAX_ANNUAL_MILES = 100_000;

const wholeNumber = (max: number, what: string) =>
  v.pipe(
    v.string('must be given once'),
    v.trim(),
    v.regex(/^\d{1,12}$/, `must be a whole number of ${what}`),
    v.transform(Number),
    v.maxValue(max, `must be at most ${max.toLocaleString('en-GB')} ${what}`),
  );

/** `GET /api/cars/{id}/running-costs` query: every input optional. */
export const runningCostsQuerySchema = v.strictObject(
  {
    postcode: v.optional(
      v.pipe(v.string('must be given once'), v.trim(), v.maxLength(60, 'must be at most 60 characters')),
    ),
    /** Pence; default: a fifth of the price, to the pound. */
    deposit: v.optional(wholeNumber(FINANCE_LIMITS.maxPrice, 'pence')),
    termMonths: v.optional(
      v.pipe(
        v.string('must be given once'),
        v.transform(Number),
        v.picklist(FINANCE_TERMS, `must be one of ${FINANCE_TERMS.join(', ')} months`),
      ),
    ),
    apr: v.optional(
      v.pipe(
        v.string('must be given once'),
        v.trim(),
        v.regex(/^\d{1,2}(\.\d{1,2})?$/, 'must be a percentage with at most 2 decimals, such as 4.9'),
        v.transform(Number),
        v.maxValue(FINANCE_LIMITS.maxApr, `must be at most ${FINANCE_LIMITS.maxApr}`),
      ),
    ),
    annualMiles: v.optional(wholeNumber(MAX_ANNUAL_MILES, 'miles')),
  },
  'is not a known parameter',
);
export type RunningCostsQuery = v.InferOutput<typeof runningCostsQuerySchema>;

/** At most this many cars in one batch: a results page is 12, a few pages of 'Load More' fit. */
export const MAX_BATCH_IDS = 100;
/** The batch's default deposit: a fifth of each car's price, as the single car's default. */
export const DEFAULT_DEPOSIT_SHARE = 0.2;
export const MAX_DEPOSIT_SHARE = 0.9;

/**
 * `GET /api/running-costs` query: the cars of a results page and the buyer's inputs. Prices differ, so
 * the deposit is a share of each car's price (`depositShare`, 0 to 0.9, default 0.2), to the pound.
 */
export const runningCostsBatchQuerySchema = v.strictObject(
  {
    ids: v.pipe(
      v.string('must be given once, as car ids separated by commas'),
      v.trim(),
      v.regex(/^\d{1,12}(,\d{1,12})*$/, 'must be car ids separated by commas, such as 1,2,3'),
      v.transform((s) => [...new Set(s.split(',').map(Number))]),
      v.maxLength(MAX_BATCH_IDS, `must be at most ${MAX_BATCH_IDS} car ids`),
    ),
    postcode: runningCostsQuerySchema.entries.postcode,
    depositShare: v.optional(
      v.pipe(
        v.string('must be given once'),
        v.trim(),
        v.regex(/^(0(\.\d{1,2})?|1(\.0{1,2})?)$/, 'must be a share of the price such as 0.2'),
        v.transform(Number),
        v.maxValue(MAX_DEPOSIT_SHARE, `must be at most ${MAX_DEPOSIT_SHARE}`),
      ),
    ),
    termMonths: runningCostsQuerySchema.entries.termMonths,
    apr: runningCostsQuerySchema.entries.apr,
    annualMiles: runningCostsQuerySchema.entries.annualMiles,
  },
  'is not a known parameter',
);
export type RunningCostsBatchQuery = v.InferOutput<typeof runningCostsBatchQuerySchema>;

/** A price the cost used, with where it comes from. */
export interface PriceUsed {
  /** Pence per litre or per kWh. */
  pence: number;
  unit: 'litre' | 'kWh';
  asOf: string;
  source: string;
  url: string | null;
}

export type Compliance = 'yes' | 'no' | 'unknown';

export interface RunningCosts {
  carId: number;
  vehicle: {
    title: string;
    category: 'car' | 'motorcycle' | 'van';
    year: number;
    fuelType: string;
    /** Pence. */
    price: number;
  };
  /** The inputs used, after the defaults. */
  inputs: {
    /** The place as we read it, or null without a postcode. */
    postcode: { input: string; label: string } | null;
    deposit: number;
    termMonths: number;
    apr: number;
    annualMiles: number;
  };
  finance: {
    /** Pence a month; null when the car has no price. */
    monthly: number | null;
    amountFinanced: number;
    totalPayable: number;
    formula: string;
    note: string;
  };
  roadTax: {
    /** Pence a month (the annual rate / 12); null when the listing does not say. */
    monthly: number | null;
    /** Pence a year. */
    annual: number | null;
    source: string;
    note: string;
  };
  energy: {
    /** Pence a month; null without an official consumption figure. */
    monthly: number | null;
    kind: 'fuel' | 'electricity' | 'fuel and electricity' | null;
    annualMiles: number;
    /** The catalogue engine the figures come from. */
    consumption: {
      engine: string;
      match: 'exact' | 'nearest';
      mpg: number | null;
      milesPerKwh: number | null;
      source: string;
    } | null;
    fuelPrice: PriceUsed | null;
    electricityPrice: PriceUsed | null;
    formula: string;
    note: string;
  };
  total: {
    /** Pence a month: the lines that have a figure. */
    monthly: number;
    includes: string[];
    /** What a buyer also pays that is not in the total, in words. */
    excludes: string[];
  };
  insurance: {
    group: number | null;
    scale: string;
    /** e.g. 'low (1-10)'; null without a group. */
    band: string | null;
    note: string;
  };
  cleanAir: {
    compliant: Compliance;
    /** e.g. 'Euro 6 (diesel)'; null for electric. */
    standard: string | null;
    reason: string;
    asOf: string;
    /** Zones near the postcode, nearest first; null without a postcode. */
    zones: CleanAirZoneNear[] | null;
  };
}

export interface CleanAirZoneNear {
  id: string;
  name: string;
  scheme: string;
  /** Miles from the postcode to the zone's centre, one decimal. */
  distanceMiles: number;
  compliant: Compliance;
  /** Pence a day this vehicle would pay to drive in it (0: nothing), when it does not meet the standard. */
  dailyCharge: number;
  note: string;
  source: string;
  url: string;
}

/**
 * A card's clean air line: 'compliant' meets the standard; 'charged' does not, and a zone near the
 * postcode charges it by the day; 'non-compliant' does not, with no charging zone near (or no
 * postcode); 'unknown' is a year either side of the date (check the V5C).
 */
export type CleanAirSummary = 'compliant' | 'charged' | 'non-compliant' | 'unknown';

/** One car of the batch: the lines of `RunningCosts` reduced to their figures (pence a month). */
export interface MonthlyCostSummary {
  carId: number;
  /** The lines that have a figure, added: the single car's `total.monthly` for the same inputs. */
  monthlyTotal: number;
  /** Pence: this car's deposit, its price × depositShare to the pound. */
  deposit: number;
  finance: number | null;
  roadTax: number | null;
  energy: number | null;
  energyKind: RunningCosts['energy']['kind'];
  /** The lines in the total, e.g. ['finance', 'road tax', 'fuel']. */
  includes: string[];
  cleanAir: CleanAirSummary;
}

export interface RunningCostsBatch {
  /** The inputs used, after the defaults (the deposit as its share). */
  inputs: Omit<RunningCosts['inputs'], 'deposit'> & { depositShare: number };
  /** By car id; an id that is not an active listing is absent here and listed in `missing`. */
  costs: Record<string, MonthlyCostSummary>;
  missing: number[];
}
