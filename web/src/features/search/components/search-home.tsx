// The search home (000 §2): category tabs, hero search, 'Refine Search' filters, results and Load More.
// All search state is in the URL (DECISIONS 25); see lib/search-params.ts for the rules.
import { SlidersHorizontal } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import type { CarCard } from '../../../../../bff/plugins/search/types';
import { Button } from '../../../components/ui/button';
import { Sheet } from '../../../components/ui/sheet';
import { ApiError } from '../../../lib/api-client';
import { loadLater } from '../../../lib/load-later';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useMonthlyCosts } from '../api/get-running-costs';
import { useSearchPages } from '../api/search-vehicles';
import { useHeldResults } from '../hooks/use-held-results';
import { useSearchState } from '../hooks/use-search-state';
import { CATEGORY_WORDS, PAGE_SIZE, type SearchState } from '../lib/search-params';
import { CategoryTabs } from './category-tabs';
import { HeroSearch } from './hero-search';
import { NewResultsBanner } from './new-results-banner';
import { QuickFilterBar } from './quick-filter-bar';
import { ResultCard, ResultCardSkeleton } from './result-card';
import { ResultsHeader } from './results-header';

// 'Refine Search' is no part of a phone's first screen: it waits behind the Filters button, and is
// rendered only once that opens. Its code, with Radix's collapsible sections, loads once the page is
// idle; where the panel shows beside the results (768 px and wider) it is fetched at once, while the
// first results are on their way.
const filters = loadLater(() => import('./filter-panel'));
const BESIDE_RESULTS = '(min-width: 768px)';

export function SearchHome({
  renderCardActions,
  renderSearchActions,
}: {
  renderCardActions?: (car: CarCard) => ReactNode;
  /** Controls for the whole search, beside the count of results (saving the search). */
  renderSearchActions?: (state: SearchState) => ReactNode;
}) {
  const { state, update, setCategory, showPages, monthlyCost, setMonthlyCost } = useSearchState();
  // What the reader asked for; a live refresh of it is held back until they choose to see it.
  const held = useHeldResults(useSearchPages(state), JSON.stringify(state));
  const results = held.results;
  const monthlyCosts = useMonthlyCosts(
    results.cars.map((car) => car.id),
    monthlyCost,
  );
  const resultsRef = useRef<HTMLElement>(null);
  const [layout, setLayout] = useState<'grid' | 'list'>('grid');
  const [sheetOpen, setSheetOpen] = useState(false);
  const word = CATEGORY_WORDS[state.category];
  const v = state.values;
  // The hero form starts again whenever its fields change from outside it (category switch, Back).
  const heroKey = [state.category, v.search, v.make, v.maxPrice, v.location].join('|');
  const filterPanel = filters.useLoaded(sheetOpen);
  const panel = filterPanel ? (
    <filterPanel.FilterPanel state={state} update={update} facets={results.first?.facets} />
  ) : (
    <FilterPanelSkeleton />
  );

  return (
    <div className="bg-slate-50">
      <section className="bg-gradient-to-br from-blue-800 to-blue-700 px-4 pb-10 pt-8 text-white">
        <div className="mx-auto max-w-7xl space-y-5">
          <CategoryTabs value={state.category} onChange={setCategory} />
          <div>
            <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Find your next {word.singular}</h1>
            <p className="mt-1 text-blue-100">All platforms, one search.</p>
          </div>
          <HeroSearch key={heroKey} state={state} update={update} />
        </div>
      </section>

      <div className="mx-auto flex max-w-7xl gap-6 px-4 py-6">
        <aside aria-label="Refine Search" className="hidden w-72 shrink-0 md:block">
          <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <h2 className="mb-3 text-lg font-semibold text-slate-900">Refine Search</h2>
            <BesideResults>{panel}</BesideResults>
          </div>
        </aside>

        <section
          ref={resultsRef}
          aria-label="Results"
          tabIndex={-1}
          className="min-w-0 flex-1 scroll-mt-20 space-y-4 outline-none"
        >
          <div className="md:hidden">
            <Button variant="secondary" onClick={() => setSheetOpen(true)} aria-haspopup="dialog">
              <SlidersHorizontal aria-hidden className="h-4 w-4" />
              Filters
            </Button>
            <Sheet open={sheetOpen} onOpenChange={setSheetOpen} side="left" title="Refine Search">
              {panel}
              <Button className="mt-4 w-full" onClick={() => setSheetOpen(false)}>
                Show results
              </Button>
            </Sheet>
          </div>

          <NewResultsBanner
            visible={held.hasNewResults}
            onShow={() => {
              held.showNewResults();
              // The banner's button goes away: start the reader at the top of the new results.
              resultsRef.current?.scrollIntoView?.({ block: 'start' });
              resultsRef.current?.focus({ preventScroll: true });
            }}
          />
          <ResultsHeader
            state={state}
            total={results.first?.total}
            layout={layout}
            onLayout={setLayout}
            onSort={(sortBy) => update({ sortBy })}
            actions={renderSearchActions?.(state)}
            monthlyCost={monthlyCost}
            onMonthlyCost={setMonthlyCost}
          />
          <QuickFilterBar state={state} update={update} />
          <Results
            results={results}
            layout={layout}
            word={word.plural}
            location={state.values.location}
            renderCardActions={renderCardActions}
            monthlyCosts={monthlyCosts}
            onMore={() => showPages(state.page + 1)}
          />
        </section>
      </div>
    </div>
  );
}

