// One guide in the list: picture, category, difficulty, read time, author, date, summary and tags.
import { Clock } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { formatGuideDate, formatReadTime } from '../lib/format-guide';
import { DIFFICULTY_LABELS, type Guide } from '../lib/guide-model';
import { CategoryBadge, GuideArt } from './guide-art';

export function GuideCard({ guide }: { guide: Guide }) {
  return (
    <article
      aria-label={guide.title}
      className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <GuideArt category={guide.category} />
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap items-center gap-2 text-xs text-slate-700">
          <CategoryBadge category={guide.category} />
          <span className="font-medium">{DIFFICULTY_LABELS[guide.difficulty]}</span>
          <span aria-hidden="true">·</span>
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className="size-3.5" />
            {formatReadTime(guide.readTime)}
          </span>
        </div>
        <h3 className="mt-3 text-lg leading-snug font-semibold text-slate-900">
          <Link to={paths.carGuide.href(guide.id)} className="hover:text-blue-800 hover:underline">
            {guide.title}
          </Link>
        </h3>
        <p className="mt-1 text-xs text-slate-600">
          {guide.author} · <time dateTime={guide.date}>{formatGuideDate(guide.date)}</time>
        </p>
        <p className="mt-3 text-sm text-slate-700">{guide.summary}</p>
        <ul aria-label="Tags" className="mt-3 flex flex-wrap gap-1.5">
          {guide.tags.map((tag) => (
            <li key={tag} className="rounded bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
              {tag}
            </li>
          ))}
        </ul>
        <div className="mt-auto pt-4">
          <Link
            to={paths.carGuide.href(guide.id)}
            aria-label={`Read guide: ${guide.title}`}
            className="inline-flex items-center rounded-lg bg-blue-700 px-4 py-2 text-sm font-medium text-white hover:bg-blue-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
          >
            Read guide
          </Link>
        </div>
      </div>
    </article>
  );
}
