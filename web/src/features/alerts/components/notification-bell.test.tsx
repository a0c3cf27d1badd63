import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser, signedInAs } from '../../auth/testing/auth-handlers';
import { renderRoutes } from '../../../testing/render';
import { server } from '../../../testing/server';
import { makeNotification } from '../testing/fixtures';
import { alertsHandlers, alertsStore } from '../testing/handlers';
import { NotificationBell, NotificationsMenuLink } from './notification-bell';

// The live connection is lib/live.ts's own business (tested there): here, only what the bell does
// with a message on its topic.
const live = vi.hoisted(() => ({ handlers: new Map<string, (message: unknown) => void>(), subscribed: 0 }));
vi.mock('../../../lib/live', () => ({
  subscribeLive: (path: string, handler: (message: unknown) => void) => {
    live.handlers.set(path, handler);
    live.subscribed++;
    return () => live.handlers.delete(path);
  },
}));

function setup(signedIn = true, unread = 2) {
  const notifications = Array.from({ length: unread }, (_, i) => makeNotification({ id: i + 1 }));
  server.use(...signedInAs(signedIn ? makeUser() : null), ...alertsHandlers(alertsStore({ notifications })));
  return renderRoutes(
    [
      {
        path: '*',
        element: (
          <>
            <NotificationBell />
            <NotificationsMenuLink className={() => 'item'} onNavigate={() => {}} />
          </>
        ),
      },
    ],
    '/',
  );
}

beforeEach(() => {
  live.handlers.clear();
  live.subscribed = 0;
});
afterEach(() => vi.useRealTimers());

describe('NotificationBell', () => {
  it('shows the unread count with an accessible label and links to the notifications', async () => {
    setup(true, 3);
    const [bell, menuItem] = await screen.findAllByRole('link', { name: 'Notifications, 3 unread' });
    expect(bell).toHaveAttribute('href', '/notifications');
    expect(within(bell!).getByText('3')).toBeInTheDocument();
    expect(menuItem).toHaveTextContent('Notifications3');
  });

  it('shows no badge when everything is read', async () => {
    setup(true, 0);
    const [bell] = await screen.findAllByRole('link', { name: 'Notifications, 0 unread' });
    expect(bell!.textContent).toBe('');
  });

  it('is not there for a signed-out visitor, who asks for no count', async () => {
    setup(false);
    await waitFor(() => expect(live.handlers.size).toBe(0));
    expect(screen.queryByRole('link', { name: /Notifications/ })).not.toBeInTheDocument();
  });

  it('follows a pushed notification: new count and a toast that leads to the list', async () => {
    const { router } = setup(true, 1);
    await screen.findAllByRole('link', { name: 'Notifications, 1 unread' });
    await waitFor(() => expect(live.handlers.has('/notifications')).toBe(true));
    act(() =>
      live.handlers.get('/notifications')!({
        type: 'notification',
        data: { unread: 2, notification: makeNotification({ id: 77 }) },
      }),
    );
    expect(await screen.findAllByRole('link', { name: 'Notifications, 2 unread' })).toHaveLength(2);
    expect(await screen.findByText('New match')).toBeInTheDocument();
    expect(
      screen.getByText('New match for "BMW 3 Series under £20,000": 2019 BMW 3 Series 320d M Sport £18,995'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'View notifications' }));
    expect(router.state.location.pathname).toBe('/notifications');
  });

  it('keeps its one subscription while the visitor moves from page to page', async () => {
    const { router } = setup(true, 1);
    await waitFor(() => expect(live.handlers.has('/notifications')).toBe(true));
    for (const path of ['/finance', '/lease-deals?category=suv', '/']) {
      act(() => router.navigate(path));
      await waitFor(() => expect(router.state.location.pathname).toBe(path.split('?')[0]));
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(live.subscribed).toBe(1);
    expect(live.handlers.has('/notifications')).toBe(true);
  });

  it('ignores a malformed push', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    setup(true, 1);
    await screen.findAllByRole('link', { name: 'Notifications, 1 unread' });
    await waitFor(() => expect(live.handlers.has('/notifications')).toBe(true));
    act(() => live.handlers.get('/notifications')!({ type: 'notification', data: { unread: 'lots' } }));
    expect(warn).toHaveBeenCalled();
    expect(screen.getAllByRole('link', { name: 'Notifications, 1 unread' })).toHaveLength(2);
    warn.mockRestore();
  });
});
