// The search home: the search feature with the comparison feature's controls composed in.
import { SearchHome } from '../../features/search/components/search-home';
import { CompareToggle } from '../../features/compare/components/compare-toggle';
import { CompareTray } from '../../features/compare/components/compare-tray';

export function HomeRoute() {
  return (
    <>
      <SearchHome renderCardActions={(car) => <CompareToggle car={car} />} />
      <CompareTray />
    </>
  );
}
