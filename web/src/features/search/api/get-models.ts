// GET /api/makes/{make}/models (category-prefixed for motorcycles and vans). Loaded only once a make
// is chosen (000 §4).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { CategorySlug } from '../lib/search-params';
import { modelsPath, searchKeys } from './keys';

export const getModels = (category: CategorySlug, make: string) =>
  apiRequest<string[]>('GET', modelsPath(category, make));

export const modelsQueryOptions = (category: CategorySlug, make: string) =>
  queryOptions({ queryKey: searchKeys.models(category, make), queryFn: () => getModels(category, make) });

export const useModels = (category: CategorySlug, make: string | undefined) =>
  useQuery({ ...modelsQueryOptions(category, make ?? ''), enabled: Boolean(make) });
