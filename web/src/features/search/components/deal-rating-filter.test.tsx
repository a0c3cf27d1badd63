// The deal rating on the search page: the filter (URL → dealRatings) with facet counts, the 'Best
// deal' sort (sortBy=deal) and the badge on cards.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { SearchResult } from '../../../../../bff/plugins/search/types';
import { renderWithProviders } from '../../../testing/render';
import { server } from '../../../testing/server';
import { card, defaultFacets, searchHandlers } from '../testing/search-handlers';
import { SearchHome } from './search-home';

const facets: SearchResult['facets'] = {
  ...defaultFacets,
  dealRating: [
    { value: 'great', count: 40 },
    { value: 'good', count: 75 },
    { value: 'fair', count: 60 },
  ],
};

function setup(url = '/') {
  const { requests, handlers } = searchHandlers({ facets });
  server.use(
    http.get('*/api/:category/search', ({ request }) => {
      requests.push(new URL(request.url));
      const cars = [card(1, { dealRating: 'great' }), card(2, { dealRating: 'insufficient' }), card(3)];
      return HttpResponse.json({ cars, total: 3, page: 1, limit: 12, facets } satisfies SearchResult);
    }),
    ...handlers,
  );
  const view = renderWithProviders(<SearchHome />, url);
  const search = () => new URLSearchParams(view.router.state.location.search);
  const searches = () => requests.filter((u) => u.pathname.endsWith('/search'));
  return { ...view, search, searches };
}

const results = () => screen.findByRole('list', { name: 'Search results' }, { timeout: 5_000 });

describe('deal rating on the search page', () => {
  it('filters by deal rating with counts beside each band, in the URL and the API query', async () => {
    const { search, searches } = setup();
    await results();
    await userEvent.click(await screen.findByRole('button', { name: 'Deal rating' }));
    const group = screen.getByRole('group', { name: 'Deal rating' });
    expect(within(group).getByRole('checkbox', { name: 'Good deal (75)' })).toBeInTheDocument();
    expect(within(group).getByRole('checkbox', { name: 'Overpriced' })).toBeInTheDocument();
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Great deal (40)' }));
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Good deal (75)' }));
    await waitFor(() => expect(search().getAll('dealRatings')).toEqual(['great', 'good']));
    await waitFor(() =>
      expect(searches().at(-1)!.searchParams.getAll('dealRatings')).toEqual(['great', 'good']),
    );
  });

  it('reads the filter from a shared URL, its section open with the band ticked', async () => {
    const { searches } = setup('/?dealRatings=great');
    await results();
    expect(searches()[0]!.searchParams.getAll('dealRatings')).toEqual(['great']);
    const group = await screen.findByRole('group', { name: 'Deal rating' }, { timeout: 5_000 });
    expect(within(group).getByRole('checkbox', { name: 'Great deal (40)' })).toBeChecked();
  });

  it('keeps the section closed when the search has no deal rating filter', async () => {
    setup('/?sellerTypes=private');
    await results();
    await screen.findByRole('group', { name: 'Seller type' }, { timeout: 5_000 });
    expect(screen.queryByRole('group', { name: 'Deal rating' })).not.toBeInTheDocument();
  });

  it('sorts by best deal with sortBy=deal', async () => {
    const { search, searches } = setup();
    await results();
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Best deal');
    await waitFor(() => expect(search().get('sortBy')).toBe('deal'));
    await waitFor(() => expect(searches().at(-1)!.searchParams.get('sortBy')).toBe('deal'));
  });

  it('badges a rated card and leaves unrated and insufficient ones without a badge', async () => {
    setup();
    const cards = within(await results()).getAllByRole('article');
    expect(within(cards[0]!).getByText('Great deal')).toBeInTheDocument();
    expect(within(cards[1]!).queryByText('Not enough data')).not.toBeInTheDocument();
    expect(within(cards[2]!).queryByText(/deal|price/i, { selector: 'span' })).not.toBeInTheDocument();
  });
});
