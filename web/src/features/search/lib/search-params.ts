// The search state lives in the URL (DECISIONS 25) so a search can be shared, bookmarked and walked
// with Back and Forward. This module is the one place that reads and writes it (000 §4, §5).

export const CATEGORY_SLUGS = ['cars', 'motorcycles', 'vans'] as const;
export type CategorySlug = (typeof CATEGORY_SLUGS)[number];

export const CATEGORY_WORDS: Record<CategorySlug, { plural: string; singular: string; label: string }> = {
  cars: { plural: 'cars', singular: 'car', label: 'Cars' },
  motorcycles: { plural: 'motorcycles', singular: 'motorcycle', label: 'Motorcycles' },
  vans: { plural: 'vans', singular: 'van', label: 'Vans' },
};

/** Filters the API takes more than once (`fuelTypes=Petrol&fuelTypes=Diesel`). */
export const LIST_KEYS = ['fuelTypes', 'platforms', 'sellerTypes', 'dealRatings'] as const;
export type ListKey = (typeof LIST_KEYS)[number];

/** Every single-valued parameter of the search API that the URL carries. */
export const VALUE_KEYS = [
  'search',
  'make',
  'model',
  'minPrice',
  'maxPrice',
  'minYear',
  'maxYear',
  'maxMileage',
  'transmission',
  'bodyType',
  'doors',
  'seats',
  'color',
  'maxPreviousOwners',
  'minEngineSize',
  'maxEngineSize',
  'isElectric',
  'minElectricRange',
  'priceDroppedWithin',
  'location',
  'radius',
  'sortBy',
  'sortOrder',
] as const;
export type ValueKey = (typeof VALUE_KEYS)[number];

export const PAGE_SIZE = 12;
/** Defaults (000 §4, §9) are never written to the URL. */
export const DEFAULTS = {
  page: '1',
  sortBy: 'relevance',
  sortOrder: 'desc',
  radius: '50',
  category: 'cars',
} as const;

export interface SearchState {
  category: CategorySlug;
  page: number;
  values: Partial<Record<ValueKey, string>>;
  lists: Record<ListKey, string[]>;
}

const isBlank = (v: string | undefined | null) =>
  v === undefined || v === null || v === '' || v === 'any' || v === 'Any';

export function parseSearchState(params: URLSearchParams): SearchState {
  const rawCategory = params.get('category');
  const category = (CATEGORY_SLUGS as readonly string[]).includes(rawCategory ?? '')
    ? (rawCategory as CategorySlug)
    : 'cars';
  const page = Math.min(Math.max(Number.parseInt(params.get('page') ?? '1', 10) || 1, 1), 1000);
  const values: SearchState['values'] = {};
  for (const key of VALUE_KEYS) {
    const v = params.get(key);
    if (!isBlank(v)) values[key] = v!;
  }
  const lists = Object.fromEntries(
    LIST_KEYS.map((k) => [k, params.getAll(k).filter((v) => !isBlank(v))]),
  ) as SearchState['lists'];
  return { category, page, values, lists };
}

export type SearchUpdate = Partial<Record<ValueKey, string | undefined>> & Partial<Record<ListKey, string[]>>;

/**
 * Applies a user's change to the URL parameters. Any filter, search or sort change goes back to page 1;
 * choosing a make clears the model; clearing the location drops a distance sort (it needs a location).
 */
export function applySearchUpdate(current: URLSearchParams, update: SearchUpdate): URLSearchParams {
  const next = new URLSearchParams(current);
  next.delete('page');
  for (const [key, value] of Object.entries(update)) {
    next.delete(key);
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) {
      if (isBlank(v) || DEFAULTS[key as keyof typeof DEFAULTS] === v) continue;
      next.append(key, v!);
    }
  }
  if ('make' in update) next.delete('model');
  if ('location' in update && !next.get('location') && next.get('sortBy') === 'distance')
    next.delete('sortBy');
  return next;
}

/**
 * The result cards' optional monthly cost line (`monthlyCost=1`): how the results are shown, not what
 * is searched, so it is kept in the URL (to share) but out of SearchState, and never reaches the API.
 */
export const MONTHLY_COST_PARAM = 'monthlyCost';
export const showsMonthlyCost = (params: URLSearchParams) => params.get(MONTHLY_COST_PARAM) === '1';

export function withMonthlyCost(current: URLSearchParams, on: boolean): URLSearchParams {
  const next = new URLSearchParams(current);
  if (on) next.set(MONTHLY_COST_PARAM, '1');
  else next.delete(MONTHLY_COST_PARAM);
  return next;
}

/** Switching category starts a fresh search: every other parameter goes back to its default. */
export function categoryParams(category: CategorySlug): URLSearchParams {
  return new URLSearchParams(category === DEFAULTS.category ? {} : { category });
}

export function withPage(current: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(current);
  if (page <= 1) next.delete('page');
  else next.set('page', String(page));
  return next;
}

/** The query the search API receives for one page (radius only means something with a location). */
export function apiQuery(state: SearchState, page: number): Record<string, string | string[]> {
  const { radius, ...values } = state.values;
  return {
    page: String(page),
    limit: String(PAGE_SIZE),
    sortBy: state.values.sortBy ?? DEFAULTS.sortBy,
    sortOrder: state.values.sortOrder ?? DEFAULTS.sortOrder,
    ...values,
    ...(state.values.location ? { radius: radius ?? DEFAULTS.radius } : {}),
    ...state.lists,
  } as Record<string, string | string[]>;
}

/** The query without its page: one search, whatever number of pages is shown. */
export function searchIdentity(state: SearchState): Record<string, string | string[]> {
  const { page: _page, ...rest } = apiQuery(state, 1);
  return rest;
}

/**
 * The URL parameters of a search kept as its API query (searchIdentity's inverse, for saved
 * searches): the same names, with defaults, blanks, page and limit left out.
 */
export function searchParamsFromQuery(
  category: CategorySlug,
  query: Record<string, string | string[]>,
): URLSearchParams {
  const next = categoryParams(category);
  const known: readonly string[] = [...VALUE_KEYS, ...LIST_KEYS];
  for (const [key, value] of Object.entries(query)) {
    if (!known.includes(key)) continue;
    for (const v of Array.isArray(value) ? value : [value]) {
      if (isBlank(v) || DEFAULTS[key as keyof typeof DEFAULTS] === v) continue;
      next.append(key, v);
    }
  }
  // Radius means nothing without a location (apiQuery sends it only with one).
  if (!next.get('location')) next.delete('radius');
  return next;
}
