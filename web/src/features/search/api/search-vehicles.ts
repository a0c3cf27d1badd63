// GET /api/{cars|motorcycles|vans}/search: one page of a search. The screen shows pages 1..N of the
// same search (the URL's page), each page its own cached query.
import { queryOptions, useQueries } from '@tanstack/react-query';
import { apiRequest, toQueryString } from '../../../lib/api-client';
import type { SearchResult } from '../../../../../bff/plugins/search/types';
import { apiQuery, searchIdentity, type SearchState } from '../lib/search-params';
import { searchPath } from '../../../lib/api-paths';
import { searchKeys } from './keys';

export function searchVehicles(state: SearchState, page: number): Promise<SearchResult> {
  return apiRequest<SearchResult>(
    'GET',
    `${searchPath(state.category)}${toQueryString(apiQuery(state, page))}`,
  );
}

export function searchPageQueryOptions(state: SearchState, page: number) {
  return queryOptions({
    queryKey: searchKeys.page(state.category, searchIdentity(state), page),
    queryFn: () => searchVehicles(state, page),
  });
}

/** Every page from 1 to the URL's page, combined: cars in order, total and facets from page 1. */
export function useSearchPages(state: SearchState) {
  return useQueries({
    queries: Array.from({ length: state.page }, (_, i) => searchPageQueryOptions(state, i + 1)),
    combine: (results) => {
      const first = results[0];
      const loaded = results.filter((r) => r.data).map((r) => r.data!);
      const last = loaded[loaded.length - 1];
      return {
        first: first?.data,
        cars: loaded.flatMap((r) => r.cars),
        isLoadingFirst: first?.isPending ?? true,
        isLoadingMore: results.slice(1).some((r) => r.isPending),
        isFetching: results.some((r) => r.isFetching),
        error: results.find((r) => r.error)?.error ?? null,
        hasMore: last ? last.page * last.limit < last.total && loaded.length === results.length : false,
      };
    },
  });
}
