import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeUser, signedInAs } from '../../auth/testing/auth-handlers';
import { resetCsrfToken } from '../../../lib/api-client';
import { renderRoutes } from '../../../testing/render';
import { server } from '../../../testing/server';
import { makeNotification, makePriceDrop } from '../testing/fixtures';
import { alertsHandlers, alertsStore, type AlertsStore } from '../testing/handlers';
import { NotificationsScreen } from './notifications-screen';

function setup(store: AlertsStore, signedIn = true) {
  server.use(...signedInAs(signedIn ? makeUser() : null), ...alertsHandlers(store));
  const view = renderRoutes(
    [
      { path: '/notifications', element: <NotificationsScreen /> },
      { path: '/cars/:id', element: <p>car page</p> },
      { path: '/auth', element: <p>sign in screen</p> },
    ],
    '/notifications',
  );
  return { ...view, store };
}

beforeEach(() => resetCsrfToken());

describe('NotificationsScreen', () => {
  it('words new matches and price drops, and marks the unread ones', async () => {
    setup(alertsStore({ notifications: [makeNotification(), makePriceDrop()] }));
    const list = within(await screen.findByRole('list', { name: 'Notifications' }));
    const [first, second] = list.getAllByRole('link');
    expect(first).toHaveTextContent(
      'Unread: New match for "BMW 3 Series under £20,000": 2019 BMW 3 Series 320d M Sport £18,995',
    );
    expect(second).toHaveTextContent('Price dropped £18,995 → £17,500 on 2020 Audi A4 35 TFSI');
    expect(second).not.toHaveTextContent('Unread');
    expect(screen.getByText('1 unread')).toBeInTheDocument();
  });

  it('opens the car and marks the notification read', async () => {
    const { store, router } = setup(alertsStore({ notifications: [makeNotification()] }));
    await userEvent.click(await screen.findByRole('link', { name: /New match for/ }));
    expect(await screen.findByText('car page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/cars/501');
    await waitFor(() =>
      expect(store.requests).toContainEqual({ call: 'POST /api/notifications/read', body: { ids: [10] } }),
    );
  });

  it('marks everything read at once', async () => {
    const { store } = setup(
      alertsStore({ notifications: [makeNotification(), makeNotification({ id: 9 })] }),
    );
    expect(await screen.findByText('2 unread')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(screen.queryByText(/Unread:/)).not.toBeInTheDocument());
    expect(store.requests).toContainEqual({ call: 'POST /api/notifications/read', body: { all: true } });
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });

  it('loads older notifications a page at a time', async () => {
    const notifications = [30, 29, 28].map((id) => makeNotification({ id, readAt: '2026-11-25T10:00:00Z' }));
    const { store } = setup(alertsStore({ notifications, pageSize: 2 }));
    const list = await screen.findByRole('list', { name: 'Notifications' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    expect(store.requests.map((r) => r.call)).toEqual([
      'GET /api/notifications?limit=20',
      'GET /api/notifications?limit=20&before=29',
    ]);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says a removed car is no longer available, with no link to it', async () => {
    setup(
      alertsStore({
        notifications: [makeNotification({ car: { ...makeNotification().car, status: 'removed' } })],
      }),
    );
    expect(await screen.findByText('No longer available')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /New match for/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark read' })).toBeInTheDocument();
  });

  it('shows an empty state', async () => {
    setup(alertsStore());
    expect(await screen.findByRole('heading', { name: 'No notifications yet' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor to sign in, coming back here', async () => {
    const { router } = setup(alertsStore(), false);
    expect(await screen.findByText('sign in screen')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?next=%2Fnotifications');
  });
});
