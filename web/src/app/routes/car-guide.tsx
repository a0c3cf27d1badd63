// One car guide at /car-guides/:slug.
import { GuideScreen } from '../../features/car-guides/components/guide-screen';

export function CarGuideRoute() {
  return <GuideScreen />;
}
