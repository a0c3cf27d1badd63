// Query keys of the search feature. Each key starts with the API path it reads, so live updates can
// invalidate a whole family by path (e.g. ['/api/cars/search']).
import { makesPath, searchPath } from '../../../lib/api-paths';
import type { CategorySlug } from '../lib/search-params';

export const modelsPath = (category: CategorySlug, make: string) =>
  `${makesPath(category)}/${encodeURIComponent(make)}/models`;

export const searchKeys = {
  search: (category: CategorySlug) => [searchPath(category)] as const,
  page: (category: CategorySlug, query: Record<string, string | string[]>, page: number) =>
    [searchPath(category), query, page] as const,
  makes: (category: CategorySlug) => [makesPath(category)] as const,
  models: (category: CategorySlug, make: string) => [modelsPath(category, make)] as const,
  /** The monthly cost line of a page of result cards (`GET /api/running-costs`). */
  monthlyCosts: (query: Record<string, string>) => ['/api/running-costs', query] as const,
};
