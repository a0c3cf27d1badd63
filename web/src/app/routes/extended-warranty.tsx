// /extended-warranty (001 §2).
import { ExtendedWarrantyScreen } from '../../features/services/components/extended-warranty-screen';

export function ExtendedWarrantyRoute() {
  return <ExtendedWarrantyScreen />;
}
