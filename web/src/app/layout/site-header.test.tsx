import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signedInAs } from '../../features/auth/testing/auth-handlers';
import { renderRoutes } from '../../testing/render';
import { server } from '../../testing/server';
import { AppLayout } from './app-layout';

function renderShell(url = '/') {
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

const menuButton = () => screen.getByRole('button', { name: 'Menu' });
const mobileNav = () => screen.queryByRole('navigation', { name: 'Mobile' });

async function openMenu() {
  await userEvent.click(menuButton());
  expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
  // The panel's links come with its code, fetched when the button is first pressed.
  return within(await screen.findByRole('navigation', { name: 'Mobile' }));
}

// These are the signed-out header's tests; the signed-in states are in header-account.test.tsx.
beforeEach(() => server.use(...signedInAs(null)));

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true, writable: true });
});

describe('header', () => {
  it('links the main navigation and marks the current page', () => {
    renderShell('/');
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(nav.getByRole('link', { name: 'Search Cars' })).toHaveAttribute('href', '/');
    expect(nav.getByRole('link', { name: 'Search Cars' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Lease Deals' })).toHaveAttribute('href', '/lease-deals');
    expect(nav.getByRole('link', { name: 'Lease Deals' })).not.toHaveAttribute('aria-current');
    expect(nav.getByRole('link', { name: 'Finance' })).toHaveAttribute('href', '/finance');
  });

  it('marks Finance as current on /finance', () => {
    renderShell('/finance');
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(nav.getByRole('link', { name: 'Finance' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Search Cars' })).not.toHaveAttribute('aria-current');
  });

  it('shows the signed-out actions with their targets on desktop', async () => {
    renderShell('/');
    // The menu is closed, so the only copies in the accessibility tree are the desktop ones.
    expect(await screen.findByRole('link', { name: 'Join as Dealer' })).toHaveAttribute(
      'href',
      '/dealer/upload-api',
    );
    expect(screen.getByRole('link', { name: 'Saved' })).toHaveAttribute('href', '/dream-garage');
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    expect(screen.getByRole('link', { name: /AllMotors/ })).toHaveAttribute('href', '/');
  });

  it('offers a skip link to the main content', () => {
    renderShell('/');
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(
      within(screen.getByRole('main')).getByRole('heading', { name: 'Search home' }),
    ).toBeInTheDocument();
  });
});

describe('mobile menu', () => {
  it('opens with its own links; Join as Dealer goes to dealer onboarding', async () => {
    renderShell('/');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveAttribute('aria-controls', 'mobile-menu');
    expect(mobileNav()).not.toBeInTheDocument();

    const menu = await openMenu();
    expect(document.getElementById('mobile-menu')).toContainElement(mobileNav());
    expect(await menu.findByRole('link', { name: 'Join as Dealer' })).toHaveAttribute(
      'href',
      '/dealer-onboarding',
    );
    expect(menu.getByRole('link', { name: 'Saved' })).toHaveAttribute('href', '/dream-garage');
    expect(menu.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    expect(menu.getByRole('link', { name: 'Lease Deals' })).toHaveAttribute('href', '/lease-deals');
  });

  it('closes when the page scrolls more than 5 px, but not for a smaller scroll', async () => {
    renderShell('/');
    await openMenu();
    Object.defineProperty(window, 'scrollY', { value: 5, configurable: true, writable: true });
    fireEvent.scroll(window);
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');

    Object.defineProperty(window, 'scrollY', { value: 6, configurable: true, writable: true });
    fireEvent.scroll(window);
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(mobileNav()).not.toBeInTheDocument();
  });

  it('closes on a touch move', async () => {
    renderShell('/');
    await openMenu();
    fireEvent.touchMove(window);
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when the logo is clicked', async () => {
    renderShell('/');
    await openMenu();
    await userEvent.click(screen.getByRole('link', { name: /AllMotors/ }));
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape and returns focus to the menu button', async () => {
    renderShell('/');
    await openMenu();
    await userEvent.keyboard('{Escape}');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveFocus();
  });

  it('closes after following one of its links', async () => {
    const { router } = renderShell('/');
    const menu = await openMenu();
    await userEvent.click(menu.getByRole('link', { name: 'Finance' }));
    expect(router.state.location.pathname).toBe('/finance');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when the page navigates by other means', async () => {
    const { router } = renderShell('/');
    await openMenu();
    await router.navigate('/lease-deals');
    expect(await screen.findByRole('heading', { name: 'Other screen' })).toBeInTheDocument();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });
});
