// The server's render of the first screens (entry-server.tsx: the search home and a car's page) and
// the browser's start over it (start.tsx): the page arrives as HTML with its data, the app hydrates it
// without a mismatch and without asking again, and it then works as the app always has; a tap made
// before the app started is made again once it has.
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../entry-server';
import { makeCar } from '../features/car-detail/testing/car-fixture';
import { card, searchHandlers } from '../features/search/testing/search-handlers';
import { createQueryClient } from '../lib/query-client';
import { server } from '../testing/server';
import { startApp } from './start';

// A hydration in a transition, then the kept input done again step by step, can take longer than
// testing-library's 1 s default on a machine busy with other work (a CI run failed on it so).
configure({ asyncUtilTimeout: 5_000 });

const started: { unmount(): void }[] = [];
afterEach(() => {
  vi.restoreAllMocks();
  started.splice(0).forEach((root) => root.unmount());
  document.body.innerHTML = '';
});

function signedOut() {
  server.use(http.get('*/api/user', () => HttpResponse.json({ message: 'Not signed in' }, { status: 401 })));
}

/**
 * What the browser does with the server's page at `url`: its HTML in #root, then the app's start.
 * `beforeStart` gets the page as it is before the app has started (its buttons do nothing yet).
 */
async function openServed(url: string, beforeStart?: (markup: ReturnType<typeof within>) => void) {
  const page = await renderPage(url);
  if (!page) throw new Error(`${url} was not rendered on the server`);
  window.history.replaceState(null, '', url);
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = page.html;
  document.body.append(container);
  const markup = within(container);
  beforeStart?.(markup);
  const mismatches = vi.fn();
  // React reports a mismatch of attributes (a `useId` that differs, say) only on the console.
  const consoleError = console.error.bind(console);
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (args.some((arg) => /didn't match|hydration/i.test(String(arg)))) mismatches(...args);
    else consoleError(...args);
  });
  // The state goes through the page as text, as main.tsx reads it.
  const { router, root } = await startApp(createQueryClient(), container, JSON.stringify(page.state), {
    onRecoverableError: mismatches,
  });
  started.push(root);
  return { page, markup, mismatches, router };
}

describe('a first screen rendered on the server', () => {
  it('is the search home with its first results, which the app hydrates and does not ask for again', async () => {
    const search = searchHandlers({ total: 40 });
    server.use(...search.handlers);
    signedOut();
    const { markup, mismatches, router } = await openServed('/?make=Audi');

    // The server asked once, for the page the URL names; the HTML already lists its cars.
    expect(search.requests.filter((u) => u.pathname === '/api/cars/search')).toHaveLength(1);
    expect(markup.getByRole('heading', { level: 1, name: 'Find your next car' })).toBeInTheDocument();
    expect(markup.getByRole('list', { name: 'Search results' })).toHaveTextContent(card(1).title);

    // Hydrated: the controls answer, and the data the page came with was not fetched again.
    const user = userEvent.setup();
    // Hydrated: the router's view has committed.
    await router.settled();
    await user.selectOptions(await screen.findByRole('combobox', { name: /sort/i }), 'price_asc');
    await waitFor(() => expect(router.state.location.search).toContain('sortBy=price_asc'));
    expect(mismatches).not.toHaveBeenCalled();
    const searches = search.requests.filter((u) => u.pathname === '/api/cars/search');
    expect(searches.map((u) => u.searchParams.get('sortBy'))).toEqual(['relevance', 'price_asc']);
  });

  it('leaves a failed request to the browser: both render it as loading, then the browser asks', async () => {
    let asked = 0;
    server.use(
      http.get('*/api/cars/search', () => {
        asked++;
        return HttpResponse.json({ message: 'Something went wrong' }, { status: 500 });
      }),
      http.all('*/api/*', () => HttpResponse.json({ message: 'Not here' }, { status: 404 })),
    );
    signedOut();
    const { page, mismatches } = await openServed('/');
    expect(page.state).toMatchObject({ queries: { queries: [] } });
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'Failed to search cars',
    );
    expect(mismatches).not.toHaveBeenCalled();
    expect(asked).toBe(2);
  });

  it('is a car’s page, hydrated with its screen’s code loaded first, which the page names to preload', async () => {
    const car = makeCar();
    let carAsked = 0;
    server.use(
      http.get('*/api/cars/:id', ({ params }) => {
        if (params.id !== String(car.id))
          return HttpResponse.json({ message: 'Car not found' }, { status: 404 });
        carAsked++;
        return HttpResponse.json(car);
      }),
      http.all('*/api/*', () => HttpResponse.json({ message: 'Not here' }, { status: 404 })),
    );
    signedOut();
    const { page, markup, mismatches, router } = await openServed(`/cars/${car.id}`);
    expect(page.screenModules).toEqual(['src/app/routes/car-detail.tsx']);
    expect(markup.getByRole('heading', { level: 1, name: car.title })).toBeInTheDocument();

    const user = userEvent.setup();
    // Hydrated: the router's view has committed.
    await router.settled();
    await user.click(await screen.findByRole('button', { name: 'Add to compare' }));
    expect(await screen.findByRole('button', { name: 'Remove from compare' })).toBeInTheDocument();
    expect(mismatches).not.toHaveBeenCalled();
    expect(carAsked).toBe(1);
  });

  it('makes a tap on a button from before the app started once it has hydrated, and only once', async () => {
    const car = makeCar();
    server.use(
      http.get('*/api/cars/:id', () => HttpResponse.json(car)),
      http.all('*/api/*', () => HttpResponse.json({ message: 'Not here' }, { status: 404 })),
    );
    signedOut();
    // index.html's inline script keeps the buttons tapped until then.
    const { mismatches } = await openServed(`/cars/${car.id}`, (markup) => {
      window.earlyInput = [{ target: markup.getByRole('button', { name: 'Add to compare' }) }];
    });
    expect(window.earlyInput).toBeUndefined();
    expect(await screen.findByRole('button', { name: 'Remove from compare' })).toBeInTheDocument();
    expect(mismatches).not.toHaveBeenCalled();
    // Once: a second toggle would have taken the car off the list again.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByRole('button', { name: 'Remove from compare' })).toBeInTheDocument();
  });

  it('does again, in order, a field filled in, a choice made and a button tapped before the app started', async () => {
    const search = searchHandlers({ total: 40 });
    server.use(...search.handlers);
    signedOut();
    const { mismatches, router } = await openServed('/', (markup) => {
      // As a visitor would leave them, and index.html would keep them.
      const text = markup.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement;
      text.value = 'Golf GTI';
      const sort = markup.getByRole('combobox', { name: /sort/i }) as HTMLSelectElement;
      sort.value = 'price_asc';
      window.earlyInput = [
        { target: text, value: text.value },
        { target: sort, value: sort.value },
        { target: markup.getByRole('button', { name: 'Search cars' }) },
      ];
    });
    await waitFor(() => expect(router.state.location.search).toContain('search=Golf+GTI'));
    expect(router.state.location.search).toContain('sortBy=price_asc');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('Golf GTI');
    expect(mismatches).not.toHaveBeenCalled();
  });

  it('is not made for the screens the browser builds itself', async () => {
    expect(await renderPage('/profile')).toBeNull();
    expect(await renderPage('/admin')).toBeNull();
  });
});
