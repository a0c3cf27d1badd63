import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { signedInAs, makeUser } from '../../auth/testing/auth-handlers';
import { resetCsrfToken } from '../../../lib/api-client';
import { renderWithProviders } from '../../../testing/render';
import { server } from '../../../testing/server';
import { makeSavedSearch } from '../testing/fixtures';
import { alertsHandlers, alertsStore, type AlertsStore } from '../testing/handlers';
import { SavedSearchesSection } from './saved-searches-section';

function setup(store: AlertsStore) {
  server.use(...signedInAs(makeUser()), ...alertsHandlers(store));
  renderWithProviders(<SavedSearchesSection searchHref={(s) => `/?search-of=${s.id}`} />);
  return store;
}

const card = async (name: string) => within(await screen.findByRole('article', { name: new RegExp(name) }));

beforeEach(() => resetCsrfToken());

describe('SavedSearchesSection', () => {
  it('lists each search with its filters in words, its unread count and a link that runs it', async () => {
    setup(
      alertsStore({
        savedSearches: [
          makeSavedSearch({ unread: 2 }),
          makeSavedSearch({
            id: 2,
            name: 'Family estate',
            query: { bodyType: 'Estate', fuelTypes: ['Diesel', 'Hybrid'], location: 'Leeds', radius: '25' },
          }),
        ],
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Saved searches (2)' })).toBeInTheDocument();
    const bmw = await card('BMW 3 Series under £20,000');
    expect(bmw.getByText('2 new')).toBeInTheDocument();
    expect(
      within(bmw.getByRole('list', { name: 'Filters' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['BMW 3 Series', 'Under £20,000']);
    expect(bmw.getByRole('link', { name: 'Run search BMW 3 Series under £20,000' })).toHaveAttribute(
      'href',
      '/?search-of=1',
    );
    const estate = await card('Family estate');
    expect(estate.getByText('Diesel or Hybrid')).toBeInTheDocument();
    expect(estate.getByText('Within 25 miles of Leeds')).toBeInTheDocument();
  });

  it('renames a search', async () => {
    const store = setup(alertsStore({ savedSearches: [makeSavedSearch()] }));
    const bmw = await card('BMW');
    await userEvent.click(bmw.getByRole('button', { name: 'Rename' }));
    const name = bmw.getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Commuter{Enter}');
    expect(await screen.findByRole('heading', { name: 'Commuter' })).toBeInTheDocument();
    expect(store.requests).toEqual([{ call: 'PATCH /api/saved-searches/1', body: { name: 'Commuter' } }]);
  });

  it('changes the e-mail frequency and turns e-mails off', async () => {
    const store = setup(alertsStore({ savedSearches: [makeSavedSearch()] }));
    const bmw = await card('BMW');
    await userEvent.selectOptions(bmw.getByRole('combobox', { name: 'Frequency' }), 'daily');
    await waitFor(() => expect(bmw.getByRole('combobox', { name: 'Frequency' })).toHaveValue('daily'));
    await userEvent.click(bmw.getByRole('checkbox', { name: 'E-mail alerts' }));
    await waitFor(() => expect(bmw.getByRole('checkbox', { name: 'E-mail alerts' })).not.toBeChecked());
    expect(store.requests).toEqual([
      { call: 'PATCH /api/saved-searches/1', body: { frequency: 'daily' } },
      { call: 'PATCH /api/saved-searches/1', body: { emailAlerts: false } },
    ]);
    expect(bmw.getByRole('combobox', { name: 'Frequency' })).toBeDisabled();
  });

  it('says when a change fails', async () => {
    setup(alertsStore({ savedSearches: [makeSavedSearch()] }));
    server.use(http.patch('/api/saved-searches/:id', () => new HttpResponse(null, { status: 500 })));
    const bmw = await card('BMW');
    await userEvent.click(bmw.getByRole('checkbox', { name: 'E-mail alerts' }));
    expect(await bmw.findByRole('alert')).toHaveTextContent('Failed to save the change');
  });

  it('deletes a search only once confirmed', async () => {
    const store = setup(alertsStore({ savedSearches: [makeSavedSearch()] }));
    const bmw = await card('BMW');
    await userEvent.click(bmw.getByRole('button', { name: 'Delete' }));
    await userEvent.click(bmw.getByRole('button', { name: 'Keep' }));
    expect(store.requests).toEqual([]);
    await userEvent.click(bmw.getByRole('button', { name: 'Delete' }));
    await userEvent.click(bmw.getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText('No saved searches yet')).toBeInTheDocument();
    expect(store.requests).toEqual([{ call: 'DELETE /api/saved-searches/1', body: null }]);
  });
});
