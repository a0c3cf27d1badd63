// Live updates refresh the open search (000 §7), but the cards must not move under the reader. When a
// refresh of the search on screen brings a different total or different cards (id, price or title),
// the screen keeps what it showed and offers the new results; facet counts alone are taken silently.
// A search the reader changes (filters, sort, category, Back/Forward, Load More) is theirs: its
// answers are shown as they arrive until its requests settle, and only then are refreshes held.
import { useState } from 'react';
import type { useSearchPages } from '../api/search-vehicles';

type SearchPages = ReturnType<typeof useSearchPages>;

interface Shown {
  /** The search and page count the reader asked for. */
  searchKey: string;
  results: SearchPages;
  /** The reader's own requests for this search have finished; later changes are refreshes. */
  settled: boolean;
}

const isLoaded = (r: SearchPages) => r.first !== undefined;

/** Whether the reader would see the same thing: the same total and the same cards in the same order. */
export function sameCards(a: SearchPages, b: SearchPages): boolean {
  if (isLoaded(a) !== isLoaded(b) || a.first?.total !== b.first?.total || a.cars.length !== b.cars.length)
    return false;
  return a.cars.every((car, i) => {
    const other = b.cars[i]!;
    return car.id === other.id && car.price === other.price && car.title === other.title;
  });
}

export function useHeldResults(fresh: SearchPages, searchKey: string) {
  const [shown, setShown] = useState<Shown>(() => ({
    searchKey,
    results: fresh,
    settled: !fresh.isFetching,
  }));
  const sameSearch = shown.searchKey === searchKey;
  const held =
    sameSearch &&
    shown.settled &&
    isLoaded(shown.results) &&
    isLoaded(fresh) &&
    !sameCards(shown.results, fresh);

  if (!held) {
    const settled = (sameSearch && shown.settled) || !fresh.isFetching;
    // Updating state while rendering (React's pattern for following a changing input): only when
    // something the comparison depends on changed, so it settles after one extra render.
    if (!sameSearch || settled !== shown.settled || !sameCards(shown.results, fresh))
      setShown({ searchKey, results: fresh, settled });
  }

  return {
    results: held ? shown.results : fresh,
    hasNewResults: held,
    showNewResults: () => setShown({ searchKey, results: fresh, settled: !fresh.isFetching }),
  };
}
