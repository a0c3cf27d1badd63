// /admin/dealer-certification: the dealer-certification feature's screen (001 §2), with the admin
// feature's 'not allowed' screen for anyone who is not an admin (DECISIONS 5). Features do not import
// each other, so the route brings the two together.
import { NotAllowed } from '../../features/admin/components/not-allowed';
import { CertificationScreen } from '../../features/dealer-certification/components/certification-screen';

export function DealerCertificationRoute() {
  return <CertificationScreen notAllowed={<NotAllowed what="Dealer certification" />} />;
}
