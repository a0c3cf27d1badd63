// /dashboard: the dashboard feature's screen, with the listings feature's My Listings tab and the
// enquiries feature's seller inbox.
import { DashboardScreen } from '../../features/dashboard/components/dashboard-screen';
import { MyListings } from '../../features/listings/components/my-listings';
import { EnquiryInbox } from '../../features/enquiries/components/enquiry-inbox';

export function DashboardRoute() {
  return <DashboardScreen renderListings={() => <MyListings />} renderInbox={() => <EnquiryInbox />} />;
}
