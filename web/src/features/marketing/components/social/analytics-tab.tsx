// Analytics (001 §2; DECISIONS 11, 20): every figure counted from visits through the posts' tracked
// links, polled every 10 s; each figure's meaning said under it. With nothing published or no visits
// yet, the page says so rather than showing zeros as if they meant something.
import { LoadError } from '../../../../components/ui/load-error';
import { number } from '../../../../lib/format';
import { useSocialAnalytics } from '../../api/get-analytics';
import { PLATFORM_NAMES } from '../../lib/platforms';
import type { SocialAnalytics } from '../../types';

const DEFINITIONS = {
  views: 'Arrivals through a tracked link, once per visitor per post every 30 minutes.',
  reach: 'Different visitors who arrived through your links.',
  posts: 'Posts published in the period.',
  engagements: 'Enquiries and saves of the car by visitors who arrived through a link.',
  rate: 'Engagements divided by reach.',
};
const percent = (n: number | null) => (n === null ? '—' : `${n.toFixed(1)}%`);
const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const dayLabel = (date: string) => day.format(new Date(`${date}T00:00:00Z`));

export function AnalyticsTab({ dealerId }: { dealerId: number }) {
  const analytics = useSocialAnalytics(dealerId);
  if (analytics.isPending)
    return (
      <p role="status" className="text-slate-600">
        Loading your figures…
      </p>
    );
  if (analytics.isError && !analytics.data)
    return <LoadError message="Failed to load the analytics." onRetry={() => void analytics.refetch()} />;
  const a = analytics.data;
  const s = a.summary;
  const tiles: [string, string, string][] = [
    ['Views', number(s.views), DEFINITIONS.views],
    ['Reach', number(s.reach), DEFINITIONS.reach],
    ['Posts', number(s.posts), DEFINITIONS.posts],
    ['Engagements', number(s.engagements), DEFINITIONS.engagements],
    ['Average engagement rate', percent(s.avgEngagementRate), DEFINITIONS.rate],
  ];
  return (
    <div className="space-y-6">
      <p className="text-sm text-slate-600">
        Last {a.days} days, counted from visits through your tracked links.
      </p>
      {s.posts === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-4 text-slate-700">
          No posts published yet, so there is nothing to count. Publish a post from the Content Generator:
          every visit through its tracked link counts here.
        </p>
      ) : s.views === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-4 text-slate-700">
          No visits through your tracked links yet. Share a post’s link and the visits will show here.
        </p>
      ) : null}
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        {tiles.map(([term, value, note]) => (
          <div key={term} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <dt className="text-sm text-slate-600">{term}</dt>
            <dd className="mt-1 text-2xl font-bold text-slate-900">{value}</dd>
            <dd className="mt-1 text-xs text-slate-600">{note}</dd>
          </div>
        ))}
      </dl>
      <div className="grid gap-6 lg:grid-cols-2">
        <DailyViews daily={a.daily} />
        <ByPlatform rows={a.byPlatform} />
      </div>
      <TopPosts posts={a.topPerformingPosts} />
    </div>
  );
}

function DailyViews({ daily }: { daily: SocialAnalytics['daily'] }) {
  const most = Math.max(0, ...daily.map((d) => d.views));
  return (
    <section
      aria-labelledby="daily-title"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id="daily-title" className="text-lg font-semibold text-slate-900">
        Views by day
      </h2>
      {most === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No views in this period yet.</p>
      ) : (
        <>
          <div className="mt-4 flex h-36 items-end gap-[2px]" aria-hidden="true">
            {daily.map((d) => (
              <div
                key={d.date}
                title={`${dayLabel(d.date)}: ${d.views} views`}
                className="flex-1 rounded-t bg-blue-700"
                style={{ height: `${d.views ? Math.max(3, (d.views / most) * 100) : 0}%` }}
              />
            ))}
          </div>
          <div className="mt-1 flex justify-between text-xs text-slate-600" aria-hidden="true">
            <span>{dayLabel(daily[0]!.date)}</span>
            <span>{dayLabel(daily.at(-1)!.date)}</span>
          </div>
          <details className="mt-3 text-sm">
            <summary className="cursor-pointer text-blue-700">Show views by day as a table</summary>
            <table className="mt-2 w-full text-left">
              <caption className="sr-only">Views and reach by day</caption>
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col" className="text-right">
                    Views
                  </th>
                  <th scope="col" className="text-right">
                    Reach
                  </th>
                </tr>
              </thead>
              <tbody>
                {daily.map((d) => (
                  <tr key={d.date} className="border-t border-slate-100">
                    <td>{dayLabel(d.date)}</td>
                    <td className="text-right">{d.views}</td>
                    <td className="text-right">{d.reach}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </>
      )}
    </section>
  );
}

function ByPlatform({ rows }: { rows: SocialAnalytics['byPlatform'] }) {
  return (
    <section
      aria-labelledby="platform-title"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id="platform-title" className="text-lg font-semibold text-slate-900">
        By platform
      </h2>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No posts on any platform yet.</p>
      ) : (
        <table className="mt-2 w-full text-left text-sm">
          <thead className="text-slate-600">
            <tr>
              <th scope="col" className="py-1">
                Platform
              </th>
              <th scope="col" className="py-1 text-right">
                Posts
              </th>
              <th scope="col" className="py-1 text-right">
                Views
              </th>
              <th scope="col" className="py-1 text-right">
                Reach
              </th>
              <th scope="col" className="py-1 text-right">
                Engaged
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.platform} className="border-t border-slate-100">
                <th scope="row" className="py-1 font-medium">
                  {PLATFORM_NAMES[r.platform]}
                </th>
                <td className="py-1 text-right">{number(r.posts)}</td>
                <td className="py-1 text-right">{number(r.views)}</td>
                <td className="py-1 text-right">{number(r.reach)}</td>
                <td className="py-1 text-right">{number(r.engagements)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function TopPosts({ posts }: { posts: SocialAnalytics['topPerformingPosts'] }) {
  return (
    <section
      aria-labelledby="top-title"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id="top-title" className="text-lg font-semibold text-slate-900">
        Top performing posts
      </h2>
      {posts.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No post has been visited yet.</p>
      ) : (
        <ol className="mt-2 divide-y divide-slate-100" aria-label="Top performing posts">
          {posts.map((p) => (
            <li key={p.id} className="flex flex-wrap justify-between gap-2 py-2 text-sm">
              <span className="min-w-0 break-words">
                <span className="font-medium text-slate-900">{p.title}</span>{' '}
                <span className="text-slate-600">({PLATFORM_NAMES[p.platform]})</span>
              </span>
              <span className="text-slate-700">
                {number(p.views)} {p.views === 1 ? 'view' : 'views'} · {number(p.reach)} reach ·{' '}
                {number(p.engagements)} engaged · {percent(p.engagement_rate)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
