import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { application, person } from '../../features/dealer-certification/testing/fixtures';
import { certificationHandlers, signedInAs } from '../../features/dealer-certification/testing/handlers';
import type { PublicUser } from '../../lib/auth';
import { server } from '../../testing/server';
import { renderRoutes } from '../../testing/render';
import { routes } from '../router';
import { unreadCountHandler } from '../../features/alerts/testing/handlers';

// The header's notification bell asks for its count once someone is signed in.
beforeEach(() => server.use(unreadCountHandler()));

/** The app's own route table at /admin/dealer-certification, inside the app shell. */
function openCertification(user: PublicUser) {
  const api = certificationHandlers({ applications: [application()] });
  server.use(...signedInAs(user), ...api.handlers);
  renderRoutes(routes, '/admin/dealer-certification?id=11');
  return { api };
}

describe('/admin/dealer-certification route', () => {
  it('shows an admin the certification screen with the linked application open', async () => {
    openCertification(person('admin'));
    const main = await screen.findByRole('main', {}, { timeout: 10_000 });
    expect(
      await within(main).findByRole('heading', { level: 1, name: 'Dealer API Certification' }),
    ).toBeInTheDocument();
    expect(
      await within(main).findByRole('heading', { level: 2, name: 'Northside Motors Ltd' }),
    ).toBeInTheDocument();
    expect(within(main).getByRole('tab', { name: 'Pending (1)' })).toBeInTheDocument();
  });

  it('shows a non-admin the admin area’s not-allowed screen and asks for nothing', async () => {
    const { api } = openCertification(person('dealer'));
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: "You don't have access to this page" },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(api.requests.lists).toEqual([]);
    expect(api.requests.details).toEqual([]);
  });
});
