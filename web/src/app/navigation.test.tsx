// The app's router (navigation.tsx): a navigation starts the next screen's requests at once, keeps the
// last screen on display while the next one's code arrives, and says when it has; a screen whose code
// fails to arrive is said plainly, with the shell still usable.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Link, Outlet, type Params } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../testing/render';
import { ScreenBoundary } from './layout/screen-boundary';
import { laterScreen, type ScreenHandle } from './navigation';

/** A module whose arrival the test decides. */
function held<M>() {
  let arrive!: (module: M) => void;
  let fail!: (error: Error) => void;
  const module = new Promise<M>((resolve, reject) => {
    arrive = resolve;
    fail = reject;
  });
  return { importer: () => module, arrive, fail };
}

function Shell() {
  return (
    <>
      <nav>
        <Link to="/">Home</Link> <Link to="/cars/42?location=LS1">A car</Link>
      </nav>
      <main>
        <ScreenBoundary>
          <Outlet />
        </ScreenBoundary>
      </main>
    </>
  );
}

describe('the app router', () => {
  it('starts the next screen’s request as the navigation starts, and keeps the last screen until the next one’s code has arrived', async () => {
    const code = held<{ Car: () => ReactElement }>();
    const car = laterScreen(code.importer, (m) => m.Car);
    const warm = vi.fn<(params: Params, search: URLSearchParams) => void>();
    const handle: ScreenHandle = { screen: car, warm };
    const { router } = renderRoutes([
      {
        element: <Shell />,
        children: [
          { path: '/', element: <h1>Search home</h1> },
          { path: '/cars/:id', Component: car.Component, handle },
        ],
      },
    ]);
    expect(screen.getByRole('heading', { name: 'Search home' })).toBeInTheDocument();
    let settled = false;

    await userEvent.click(screen.getByRole('link', { name: 'A car' }));
    void router.settled().then(() => (settled = true));
    // The request is under way before the screen's code is here; the home is still on display.
    expect(warm).toHaveBeenCalledTimes(1);
    expect(warm.mock.calls[0]![0]).toMatchObject({ id: '42' });
    expect(warm.mock.calls[0]![1].get('location')).toBe('LS1');
    expect(router.state.location.pathname).toBe('/cars/42');
    expect(screen.getByRole('heading', { name: 'Search home' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);

    code.arrive({ Car: () => <h1>Car 42</h1> });
    expect(await screen.findByRole('heading', { name: 'Car 42' })).toBeInTheDocument();
    await waitFor(() => expect(settled).toBe(true));
    expect(screen.queryByRole('heading', { name: 'Search home' })).not.toBeInTheDocument();
  });

  it('starts a new page at its top, and leaves the scroll alone for a change of the same page’s query and for Back', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { router } = renderRoutes([
      {
        element: <Shell />,
        children: [
          { path: '/', element: <h1>Search home</h1> },
          { path: '/cars/:id', element: <h1>A car</h1> },
        ],
      },
    ]);
    act(() => router.navigate('/?sortBy=price_asc', { replace: true }));
    await waitFor(() => expect(router.state.location.search).toBe('?sortBy=price_asc'));
    expect(scrollTo).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('link', { name: 'A car' }));
    expect(await screen.findByRole('heading', { name: 'A car' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);

    act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { name: 'Search home' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it('says so when a screen’s code fails to arrive, keeps the shell usable, and clears it on the next navigation', async () => {
    const code = held<{ Car: () => ReactElement }>();
    const car = laterScreen(code.importer, (m) => m.Car);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoutes(
      [
        {
          element: <Shell />,
          children: [
            { path: '/', element: <h1>Search home</h1> },
            { path: '/cars/:id', Component: car.Component },
          ],
        },
      ],
      '/cars/42',
    );
    code.fail(new Error('Failed to fetch dynamically imported module'));
    expect(await screen.findByRole('alert')).toHaveTextContent('This page could not be shown');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(await screen.findByRole('heading', { name: 'Search home' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
