import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../testing/render';
import { server } from '../../../testing/server';
import {
  modelRatingsHandler,
  searchResult,
  signedIn,
  signedOut,
  usedCar,
  usedCarsHandler,
} from '../testing/handlers';
import { UsedCarsScreen } from './used-cars-screen';

function renderPage(url = '/used-cars') {
  return renderRoutes(
    [
      { path: '/used-cars', element: <UsedCarsScreen /> },
      { path: '/cars/:id', element: <p>Car detail</p> },
      { path: '/auth', element: <p>Sign in</p> },
      { path: '/', element: <p>Search</p> },
      { path: '/car-reviews/:slug', element: <p>Review page</p> },
    ],
    url,
  );
}

const cars = [
  usedCar(1, { title: '2019 Volkswagen Golf Life', make: 'Volkswagen', model: 'Golf', price: 1_450_000 }),
  usedCar(2, {
    title: '2022 Kia Sportage GT-Line',
    make: 'Kia',
    model: 'Sportage',
    bodyType: 'SUV',
    fuelType: 'Hybrid - Petrol/Electric',
    transmission: 'Automatic',
    price: 2_650_000,
    year: 2022,
    mileage: 12_500,
    dealerLocation: 'York',
  }),
  usedCar(3, {
    title: '2021 BMW 320d M Sport',
    make: 'BMW',
    model: '3 Series',
    bodyType: 'Saloon',
    fuelType: 'Diesel',
    price: 2_100_000,
  }),
];
const titles = () => screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'));

