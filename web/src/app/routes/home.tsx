// The search home: the search feature with the dream garage's and comparison's controls composed in,
// and the alerts feature's 'Save search' for the search on screen.
import { SaveSearchButton } from '../../features/alerts/components/save-search-button';
import { SearchHome } from '../../features/search/components/search-home';
import { searchIdentity } from '../../features/search/lib/search-params';
import { CompareToggle } from '../../features/compare/components/compare-toggle';
import { CompareTrayLater } from '../../features/compare/components/compare-tray-later';
import { SaveToggle } from '../../features/dream-garage/components/save-toggle';

const CATEGORY_OF_SLUG = { cars: 'car', motorcycles: 'motorcycle', vans: 'van' } as const;

export function HomeRoute() {
  return (
    <>
      <SearchHome
        renderSearchActions={(state) => (
          <SaveSearchButton category={CATEGORY_OF_SLUG[state.category]} query={searchIdentity(state)} />
        )}
        renderCardActions={(car) => (
          <div className="flex items-center gap-2">
            <SaveToggle car={car} />
            <CompareToggle car={car} />
          </div>
        )}
      />
      <CompareTrayLater />
    </>
  );
}
