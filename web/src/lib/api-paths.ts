// The paths of the per-category endpoints (000 §7). Query keys start with the path they read, so the
// search feature's keys and the live updates' invalidations (live-invalidation.ts) name the same
// queries from this one place.
import type { Category } from '../../../db/reference/types';

export type CategorySlug = 'cars' | 'motorcycles' | 'vans';

export const CATEGORY_SLUG: Record<Category, CategorySlug> = {
  car: 'cars',
  motorcycle: 'motorcycles',
  van: 'vans',
};

export const searchPath = (category: CategorySlug) => `/api/${category}/search`;
/** Makes lists; their model lists sit under them (`/api/makes/{make}/models`). */
export const makesPath = (category: CategorySlug) =>
  category === 'cars' ? '/api/makes' : `/api/${category}/makes`;
