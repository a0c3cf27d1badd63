// GET /api/makes (or /api/motorcycles/makes, /api/vans/makes): makes with active listings.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { CategorySlug } from '../lib/search-params';
import { makesPath } from '../../../lib/api-paths';
import { searchKeys } from './keys';

export const getMakes = (category: CategorySlug) => apiRequest<string[]>('GET', makesPath(category));

export const makesQueryOptions = (category: CategorySlug) =>
  queryOptions({ queryKey: searchKeys.makes(category), queryFn: () => getMakes(category) });

export const useMakes = (category: CategorySlug) => useQuery(makesQueryOptions(category));
