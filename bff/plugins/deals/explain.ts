// The car page's explanation of a listing's stored deal rating (CarDetail.deal): what the deals job
// wrote, put in the API's words. Nothing is computed per request but the difference.
import type { DealExplanation, DealRating } from '../search/types.js';
import { MIN_COMPARABLES, type DealDetail } from './model.js';

export interface DealColumns {
  price: number;
  deal_rating: DealRating | null;
  deal_expected_price: number | null;
  deal_comparables: number | null;
  deal_detail: DealDetail | null;
  deal_rated_at: Date | string | null;
}

/** null until the deals job has rated the listing. */
export function explainDeal(row: DealColumns): DealExplanation | null {
  if (row.deal_rating === null || row.deal_rated_at === null) return null;
  const expected = row.deal_rating === 'insufficient' ? null : row.deal_expected_price;
  const difference = expected === null ? null : row.price - expected;
  return {
    rating: row.deal_rating,
    expectedPrice: expected,
    difference,
    differenceShare:
      expected === null || difference === null ? null : Math.round((difference / expected) * 10_000) / 10_000,
    comparables: row.deal_comparables ?? 0,
    minComparables: row.deal_detail?.minComparables ?? MIN_COMPARABLES,
    priceRange: row.deal_detail?.priceRange ?? null,
    basis: row.deal_detail?.basis ?? '',
    comparableSearch: row.deal_detail?.comparableSearch ?? {},
    ratedAt: new Date(row.deal_rated_at).toISOString(),
  };
}
