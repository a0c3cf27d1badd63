// The deal rating's words and colours (docs/buyer-intelligence.md), shared by the search cards, the
// search filters and the car page.
import type { DealRating } from '../../../bff/plugins/search/types';

export const DEAL_RATING_LABELS: Record<DealRating, string> = {
  great: 'Great deal',
  good: 'Good deal',
  fair: 'Fair price',
  high: 'High price',
  overpriced: 'Overpriced',
  insufficient: 'Not enough data',
};

/** Badge classes: green for a good buy, amber and red for a high price, grey for no rating. */
export const DEAL_RATING_CLASSES: Record<DealRating, string> = {
  great: 'bg-emerald-700 text-white',
  good: 'bg-emerald-50 text-emerald-900 ring-1 ring-emerald-300',
  fair: 'bg-sky-50 text-sky-900 ring-1 ring-sky-300',
  high: 'bg-amber-50 text-amber-900 ring-1 ring-amber-300',
  overpriced: 'bg-red-50 text-red-900 ring-1 ring-red-300',
  insufficient: 'bg-slate-100 text-slate-700 ring-1 ring-slate-300',
};

/** The bands as the car page explains them. */
export const DEAL_RATING_BANDS: Record<DealRating, string> = {
  great: '10% or more under the expected price',
  good: '4% to 10% under the expected price',
  fair: 'within 4% of the expected price',
  high: '4% to 10% over the expected price',
  overpriced: '10% or more over the expected price',
  insufficient: 'too few comparable listings to work out an expected price',
};

export function DealRatingBadge({ rating }: { rating: DealRating }) {
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${DEAL_RATING_CLASSES[rating]}`}>
      {DEAL_RATING_LABELS[rating]}
    </span>
  );
}
