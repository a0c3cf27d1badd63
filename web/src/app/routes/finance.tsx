// Finance at /finance (000 §2): calculator, options and application.
import { FinanceScreen } from '../../features/finance/components/finance-screen';

export function FinanceRoute() {
  return <FinanceScreen />;
}
