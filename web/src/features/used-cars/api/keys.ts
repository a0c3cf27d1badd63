// Query keys of the used-cars page; they start with the search path, so live updates that invalidate
// ['/api/cars/search'] refresh this page too.
import { searchPath } from '../../../lib/api-paths';
import type { UsedSort } from '../lib/local-filter';

export const USED_CARS_PATH = searchPath('cars');

export const usedCarKeys = {
  list: (sortBy: UsedSort, limit: number) => [USED_CARS_PATH, { page: 'used-cars', sortBy, limit }] as const,
};
