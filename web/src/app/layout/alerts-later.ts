// The notification bell and its menu link (issue 14) are for signed-in people only: their code (the
// unread count, the live push) comes after the first screen, not with it (lib/load-later.ts).
import { loadLater } from '../../lib/load-later';

export const alertsLater = loadLater(() => import('../../features/alerts/components/notification-bell'));
