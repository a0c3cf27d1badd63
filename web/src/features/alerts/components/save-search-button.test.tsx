import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeUser, signedInAs } from '../../auth/testing/auth-handlers';
import { resetCsrfToken } from '../../../lib/api-client';
import { renderRoutes } from '../../../testing/render';
import { server } from '../../../testing/server';
import { alertsHandlers, alertsStore, type AlertsStore } from '../testing/handlers';
import { SaveSearchButton } from './save-search-button';

const query = {
  sortBy: 'relevance',
  sortOrder: 'desc',
  make: 'BMW',
  model: '3 Series',
  maxPrice: '2000000',
};

function setup(url = '/?make=BMW', signedIn = true, store: AlertsStore = alertsStore()) {
  server.use(...signedInAs(signedIn ? makeUser() : null), ...alertsHandlers(store));
  const view = renderRoutes(
    [
      { path: '/', element: <SaveSearchButton category="car" query={query} /> },
      { path: '/auth', element: <p>sign in screen</p> },
      { path: '/dashboard', element: <p>dashboard screen</p> },
    ],
    url,
  );
  return { ...view, store };
}

const openDialog = async () => {
  await userEvent.click(await screen.findByRole('button', { name: 'Save search' }));
  return within(await screen.findByRole('dialog', { name: 'Save this search' }));
};

beforeEach(() => resetCsrfToken());

describe('SaveSearchButton', () => {
  it('saves the search with a name suggested from its filters and says where to manage it', async () => {
    const { store, router } = setup();
    const dialog = await openDialog();
    expect(dialog.getByLabelText('Name')).toHaveValue('BMW 3 Series under £20,000');
    await userEvent.selectOptions(dialog.getByLabelText('E-mail me'), 'daily');
    await userEvent.click(dialog.getByRole('button', { name: 'Save search' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.requests).toEqual([
      {
        call: 'POST /api/saved-searches',
        body: { name: 'BMW 3 Series under £20,000', category: 'car', query, frequency: 'daily' },
      },
    ]);
    expect(await screen.findByText('Search saved')).toBeInTheDocument();
    const manage = screen.getByRole('link', { name: 'Manage saved searches' });
    expect(manage).toHaveAttribute('href', '/dashboard?tab=searches');
    await userEvent.click(manage);
    expect(router.state.location.search).toBe('?tab=searches');
  });

  it('turns e-mails off after saving when the box is unticked', async () => {
    const { store } = setup();
    const dialog = await openDialog();
    await userEvent.clear(dialog.getByLabelText('Name'));
    await userEvent.type(dialog.getByLabelText('Name'), 'Weekend car');
    await userEvent.click(dialog.getByRole('checkbox', { name: /Send e-mail alerts/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save search' }));
    await waitFor(() => expect(store.requests).toHaveLength(2));
    expect(store.requests[0]!.body).toMatchObject({ name: 'Weekend car' });
    expect(store.requests[1]).toEqual({
      call: 'PATCH /api/saved-searches/100',
      body: { emailAlerts: false },
    });
  });

  it('asks for a name before sending anything', async () => {
    const { store } = setup();
    const dialog = await openDialog();
    await userEvent.clear(dialog.getByLabelText('Name'));
    await userEvent.click(dialog.getByRole('button', { name: 'Save search' }));
    expect(await dialog.findByText('Enter a name for this search')).toBeInTheDocument();
    expect(dialog.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(store.requests).toEqual([]);
  });

  it('shows the server’s refusals in the dialog', async () => {
    setup();
    server.use(
      http.post('/api/saved-searches', () =>
        HttpResponse.json({ message: 'name: use at most 80 characters' }, { status: 400 }),
      ),
    );
    let dialog = await openDialog();
    await userEvent.click(dialog.getByRole('button', { name: 'Save search' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('name: use at most 80 characters');

    server.use(http.post('/api/saved-searches', () => new HttpResponse(null, { status: 409 })));
    dialog = within(screen.getByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Save search' }));
    expect(await dialog.findByText(/already have 25 saved searches/)).toBeInTheDocument();
  });

  it('sends a signed-out visitor to sign in, coming back to this search with the dialog open', async () => {
    const { router } = setup('/?make=BMW', false);
    await userEvent.click(await screen.findByRole('button', { name: 'Save search' }));
    expect(await screen.findByText('sign in screen')).toBeInTheDocument();
    const next = new URLSearchParams(router.state.location.search).get('next');
    expect(next).toBe('/?make=BMW&saveSearch=1');
  });

  it('opens the dialog on return from signing in and leaves the search URL as it was', async () => {
    const { router } = setup('/?make=BMW&saveSearch=1');
    expect(await screen.findByRole('dialog', { name: 'Save this search' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?make=BMW'));
  });
});
