// This month's real figures and what happened lately (DECISIONS 11: no sample data).
import type { UserAnalytics } from '../../../../../bff/plugins/listings/types';
import { number } from '../../../lib/format';
import { activityText, ago } from '../lib/activity';

export function OverviewTab({
  analytics,
  active,
}: {
  analytics: UserAnalytics | undefined;
  active: number | undefined;
}) {
  if (!analytics || active === undefined) return <p className="text-slate-600">Loading your figures…</p>;
  const bars: [string, number][] = [
    ['Listing views', analytics.monthlyViews],
    ['Inquiries', analytics.monthlyInquiries],
    ['Listings active', active],
  ];
  const largest = Math.max(...bars.map(([, n]) => n));
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <section
        aria-labelledby="performance-heading"
        className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      >
        <h2 id="performance-heading" className="text-lg font-semibold text-slate-900">
          Performance This Month
        </h2>
        {largest === 0 ? (
          <p className="mt-3 text-slate-600">
            Nothing recorded this month yet: views and enquiries appear here as buyers find your listings.
          </p>
        ) : (
          <ul className="mt-4 space-y-4">
            {bars.map(([label, value]) => (
              <li key={label}>
                <div className="flex justify-between text-sm">
                  <span className="text-slate-700">{label}</span>
                  <span className="font-semibold text-slate-900">{number(value)}</span>
                </div>
                <div className="mt-1 h-2 rounded-full bg-slate-100" aria-hidden>
                  <div
                    className="h-2 rounded-full bg-blue-700"
                    style={{ width: `${(value / largest) * 100}%` }}
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section
        aria-labelledby="activity-heading"
        className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      >
        <h2 id="activity-heading" className="text-lg font-semibold text-slate-900">
          Recent Activity
        </h2>
        {analytics.recentActivity.length === 0 ? (
          <p className="mt-3 text-slate-600">
            No activity yet. When you list a vehicle and buyers view it or enquire, it shows here.
          </p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-100">
            {analytics.recentActivity.map((item, i) => (
              <li
                key={`${item.kind}-${item.listingId}-${item.at}-${i}`}
                className="flex justify-between gap-3 py-2 text-sm"
              >
                <span className="text-slate-800">{activityText(item)}</span>
                <time dateTime={item.at} className="shrink-0 text-slate-500">
                  {ago(item.at)}
                </time>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
