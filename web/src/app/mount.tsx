// Puts the app on the page. The server rendered the search home and the car pages with their data
// (src/entry-server.tsx): the app takes over that markup instead of rendering it again. Every other
// page is the app's to render.
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider, type DataRouter } from 'react-router-dom';
import { readFirstScreenData, takeAnswers } from './first-screen-data';
import { AppProvider } from './provider';
import { createRouter, loadMatchedRoutes, routes } from './router';

/** Lets the browser run other tasks (paint, input) before going on. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export async function mountApp(container: HTMLElement, queryClient: QueryClient): Promise<Root> {
  const routeList = routes(queryClient);
  const app = (router: DataRouter) => (
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>
  );

  const rendered = readFirstScreenData();
  if (!rendered) {
    const root = createRoot(container);
    root.render(app(createRouter(routeList)));
    return root;
  }
  // The page is on screen already: its taking over goes in short tasks, each leaving the main thread
  // free for a moment (after the scripts' evaluation, and between the steps here).
  await nextTask();
  takeAnswers(queryClient, rendered.queries);
  // The route's own code (the car page's) first, so that the first render matches the server's.
  await loadMatchedRoutes(routeList, window.location).catch((error: unknown) =>
    console.warn('The page’s code failed to load:', error),
  );
  await nextTask();
  const router = createRouter(routeList, rendered.router);
  let root: Root | undefined;
  // In a transition React hydrates in slices, leaving the main thread free between them.
  startTransition(() => {
    root = hydrateRoot(container, app(router));
  });
  return root!;
}
