// The live-update messages of spec 000 §7, pushed over @hapi/nes on the subscription LISTINGS_TOPIC.
// Shared by the server (which builds them from the database change feed) and the web app (which
// invalidates queries and shows toasts from them).
import type { Category } from '../../../db/reference/types.js';
import type { AppNotification } from '../alerts/types.js';

/** The WebSocket endpoint (same host as the page; wss behind https). */
export const LIVE_PATH = '/api/live';
/** The nes subscription every page joins: public listing changes. */
export const LISTINGS_TOPIC = '/listings';
/**
 * The nes subscription of a signed-in page: its own person's notifications (saved-search alerts), never
 * anyone else's. A signed-out socket's subscription is refused (401).
 */
export const NOTIFICATIONS_TOPIC = '/notifications';

/** On NOTIFICATIONS_TOPIC: a notification was created for this page's person. */
export interface NotificationLiveMessage {
  type: 'notification';
  data: { unread: number; notification: AppNotification };
}

export type LiveMessageType =
  'car_added' | 'cars_bulk_added' | 'car_updated' | 'car_deleted' | 'auto_sync_completed';

/** At most this many ids travel in one message; `count` always has the whole number. */
export const MAX_IDS_PER_MESSAGE = 500;

export interface LiveCar {
  id: number;
  title: string;
  category: Category;
}

export interface LiveMessage {
  type: LiveMessageType;
  data: {
    /** The listings concerned (the first MAX_IDS_PER_MESSAGE of them). */
    ids: number[];
    /** How many listings the message is about. */
    count: number;
    /** Categories whose search results changed (where a deleted car was, where an added one is). */
    categories: Category[];
    /** The (first) listing concerned; for car_updated this is 000 §7's data.car.id. */
    car?: LiveCar;
    /** Set when one seller made every change in the message. */
    dealerName?: string;
    /** True only on the connection of the signed-in seller who owns these listings. */
    own?: boolean;
    /** auto_sync_completed: how many vehicles the dealer's sync processed. */
    processed?: number;
  };
}
