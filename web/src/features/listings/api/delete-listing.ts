import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { listingKeys, USER_LISTINGS_PATH } from './keys';

export const deleteListing = (id: number) => apiRequest<void>('DELETE', `${USER_LISTINGS_PATH}/${id}`);

export function useDeleteListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteListing,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: listingKeys.mine() });
      void queryClient.invalidateQueries({ queryKey: listingKeys.analytics() });
    },
  });
}
