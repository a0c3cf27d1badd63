// /admin: the admin feature's data management dashboard (000 §2).
import { AdminScreen } from '../../features/admin/components/admin-screen';

export function AdminRoute() {
  return <AdminScreen />;
}
