// /terms-of-service: the terms of service (001 §2).
import { TermsOfService } from '../../features/legal/components/terms-of-service';

export function TermsOfServiceRoute() {
  return <TermsOfService />;
}
