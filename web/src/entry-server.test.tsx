// The server's rendering of first screens, and the app taking it over in the browser: rendered from the
// API's answers, hydrated without a mismatch and without asking the API for them again.
import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Root } from 'react-dom/client';
import { mountApp } from './app/mount';
import { FIRST_SCREEN_DATA_ID, render, type RenderedPage } from './entry-server';
import { makeCar } from './features/car-detail/testing/car-fixture';
import { searchHandlers } from './features/search/testing/search-handlers';
import { createQueryClient } from './lib/query-client';
import { server } from './testing/server';

// The server answers the renderer's requests itself; here msw does, as it does the app's.
const fetcher: typeof fetch = (input, init) => fetch(new URL(String(input), window.location.href), init);

/** The API requests made from now on (paths with their queries). */
function recordRequests() {
  const seen: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    seen.push(url.pathname + url.search);
  };
  server.events.on('request:start', listener);
  return seen;
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
  server.events.removeAllListeners();
});

/** Puts the rendered page in the document at `url`, as the browser receives it, and mounts the app. */
async function takeOver(url: string, page: RenderedPage | null) {
  if (page?.status !== 200) throw new Error(`Not rendered: ${url}`);
  window.history.replaceState(null, '', url);
  document.body.innerHTML = `<div id="root">${page.html}</div><script type="application/json" id="${FIRST_SCREEN_DATA_ID}">${page.data}</script>`;
  await act(async () => {
    root = await mountApp(document.getElementById('root')!, createQueryClient());
  });
}

describe('render', () => {
  it('renders the search home with its first results, total and makes', async () => {
    server.use(...searchHandlers({ total: 30 }).handlers);
    const page = await render('/', fetcher);
    expect(page).toMatchObject({ status: 200, modules: [] });
    if (page?.status !== 200) return;
    expect(page.html).toContain('30 cars found');
    expect(page.html).toContain('2020 Audi A3 Sport 1');
    expect(page.html).toContain('2020 Audi A3 Sport 12');
    expect(page.html).toContain('<option value="BMW">BMW</option>');
    // Nothing of a person: the header's account side renders as it does while they load.
    expect(page.html).toContain('Loading your account…');
  });

  it('renders the search the URL asks for, every page shown', async () => {
    const { handlers, requests } = searchHandlers({ total: 30 });
    server.use(...handlers);
    const page = await render('/?category=vans&make=Ford&page=2', fetcher);
    if (page?.status !== 200) throw new Error('not rendered');
    expect(page.html).toContain('Find your next <!-- -->van');
    expect(page.html).toContain('2020 Audi A3 Sport 24');
    expect(requests.map((u) => u.pathname + u.search)).toEqual([
      '/api/vans/search?page=1&limit=12&sortBy=relevance&sortOrder=desc&make=Ford',
      '/api/vans/search?page=2&limit=12&sortBy=relevance&sortOrder=desc&make=Ford',
    ]);
  });

  it('renders a car page and names the route code it needs at once', async () => {
    server.use(http.get('*/api/cars/42', () => HttpResponse.json(makeCar())));
    const page = await render('/cars/42', fetcher);
    expect(page).toMatchObject({ status: 200, modules: ['src/app/routes/car-detail.tsx'] });
    if (page?.status !== 200) return;
    expect(page.html).toContain('2022 Tesla Model 3 Long Range');
    expect(page.html).toContain('£24,995');
  });

  it('says 404 for an unknown car or an id that is none', async () => {
    server.use(
      http.get('*/api/cars/999', () => HttpResponse.json({ error: 'Not Found' }, { status: 404 })),
      http.get('*/api/cars/abc', () => HttpResponse.json({ error: 'Bad Request' }, { status: 400 })),
    );
    expect(await render('/cars/999', fetcher)).toEqual({ status: 404 });
    expect(await render('/car/abc', fetcher)).toEqual({ status: 404 });
  });

  it('leaves other pages, and a search the API refuses or fails, to the browser', async () => {
    server.use(
      http.get('*/api/cars/search', () => HttpResponse.json({ error: 'Bad Request' }, { status: 400 })),
      http.get('*/api/makes', () => HttpResponse.json(['Audi'])),
      http.get('*/api/cars/7', () => HttpResponse.json({ error: 'Unavailable' }, { status: 503 })),
    );
    for (const url of ['/dream-garage', '/auth', '/no-such-page', '/?sortBy=nonsense', '/?page=6', '/cars/7'])
      expect(await render(url, fetcher), url).toBeNull();
  });
});

describe('the app taking over a rendered page', () => {
  it('hydrates the search home without a mismatch and without searching again', async () => {
    server.use(
      ...searchHandlers({ total: 30 }).handlers,
      http.get('*/api/user', () => new HttpResponse(null, { status: 401 })),
    );
    const page = await render('/', fetcher);
    const errors = vi.spyOn(console, 'error');
    const requests = recordRequests();
    await takeOver('/', page);
    const results = screen.getByRole('list', { name: 'Search results' });
    expect(within(results).getAllByRole('article')).toHaveLength(12);
    // The app is live on the server's markup: a card's link navigates inside the app.
    await act(async () => within(results).getAllByRole('link')[0]!.click());
    expect(window.location.pathname).toBe('/cars/1');
    expect(requests.filter((r) => r.includes('/search') || r.includes('/makes'))).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
  });

  it('hydrates a car page once its route code is there, without asking for the car again', async () => {
    server.use(
      http.get('*/api/cars/42', () => HttpResponse.json(makeCar())),
      http.get('*/api/user', () => new HttpResponse(null, { status: 401 })),
      http.get('*/api/csrf', () => HttpResponse.json({ token: 't' })),
      http.post('*/api/cars/42/views', () => new HttpResponse(null, { status: 204 })),
    );
    const page = await render('/cars/42', fetcher);
    const errors = vi.spyOn(console, 'error');
    const requests = recordRequests();
    await takeOver('/cars/42', page);
    expect(
      screen.getByRole('heading', { level: 1, name: '2022 Tesla Model 3 Long Range' }),
    ).toBeInTheDocument();
    await act(async () => screen.getByRole('button', { name: 'Show photo 2 of 3' }).click());
    expect(screen.getByRole('img', { name: /photo 2 of 3/ })).toBeInTheDocument();
    expect(requests.filter((r) => r.startsWith('/api/cars/42') && !r.endsWith('/views'))).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
  });
});
