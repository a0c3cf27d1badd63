// Published Posts (001 §2, §9): the first 10, polled every 5 s, each description cut at 150
// characters, with its tracked link and what that link has counted. Likes, shares and comments live on
// the network: null here, shown as not available, never invented (DECISIONS 11).
import { LoadError } from '../../../../components/ui/load-error';
import { number } from '../../../../lib/format';
import { POSTS_SHOWN, usePosts } from '../../api/get-posts';
import { PLATFORM_NAMES } from '../../lib/platforms';
import { cut, POST_CUT } from '../../lib/text';
import type { SocialPost } from '../../types';
import { CopyButton } from '../copy-button';

const STATUS: Record<SocialPost['status'], string> = {
  published: 'bg-green-100 text-green-900',
  scheduled: 'bg-blue-100 text-blue-900',
  failed: 'bg-red-100 text-red-900',
};
const date = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const known = (n: number | null) => (n === null ? 'not available' : number(n));

export function PublishedPosts({ dealerId }: { dealerId: number }) {
  const posts = usePosts(dealerId);
  if (posts.isPending)
    return (
      <p role="status" className="text-slate-600">
        Loading your posts…
      </p>
    );
  if (posts.isError && !posts.data)
    return <LoadError message="Failed to load your posts." onRetry={() => void posts.refetch()} />;
  const shown = posts.data.posts.slice(0, POSTS_SHOWN);
  if (shown.length === 0)
    return <p className="text-slate-700">No posts published yet: generate content and publish it.</p>;
  return (
    <ul className="grid gap-4 md:grid-cols-2" aria-label="Published posts">
      {shown.map((post) => {
        const m = post.analytics.metrics;
        return (
          <li key={post.id}>
            <article
              aria-labelledby={`post-${post.id}`}
              className="h-full rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
            >
              <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
                <span className="font-semibold text-blue-800">{PLATFORM_NAMES[post.platform]}</span>
                <span
                  className={`rounded-full px-2 py-0.5 text-xs font-semibold capitalize ${STATUS[post.status]}`}
                >
                  {post.status}
                </span>
              </div>
              <h3 id={`post-${post.id}`} className="mt-1 font-semibold break-words text-slate-900">
                {post.content.title}
              </h3>
              <p className="text-xs text-slate-600">
                {post.car.title} ·{' '}
                <time dateTime={post.createdAt}>{date.format(new Date(post.createdAt))}</time>
              </p>
              <p className="mt-2 text-sm break-words text-slate-700">
                {cut(post.content.description, POST_CUT)}
              </p>
              <div className="mt-2 flex flex-wrap items-center gap-2">
                <a href={post.link.url} className="min-w-0 text-sm break-all text-blue-800 underline">
                  {post.link.url}
                </a>
                <CopyButton
                  text={post.link.url}
                  what="Tracked link"
                  label="Copy link"
                  accessibleName={`Copy the tracked link of ${post.content.title}`}
                />
              </div>
              <dl className="mt-3 grid grid-cols-3 gap-2 text-center text-sm">
                {(
                  [
                    ['Views', number(m.views)],
                    ['Reach', number(m.reach)],
                    ['Engagements', number(m.enquiries + m.saves)],
                    ['Likes', known(m.likes)],
                    ['Shares', known(m.shares)],
                    ['Comments', known(m.comments)],
                  ] as const
                ).map(([term, value]) => (
                  <div key={term} className="rounded-lg bg-slate-50 p-2">
                    <dt className="text-xs text-slate-600">{term}</dt>
                    <dd
                      className={
                        value === 'not available' ? 'text-xs text-slate-600' : 'font-semibold text-slate-900'
                      }
                    >
                      {value}
                    </dd>
                  </div>
                ))}
              </dl>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
