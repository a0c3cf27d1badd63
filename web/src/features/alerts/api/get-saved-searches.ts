// GET /api/saved-searches: the signed-in person's saved searches, newest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { SavedSearchList } from '../types';
import { alertKeys } from './keys';

export const getSavedSearches = () => apiRequest<SavedSearchList>('GET', '/api/saved-searches');

export const savedSearchesQueryOptions = () =>
  queryOptions({ queryKey: alertKeys.savedSearches, queryFn: getSavedSearches });

export function useSavedSearches() {
  return useQuery(savedSearchesQueryOptions());
}
