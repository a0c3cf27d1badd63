// /cookie-policy: the cookie policy and preferences (001 §2).
import { CookiePolicy } from '../../features/legal/components/cookie-policy';

export function CookiePolicyRoute() {
  return <CookiePolicy />;
}
