// The Popular Guides strip (the first three editorial picks, 001 §9) and the browse-by-category
// strip, whose buttons set the category filter.
import { Star } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { formatReadTime } from '../lib/format-guide';
import { CATEGORY_LABELS, GUIDE_CATEGORIES, type Guide, type GuideCategory } from '../lib/guide-model';
import { CategoryBadge, CategoryIcon } from './guide-art';

export function PopularGuides({ guides }: { guides: Guide[] }) {
  return (
    <section aria-labelledby="popular-guides-title" className="mx-auto max-w-7xl px-4 pt-8">
      <h2 id="popular-guides-title" className="flex items-center gap-2 text-2xl font-bold text-slate-900">
        <Star aria-hidden="true" className="size-6 text-amber-500" />
        Popular Guides
      </h2>
      <p className="mt-1 text-sm text-slate-600">Chosen by our editors as the most useful places to start.</p>
      <ol aria-label="Popular guides" className="mt-4 grid gap-4 md:grid-cols-3">
        {guides.map((guide, i) => (
          <li key={guide.id}>
            <Link
              to={paths.carGuide.href(guide.id)}
              className="flex h-full gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-blue-300 hover:shadow focus-visible:outline focus-visible:outline-2 focus-visible:outline-blue-700"
            >
              <span
                aria-hidden="true"
                className="flex size-10 shrink-0 items-center justify-center rounded-full bg-blue-700 text-lg font-bold text-white"
              >
                {i + 1}
              </span>
              <span className="flex flex-col gap-1.5">
                <span className="font-semibold leading-snug text-slate-900">{guide.title}</span>
                <span className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
                  <CategoryBadge category={guide.category} />
                  {formatReadTime(guide.readTime)}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function CategoryStrip({
  counts,
  active,
  onPick,
}: {
  counts: Record<GuideCategory, number>;
  active: GuideCategory | 'all';
  onPick: (category: GuideCategory) => void;
}) {
  return (
    <section aria-labelledby="browse-category-title" className="border-t border-slate-200 bg-white">
      <div className="mx-auto max-w-7xl px-4 py-10">
        <h2 id="browse-category-title" className="text-2xl font-bold text-slate-900">
          Browse by category
        </h2>
        <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {GUIDE_CATEGORIES.map((c) => (
            <li key={c}>
              <button
                type="button"
                aria-pressed={active === c}
                onClick={() => onPick(c)}
                className="flex w-full flex-col items-center gap-2 rounded-xl border border-slate-200 bg-slate-50 p-4 text-center hover:border-blue-300 hover:bg-blue-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-blue-700 aria-pressed:border-blue-700 aria-pressed:bg-blue-50"
              >
                <CategoryIcon category={c} className="size-7 text-blue-800" />
                <span className="font-semibold text-slate-900">{CATEGORY_LABELS[c]}</span>
                <span className="sr-only">, </span>
                <span className="text-xs text-slate-600">
                  {counts[c]} {counts[c] === 1 ? 'guide' : 'guides'}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
