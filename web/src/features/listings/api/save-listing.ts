// Create or edit a listing: one multipart request with the fields as JSON, the new photos and, on
// edit, the positions of the current photos to keep in order (bff/plugins/listings/routes.ts).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ListingInput } from '../../../../../bff/plugins/listings/schemas';
import { apiRequest } from '../../../lib/api-client';
import { listingKeys, USER_LISTINGS_PATH } from './keys';

export interface SaveListingInput {
  id?: number;
  listing: ListingInput;
  photos: File[];
  keepPhotos?: number[];
}

export function saveListing({ id, listing, photos, keepPhotos }: SaveListingInput) {
  const form = new FormData();
  form.append('listing', JSON.stringify(listing));
  for (const photo of photos) form.append('photos', photo, photo.name);
  if (keepPhotos) form.append('keepPhotos', JSON.stringify(keepPhotos));
  return id === undefined
    ? apiRequest<{ id: number }>('POST', USER_LISTINGS_PATH, form)
    : apiRequest<{ id: number }>('PUT', `${USER_LISTINGS_PATH}/${id}`, form);
}

export function useSaveListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveListing,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: listingKeys.mine() });
      void queryClient.invalidateQueries({ queryKey: listingKeys.analytics() });
    },
  });
}
