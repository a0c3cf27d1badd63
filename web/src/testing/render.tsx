// Renders a screen inside the app's providers and router (app/navigation.tsx), over a history in
// memory at the given URL. `routes` may be the app's own table (app/router.tsx's `routes`), given the
// test's query client: its first screen's requests then start as the app's do.
import { render } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import { AppRoutes, createAppRouter, firstScreen } from '../app/navigation';
import { AppProvider } from '../app/provider';
import { createQueryClient } from '../lib/query-client';

export function renderRoutes(
  routes: RouteObject[] | ((queryClient: QueryClient) => RouteObject[]),
  url = '/',
) {
  const queryClient = createQueryClient();
  const router = createAppRouter(typeof routes === 'function' ? routes(queryClient) : routes, [url]);
  // Its code may arrive after the first render: the screen shows once it has, as a navigation's does.
  void firstScreen(router, false);
  const view = render(
    <AppProvider queryClient={queryClient}>
      <AppRoutes router={router} />
    </AppProvider>,
  );
  return { ...view, router, queryClient };
}

export function renderWithProviders(ui: ReactElement, url = '/') {
  return renderRoutes([{ path: '*', element: ui }], url);
}
