// Which cached answers a live message makes out of date (000 §7). Query keys start with the API path
// they read (the app's convention), so these rules name paths, not features. Only what a message
// names is invalidated, never everything: TanStack refetches the queries on screen and marks the
// rest stale.
import type { Query, QueryClient } from '@tanstack/react-query';
import type { LiveMessage } from '../../../bff/plugins/live/types';
import { CATEGORY_SLUG, makesPath, searchPath } from './api-paths';

const CAR_DETAIL_PATH = '/api/cars/{id}';
/** Answers that list cars the signed-in person saved or sells. */
const CAR_LIST_PATHS = [
  '/api/dream-garage',
  '/api/user/dream-garage',
  '/api/user/listings',
  '/api/user/analytics',
];
const OWN_LISTING_PATHS = ['/api/user/listings', '/api/user/analytics'];

const pathOf = (query: Query) => (typeof query.queryKey[0] === 'string' ? query.queryKey[0] : '');
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * Whether a cached answer lists one of the cars: a list of cars, or lists under its fields
 * ({ cars } of search pages, the garage and the seller's listings; analytics' items by listingId).
 */
export function listsAnyOf(data: unknown, ids: ReadonlySet<number>): boolean {
  const items: unknown[] = Array.isArray(data)
    ? data
    : isObject(data)
      ? Object.values(data).filter(Array.isArray).flat()
      : [];
  return items.some(
    (item) =>
      isObject(item) &&
      (ids.has(item.id as number) || ids.has(item.listingId as number) || ids.has(item.carId as number)),
  );
}

const isSearchPath = (path: string) => Object.values(CATEGORY_SLUG).some((slug) => path === searchPath(slug));
const isCarDetailOf = (query: Query, ids: ReadonlySet<number>) =>
  pathOf(query) === CAR_DETAIL_PATH && ids.has(Number(query.queryKey[1]));

/** Whether anyone could be looking at one of these cars: a cached search page, detail or car list shows it. */
export function cacheShowsAnyOf(queryClient: QueryClient, ids: readonly number[]): boolean {
  const wanted = new Set(ids);
  return queryClient
    .getQueryCache()
    .getAll()
    .some((query) => {
      if (isCarDetailOf(query, wanted)) return true;
      const path = pathOf(query);
      return (isSearchPath(path) || CAR_LIST_PATHS.includes(path)) && listsAnyOf(query.state.data, wanted);
    });
}

export function invalidateForMessage(queryClient: QueryClient, message: LiveMessage): void {
  const { type, data } = message;
  for (const category of new Set(data.categories)) {
    const makes = makesPath(CATEGORY_SLUG[category]);
    void queryClient.invalidateQueries({ queryKey: [searchPath(CATEGORY_SLUG[category])] });
    void queryClient.invalidateQueries({
      predicate: (query) => pathOf(query) === makes || pathOf(query).startsWith(`${makes}/`),
    });
  }

  if (type === 'car_updated' || type === 'car_deleted') {
    const ids = new Set(data.ids);
    void queryClient.invalidateQueries({
      predicate: (query) =>
        isCarDetailOf(query, ids) ||
        (CAR_LIST_PATHS.includes(pathOf(query)) && listsAnyOf(query.state.data, ids)),
    });
  }

  // The seller's own dashboard counts and lists the new listings (`own` is only ever set on their socket).
  if (data.own && (type === 'car_added' || type === 'cars_bulk_added' || type === 'auto_sync_completed')) {
    void queryClient.invalidateQueries({ predicate: (query) => OWN_LISTING_PATHS.includes(pathOf(query)) });
  }
}
