// /delete-data: the data deletion request (001 §2, DECISIONS 22).
import { DeleteDataScreen } from '../../features/data-deletion/components/delete-data-screen';

export function DeleteDataRoute() {
  return <DeleteDataScreen />;
}
