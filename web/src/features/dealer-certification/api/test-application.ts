// POST /api/admin/dealer-applications/{id}/test: a real test of the dealer's API (DECISIONS 17). The
// answer comes once the test has finished, which can take up to about 30 s; 409 unless pending.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiTestResult } from '../../../../../bff/plugins/dealers/schemas';
import { apiRequest } from '../../../lib/api-client';
import { certificationKeys } from './keys';

export const testApplication = (id: number) =>
  apiRequest<ApiTestResult>('POST', `/api/admin/dealer-applications/${id}/test`);

export function useTestApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: testApplication,
    // After a 409 too: the application has moved on, and the page should show where to.
    onSettled: () => queryClient.invalidateQueries({ queryKey: certificationKeys.applications() }),
  });
}
