// The alerts API's shapes (issue 14 item 3): the answers are the server's own types
// (bff/plugins/alerts/types.ts, types only); the request bodies are the web app's.
import type { SavedSearch } from '../../../../bff/plugins/alerts/types';
import type { NotificationLiveMessage } from '../../../../bff/plugins/live/types';

export type {
  AlertFrequency,
  AppNotification,
  NotificationPage,
  SavedQuery as SavedSearchQuery,
  SavedSearch,
  SavedSearchList,
  UnsubscribeState,
} from '../../../../bff/plugins/alerts/types';

/** POST /api/saved-searches */
export type NewSavedSearch = Pick<SavedSearch, 'name' | 'category' | 'query' | 'frequency'>;

/** PATCH /api/saved-searches/{id} */
export type SavedSearchChange = Partial<Pick<SavedSearch, 'name' | 'frequency' | 'emailAlerts'>>;

/** GET /api/notifications/unread and the answer of POST /api/notifications/read. */
export interface UnreadCount {
  unread: number;
}

/** What the server pushes on NOTIFICATIONS_TOPIC when a notification is raised for this person. */
export type NotificationPush = NotificationLiveMessage;
