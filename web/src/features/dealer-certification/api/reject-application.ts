// POST /api/admin/dealer-applications/{id}/reject: the dealer is told why, so the notes are required
// (400 when blank); 409 unless pending.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplicationDetail } from '../../../../../bff/plugins/dealers/schemas';
import { apiRequest } from '../../../lib/api-client';
import { certificationKeys } from './keys';

export const rejectApplication = ({ id, reviewNotes }: { id: number; reviewNotes: string }) =>
  apiRequest<ApplicationDetail>('POST', `/api/admin/dealer-applications/${id}/reject`, { reviewNotes });

export function useRejectApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectApplication,
    onSuccess: (application) =>
      queryClient.setQueryData(certificationKeys.detail(application.id), application),
    onSettled: () => queryClient.invalidateQueries({ queryKey: certificationKeys.applications() }),
  });
}
