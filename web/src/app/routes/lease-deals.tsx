// Lease deals at /lease-deals (000 §2).
import { LeaseDealsScreen } from '../../features/lease-deals/components/lease-deals-screen';

export function LeaseDealsRoute() {
  return <LeaseDealsScreen />;
}
