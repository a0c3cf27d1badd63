// POST /api/cars/{id}/enquiries: the buyer's message; the answer is the whole thread.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EnquiryThread } from '../../../../../bff/plugins/enquiries/schemas';
import { apiRequest } from '../../../lib/api-client';
import { enquiryKeys } from './keys';

export const sendEnquiry = (listingId: number, body: string) =>
  apiRequest<EnquiryThread>('POST', `/api/cars/${listingId}/enquiries`, { body });

export function useSendEnquiry(listingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => sendEnquiry(listingId, body),
    onSuccess: (thread) => queryClient.setQueryData(enquiryKeys.buyerThread(listingId), thread),
  });
}
