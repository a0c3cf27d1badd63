// POST /api/admin/dealer-applications/{id}/approve: makes the dealer and answers its credentials, the
// API key this once (DECISIONS 18). The key is never written into the query cache: it lives only in
// the detail panel that approved it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApprovalResult } from '../../../../../bff/plugins/dealers/schemas';
import { apiRequest } from '../../../lib/api-client';
import { certificationKeys } from './keys';

export const approveApplication = ({ id, reviewNotes }: { id: number; reviewNotes: string }) =>
  apiRequest<ApprovalResult>('POST', `/api/admin/dealer-applications/${id}/approve`, { reviewNotes });

export function useApproveApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveApplication,
    onSuccess: ({ application }) =>
      queryClient.setQueryData(certificationKeys.detail(application.id), application),
    onSettled: () => queryClient.invalidateQueries({ queryKey: certificationKeys.applications() }),
  });
}
