// /profile: the signed-in person's details and password.
import { ProfileScreen } from '../../features/auth/components/profile-screen';

export function ProfileRoute() {
  return <ProfileScreen />;
}
