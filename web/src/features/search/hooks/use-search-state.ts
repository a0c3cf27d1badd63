// Reads the search from the URL and turns user changes into new history entries (Back walks searches).
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  applySearchUpdate,
  categoryParams,
  parseSearchState,
  showsMonthlyCost,
  withMonthlyCost,
  withPage,
  type CategorySlug,
  type SearchUpdate,
} from '../lib/search-params';

export function useSearchState() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseSearchState(params), [params]);

  const update = useCallback(
    (change: SearchUpdate) => setParams((p) => applySearchUpdate(p, change)),
    [setParams],
  );
  // A fresh search in another category keeps how the results are shown (the monthly cost line).
  const setCategory = useCallback(
    (category: CategorySlug) =>
      setParams((p) => withMonthlyCost(categoryParams(category), showsMonthlyCost(p))),
    [setParams],
  );
  // Showing more of the same search is not a new search: it replaces the entry instead of pushing one.
  const showPages = useCallback(
    (page: number) => setParams((p) => withPage(p, page), { replace: true, preventScrollReset: true }),
    [setParams],
  );

  const monthlyCost = showsMonthlyCost(params);
  // Showing the line is not a new search either.
  const setMonthlyCost = useCallback(
    (on: boolean) => setParams((p) => withMonthlyCost(p, on), { replace: true, preventScrollReset: true }),
    [setParams],
  );

  return { state, update, setCategory, showPages, monthlyCost, setMonthlyCost };
}
