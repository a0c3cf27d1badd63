// /part-exchange (001 §2).
import { PartExchangeScreen } from '../../features/services/components/part-exchange-screen';

export function PartExchangeRoute() {
  return <PartExchangeScreen />;
}
