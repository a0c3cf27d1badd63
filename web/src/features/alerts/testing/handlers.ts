// msw handlers for the alerts endpoints over a small in-memory store, so a test can both answer the
// screen and read back what it sent.
import { http, HttpResponse } from 'msw';
import type { AppNotification, NewSavedSearch, SavedSearch, SavedSearchChange } from '../types';

export interface AlertsStore {
  savedSearches: SavedSearch[];
  notifications: AppNotification[];
  /** Request bodies received, in order, as `METHOD path` and body. */
  requests: { call: string; body: unknown }[];
  pageSize?: number;
}

export function alertsStore(init: Partial<AlertsStore> = {}): AlertsStore {
  return { savedSearches: [], notifications: [], requests: [], ...init };
}

const unreadOf = (store: AlertsStore) => store.notifications.filter((n) => !n.readAt).length;

export function alertsHandlers(store: AlertsStore) {
  const log = (call: string, body: unknown) => store.requests.push({ call, body });
  return [
    http.get('/api/saved-searches', () => HttpResponse.json({ savedSearches: store.savedSearches })),
    http.post('/api/saved-searches', async ({ request }) => {
      const body = (await request.json()) as NewSavedSearch;
      log('POST /api/saved-searches', body);
      const savedSearch: SavedSearch = {
        ...body,
        id: 100 + store.savedSearches.length,
        emailAlerts: true,
        createdAt: new Date().toISOString(),
        unread: 0,
      };
      store.savedSearches = [savedSearch, ...store.savedSearches];
      return HttpResponse.json({ savedSearch }, { status: 201 });
    }),
    http.patch('/api/saved-searches/:id', async ({ params, request }) => {
      const body = (await request.json()) as SavedSearchChange;
      log(`PATCH /api/saved-searches/${params.id}`, body);
      const found = store.savedSearches.find((s) => s.id === Number(params.id));
      if (!found) return HttpResponse.json({ message: 'Not found' }, { status: 404 });
      Object.assign(found, body);
      return HttpResponse.json({ savedSearch: found });
    }),
    http.delete('/api/saved-searches/:id', ({ params }) => {
      log(`DELETE /api/saved-searches/${params.id}`, null);
      store.savedSearches = store.savedSearches.filter((s) => s.id !== Number(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
    http.get('/api/notifications/unread', () => HttpResponse.json({ unread: unreadOf(store) })),
    http.get('/api/notifications', ({ request }) => {
      const url = new URL(request.url);
      const limit = Number(url.searchParams.get('limit') ?? 20);
      const before = url.searchParams.get('before');
      log(`GET /api/notifications${url.search}`, null);
      const older = store.notifications.filter((n) => !before || n.id < Number(before));
      const page = older.slice(0, store.pageSize ?? limit);
      const more = older.length > page.length;
      return HttpResponse.json({
        notifications: page,
        unread: unreadOf(store),
        nextBefore: more ? page[page.length - 1]!.id : null,
      });
    }),
    http.post('/api/notifications/read', async ({ request }) => {
      const body = (await request.json()) as { ids: number[] } | { all: true };
      log('POST /api/notifications/read', body);
      const now = new Date().toISOString();
      for (const n of store.notifications) if ('all' in body || body.ids.includes(n.id)) n.readAt ??= now;
      return HttpResponse.json({ unread: unreadOf(store) });
    }),
  ];
}

/** Only the header bell's count: for screens rendered inside the app's layout with someone signed in. */
export const unreadCountHandler = (unread = 0) =>
  http.get('/api/notifications/unread', () => HttpResponse.json({ unread }));
