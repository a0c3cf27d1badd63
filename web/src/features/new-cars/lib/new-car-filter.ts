// The new-cars filter bar (001 §2, §5, §9): search text over title, make and model (case-insensitive
// substring), body type, and price range; 'all' means no filter; ranges are inclusive at both ends.
import type { NewCar } from './sample-new-cars';

export const NEW_BODY_TYPES = ['Hatchback', 'Saloon', 'Estate', 'SUV', 'Coupe'] as const;

/** Pence, inclusive (DECISIONS 1); max null = no upper bound. */
export const PRICE_RANGES = [
  { value: '0-2500000', label: 'Under £25,000', min: 0, max: 2_500_000 },
  { value: '2500000-3500000', label: '£25,000 - £35,000', min: 2_500_000, max: 3_500_000 },
  { value: '3500000-4500000', label: '£35,000 - £45,000', min: 3_500_000, max: 4_500_000 },
  { value: '4500000+', label: '£45,000+', min: 4_500_000, max: null },
] as const;

export interface NewCarFilters {
  search: string;
  bodyType: string;
  priceRange: string;
}

export function parseNewFilters(params: URLSearchParams): NewCarFilters {
  const body = params.get('bodyType') ?? '';
  const range = params.get('price') ?? '';
  return {
    search: (params.get('search') ?? '').slice(0, 200),
    bodyType: NEW_BODY_TYPES.find((b) => b.toLowerCase() === body.toLowerCase()) ?? 'all',
    priceRange: PRICE_RANGES.some((r) => r.value === range) ? range : 'all',
  };
}

export function newFiltersToParams(filters: NewCarFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search.trim()) params.set('search', filters.search);
  if (filters.bodyType !== 'all') params.set('bodyType', filters.bodyType);
  if (filters.priceRange !== 'all') params.set('price', filters.priceRange);
  return params;
}

export function filterNewCars(cars: readonly NewCar[], filters: NewCarFilters): NewCar[] {
  const text = filters.search.trim().toLowerCase();
  const range = PRICE_RANGES.find((r) => r.value === filters.priceRange);
  return cars.filter(
    (car) =>
      (!text || [car.title, car.make, car.model].some((f) => f.toLowerCase().includes(text))) &&
      (filters.bodyType === 'all' || car.bodyType === filters.bodyType) &&
      (!range || (car.price >= range.min && (range.max === null || car.price <= range.max))),
  );
}
