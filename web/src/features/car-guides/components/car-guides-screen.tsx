// The car guides page at /car-guides (001 §2, §9): filters in the URL (DECISIONS 25), the Popular
// Guides strip, the guide list and the browse-by-category strip. Built-in editorial content, no calls.
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { GUIDES } from '../data/guides';
import {
  countByCategory,
  filterGuides,
  guideFiltersToParams,
  isFiltered,
  parseGuideFilters,
  popularGuides,
  sortGuides,
  type GuideFilters,
} from '../lib/guide-filter';
import { EditorialNote } from './guide-art';
import { GuideCard } from './guide-card';
import { GuideFilterBar } from './guide-filter-bar';
import { CategoryStrip, PopularGuides } from './guide-strips';

const POPULAR = popularGuides(GUIDES, 3);
const COUNTS = countByCategory(GUIDES);

export function CarGuidesScreen() {
  const [params, setParams] = useSearchParams();
  const filters = parseGuideFilters(params);
  const shown = sortGuides(filterGuides(GUIDES, filters), filters.sort);

  // Each choice is a history entry so Back undoes it; typing replaces the entry its first letter made.
  const change = (next: Partial<GuideFilters>, replace = false) =>
    setParams(guideFiltersToParams({ ...filters, ...next }), { replace, preventScrollReset: true });
  const clear = () => change({ q: '', category: 'all', difficulty: 'all' });
  const pickCategory = (category: GuideFilters['category']) => {
    change({ category });
    document.getElementById('guide-results')?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  };

  return (
    <div className="bg-slate-50">
      <section className="bg-gradient-to-br from-slate-900 to-blue-800 px-4 py-12 text-white">
        <div className="mx-auto max-w-7xl">
          <h1 className="text-3xl font-bold sm:text-4xl">Car Guides</h1>
          <p className="mt-3 max-w-2xl text-lg text-blue-100">
            Plain-English guides to buying, financing, insuring and running a car in the UK.
          </p>
          <EditorialNote className="mt-4 max-w-2xl text-blue-100" />
        </div>
      </section>

      <div className="mx-auto max-w-7xl px-4 pt-8">
        <GuideFilterBar
          filters={filters}
          onChange={(next) => change(next, 'q' in next && Boolean(filters.q))}
        />
      </div>

      <PopularGuides guides={POPULAR} />

      <section aria-labelledby="guide-results" className="mx-auto max-w-7xl scroll-mt-4 px-4 py-8">
        <h2 id="guide-results" className="scroll-mt-4 text-2xl font-bold text-slate-900">
          All guides
        </h2>
        <p className="mt-2 text-sm font-medium text-slate-900" aria-live="polite">
          Showing {shown.length} of {GUIDES.length} guides
        </p>
        {shown.length === 0 ? (
          <div className="mt-4 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
            <p>No guides match these filters. Try other words or a different category.</p>
            <Button variant="secondary" className="mt-4" onClick={clear}>
              Clear filters
            </Button>
          </div>
        ) : (
          <>
            {isFiltered(filters) && (
              <Button variant="ghost" size="sm" className="mt-2 -ml-3" onClick={clear}>
                Clear filters
              </Button>
            )}
            <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {shown.map((guide) => (
                <li key={guide.id}>
                  <GuideCard guide={guide} />
                </li>
              ))}
            </ul>
          </>
        )}
      </section>

      <CategoryStrip counts={COUNTS} active={filters.category} onPick={pickCategory} />
    </div>
  );
}
