// The used-cars page's filter bar (001 §2, §5, §9), applied in the browser to the cars already loaded
// from the search API. Search text is a case-insensitive substring of title, make or model; 'all'
// means no filter; 'Hybrid' stands for both hybrid fuel types, as it does in search.
import type { CarCard } from '../../../../../bff/plugins/search/types';

export const USED_BODY_TYPES = ['Hatchback', 'Saloon', 'Estate', 'SUV', 'Coupe', 'Convertible'] as const;
export const USED_FUEL_TYPES = ['Petrol', 'Diesel', 'Electric', 'Hybrid'] as const;
export const USED_SORTS = ['price_asc', 'price_desc', 'year_desc', 'mileage_asc'] as const;

export type UsedSort = (typeof USED_SORTS)[number];
export type UsedCar = Pick<
  CarCard,
  'id' | 'title' | 'make' | 'model' | 'bodyType' | 'fuelType' | 'transmission' | 'price' | 'year' | 'mileage'
>;

export interface UsedCarFilters {
  search: string;
  /** One of USED_BODY_TYPES, or 'all'. */
  bodyType: string;
  /** One of USED_FUEL_TYPES, or 'all'. */
  fuelType: string;
  sortBy: UsedSort;
}

export const DEFAULT_USED_FILTERS: UsedCarFilters = {
  search: '',
  bodyType: 'all',
  fuelType: 'all',
  sortBy: 'price_asc',
};

export const SORT_LABELS: Record<UsedSort, string> = {
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  year_desc: 'Year: newest first',
  mileage_asc: 'Mileage: lowest first',
};

const pick = <T extends readonly string[]>(options: T, value: string | null): T[number] | 'all' =>
  options.find((o) => o.toLowerCase() === (value ?? '').toLowerCase()) ?? 'all';

/** The filters from the page's URL; anything unknown falls back to no filter and the default sort. */
export function parseUsedFilters(params: URLSearchParams): UsedCarFilters {
  const sort = params.get('sortBy');
  return {
    search: (params.get('search') ?? '').slice(0, 200),
    bodyType: pick(USED_BODY_TYPES, params.get('bodyType')),
    fuelType: pick(USED_FUEL_TYPES, params.get('fuelType')),
    sortBy: (USED_SORTS as readonly string[]).includes(sort ?? '') ? (sort as UsedSort) : 'price_asc',
  };
}

/** The URL of the filters: defaults are left out, so a plain /used-cars is the default view. */
export function usedFiltersToParams(filters: UsedCarFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search.trim()) params.set('search', filters.search);
  if (filters.bodyType !== 'all') params.set('bodyType', filters.bodyType);
  if (filters.fuelType !== 'all') params.set('fuelType', filters.fuelType);
  if (filters.sortBy !== 'price_asc') params.set('sortBy', filters.sortBy);
  return params;
}

function fuelMatches(fuelType: string, wanted: string) {
  if (wanted === 'all') return true;
  if (wanted === 'Hybrid') return fuelType.toLowerCase().startsWith('hybrid');
  return fuelType.toLowerCase() === wanted.toLowerCase();
}

const COMPARE: Record<UsedSort, (a: UsedCar, b: UsedCar) => number> = {
  price_asc: (a, b) => a.price - b.price,
  price_desc: (a, b) => b.price - a.price,
  year_desc: (a, b) => b.year - a.year,
  mileage_asc: (a, b) => a.mileage - b.mileage,
};

/** The cars that pass the filters, in the chosen order (ties keep the server's order). */
export function filterAndSortUsedCars<T extends UsedCar>(cars: readonly T[], filters: UsedCarFilters): T[] {
  const text = filters.search.trim().toLowerCase();
  const kept = cars.filter(
    (car) =>
      (!text || [car.title, car.make, car.model].some((field) => field.toLowerCase().includes(text))) &&
      (filters.bodyType === 'all' || car.bodyType.toLowerCase() === filters.bodyType.toLowerCase()) &&
      fuelMatches(car.fuelType, filters.fuelType),
  );
  // Array.prototype.sort is stable, so equal cars stay in the order the server gave them.
  return kept.sort(COMPARE[filters.sortBy]);
}
