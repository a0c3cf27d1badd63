// POST /api/saved-searches: saves the search on screen (400 names the field; 409 at 25 searches).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { NewSavedSearch, SavedSearch } from '../types';
import { alertKeys } from './keys';

export const createSavedSearch = (search: NewSavedSearch) =>
  apiRequest<{ savedSearch: SavedSearch }>('POST', '/api/saved-searches', search);

export function useCreateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSavedSearch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertKeys.savedSearches }),
  });
}
