// New cars at /new-cars (001 §2): sample offers, built in.
import { NewCarsScreen } from '../../features/new-cars/components/new-cars-screen';

export function NewCarsRoute() {
  return <NewCarsScreen />;
}
