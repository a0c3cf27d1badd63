// Rows to the API's answers (types.ts).
import type { NotificationRow, SavedSearchRow } from './queries.js';
import type { AppNotification, SavedSearch } from './types.js';

const iso = (d: Date | string) => new Date(d).toISOString();

export function toSavedSearch(row: SavedSearchRow & { unread?: number }): SavedSearch {
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    query: row.query,
    frequency: row.frequency,
    emailAlerts: row.email_alerts,
    createdAt: iso(row.created_at),
    unread: Number(row.unread ?? 0),
  };
}

export function toNotification(row: NotificationRow): AppNotification {
  return {
    id: Number(row.id),
    kind: row.kind,
    createdAt: iso(row.created_at),
    readAt: row.read_at ? iso(row.read_at) : null,
    price: row.price,
    previousPrice: row.previous_price,
    savedSearch:
      row.saved_search_id !== null ? { id: row.saved_search_id, name: row.saved_search_name ?? '' } : null,
    car: {
      id: row.listing_id,
      title: row.title,
      // The search card's first picture: an uploaded photo when the seller gave some, else the drawing.
      image: row.has_photos
        ? `/api/media/photos/${row.listing_id}/0`
        : `/api/media/listings/${row.listing_id}/0.svg`,
      category: row.category,
      status: row.status,
    },
  };
}
