// /delete-data/confirm?token=…: the e-mailed confirmation link of a deletion request (DECISIONS 22).
import { ConfirmDeletionScreen } from '../../features/data-deletion/components/confirm-deletion-screen';

export function DeleteDataConfirmRoute() {
  return <ConfirmDeletionScreen />;
}
