// /privacy-policy: the privacy policy (001 §2).
import { PrivacyPolicy } from '../../features/legal/components/privacy-policy';

export function PrivacyPolicyRoute() {
  return <PrivacyPolicy />;
}
