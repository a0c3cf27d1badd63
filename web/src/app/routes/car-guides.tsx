// Car guides at /car-guides (001 §2): editorial guides, built in.
import { CarGuidesScreen } from '../../features/car-guides/components/car-guides-screen';

export function CarGuidesRoute() {
  return <CarGuidesScreen />;
}
