import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CSRF_TOKEN, makeUser, signedInAs } from '../../features/auth/testing/auth-handlers';
import { resetCsrfToken } from '../../lib/api-client';
import { renderRoutes } from '../../testing/render';
import { server } from '../../testing/server';
import { AppLayout } from './app-layout';
import { unreadCountHandler } from '../../features/alerts/testing/handlers';

function renderShell(url = '/dashboard') {
  return renderRoutes(
    [
      {
        element: <AppLayout />,
        children: [
          { path: '/', element: <h1>Search home</h1> },
          { path: '*', element: <h1>Other screen</h1> },
        ],
      },
    ],
    url,
  );
}

const accountButton = (name = 'Jane') => screen.findByRole('button', { name });

beforeEach(() => {
  resetCsrfToken();
  // The header's notification bell asks for its count once someone is signed in.
  server.use(unreadCountHandler());
});
afterEach(() => vi.unstubAllGlobals());

describe('header while the person loads', () => {
  it('shows a loading placeholder instead of the sign-in or account actions', async () => {
    server.use(http.get('/api/user', async () => (await delay('infinite'), HttpResponse.json({}))));
    renderShell();
    // The header has another status region (the live-updates light): look for the account's.
    const statuses = screen.getAllByRole('status').map((s) => s.textContent);
    expect(statuses).toContain('Loading your account…');
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Account' })).not.toBeInTheDocument();
  });
});

describe('signed-in header', () => {
  it('links the tools and Dream Garage, with no Admin link for a non-admin', async () => {
    server.use(...signedInAs(makeUser()));
    renderShell();
    await accountButton();
    const tools = within(screen.getByRole('navigation', { name: 'Tools' }));
    expect(tools.getByRole('link', { name: 'Short videos' })).toHaveAttribute('href', '/tiktok-generator');
    expect(tools.getByRole('link', { name: 'Social' })).toHaveAttribute('href', '/social-media-toolkit');
    expect(tools.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dream Garage' })).toHaveAttribute('href', '/dream-garage');
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Join as Dealer' })).not.toBeInTheDocument();
  });

  it('shows Admin to an admin', async () => {
    server.use(...signedInAs(makeUser({ role: 'admin' })));
    renderShell();
    await accountButton();
    expect(
      within(screen.getByRole('navigation', { name: 'Tools' })).getByRole('link', { name: 'Admin' }),
    ).toHaveAttribute('href', '/admin');
  });

  it.each([
    [{ firstName: 'Jane' }, 'Jane'],
    [{ firstName: '', username: 'jsmith' }, 'jsmith'],
    [{ firstName: '', username: '' }, 'Account'],
  ])('labels the account menu by first name, else username, else Account (%o)', async (who, label) => {
    server.use(...signedInAs(makeUser(who)));
    renderShell();
    expect(await accountButton(label)).toHaveAttribute('aria-haspopup', 'menu');
  });

  it('opens the account menu with its items, works by keyboard and closes on Escape', async () => {
    server.use(...signedInAs(makeUser()));
    renderShell();
    const button = await accountButton();
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = within(screen.getByRole('menu', { name: 'Account' }));
    const items = menu.getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'My Account',
      'Dream Garage',
      'My Listings',
      'Profile',
      'Sign Out',
    ]);
    expect(menu.getByRole('menuitem', { name: 'My Account' })).toHaveAttribute('href', '/dashboard');
    expect(menu.getByRole('menuitem', { name: 'My Listings' })).toHaveAttribute(
      'href',
      '/dashboard?tab=listings',
    );
    expect(menu.getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(items[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(items[4]).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('moves the tools into the account menu when the header is narrower than 1280 px', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    server.use(...signedInAs(makeUser({ role: 'admin' })));
    renderShell();
    await userEvent.click(await accountButton());
    expect(screen.queryByRole('navigation', { name: 'Tools' })).not.toBeInTheDocument();
    const menu = within(screen.getByRole('menu'));
    expect(menu.getByRole('menuitem', { name: 'Short videos' })).toHaveAttribute('href', '/tiktok-generator');
    expect(menu.getByRole('menuitem', { name: 'Admin' })).toHaveAttribute('href', '/admin');
  });

  it('signs out with the CSRF token, forgets the person and returns home', async () => {
    let signedIn = true;
    let csrf: string | null = null;
    server.use(
      http.get('/api/csrf', () => HttpResponse.json({ token: CSRF_TOKEN })),
      http.get('/api/user', () =>
        signedIn ? HttpResponse.json(makeUser()) : HttpResponse.json({}, { status: 401 }),
      ),
      http.post('/api/logout', ({ request }) => {
        csrf = request.headers.get('X-CSRF-Token');
        signedIn = false;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { router, queryClient } = renderShell('/profile');
    await userEvent.click(await accountButton());
    await userEvent.click(screen.getByRole('menuitem', { name: 'Sign Out' }));
    expect(await screen.findByRole('heading', { name: 'Search home' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(csrf).toBe(CSRF_TOKEN);
    expect(queryClient.getQueryData(['/api/user'])).toBeNull();
    expect(await screen.findByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
  });
});

describe('signed-in mobile menu', () => {
  it("calls Admin 'Data Sources' and offers the account links and Sign Out", async () => {
    server.use(...signedInAs(makeUser({ role: 'admin' })));
    renderShell();
    await accountButton();
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const menu = within(screen.getByRole('navigation', { name: 'Mobile' }));
    expect(menu.getByRole('link', { name: 'Data Sources' })).toHaveAttribute('href', '/admin');
    expect(menu.getByRole('link', { name: 'Short videos' })).toHaveAttribute('href', '/tiktok-generator');
    expect(menu.getByRole('link', { name: 'Social' })).toHaveAttribute('href', '/social-media-toolkit');
    expect(menu.getByRole('link', { name: 'Dream Garage' })).toHaveAttribute('href', '/dream-garage');
    expect(menu.getByRole('link', { name: 'My Listings' })).toHaveAttribute(
      'href',
      '/dashboard?tab=listings',
    );
    expect(menu.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(menu.getByText('Jane')).toBeInTheDocument();
    expect(menu.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(menu.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
  });

  it('has no Data Sources link for a non-admin', async () => {
    server.use(...signedInAs(makeUser()));
    renderShell();
    await accountButton();
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    await waitFor(() => expect(screen.getByRole('navigation', { name: 'Mobile' })).toBeVisible());
    expect(
      within(screen.getByRole('navigation', { name: 'Mobile' })).queryByRole('link', {
        name: 'Data Sources',
      }),
    ).not.toBeInTheDocument();
  });
});
