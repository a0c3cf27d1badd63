// /notifications: the alerts feature's list of new matches and price drops.
import { NotificationsScreen } from '../../features/alerts/components/notifications-screen';

export function NotificationsRoute() {
  return <NotificationsScreen />;
}
