// The server's renderer of first screens (bff/plugins/web-app): the search home and the car pages as
// HTML, so that a visitor sees them before the app's JavaScript has arrived and run, with the data
// they were rendered from, so that the app hydrates them without asking the API again. Built by
// `vite build` into dist/server. Only what is the same for every visitor is rendered here: the
// API is asked anonymously, and the account side of the header renders as it does while the person
// loads (the browser asks for them, as on every page).
import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import type { QueryClient } from '@tanstack/react-query';
import { createStaticHandler, createStaticRouter, matchPath, StaticRouterProvider } from 'react-router-dom';
import { EARLY_INPUT_KEY } from './app/early-input';
import { answersOf, FIRST_SCREEN_DATA_ID, serializeFirstScreenData } from './app/first-screen-data';
import { AppProvider } from './app/provider';
import { routes } from './app/router';
import { paths } from './config/paths';
import { getCarQueryOptions } from './features/car-detail/api/get-car';
import { makesQueryOptions } from './features/search/api/get-makes';
import { searchPageQueryOptions } from './features/search/api/search-vehicles';
import { parseSearchState } from './features/search/lib/search-params';
import { ApiError, sendRequestsThrough } from './lib/api-client';
import { createQueryClient } from './lib/query-client';

export { EARLY_INPUT_KEY, FIRST_SCREEN_DATA_ID };

/** A search showing more pages than this (Load More, many times) is left to the browser. */
const MAX_PAGES = 5;

export type RenderedPage =
  | {
      status: 200;
      /** The app's markup, for inside <div id="root">. */
      html: string;
      /** JSON for <script type="application/json" id={FIRST_SCREEN_DATA_ID}>. */
      data: string;
      /** Source modules (vite's manifest keys) whose chunks the page needs before it can hydrate. */
      modules: string[];
    }
  | {
      /** No such car: the app's own page, which shows Car Not Found, with the status that says so. */
      status: 404;
    };

// Each render's API requests go to the fetch it was given (the server answers them in-process).
const requests = new AsyncLocalStorage<typeof fetch>();
sendRequestsThrough((input, init) => {
  const fetcher = requests.getStore();
  if (!fetcher) throw new Error('An API request outside a server render');
  return fetcher(input, init);
});

/**
 * The first screen of `url` (path and query), its API requests answered by `fetcher`; null for a
 * page this does not render (the browser renders it from the plain app page).
 */
export function render(url: string, fetcher: typeof fetch): Promise<RenderedPage | null> {
  return requests.run(fetcher, () => renderPage(new URL(url, 'http://localhost')));
}

async function renderPage(url: URL): Promise<RenderedPage | null> {
  const queryClient = createQueryClient();
  // Nothing outlives the request: no timers to collect unused data later, all of it dropped below.
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, gcTime: Infinity },
  });
  try {
    const loaded = await loadData(queryClient, url);
    if (loaded === null) return null;
    if (loaded === 'not-found') return { status: 404 };

    const handler = createStaticHandler(routes(queryClient));
    const context = await handler.query(new Request(url));
    if (context instanceof Response || context.statusCode !== 200) return null;
    const router = createStaticRouter(handler.dataRoutes, context);
    const html = renderToString(
      <StrictMode>
        <AppProvider queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProvider>
      </StrictMode>,
    );
    const data = serializeFirstScreenData({
      queries: answersOf(queryClient),
      router: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
    });
    return { status: 200, html, data, modules: loaded.modules };
  } finally {
    queryClient.clear();
  }
}

/** Fetches what the page's first screen shows; null when the page is not one rendered here. */
async function loadData(
  queryClient: QueryClient,
  url: URL,
): Promise<{ modules: string[] } | 'not-found' | null> {
  if (url.pathname === paths.home.path) {
    const state = parseSearchState(url.searchParams);
    if (state.page > MAX_PAGES) return null;
    try {
      await Promise.all([
        ...Array.from({ length: state.page }, (_, i) =>
          queryClient.fetchQuery(searchPageQueryOptions(state, i + 1)),
        ),
        // The hero's list of makes; without it the browser asks for it.
        queryClient.prefetchQuery(makesQueryOptions(state.category)),
      ]);
    } catch (error) {
      // A search the API refuses (a hand-made URL) or fails: the browser's to show.
      if (error instanceof ApiError) return null;
      throw error;
    }
    return { modules: [] };
  }
  const car = [paths.carDetail.path, paths.carDetail.altPath]
    .map((pattern) => matchPath(pattern, url.pathname))
    .find(Boolean);
  if (car?.params.id) {
    const location = url.searchParams.get('location') || undefined;
    try {
      await queryClient.fetchQuery(getCarQueryOptions(car.params.id, location));
    } catch (error) {
      // An unknown car (404) or an id that is none (400); any other failure is the browser's to show.
      if (!(error instanceof ApiError)) throw error;
      return error.status === 404 || error.status === 400 ? 'not-found' : null;
    }
    return { modules: ['src/app/routes/car-detail.tsx'] };
  }
  return null;
}
