// PATCH /api/saved-searches/{id}: rename, change the e-mail frequency, or turn e-mails on or off.
// The list shows the change at once and is refreshed afterwards.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { SavedSearch, SavedSearchChange, SavedSearchList } from '../types';
import { alertKeys } from './keys';

export const updateSavedSearch = (id: number, change: SavedSearchChange) =>
  apiRequest<{ savedSearch: SavedSearch }>('PATCH', `/api/saved-searches/${id}`, change);

type List = SavedSearchList;

export function useUpdateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: SavedSearchChange }) => updateSavedSearch(id, change),
    onSuccess: ({ savedSearch }) => {
      queryClient.setQueryData<List>(alertKeys.savedSearches, (old) =>
        old
          ? {
              savedSearches: old.savedSearches.map((s) =>
                s.id === savedSearch.id ? { ...s, ...savedSearch } : s,
              ),
            }
          : old,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: alertKeys.savedSearches }),
  });
}
