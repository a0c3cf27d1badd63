// The app's start in the browser: over a page the server rendered (entry-server.tsx), from that
// render's state, hydrating its HTML; else a first render of its own.
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot, type HydrationOptions, type Root } from 'react-dom/client';
import { RouterProvider, type HydrationState } from 'react-router-dom';
import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { AppProvider } from './provider';
import { createRouter } from './router';

/** What the server's render leaves in the page (`<script type="application/json" id="app-state">`). */
export interface ServedState {
  router: HydrationState;
  queries: DehydratedState;
}

/**
 * Starts the app in `container`. `served` is the text of the page's app-state block, when the server
 * rendered the page; `options` reach React's hydration (tests hear of mismatches through them).
 */
export function startApp(
  queryClient: QueryClient,
  container: HTMLElement,
  served: string | null | undefined,
  options: HydrationOptions = {},
) {
  const state = served ? (JSON.parse(served) as ServedState) : undefined;
  if (state) hydrate(queryClient, state.queries);
  const router = createRouter(queryClient, state?.router);
  const app = (
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>
  );
  // The first render (or the hydration of the server's) as a transition: React then yields to the
  // browser every few milliseconds instead of holding the main thread for the whole first screen (a
  // phone's long task: input waits behind it).
  let root: Root | undefined;
  startTransition(() => {
    if (state) root = hydrateRoot(container, app, options);
    else (root = createRoot(container)).render(app);
  });
  return { router, root: root! };
}
