// /dealer-onboarding: the dealer onboarding wizard (001 §2).
import { OnboardingScreen } from '../../features/dealer-onboarding/components/onboarding-screen';

export function DealerOnboardingRoute() {
  return <OnboardingScreen />;
}
