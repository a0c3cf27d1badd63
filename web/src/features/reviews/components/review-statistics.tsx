// The Statistics tab: how many reviews, their average, when they last changed, and the five largest
// categories and every platform as bars whose widths are their real shares of all reviews.
import { REVIEW_CATEGORY_NAMES, type ReviewCategory } from '../../../../../bff/plugins/reviews/schemas';
import type { ReviewStatistics as Statistics } from '../../../../../bff/plugins/reviews/types';
import { number } from '../../../lib/format';
import { reviewDate } from '../lib/format';
import { outOfTen } from '../lib/rating';
import { Stars } from './stars';

const TOP_CATEGORIES = 5;

export function ReviewStatistics({ statistics }: { statistics: Statistics }) {
  const { totalReviews, averageRating, lastUpdated } = statistics;
  const categories = Object.entries(statistics.categoryBreakdown)
    .sort((a, b) => b[1] - a[1])
    .slice(0, TOP_CATEGORIES)
    .map(([id, count]) => [REVIEW_CATEGORY_NAMES[id as ReviewCategory] ?? id, count] as const);
  const platforms = Object.entries(statistics.platformBreakdown).sort((a, b) => b[1] - a[1]);
  return (
    <div className="space-y-6">
      <dl className="grid gap-3 sm:grid-cols-3">
        <div className="rounded-lg bg-slate-50 p-3">
          <dt className="text-xs text-slate-600">Total reviews</dt>
          <dd className="mt-1 text-xl font-bold text-slate-900">{number(totalReviews)}</dd>
        </div>
        <div className="rounded-lg bg-slate-50 p-3">
          <dt className="text-xs text-slate-600">Average rating</dt>
          <dd className="mt-1 flex items-center gap-2 text-xl font-bold text-slate-900">
            {outOfTen(averageRating)}
            <Stars rating={averageRating} />
          </dd>
        </div>
        <div className="rounded-lg bg-slate-50 p-3">
          <dt className="text-xs text-slate-600">Last updated</dt>
          <dd className="mt-1 text-xl font-bold text-slate-900">
            {lastUpdated ? <time dateTime={lastUpdated}>{reviewDate(lastUpdated)}</time> : 'Never'}
          </dd>
        </div>
      </dl>
      <Breakdown title="By category" rows={categories} total={totalReviews} />
      <Breakdown title="By platform" rows={platforms} total={totalReviews} />
    </div>
  );
}

function Breakdown({
  title,
  rows,
  total,
}: {
  title: string;
  rows: readonly (readonly [string, number])[];
  total: number;
}) {
  if (rows.length === 0) return null;
  return (
    <div>
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      <ul aria-label={title} className="mt-2 space-y-2">
        {rows.map(([name, count]) => {
          const share = total > 0 ? Math.round((count / total) * 1000) / 10 : 0;
          return (
            <li key={name} className="text-sm">
              <div className="flex justify-between gap-2 text-slate-700">
                <span>{name}</span>
                <span className="tabular-nums">
                  {number(count)} <span className="text-slate-500">({share}%)</span>
                </span>
              </div>
              <div aria-hidden="true" className="mt-1 h-2 rounded-full bg-slate-100">
                <div
                  data-testid="share-bar"
                  className="h-2 rounded-full bg-blue-700"
                  style={{ width: `${Math.min(100, share)}%` }}
                />
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
