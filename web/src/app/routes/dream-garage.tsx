// The dream garage at /dream-garage (000 §2).
import { DreamGarageScreen } from '../../features/dream-garage/components/dream-garage-screen';

export function DreamGarageRoute() {
  return <DreamGarageScreen />;
}
