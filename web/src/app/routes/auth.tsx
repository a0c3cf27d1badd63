// /login and /auth: one sign-in and sign-up screen (DECISIONS 6).
import { AuthScreen } from '../../features/auth/components/auth-screen';
import { BRAND } from '../layout/nav-links';

export function AuthRoute() {
  return <AuthScreen productName={BRAND.name} tagline={BRAND.tagline} />;
}