/**
 * The panel beside the results, from 768 px; below that it is the Filters sheet's alone. Its own
 * component: over the server's render (which assumes a wide screen) a phone's first answer differs,
 * and only this part renders again, not the whole search.
 */
function BesideResults({ children }: { children: ReactNode }) {
  const beside = useMediaQuery(BESIDE_RESULTS);
  filters.useLoaded(beside);
  return beside ? children : null;
}

/** Holds the place of the filters, at about their height, while their code arrives. */
function FilterPanelSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading filters" className="animate-pulse space-y-4 py-1">
      {Array.from({ length: 8 }, (_, i) => (
        <div key={i} className="space-y-1.5">
          <div className="h-3.5 w-24 rounded bg-slate-200" />
          <div className="h-9 rounded-lg bg-slate-100" />
        </div>
      ))}
    </div>
  );
}

function Results({
  results,
  layout,
  word,
  renderCardActions,
  onMore,
  location,
  monthlyCosts,
}: {
  results: ReturnType<typeof useSearchPages>;
  monthlyCosts: ReturnType<typeof useMonthlyCosts>;
  layout: 'grid' | 'list';
  word: string;
  renderCardActions?: (car: CarCard) => ReactNode;
  onMore: () => void;
  location: string | undefined;
}) {
  const listClass = layout === 'grid' ? 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3' : 'flex flex-col gap-4';

  if (results.error && results.cars.length === 0) {
    const detail = results.error instanceof ApiError ? results.error.serverMessage : undefined;
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-red-900">
        <p className="font-semibold">Failed to search {word}</p>
        {detail && <p className="mt-1 text-sm">{detail}</p>}
      </div>
    );
  }
  if (results.isLoadingFirst) {
    return (
      <div className={listClass} role="status" aria-busy="true" aria-label={`Loading ${word}`}>
        {Array.from({ length: PAGE_SIZE }, (_, i) => (
          <ResultCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (results.cars.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center">
        <h2 className="text-lg font-semibold text-slate-900">No cars found</h2>
        <p className="mt-1 text-slate-700">Try adjusting your search criteria or filters</p>
      </div>
    );
  }
  return (
    <>
      <ul className={listClass} aria-label="Search results">
        {results.cars.map((car) => (
          <li key={car.id}>
            <ResultCard
              car={car}
              layout={layout}
              actions={renderCardActions?.(car)}
              location={location}
              monthlyCost={monthlyCosts?.(car.id)}
            />
          </li>
        ))}
      </ul>
      {results.error && (
        <p role="alert" className="text-center text-red-800">
          Failed to search {word}
        </p>
      )}
      {(results.hasMore || results.isLoadingMore) && (
        <div className="flex justify-center pt-2">
          <Button variant="secondary" onClick={onMore} disabled={results.isLoadingMore}>
            {results.isLoadingMore ? 'Loading…' : 'Load More Results'}
          </Button>
        </div>
      )}
    </>
  );
}
