// One guide at /car-guides/:slug: the full text with a table of contents, related guides in the same
// category and a way back; an unknown slug shows 'Guide not found'.
import { ArrowLeft, BookOpen, Clock } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { findGuide, GUIDES } from '../data/guides';
import { formatGuideDate, formatReadTime } from '../lib/format-guide';
import { relatedGuides } from '../lib/guide-filter';
import { DIFFICULTY_LABELS, type Guide } from '../lib/guide-model';
import { CategoryBadge, EditorialNote, GuideArt } from './guide-art';
import { GuideBody, GuideContents, headedSections, TOC_MIN_SECTIONS } from './guide-body';
import { GuideCard } from './guide-card';

const backLink =
  'inline-flex items-center gap-2 font-medium text-blue-800 hover:underline focus-visible:outline focus-visible:outline-2 focus-visible:outline-blue-700';

export function GuideScreen() {
  const { slug } = useParams();
  const guide = findGuide(slug);
  const { hash } = useLocation();
  // A related guide opens the same screen with a new slug: start it at the top, unless the link
  // points at one of its sections. Following a contents link keeps the slug, so keeps its place.
  useEffect(() => {
    if (!hash) document.documentElement.scrollTop = 0;
  }, [slug]);
  return guide ? <GuideArticle guide={guide} /> : <GuideNotFound />;
}

function GuideArticle({ guide }: { guide: Guide }) {
  const related = relatedGuides(GUIDES, guide, 3);
  const withContents = headedSections(guide.sections).length >= TOC_MIN_SECTIONS;
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 pt-6">
        <Link to={paths.carGuides.href()} className={backLink}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          All car guides
        </Link>
      </div>

      <article aria-labelledby="guide-title" className="mx-auto max-w-6xl px-4 py-6">
        <header className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
          <GuideArt category={guide.category} className="h-24 sm:h-32" />
          <div className="p-5 sm:p-8">
            <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
              <CategoryBadge category={guide.category} />
              <span className="font-medium">{DIFFICULTY_LABELS[guide.difficulty]}</span>
              <span aria-hidden="true">·</span>
              <span className="inline-flex items-center gap-1">
                <Clock aria-hidden="true" className="size-4" />
                {formatReadTime(guide.readTime)}
              </span>
            </div>
            <h1 id="guide-title" className="mt-3 text-2xl font-bold text-slate-900 sm:text-4xl">
              {guide.title}
            </h1>
            <p className="mt-3 max-w-3xl text-base text-slate-700 sm:text-lg">{guide.summary}</p>
            <p className="mt-4 text-sm text-slate-600">
              By {guide.author} · Last reviewed{' '}
              <time dateTime={guide.date}>{formatGuideDate(guide.date)}</time>
            </p>
            <EditorialNote className="mt-3 rounded-lg border border-amber-200 bg-amber-50 p-3 text-amber-900" />
          </div>
        </header>

        <div className={`mt-6 grid gap-6 ${withContents ? 'lg:grid-cols-[16rem_1fr]' : ''}`}>
          {withContents && (
            <aside className="lg:sticky lg:top-24 lg:self-start">
              <GuideContents sections={guide.sections} />
            </aside>
          )}
          <div className="min-w-0 rounded-2xl border border-slate-200 bg-white p-5 sm:p-8">
            <GuideBody sections={guide.sections} />
            <ul aria-label="Tags" className="mt-8 flex flex-wrap gap-1.5 border-t border-slate-200 pt-4">
              {guide.tags.map((tag) => (
                <li key={tag} className="rounded bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
                  {tag}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </article>

      {related.length > 0 && (
        <section aria-labelledby="related-guides-title" className="mx-auto max-w-6xl px-4 pb-10">
          <h2 id="related-guides-title" className="text-2xl font-bold text-slate-900">
            Related guides
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {related.map((g) => (
              <li key={g.id}>
                <GuideCard guide={g} />
              </li>
            ))}
          </ul>
          <Link to={paths.carGuides.href()} className={`${backLink} mt-6`}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to all car guides
          </Link>
        </section>
      )}
    </div>
  );
}

function GuideNotFound() {
  return (
    <section
      aria-labelledby="guide-not-found-title"
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28"
    >
      <BookOpen aria-hidden="true" className="size-10 text-blue-700" />
      <h1 id="guide-not-found-title" className="mt-4 text-3xl font-bold tracking-tight text-slate-900">
        Guide not found
      </h1>
      <p className="mt-4 text-base text-slate-600">
        We could not find that guide. It may have been renamed or removed.
      </p>
      <Link
        to={paths.carGuides.href()}
        className="mt-8 inline-flex items-center gap-2 rounded-lg bg-blue-700 px-5 py-2.5 font-medium text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Browse all car guides
      </Link>
    </section>
  );
}
