// A live update refreshes the open search; the reader's cards must not reshuffle under them.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { SearchResult } from '../../../../../bff/plugins/search/types';
import { renderWithProviders } from '../../../testing/render';
import { server } from '../../../testing/server';
import { card, defaultFacets, searchHandlers } from '../testing/search-handlers';
import { SearchHome } from './search-home';

const answer = (ids: number[], overrides: Partial<SearchResult> = {}): SearchResult => ({
  cars: ids.map((id) => card(id)),
  total: ids.length,
  page: 1,
  limit: 12,
  facets: defaultFacets,
  ...overrides,
});

/** The search answers `current.answer`, which a test changes before a live refresh. */
function setup(first: SearchResult, url = '/') {
  const current = { answer: first, requests: 0 };
  server.use(
    http.get('*/api/cars/search', () => {
      current.requests++;
      return HttpResponse.json(current.answer);
    }),
    ...searchHandlers().handlers,
  );
  const view = renderWithProviders(<SearchHome />, url);
  /** What a live message about cars does to the search (lib/live-invalidation.ts). */
  const liveRefresh = async (next: SearchResult) => {
    current.answer = next;
    const before = current.requests;
    await act(() => view.queryClient.invalidateQueries({ queryKey: ['/api/cars/search'] }));
    await waitFor(() => expect(current.requests).toBeGreaterThan(before));
    await waitFor(() => expect(view.queryClient.isFetching()).toBe(0));
  };
  return { ...view, current, liveRefresh };
}

const titles = () =>
  within(screen.getByRole('list', { name: 'Search results' }))
    .getAllByRole('link')
    .map((a) => a.textContent);
const showNew = () => screen.queryByRole('button', { name: 'Show new results' });

describe('new results from a live update', () => {
  it('keeps the cards on screen and offers the new results until the reader asks for them', async () => {
    const { liveRefresh } = setup(answer([1, 2]));
    expect(await screen.findByText('2 cars found')).toBeInTheDocument();

    await liveRefresh(answer([3, 1, 2]));
    expect(await screen.findByText('New results available')).toBeInTheDocument();
    expect(screen.getByText('New results available').closest('[role="status"]')).toBeInTheDocument();
    expect(screen.getByText('2 cars found')).toBeInTheDocument();
    expect(titles()).toEqual(['2020 Audi A3 Sport 1', '2020 Audi A3 Sport 2']);

    await userEvent.click(showNew()!);
    expect(screen.getByText('3 cars found')).toBeInTheDocument();
    expect(titles()).toEqual(['2020 Audi A3 Sport 3', '2020 Audi A3 Sport 1', '2020 Audi A3 Sport 2']);
    expect(screen.queryByText('New results available')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Results' })).toHaveFocus();
  });

  it('holds back a changed price too', async () => {
    const { liveRefresh } = setup(answer([1, 2]));
    await screen.findByText('2 cars found');
    await liveRefresh({ ...answer([1, 2]), cars: [card(1, { price: 999900 }), card(2)] });
    expect(await screen.findByRole('button', { name: 'Show new results' })).toBeInTheDocument();
    expect(screen.getByText('£15,001')).toBeInTheDocument();
  });

  it('shows no banner when the refreshed answer is the same', async () => {
    const { liveRefresh } = setup(answer([1, 2]));
    await screen.findByText('2 cars found');
    await liveRefresh(answer([1, 2]));
    expect(showNew()).not.toBeInTheDocument();
    expect(titles()).toEqual(['2020 Audi A3 Sport 1', '2020 Audi A3 Sport 2']);
  });

  it('takes new facet counts silently', async () => {
    const { liveRefresh } = setup(answer([1, 2]));
    expect(await screen.findByRole('option', { name: 'Audi (120)' })).toBeInTheDocument();
    await liveRefresh(
      answer([1, 2], { facets: { ...defaultFacets, make: [{ value: 'Audi', count: 121 }] } }),
    );
    expect(await screen.findByRole('option', { name: 'Audi (121)' })).toBeInTheDocument();
    expect(showNew()).not.toBeInTheDocument();
  });

  it('shows fresh results at once when the reader changes the search', async () => {
    const { liveRefresh, current } = setup(answer([1, 2]));
    await screen.findByText('2 cars found');
    await liveRefresh(answer([3, 1, 2]));
    await screen.findByRole('button', { name: 'Show new results' });

    current.answer = answer([2, 1, 3]);
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Price: Low to High');
    await waitFor(() =>
      expect(titles()).toEqual(['2020 Audi A3 Sport 2', '2020 Audi A3 Sport 1', '2020 Audi A3 Sport 3']),
    );
    expect(showNew()).not.toBeInTheDocument();
  });

  it('shows the refreshed answer of a search the reader goes Back to, with no banner', async () => {
    const { router, current, liveRefresh } = setup(answer([1, 2]));
    await screen.findByText('2 cars found');
    current.answer = answer([7]);
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Price: Low to High');
    await screen.findByText('1 car found');

    // The first search is off screen: the live update only marks it stale.
    await liveRefresh(answer([3, 1, 2]));
    await act(() => router.navigate(-1));
    expect(await screen.findByText('3 cars found')).toBeInTheDocument();
    expect(titles()).toEqual(['2020 Audi A3 Sport 3', '2020 Audi A3 Sport 1', '2020 Audi A3 Sport 2']);
    expect(showNew()).not.toBeInTheDocument();
  });

  it('still appends pages with Load More', async () => {
    const { current } = setup(answer([1, 2], { total: 14 }));
    await screen.findByText('14 cars found');
    current.answer = answer([13, 14], { total: 14, page: 2 });
    await userEvent.click(screen.getByRole('button', { name: 'Load More Results' }));
    await waitFor(() => expect(titles()).toHaveLength(4));
    expect(titles().at(-1)).toBe('2020 Audi A3 Sport 14');
    expect(showNew()).not.toBeInTheDocument();
  });
});
