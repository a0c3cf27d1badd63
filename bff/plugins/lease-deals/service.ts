// The lease deals rules (docs/lease-deals.md): which cars are offered for lease, in which order, and
// their quotes. The cars come from the search index (active car listings, filtered and sorted there);
// only the popularity order reads the interest tables (queries.ts).
import type { Knex } from 'knex';
import type { SearchQuery } from '../search/schemas.js';
import { DEFAULT_RADIUS } from '../search/schemas.js';
import type { SearchService } from '../search/service.js';
import { warmingError } from '../search/warming.js';
import type { CarCard } from '../search/types.js';
import { defaultLeaseQuote, LEASE_DEFAULTS } from './lease-quote.js';
import * as queries from './queries.js';
import { CATEGORY_BODY_TYPE, type LeaseDealsQuery } from './schemas.js';
import type { LeaseDealsResult } from './types.js';

/**
 * A car is offered for lease when it is no more than this many model years old and has at most
 * MAX_MILEAGE miles: the residual table is for cars near the start of their life, and a lender would
 * not hire out an old or high-mileage car for three more years.
 */
export const MAX_AGE_YEARS = 5;
export const MAX_MILEAGE = 60_000;

export class LeaseDealsService {
  constructor(
    private readonly knex: Knex,
    private readonly search: SearchService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  eligibility(): { minYear: number; maxMileage: number } {
    return { minYear: this.now().getUTCFullYear() - MAX_AGE_YEARS, maxMileage: MAX_MILEAGE };
  }

  async list(q: LeaseDealsQuery): Promise<LeaseDealsResult> {
    // The search routes refuse while the index loads; so does this one, rather than answer 'no deals'.
    if (!this.search.index.ready) throw warmingError();
    const eligibility = this.eligibility();
    const bodyType = q.category === 'all' ? null : CATEGORY_BODY_TYPE[q.category];
    const base: SearchQuery = {
      page: 1,
      limit: q.limit,
      // Monthly, total cost and initial rental are each the price times one factor on the common
      // basis, so the cheapest car is first in all three (lease-quote.ts is linear in the price).
      sortBy: 'price_asc',
      sortOrder: 'desc',
      radius: DEFAULT_RADIUS,
      minYear: eligibility.minYear,
      maxMileage: eligibility.maxMileage,
      ...(bodyType ? { bodyType } : {}),
    };
    let cars: CarCard[];
    let total: number;
    if (q.sortBy === 'popularity') {
      ({ cars, total } = await this.popular(base, bodyType, eligibility));
    } else {
      ({ cars, total } = await this.search.search('car', base));
    }
    return {
      deals: cars.map((car) => ({ ...car, lease: defaultLeaseQuote(car.price) })),
      total,
      sortBy: q.sortBy,
      category: q.category,
      limit: q.limit,
      basis: { ...LEASE_DEFAULTS },
      eligibility,
    };
  }

  /**
   * Most interest first (saves, enquiries, recent views: queries.ts); the cars nobody has shown
   * interest in yet follow in the search's relevance order (completeness, price against the market,
   * freshness), so the list is always full.
   */
  private async popular(
    base: SearchQuery,
    bodyType: string | null,
    eligibility: { minYear: number; maxMileage: number },
  ): Promise<{ cars: CarCard[]; total: number }> {
    const ids = await queries.popularListingIds(
      this.knex,
      { ...eligibility, bodyType, now: this.now() },
      base.limit,
    );
    const [popular, rest] = await Promise.all([
      this.search.cards(ids),
      // The popular ones are somewhere in the relevance order: ask for enough to fill the page without them.
      this.search.search('car', { ...base, sortBy: 'relevance', limit: base.limit + ids.length }),
    ]);
    const taken = new Set(ids);
    const cars = [...popular, ...rest.cars.filter((c) => !taken.has(c.id))].slice(0, base.limit);
    return { cars, total: rest.total };
  }
}
