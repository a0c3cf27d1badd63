// POST /api/user/enquiries/{threadId}/replies: the seller's answer, shown in the buyer's thread.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EnquiryThread } from '../../../../../bff/plugins/enquiries/schemas';
import { apiRequest } from '../../../lib/api-client';
import { enquiryKeys } from './keys';

export const sendReply = (threadId: number, body: string) =>
  apiRequest<EnquiryThread>('POST', `/api/user/enquiries/${threadId}/replies`, { body });

export function useSendReply(threadId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => sendReply(threadId, body),
    onSuccess: (thread) => {
      queryClient.setQueryData(enquiryKeys.sellerThread(threadId), thread);
      void queryClient.invalidateQueries({ queryKey: enquiryKeys.inbox() });
    },
  });
}