describe('UsedCarsScreen', () => {
  beforeEach(() => server.use(modelRatingsHandler()));

  it('shows six skeleton cards while loading, then the cars and Showing x of y cars', async () => {
    const { handler, requests } = usedCarsHandler(searchResult(cars), 50);
    server.use(handler, signedOut());
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Quality Used Cars' })).toBeInTheDocument();
    expect(screen.getAllByTestId('used-car-skeleton')).toHaveLength(6);
    expect(await screen.findByText('Showing 3 of 3 cars')).toBeInTheDocument();
    expect(screen.queryByTestId('used-car-skeleton')).not.toBeInTheDocument();
    expect(requests).toEqual(['?sortBy=price_asc&limit=100']);
    expect(screen.getByRole('heading', { name: 'Why buy used?' })).toBeInTheDocument();
  });

  it('shows a reviewed model’s real expert rating, linking to its review, and none for the others', async () => {
    server.use(
      usedCarsHandler(searchResult(cars)).handler,
      signedOut(),
      modelRatingsHandler([
        {
          vehicleType: 'car',
          make: 'KIA',
          model: 'sportage',
          rating: 8.1,
          reviews: 2,
          slug: 'kia-sportage-2025-road-test',
        },
      ]),
    );
    const view = renderPage();
    const kia = await screen.findByRole('article', { name: '2022 Kia Sportage GT-Line' });
    const link = await within(kia).findByRole('link', {
      name: '8.1/10 expert rating of the Kia Sportage, from 2 reviews',
    });
    const golf = screen.getByRole('article', { name: '2019 Volkswagen Golf Life' });
    expect(within(golf).queryByText(/rating/i)).not.toBeInTheDocument();
    await userEvent.click(link);
    expect(view.router.state.location.pathname).toBe('/car-reviews/kia-sportage-2025-road-test');
  });

  it('shows each car’s details in pounds with no rating, and View Details goes to the car', async () => {
    server.use(usedCarsHandler(searchResult(cars)).handler, signedOut());
    const view = renderPage();
    const card = await screen.findByRole('article', { name: '2022 Kia Sportage GT-Line' });
    for (const text of [
      '£26,500',
      '2022',
      '12,500 miles',
      'Hybrid - Petrol/Electric',
      'Automatic',
      'SUV',
      'York',
    ])
      expect(within(card).getByText(text)).toBeInTheDocument();
    expect(within(card).queryByText(/4\.5|rating/i)).not.toBeInTheDocument();
    await userEvent.click(
      within(card).getByRole('link', { name: 'View Details of the 2022 Kia Sportage GT-Line' }),
    );
    expect(view.router.state.location.pathname).toBe('/cars/2');
  });

  it('filters and sorts the loaded cars in the page, keeping the choices in the URL', async () => {
    const { handler, requests } = usedCarsHandler(searchResult(cars, 250));
    server.use(handler, signedOut());
    const view = renderPage();
    await screen.findByText('Showing 3 of 3 cars');
    expect(screen.getByText(/first 3 of 250 cars for sale in this order/)).toBeInTheDocument();
    expect(titles()).toEqual([
      '2019 Volkswagen Golf Life',
      '2021 BMW 320d M Sport',
      '2022 Kia Sportage GT-Line',
    ]);

    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Price: high to low');
    await waitFor(() => expect(requests).toContain('?sortBy=price_desc&limit=100'));
    await waitFor(() =>
      expect(titles()).toEqual([
        '2022 Kia Sportage GT-Line',
        '2021 BMW 320d M Sport',
        '2019 Volkswagen Golf Life',
      ]),
    );

    await userEvent.selectOptions(screen.getByLabelText('Fuel type'), 'Hybrid');
    expect(await screen.findByText('Showing 1 of 3 cars')).toBeInTheDocument();
    expect(titles()).toEqual(['2022 Kia Sportage GT-Line']);
    expect(view.router.state.location.search).toBe('?fuelType=Hybrid&sortBy=price_desc');

    await userEvent.selectOptions(screen.getByLabelText('Fuel type'), 'All fuel types');
    await userEvent.type(screen.getByLabelText('Search make or model'), 'bmw');
    expect(await screen.findByText('Showing 1 of 3 cars')).toBeInTheDocument();
    expect(titles()).toEqual(['2021 BMW 320d M Sport']);

    await userEvent.clear(screen.getByLabelText('Search make or model'));
    await userEvent.selectOptions(screen.getByLabelText('Body type'), 'Convertible');
    expect(await screen.findByText('Showing 0 of 3 cars')).toBeInTheDocument();
    expect(screen.getByText(/No cars match these filters/)).toBeInTheDocument();
  });

  it('reads the filters from the URL', async () => {
    server.use(usedCarsHandler(searchResult(cars)).handler, signedOut());
    renderPage('/used-cars?bodyType=Saloon');
    expect(await screen.findByText('Showing 1 of 3 cars')).toBeInTheDocument();
    expect(screen.getByLabelText('Body type')).toHaveValue('Saloon');
  });

  it('Contact Seller sends a signed-out visitor to sign in, then back to the car’s chat', async () => {
    server.use(usedCarsHandler(searchResult(cars)).handler, signedOut());
    const view = renderPage();
    const card = await screen.findByRole('article', { name: '2019 Volkswagen Golf Life' });
    await userEvent.click(
      within(card).getByRole('button', { name: 'Contact Seller about the 2019 Volkswagen Golf Life' }),
    );
    expect(view.router.state.location.pathname).toBe('/auth');
    expect(new URLSearchParams(view.router.state.location.search).get('next')).toBe('/cars/1?contact=1');
  });

  it('Contact Seller takes a signed-in buyer to the car page with its chat open', async () => {
    server.use(usedCarsHandler(searchResult(cars)).handler, signedIn());
    const view = renderPage();
    const card = await screen.findByRole('article', { name: '2021 BMW 320d M Sport' });
    await waitFor(() => expect(view.queryClient.getQueryData(['/api/user'])).toBeTruthy());
    await userEvent.click(within(card).getByRole('button', { name: /Contact Seller/ }));
    expect(view.router.state.location.pathname).toBe('/cars/3');
    expect(view.router.state.location.search).toBe('?contact=1');
  });

  it('says the cars failed to load and tries again', async () => {
    let calls = 0;
    server.use(
      signedOut(),
      http.get('/api/cars/search', () =>
        ++calls === 1 ? new HttpResponse('boom', { status: 500 }) : HttpResponse.json(searchResult(cars)),
      ),
    );
    renderPage();
    expect(await screen.findByText('Failed to load used cars')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /try again/i }));
    expect(await screen.findByText('Showing 3 of 3 cars')).toBeInTheDocument();
  });
});
