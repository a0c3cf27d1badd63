// The server's render of the search home (entry-server.tsx) and the browser's start over it
// (start.tsx): the page arrives as HTML with its data, the app hydrates it without a mismatch and
// without asking again, and it then works as the app always has.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../entry-server';
import { makeCar } from '../features/car-detail/testing/car-fixture';
import { card, searchHandlers } from '../features/search/testing/search-handlers';
import { createQueryClient } from '../lib/query-client';
import { server } from '../testing/server';
import { startApp } from './start';

const started: { unmount(): void }[] = [];
afterEach(() => {
  started.splice(0).forEach((root) => root.unmount());
  document.body.innerHTML = '';
});

function signedOut() {
  server.use(http.get('*/api/user', () => HttpResponse.json({ message: 'Not signed in' }, { status: 401 })));
}

/** What the browser does with the server's page at `url`: its HTML in #root, then the app's start. */
async function openServed(url: string) {
  const page = await renderPage(url);
  if (!page) throw new Error(`${url} was not rendered on the server`);
  window.history.replaceState(null, '', url);
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = page.html;
  document.body.append(container);
  const markup = within(container);
  const mismatches = vi.fn();
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
    await waitFor(() => expect(router.state.initialized).toBe(true));
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

  it('is not made for the screens the browser builds itself', async () => {
    expect(await renderPage('/profile')).toBeNull();
    expect(await renderPage('/admin')).toBeNull();
    // A car's page: its screen's code loads later, so it would hydrate after the page's load event.
    expect(await renderPage(`/cars/${makeCar().id}`)).toBeNull();
  });
});
