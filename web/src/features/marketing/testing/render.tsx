// Renders a marketing page at its route, with the sign-in screen beside it, on the msw marketing server.
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { renderRoutes } from '../../../testing/render';
import { server } from '../../../testing/server';
import { marketingHandlers, type MarketingServerOptions } from './handlers';

export function renderPage(
  page: ReactElement,
  path: string,
  url = path,
  options: MarketingServerOptions = {},
) {
  const api = marketingHandlers(options);
  server.use(...api.handlers);
  const view = renderRoutes(
    [
      { path, element: page },
      { path: '/auth', element: <p>sign in screen</p> },
      { path: '/dealer-onboarding', element: <p>onboarding screen</p> },
    ],
    url,
  );
  return { ...view, api, user: userEvent.setup() };
}
