// DELETE /api/saved-searches/{id}.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { SavedSearch } from '../types';
import { alertKeys } from './keys';

export const deleteSavedSearch = (id: number) => apiRequest<void>('DELETE', `/api/saved-searches/${id}`);

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedSearch,
    onSuccess: (_, id) => {
      queryClient.setQueryData<{ savedSearches: SavedSearch[] }>(alertKeys.savedSearches, (old) =>
        old ? { savedSearches: old.savedSearches.filter((s) => s.id !== id) } : old,
      );
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: alertKeys.savedSearches }),
        // Its notifications may have gone with it.
        queryClient.invalidateQueries({ queryKey: alertKeys.notifications }),
        queryClient.invalidateQueries({ queryKey: alertKeys.unread }),
      ]),
  });
}
