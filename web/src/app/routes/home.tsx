// The search home: the search feature with the dream garage's and comparison's controls composed in.
import { SearchHome } from '../../features/search/components/search-home';
import { CompareToggle } from '../../features/compare/components/compare-toggle';
import { CompareTray } from '../../features/compare/components/compare-tray';
import { SaveToggle } from '../../features/dream-garage/components/save-toggle';

export function HomeRoute() {
  return (
    <>
      <SearchHome
        renderCardActions={(car) => (
          <div className="flex items-center gap-2">
            <SaveToggle car={car} />
            <CompareToggle car={car} />
          </div>
        )}
      />
      <CompareTray />
    </>
  );
}
