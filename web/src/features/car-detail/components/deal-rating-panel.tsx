// The deal rating explained (issue 14, docs/buyer-intelligence.md): the expected price from comparable
// listings on every platform, where the asking price sits against it, how many comparables and their
// price range, and a link that runs the comparables' search. Nothing is invented: without a rating
// yet the panel is not shown; with too few comparables it says how many were found and how many needed.
import { Link } from 'react-router-dom';
import type { CarDetail } from '../../../../../bff/plugins/search/types';
import { paths } from '../../../config/paths';
import { DEAL_RATING_BANDS, DealRatingBadge } from '../../../lib/deal-ratings';
import { number, pounds } from '../../../lib/format';

/** The search page's URL for the comparables (its URL parameters are the search API's). */
function comparablesHref(car: CarDetail): string {
  const params = new URLSearchParams();
  if (car.category !== 'car') params.set('category', `${car.category}s`);
  for (const [key, value] of Object.entries(car.deal?.comparableSearch ?? {})) params.set(key, value);
  return paths.home.href(`?${params}`);
}

const percent = (share: number) => `${Math.abs(Math.round(share * 1000) / 10).toLocaleString('en-GB')}%`;

export function DealRatingPanel({ car }: { car: CarDetail }) {
  const deal = car.deal;
  if (!deal) return null;
  const search = (
    <Link
      to={comparablesHref(car)}
      className="font-medium text-blue-700 underline-offset-2 hover:underline focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
    >
      See the comparable listings
    </Link>
  );
  return (
    <section aria-labelledby="deal-rating" className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="deal-rating" className="text-lg font-semibold text-slate-900">
          Deal rating
        </h2>
        <DealRatingBadge rating={deal.rating} />
      </div>
      {deal.rating === 'insufficient' || deal.expectedPrice === null ? (
        <div className="mt-2 space-y-2 text-sm text-slate-700">
          <p>
            Not enough data: {number(deal.comparables)} comparable listing{deal.comparables === 1 ? '' : 's'}{' '}
            found, {number(deal.minComparables)} needed.
          </p>
          {deal.basis && <p>Compared with: {deal.basis}.</p>}
          {search}
        </div>
      ) : (
        <div className="mt-2 space-y-2 text-sm text-slate-700">
          <dl className="grid grid-cols-2 gap-x-4 gap-y-1">
            <dt className="text-slate-600">Expected price</dt>
            <dd className="text-right font-semibold text-slate-900">{pounds(deal.expectedPrice)}</dd>
            <dt className="text-slate-600">This price</dt>
            <dd className="text-right font-semibold text-slate-900">
              {deal.difference === 0 || deal.differenceShare === null
                ? 'the same'
                : `${pounds(Math.abs(deal.difference ?? 0))} (${percent(deal.differenceShare)}) ${
                    (deal.difference ?? 0) < 0 ? 'under' : 'over'
                  }`}
            </dd>
          </dl>
          <p>
            {pounds(car.price)} is {DEAL_RATING_BANDS[deal.rating]}.
          </p>
          <p>
            Based on {number(deal.comparables)} comparable listing{deal.comparables === 1 ? '' : 's'} on every
            platform ({deal.basis})
            {deal.priceRange && `, asking ${pounds(deal.priceRange.low)} to ${pounds(deal.priceRange.high)}`},
            their prices adjusted for age, mileage and equipment.
          </p>
          {search}
        </div>
      )}
    </section>
  );
}
