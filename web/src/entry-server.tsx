// The server's render of a first screen (bff/plugins/web-app/render.ts): the screens marked
// `serverRendered` in router.tsx (the search home, a car's page) arrive as HTML with their data, so
// the browser paints them before any JavaScript has run, and the app then hydrates that HTML
// (app/start.tsx) instead of building the page again.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router-dom';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { AppProvider } from './app/provider';
import { routes, type ServerRenderHandle } from './app/router';
import { sendRequestsWith } from './lib/api-client';
import { createQueryClient } from './lib/query-client';

export { sendRequestsWith };

export interface RenderedPage {
  /** The app's markup, for inside `<div id="root">`. */
  html: string;
  /** What the browser's app starts from (main.tsx): the router's and the queries' state. */
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
  const request = new Request(new URL(url, 'http://localhost'));
  const handles = (matchRoutes(appRoutes, new URL(request.url).pathname) ?? []).map(
    (m) => (m.route.handle ?? {}) as ServerRenderHandle,
  );
  if (!handles.some((handle) => handle.serverRendered)) return null;
  const handler = createStaticHandler(appRoutes);
  const context = await handler.query(request);
  if (context instanceof Response) return null;
  await settled(queryClient);
  // A failed request is the browser's to make again and show: both sides render it as pending.
  queryClient.removeQueries({ predicate: (query) => query.state.status !== 'success' });
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
  );
  const state = {
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
    queries: dehydrate(queryClient),
  };
  queryClient.clear();
  return { html, state, screenModules: handles.flatMap((handle) => handle.screenModule ?? []) };
}
