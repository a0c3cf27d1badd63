// Used cars at /used-cars (001 §2).
import { UsedCarsScreen } from '../../features/used-cars/components/used-cars-screen';

export function UsedCarsRoute() {
  return <UsedCarsScreen />;
}
