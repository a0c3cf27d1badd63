// POST /api/dealer/onboard: the whole application (checked with onboardSchema first). The draft
// becomes step 6 on the server; the cache follows at once and then reloads the server's view.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OnboardingState, SubmittedApplication } from '../../../../../bff/plugins/dealers/schemas';
import { apiRequest } from '../../../lib/api-client';
import { dealerOnboardingKeys } from './keys';

export const submitOnboarding = (body: Record<string, unknown>) =>
  apiRequest<SubmittedApplication>('POST', '/api/dealer/onboard', body);

export function useSubmitOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitOnboarding,
    onSuccess: ({ applicationId, status }) => {
      queryClient.setQueryData<OnboardingState>(dealerOnboardingKeys.onboarding(), (state) =>
        state ? { ...state, step: 6, applicationId, status, submittedAt: new Date().toISOString() } : state,
      );
      void queryClient.invalidateQueries({ queryKey: dealerOnboardingKeys.onboarding() });
    },
  });
}
