import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { person, scrapingStatus } from '../../features/admin/testing/fixtures';
import { scrapingHandlers, signedInAs } from '../../features/admin/testing/scraping-handlers';
import type { PublicUser } from '../../lib/auth';
import { server } from '../../testing/server';
import { renderRoutes } from '../../testing/render';
import { routes } from '../router';
import { unreadCountHandler } from '../../features/alerts/testing/handlers';

// The header's notification bell asks for its count once someone is signed in.
beforeEach(() => server.use(unreadCountHandler()));

/** The app's own route table at /admin, inside the app shell (the first visit loads the route's module). */
function openAdmin(user: PublicUser) {
  const api = scrapingHandlers({ status: scrapingStatus({ totalCars: 4321, sitesScraped: 2 }) });
  server.use(...signedInAs(user), ...api.handlers);
  const { queryClient } = renderRoutes(routes, '/admin');
  return { api, queryClient };
}

describe('/admin route', () => {
  it('shows the data management dashboard to an admin, reading the status once', async () => {
    const { api, queryClient } = openAdmin(person('admin'));
    const main = await screen.findByRole('main', {}, { timeout: 10_000 });
    expect(
      await within(main).findByRole('heading', { level: 1, name: 'Data Management' }),
    ).toBeInTheDocument();
    expect(await within(main).findByText('4,321')).toBeInTheDocument();
    expect(queryClient.getQueryData(['/api/scraping/status'])).toMatchObject({ totalCars: 4321 });
    expect(api.requests.status).toBe(1);
  });

  it('asks a non-admin’s browser for nothing and says the page is not for them', async () => {
    const { api } = openAdmin(person('dealer'));
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: "You don't have access to this page" },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(api.requests.status).toBe(0);
  });
});
