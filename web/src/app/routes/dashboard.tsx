// /dashboard: the dashboard feature's screen, with the listings feature's My Listings tab, the
// enquiries feature's seller inbox and the alerts feature's saved searches (each runs as a search
// page address the search feature builds).
import { paths } from '../../config/paths';
import { CATEGORY_SLUG } from '../../lib/api-paths';
import { SavedSearchesSection } from '../../features/alerts/components/saved-searches-section';
import { searchParamsFromQuery } from '../../features/search/lib/search-params';
import { DashboardScreen } from '../../features/dashboard/components/dashboard-screen';
import { MyListings } from '../../features/listings/components/my-listings';
import { EnquiryInbox } from '../../features/enquiries/components/enquiry-inbox';

export function DashboardRoute() {
  return (
    <DashboardScreen
      renderListings={() => <MyListings />}
      renderInbox={() => <EnquiryInbox />}
      renderSavedSearches={() => (
        <SavedSearchesSection
          searchHref={(search) => {
            const params = searchParamsFromQuery(CATEGORY_SLUG[search.category], search.query).toString();
            return paths.home.href(params ? `?${params}` : '');
          }}
        />
      )}
    />
  );
}
