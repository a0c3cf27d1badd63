// The server's render of a first screen (bff/plugins/web-app/render.ts): the screens marked
// `serverRendered` in router.tsx (the search home, a car's page) arrive as HTML with their data, so
// the browser paints them before any JavaScript has run, and the app then hydrates that HTML
// (app/start.tsx) instead of building the page again.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import {
  isServerRendered,
  loadScreens,
  matchScreens,
  RoutedScreens,
  screenModules,
  warmScreens,
} from './app/navigation';
import { AppProvider } from './app/provider';
import { routes } from './app/router';
import { sendRequestsWith } from './lib/api-client';
import { createQueryClient } from './lib/query-client';

export { sendRequestsWith };

export interface RenderedPage {
  /** The app's markup, for inside `<div id="root">`. */
  html: string;
  /** What the browser's app starts from (main.tsx): the queries' state. */
  state: unknown;
  /** The source modules of the page's screens whose code loads later, for the page to preload (router.tsx). */
  screenModules: string[];
}

/** Resolves once no query of the client is fetching. */
function settled(queryClient: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    if (!queryClient.isFetching()) return resolve();
    const stop = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching()) return;
      stop();
      resolve();
    });
  });
}

/**
 * The page at `url` (path and query), or null when its route is not rendered on the server (a
 * redirect, or a screen marked otherwise): the browser then builds it as before.
 */
export async function renderPage(url: string): Promise<RenderedPage | null> {
  const queryClient = createQueryClient();
  const appRoutes = routes(queryClient);
  const location = new URL(url, 'http://localhost');
  const matches = matchScreens(appRoutes, location);
  if (!isServerRendered(matches)) return null;
  // As the browser's navigation does: the screens' requests, and their code, at once.
  warmScreens(matches, location.search);
  await loadScreens(matches);
  await settled(queryClient);
  // A failed request is the browser's to make again and show: both sides render it as pending.
  queryClient.removeQueries({ predicate: (query) => query.state.status !== 'success' });
  const html = renderToString(
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <StaticRouter location={location.pathname + location.search}>
          <RoutedScreens routes={appRoutes} />
        </StaticRouter>
      </AppProvider>
    </StrictMode>,
  );
  const state = { queries: dehydrate(queryClient) };
  queryClient.clear();
  return { html, state, screenModules: screenModules(matches) };
}
