// Renders a screen inside the app's providers and a memory router at the given URL.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProvider } from '../app/provider';
import { createQueryClient } from '../lib/query-client';

export function renderRoutes(routes: RouteObject[], url = '/') {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const view = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, queryClient };
}

export function renderWithProviders(ui: ReactElement, url = '/') {
  return renderRoutes([{ path: '*', element: ui }], url);
}
