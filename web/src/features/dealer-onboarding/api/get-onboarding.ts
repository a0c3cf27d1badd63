// GET /api/dealer/onboarding: the signed-in person's wizard, its step and what was saved (no secrets).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OnboardingState } from '../../../../../bff/plugins/dealers/schemas';
import { apiRequest } from '../../../lib/api-client';
import { dealerOnboardingKeys } from './keys';

export const getOnboarding = () => apiRequest<OnboardingState>('GET', '/api/dealer/onboarding');

export const onboardingQueryOptions = () =>
  queryOptions({ queryKey: dealerOnboardingKeys.onboarding(), queryFn: getOnboarding });

export const useOnboarding = ({ enabled }: { enabled: boolean }) =>
  useQuery({ ...onboardingQueryOptions(), enabled });
