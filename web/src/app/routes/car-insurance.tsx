// /car-insurance (001 §2).
import { CarInsuranceScreen } from '../../features/services/components/car-insurance-screen';

export function CarInsuranceRoute() {
  return <CarInsuranceScreen />;
}
