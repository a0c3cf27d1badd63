// The saved-search and notification API's answers, shared with the web app. Types only: no runtime
// imports. Money in pence, dates ISO strings.
import type { Category } from '../../../db/reference/types.js';

export type AlertFrequency = 'instant' | 'daily';
export type NotificationKind = 'new_match' | 'price_drop';

/** The search API's query parameters as saved (no page or limit). */
export type SavedQuery = Record<string, string | string[]>;

export interface SavedSearch {
  id: number;
  name: string;
  category: Category;
  query: SavedQuery;
  frequency: AlertFrequency;
  emailAlerts: boolean;
  createdAt: string;
  /** Unread notifications from this search. */
  unread: number;
}

export interface AppNotification {
  id: number;
  kind: NotificationKind;
  createdAt: string;
  readAt: string | null;
  /** The car's price when notified (after the drop, for price_drop). */
  price: number;
  /** price_drop: the price before the drop; new_match: null. */
  previousPrice: number | null;
  /** null: a price drop on a car in the person's dream garage. */
  savedSearch: { id: number; name: string } | null;
  car: { id: number; title: string; image: string; category: Category; status: 'active' | 'removed' };
}

/** GET /api/saved-searches */
export interface SavedSearchList {
  savedSearches: SavedSearch[];
}

/** GET /api/notifications */
export interface NotificationPage {
  notifications: AppNotification[];
  unread: number;
  /** Pass as `before` for the next (older) page; null: no more. */
  nextBefore: number | null;
}

/** GET and POST /api/alerts/unsubscribe/{token} */
export interface UnsubscribeState {
  savedSearchName: string;
  emailAlerts: boolean;
}
