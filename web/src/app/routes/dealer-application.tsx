// /dealer/upload-api: the simple dealer API application (001 §2).
import { ApplicationScreen } from '../../features/dealer-onboarding/components/application-screen';

export function DealerApplicationRoute() {
  return <ApplicationScreen />;
}
