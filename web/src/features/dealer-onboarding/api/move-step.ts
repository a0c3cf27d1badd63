// The wizard's moves, each answering the new OnboardingState, which replaces the cached one:
// PUT /api/dealer/onboarding/steps/{step} (save and go on), POST …/back, POST …/restart.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OnboardingState, StepNumber } from '../../../../../bff/plugins/dealers/schemas';
import { apiRequest } from '../../../lib/api-client';
import { dealerOnboardingKeys } from './keys';

export const saveStep = ({ step, body }: { step: StepNumber; body: Record<string, unknown> }) =>
  apiRequest<OnboardingState>('PUT', `/api/dealer/onboarding/steps/${step}`, body);

export const stepBack = () => apiRequest<OnboardingState>('POST', '/api/dealer/onboarding/back');

export const restartOnboarding = () => apiRequest<OnboardingState>('POST', '/api/dealer/onboarding/restart');

function useMove<T>(mutationFn: (input: T) => Promise<OnboardingState>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (state) => queryClient.setQueryData(dealerOnboardingKeys.onboarding(), state),
  });
}

export const useSaveStep = () => useMove(saveStep);
export const useStepBack = () => useMove(stepBack);
export const useRestartOnboarding = () => useMove(restartOnboarding);
