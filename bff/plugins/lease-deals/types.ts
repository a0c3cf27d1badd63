// The lease deals API's answer (docs/api.md), shared with the web app. Types only.
import type { CarCard } from '../search/types.js';
import type { LeaseInput, LeaseQuote } from './lease-quote.js';
import type { LeaseCategory, LeaseSort } from './schemas.js';

/** A car on offer with its quote on the basis of the answer. */
export interface LeaseDeal extends CarCard {
  lease: LeaseQuote;
}

export interface LeaseDealsResult {
  deals: LeaseDeal[];
  /** Every deal the filter matches (the deals are the first `limit` of them). */
  total: number;
  sortBy: LeaseSort;
  category: LeaseCategory;
  limit: number;
  /** What every quote assumes: 36 months, 10,000 miles a year, 6 months upfront, personal (with VAT). */
  basis: Omit<LeaseInput, 'price'>;
  /** Which cars can be leased: no older than this model year, at most this many miles. */
  eligibility: { minYear: number; maxMileage: number };
}
