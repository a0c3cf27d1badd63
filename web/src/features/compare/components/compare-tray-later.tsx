// The compare tray for screens that may show it on their first load: its code is fetched at once when
// cars are already chosen (a list kept from an earlier visit), else once the first screen is up.
import { loadLater } from '../../../lib/load-later';
import { useCompareItems } from '../hooks/use-compare';

const tray = loadLater(() => import('./compare-tray'));

export function CompareTrayLater() {
  const chosen = useCompareItems().length > 0;
  const Tray = tray.useLoaded(chosen)?.CompareTray;
  return Tray ? <Tray /> : null;
}
