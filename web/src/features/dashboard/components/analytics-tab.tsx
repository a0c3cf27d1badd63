// Views over time and price performance, all from recorded data (DECISIONS 11).
import type { UserAnalytics } from '../../../../../bff/plugins/listings/types';
import { number, pounds } from '../../../lib/format';

const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const label = (date: string) => day.format(new Date(`${date}T00:00:00Z`));

export function AnalyticsTab({ analytics }: { analytics: UserAnalytics | undefined }) {
  if (!analytics) return <p className="text-slate-600">Loading your figures…</p>;
  const most = Math.max(0, ...analytics.viewsByDay.map((d) => d.views));
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <section
        aria-labelledby="views-heading"
        className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      >
        <h2 id="views-heading" className="text-lg font-semibold text-slate-900">
          Views Over Time
        </h2>
        <p className="text-sm text-slate-600">Last 30 days</p>
        {most === 0 ? (
          <p className="mt-3 text-slate-600">No views in the last 30 days yet.</p>
        ) : (
          <>
            <div className="mt-4 flex h-40 items-end gap-[2px]" aria-hidden>
              {analytics.viewsByDay.map((d) => (
                <div
                  key={d.date}
                  title={`${label(d.date)}: ${d.views}`}
                  className="flex-1 rounded-t bg-blue-700"
                  style={{ height: `${Math.max(d.views ? 4 : 0, (d.views / most) * 100)}%` }}
                />
              ))}
            </div>
            <div className="mt-1 flex justify-between text-xs text-slate-500" aria-hidden>
              <span>{label(analytics.viewsByDay[0]!.date)}</span>
              <span>{label(analytics.viewsByDay.at(-1)!.date)}</span>
            </div>
            <details className="mt-3 text-sm">
              <summary className="cursor-pointer text-blue-700">Show views by day as a table</summary>
              <table className="mt-2 w-full text-left">
                <caption className="sr-only">Views by day, last 30 days</caption>
                <thead>
                  <tr>
                    <th scope="col" className="py-1">
                      Date
                    </th>
                    <th scope="col" className="py-1 text-right">
                      Views
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {analytics.viewsByDay.map((d) => (
                    <tr key={d.date} className="border-t border-slate-100">
                      <td className="py-1">{label(d.date)}</td>
                      <td className="py-1 text-right">{d.views}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </details>
          </>
        )}
      </section>
      <section
        aria-labelledby="price-heading"
        className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      >
        <h2 id="price-heading" className="text-lg font-semibold text-slate-900">
          Price Performance
        </h2>
        <dl className="mt-3 grid grid-cols-2 gap-3">
          <Figure
            term="Average Days on Market"
            value={
              analytics.averageDaysOnMarket === null
                ? null
                : `${number(Math.round(analytics.averageDaysOnMarket))} days`
            }
            none="No listings yet"
          />
          <Figure
            term="Inquiry Rate"
            value={analytics.inquiryRate === null ? null : `${(analytics.inquiryRate * 100).toFixed(1)}%`}
            none="No views yet"
          />
          <Figure
            term="Average Price"
            value={analytics.averagePrice === null ? null : pounds(analytics.averagePrice)}
            none="No active listings"
          />
          <Figure term="Total Views" value={number(analytics.totalViews)} none="" />
        </dl>
        <h3 className="mt-5 font-semibold text-slate-900">Price against similar vehicles</h3>
        {analytics.priceComparisons.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">
            List a vehicle to compare its price with similar ones on sale.
          </p>
        ) : (
          <ul className="mt-2 space-y-2 text-sm">
            {analytics.priceComparisons.map((c) => (
              <li key={c.listingId} className="rounded-lg bg-slate-50 p-3">
                <p className="font-medium text-slate-900">{c.title}</p>
                {c.comparableMedian === null ? (
                  <p className="text-slate-600">
                    {pounds(c.price)}: too few similar vehicles on sale to compare ({c.comparableCount}).
                  </p>
                ) : (
                  <p className="text-slate-700">
                    {pounds(c.price)} against a median of {pounds(c.comparableMedian)} across{' '}
                    {c.comparableCount} similar vehicles:{' '}
                    <strong>{verdict(c.price, c.comparableMedian)}</strong>
                  </p>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function verdict(price: number, median: number): string {
  const diff = Math.round(((price - median) / median) * 100);
  if (Math.abs(diff) < 3) return 'in line with the market';
  return diff < 0 ? `${-diff}% below the market` : `${diff}% above the market`;
}

function Figure({ term, value, none }: { term: string; value: string | null; none: string }) {
  return (
    <div className="rounded-lg bg-slate-50 p-3">
      <dt className="text-sm text-slate-600">{term}</dt>
      <dd className={value === null ? 'text-sm text-slate-500' : 'text-xl font-bold text-slate-900'}>
        {value ?? none}
      </dd>
    </div>
  );
}
