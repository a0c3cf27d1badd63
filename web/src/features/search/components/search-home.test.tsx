import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { server } from '../../../testing/server';
import { card, searchHandlers } from '../testing/search-handlers';
import { SearchHome } from './search-home';

function setup(url = '/', options?: Parameters<typeof searchHandlers>[0], overrides: HttpHandler[] = []) {
  const { requests, handlers } = searchHandlers(options);
  server.use(...overrides, ...handlers);
  const view = renderWithProviders(
    <SearchHome renderCardActions={(car) => <button type="button">Compare {car.id}</button>} />,
    url,
  );
  const search = () => new URLSearchParams(view.router.state.location.search);
  const searches = () => requests.filter((u) => u.pathname.endsWith('/search'));
  return { ...view, requests, search, searches };
}

const panel = () => screen.getByRole('complementary', { name: 'Refine Search' });
const results = () => screen.findByRole('list', { name: 'Search results' });

describe('SearchHome', () => {
  it('links cards to the detail page with the search location, so the seller distance follows', async () => {
    setup('/?location=LS1');
    const cards = within(await results()).getAllByRole('article');
    expect(within(cards[0]!).getByRole('link', { name: '2020 Audi A3 Sport 1' })).toHaveAttribute(
      'href',
      '/cars/1?location=LS1',
    );
  });

  it('shows the total, cards with price in pounds, details and card actions', async () => {
    setup('/', { total: 30 });
    expect(await screen.findByText('30 cars found')).toBeInTheDocument();
    const cards = within(await results()).getAllByRole('article');
    expect(cards).toHaveLength(12);
    const first = cards[0]!;
    expect(within(first).getByRole('link', { name: '2020 Audi A3 Sport 1' })).toHaveAttribute(
      'href',
      '/cars/1',
    );
    expect(within(first).getByText('£15,001')).toBeInTheDocument();
    expect(within(first).getByText('2020 · 30,000 miles · Petrol · Manual')).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: 'Photo of the 2020 Audi A3' })).toHaveAttribute(
      'src',
      '/api/media/listings/1/0.svg',
    );
    expect(within(first).getByRole('button', { name: 'Compare 1' })).toBeInTheDocument();
  });

  it('shows facet counts beside make, fuel, seller type and platform options', async () => {
    const { searches } = setup();
    await results();
    expect(await screen.findByRole('option', { name: 'Audi (120)' })).toBeInTheDocument();
    const fuel = screen.getByRole('group', { name: 'Fuel type' });
    expect(within(fuel).getByRole('checkbox', { name: 'Petrol (150)' })).toBeInTheDocument();
    expect(within(fuel).getByRole('checkbox', { name: 'Diesel (65)' })).toBeInTheDocument();
    // An option the API gives no count for shows none.
    expect(within(fuel).getByRole('checkbox', { name: 'Bi Fuel' })).toBeInTheDocument();
    // Seller Type and Advanced start closed (Basic is open).
    expect(screen.queryByRole('checkbox', { name: 'Private (15)' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Seller Type' }));
    expect(screen.getByRole('checkbox', { name: 'Private (15)' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Advanced' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'AutoHub (215)' }));
    await waitFor(() => expect(searches().at(-1)!.searchParams.getAll('platforms')).toEqual(['autohub']));
  });

  it('sends only chosen values, repeats list parameters and never sends empty or any', async () => {
    const { searches } = setup(
      '/?fuelTypes=Petrol&fuelTypes=Diesel&make=&transmission=Any&sellerTypes=private',
    );
    await results();
    const sent = searches()[0]!.searchParams;
    expect(sent.getAll('fuelTypes')).toEqual(['Petrol', 'Diesel']);
    expect(sent.getAll('sellerTypes')).toEqual(['private']);
    expect(sent.has('make')).toBe(false);
    expect(sent.has('transmission')).toBe(false);
    expect(sent.has('radius')).toBe(false);
    expect(Object.fromEntries(sent)).toMatchObject({
      page: '1',
      limit: '12',
      sortBy: 'relevance',
      sortOrder: 'desc',
    });
  });

  it('goes back to page 1 when a filter changes and writes no defaults to the URL', async () => {
    const { search, searches } = setup('/?page=2&sortBy=price_asc');
    await results();
    await userEvent.selectOptions(screen.getByLabelText('Max mileage'), '20,000 miles');
    await waitFor(() => expect(search().get('maxMileage')).toBe('20000'));
    expect(search().has('page')).toBe(false);
    expect(search().get('sortBy')).toBe('price_asc');
    await waitFor(() => expect(searches().at(-1)!.searchParams.get('page')).toBe('1'));

    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Relevance');
    await waitFor(() => expect(search().has('sortBy')).toBe(false));
  });

  it('choosing a make clears the model and loads that make’s models', async () => {
    const { search, requests } = setup('/?make=BMW&model=3%20Series');
    await results();
    await userEvent.selectOptions(within(panel()).getByLabelText('Make'), 'Audi (120)');
    await waitFor(() => expect(search().get('make')).toBe('Audi'));
    expect(search().has('model')).toBe(false);
    expect(await screen.findByRole('option', { name: 'Q5' })).toBeInTheDocument();
    expect(requests.some((u) => u.pathname === '/api/makes/Audi/models')).toBe(true);
    await userEvent.selectOptions(within(panel()).getByLabelText('Model'), 'Q5');
    await waitFor(() => expect(search().get('model')).toBe('Q5'));
  });

  it('loads no models until a make is chosen', async () => {
    const { requests } = setup();
    await results();
    expect(within(panel()).getByLabelText('Model')).toBeDisabled();
    expect(requests.some((u) => u.pathname.includes('/models'))).toBe(false);
  });

  it('switching category resets every parameter and the hero form', async () => {
    const { search, searches } = setup('/?make=Audi&maxPrice=1000000&search=golf&page=2');
    await results();
    expect(screen.getByLabelText('Search')).toHaveValue('golf');
    await userEvent.click(screen.getByRole('button', { name: 'Motorcycles' }));
    await waitFor(() => expect(search().toString()).toBe('category=motorcycles'));
    expect(screen.getByRole('button', { name: 'Motorcycles' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Search')).toHaveValue('');
    expect(screen.getByLabelText('Max price', { selector: '#hero-max-price' })).toHaveValue('');
    await waitFor(() => expect(searches().at(-1)!.pathname).toBe('/api/motorcycles/search'));
    expect(searches().at(-1)!.searchParams.has('make')).toBe(false);
    expect(await screen.findByText('30 motorcycles found')).toBeInTheDocument();
  });

  it('sends the hero max price in pence and the free text', async () => {
    const { search } = setup();
    await results();
    await userEvent.type(screen.getByLabelText('Search'), 'a3 sport');
    await userEvent.selectOptions(
      screen.getByLabelText('Max price', { selector: '#hero-max-price' }),
      '£7,500',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Search cars' }));
    await waitFor(() => expect(search().get('maxPrice')).toBe('750000'));
    expect(search().get('search')).toBe('a3 sport');
  });

  it('offers the sort options, with Distance only once a location is set', async () => {
    setup();
    await results();
    const sort = () =>
      within(screen.getByLabelText('Sort by'))
        .getAllByRole('option')
        .map((o) => o.textContent);
    expect(sort()).toEqual([
      'Relevance',
      'Price: Low to High',
      'Price: High to Low',
      'Mileage: Low to High',
      'Newest First',
      'Newest listed',
      'Best deal',
    ]);
    await userEvent.type(screen.getByLabelText('Postcode or town', { selector: '#filter-location' }), 'LS1');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(sort()).toContain('Distance'));
  });

  it('shows a distance from a link that is not among the offered ones, and keeps it on Apply', async () => {
    const { searches } = setup('/?location=M1%201AE&radius=30');
    await results();
    const distance = within(panel()).getByLabelText('Distance');
    expect(distance).toHaveValue('30');
    expect(within(distance).getByRole('option', { selected: true })).toHaveTextContent('Within 30 miles');
    await userEvent.click(within(panel()).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(searches().at(-1)!.searchParams.get('radius')).toBe('30'));
  });

  it('Load More Results appends the next page and records it in the URL', async () => {
    const { search } = setup('/', { total: 20 });
    expect(within(await results()).getAllByRole('article')).toHaveLength(12);
    await userEvent.click(screen.getByRole('button', { name: 'Load More Results' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Search results' })).getAllByRole('article'),
      ).toHaveLength(20),
    );
    expect(search().get('page')).toBe('2');
    expect(screen.getByRole('link', { name: '2020 Audi A3 Sport 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load More Results' })).not.toBeInTheDocument();
  });

  it('shows the badges and other platforms of a card', async () => {
    setup('/', {}, [
      http.get('*/api/cars/search', () =>
        HttpResponse.json({
          cars: [
            card(7, {
              previousOwners: 1,
              mileage: 8000,
              isElectric: true,
              dealerDistance: 3.2,
              offers: [card(7).offers[0]!, { platform: 'b', platformName: 'B', price: 1, externalUrl: '/' }],
            }),
          ],
          total: 1,
          page: 1,
          limit: 12,
          facets: {},
        }),
      ),
    ]);
    expect(await screen.findByText('1 car found')).toBeInTheDocument();
    const highlights = screen.getByRole('list', { name: 'Highlights' });
    expect(
      within(highlights)
        .getAllByRole('listitem')
        .map((l) => l.textContent),
    ).toEqual(['One Owner', 'Low Mileage', 'Electric']);
    expect(screen.getByText(/also on 1 other platform$/)).toBeInTheDocument();
    expect(screen.getByText(/3\.2 miles away/)).toBeInTheDocument();
  });

  it('shows the last price drop on a card, and none on a card without one', async () => {
    setup('/', {}, [
      http.get('*/api/cars/search', () =>
        HttpResponse.json({
          cars: [card(1, { priceDrop: { amount: 75_000, at: '2026-11-12T10:00:00.000Z' } }), card(2)],
          total: 2,
          page: 1,
          limit: 12,
          facets: {},
        }),
      ),
    ]);
    const [dropped, steady] = within(await results()).getAllByRole('article');
    expect(within(dropped!).getByText('Price dropped £750 on 12 Nov')).toBeInTheDocument();
    expect(within(steady!).queryByText(/Price dropped/)).not.toBeInTheDocument();
  });

  it('sorts by newest listed and filters on a price drop in the last 7 days, in the URL', async () => {
    const { search, searches } = setup();
    await results();
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Newest listed');
    await waitFor(() => expect(searches().at(-1)!.searchParams.get('sortBy')).toBe('newest'));
    expect(search().get('sortBy')).toBe('newest');
    const recent = within(panel()).getByRole('checkbox', { name: 'Price dropped in the last 7 days' });
    await userEvent.click(recent);
    await waitFor(() => expect(searches().at(-1)!.searchParams.get('priceDroppedWithin')).toBe('7'));
    expect(search().get('priceDroppedWithin')).toBe('7');
    expect(recent).toBeChecked();
    await userEvent.click(recent);
    await waitFor(() => expect(search().has('priceDroppedWithin')).toBe(false));
  });

  it('shows the empty state', async () => {
    setup('/?search=zzz', { total: 0 });
    expect(await screen.findByRole('heading', { name: 'No cars found' })).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search criteria or filters')).toBeInTheDocument();
  });

  it('shows Failed to search {category} when the search fails', async () => {
    setup('/?category=vans', {}, [
      http.get('*/api/vans/search', () =>
        HttpResponse.json({ message: 'location: unknown' }, { status: 400 }),
      ),
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to search vans');
    expect(screen.getByRole('alert')).toHaveTextContent('location: unknown');
  });

  it('keeps the quick-filter bar in the results, above the cards; both hybrid choices send Hybrid', async () => {
    const { search } = setup();
    await results();
    const bar = screen.getByRole('region', { name: 'Quick filters' });
    // In the results column's flow (it takes its own room), before the first card.
    const firstCard = within(screen.getByRole('region', { name: 'Results' })).getAllByRole('article')[0]!;
    expect(screen.getByRole('region', { name: 'Results' })).toContainElement(bar);
    expect(bar.compareDocumentPosition(firstCard) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const prices = within(within(bar).getByLabelText('Quick max price')).getAllByRole('option');
    expect(prices.at(-1)).toHaveTextContent('£50,000');
    await userEvent.selectOptions(within(bar).getByLabelText('Quick fuel type'), 'Plug-in Hybrid');
    await waitFor(() => expect(search().getAll('fuelTypes')).toEqual(['Hybrid']));
  });
});
