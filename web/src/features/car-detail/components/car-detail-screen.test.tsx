import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../testing/server';
import { renderRoutes } from '../../../testing/render';
import { CarDetailScreen } from './car-detail-screen';
import { makeCar } from '../testing/car-fixture';

const idOf = (url: string) => url.split('?')[0]!.split('/').pop() ?? '';

function renderDetail(url = '/cars/42') {
  return renderRoutes(
    [
      { path: '/', element: <p>Search home</p> },
      { path: '/cars/:id', element: <CarDetailScreen id={idOf(url)} /> },
      { path: '/car/:id', element: <CarDetailScreen id={idOf(url)} /> },
    ],
    url,
  );
}

describe('CarDetailScreen', () => {
  it('links to the finance calculator with the car’s price in pence and its id', async () => {
    server.use(http.get('/api/cars/42', () => HttpResponse.json(makeCar())));
    renderDetail();
    const link = await screen.findByRole('link', { name: 'Finance this car' });
    const car = makeCar();
    expect(link).toHaveAttribute('href', `/finance?price=${car.price}&car=${car.id}`);
  });

  it('asks for the seller distance from the search location and shows it', async () => {
    let asked: string | null = null;
    server.use(
      http.get('/api/cars/42', ({ request }) => {
        asked = new URL(request.url).searchParams.get('location');
        return HttpResponse.json(makeCar({ dealerDistance: 12.4 }));
      }),
    );
    renderDetail('/cars/42?location=M1%201AE');
    expect(await screen.findByText(/12\.4 miles/)).toBeInTheDocument();
    expect(asked).toBe('M1 1AE');
  });

  it('shows the title, price in pounds, badges, specifications, features and seller', async () => {
    server.use(http.get('/api/cars/42', () => HttpResponse.json(makeCar())));
    renderDetail();

    expect(
      await screen.findByRole('heading', { level: 1, name: '2022 Tesla Model 3 Long Range' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText((_, el) => el?.tagName === 'P' && el.textContent === 'Price: £24,995'),
    ).toBeInTheDocument();
    const highlights = screen.getByRole('list', { name: 'Highlights' });
    expect(
      within(highlights)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['One Owner', 'Low Mileage', 'Electric']);

    const specs = screen.getByRole('region', { name: 'Full specifications' });
    const value = (label: string) => within(specs).getByText(label).nextElementSibling?.textContent;
    expect(value('Mileage')).toBe('8,500 miles');
    expect(value('Power')).toBe('346 bhp');
    expect(value('Road tax')).toBe('£0/year');
    expect(value('Insurance group')).toBe('48');
    expect(value('Electric range')).toBe('374 miles');
    expect(value('Charging type')).toBe('Type 2 / CCS');
    expect(value('Registration')).toBe('LB22 XYZ');
    expect(value('Service history')).toBe('Full service history');
    expect(value('MOT expiry')).toBe('14 Mar 2027');

    expect(
      within(screen.getByRole('region', { name: 'Features' })).getByText('Heated Front Seats'),
    ).toBeInTheDocument();
    const seller = screen.getByRole('region', { name: 'Seller' });
    expect(within(seller).getByText('Leeds Car Centre')).toBeInTheDocument();
    expect(within(seller).getByText('Dealer')).toBeInTheDocument();
    expect(within(seller).getByText(/Leeds, LS11/)).toBeInTheDocument();
    expect(within(seller).getByRole('link', { name: /01632 960123/ })).toHaveAttribute(
      'href',
      'tel:01632960123',
    );
    expect(within(seller).getByRole('link', { name: /Visit website/ })).toHaveAttribute(
      'href',
      'https://leeds.example.co.uk',
    );
    expect(screen.getByRole('link', { name: 'Back to Search' })).toHaveAttribute('href', '/');
  });

  it('leaves out badges, electric rows and contact links the listing does not have', async () => {
    const car = makeCar({
      previousOwners: 3,
      mileage: 42_000,
      isElectric: false,
      fuelType: 'Petrol',
      electricRange: null,
      chargingType: null,
    });
    car.seller = { ...car.seller, type: 'private', phone: null, website: null };
    server.use(http.get('/api/cars/42', () => HttpResponse.json(car)));
    renderDetail();

    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('list', { name: 'Highlights' })).not.toBeInTheDocument();
    expect(screen.queryByText('Electric range')).not.toBeInTheDocument();
    const seller = screen.getByRole('region', { name: 'Seller' });
    expect(within(seller).getByText('Private seller')).toBeInTheDocument();
    expect(within(seller).queryByRole('link')).not.toBeInTheDocument();
  });

  it("lists every platform's offer, marks the cheapest and links out to each", async () => {
    server.use(http.get('/api/cars/42', () => HttpResponse.json(makeCar())));
    renderDetail();

    const offers = await screen.findByRole('region', { name: 'Listed on 2 platforms' });
    const [first, second] = within(offers).getAllByRole('listitem');
    expect(first).toHaveAccessibleName('AutoHub');
    expect(within(first!).getByText('£24,995')).toBeInTheDocument();
    expect(within(first!).getByText('Lowest price')).toBeInTheDocument();
    expect(within(second!).getByText('£25,495')).toBeInTheDocument();
    expect(within(second!).queryByText('Lowest price')).not.toBeInTheDocument();

    const link = within(second!).getByRole('link', { name: /View on DriveList/ });
    expect(link).toHaveAttribute('href', 'https://drivelist.example/v/2');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('summarises the price history in words and as a table for screen readers', async () => {
    server.use(http.get('/api/cars/42', () => HttpResponse.json(makeCar())));
    renderDetail();

    const history = await screen.findByRole('region', { name: 'Price history' });
    expect(within(history).getByText('Price dropped £500 since 3 Oct')).toBeInTheDocument();
    expect(within(history).getByText('Price unchanged since 10 Oct')).toBeInTheDocument();
    expect(within(history).getByRole('img', { name: 'Price history chart' })).toBeInTheDocument();
    const rows = within(within(history).getByRole('table')).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'DatePlatformPrice',
      '3 Oct 2026AutoHub£25,495',
      '10 Oct 2026DriveList£25,495',
      '1 Nov 2026AutoHub£24,995',
    ]);
  });

  it('says how long the car has been listed, on how many platforms', async () => {
    server.use(http.get('/api/cars/42', () => HttpResponse.json(makeCar())));
    renderDetail();
    const history = await screen.findByRole('region', { name: 'Price history' });
    expect(within(history).getByText('Listed for 48 days across 2 platforms')).toBeInTheDocument();
    expect(within(history).getByText(/first seen 3 Oct 2026/)).toBeInTheDocument();
    expect(within(history).queryByText(/relisted/)).not.toBeInTheDocument();
  });

  it('keeps the prices of a platform that no longer lists a relisted car in the chart', async () => {
    const car = makeCar();
    server.use(
      http.get('/api/cars/42', () =>
        HttpResponse.json(
          makeCar({
            market: {
              firstSeenAt: '2026-09-01T09:00:00.000Z',
              daysOnMarket: 1,
              platformsSeen: 3,
              relists: 2,
            },
            priceHistory: [
              {
                platform: 'motormart',
                platformName: 'MotorMart',
                price: 2_699_500,
                recordedAt: '2026-09-01T09:00:00.000Z',
              },
              {
                platform: 'motormart',
                platformName: 'MotorMart',
                price: 2_649_500,
                recordedAt: '2026-09-15T09:00:00.000Z',
              },
              ...car.priceHistory,
            ],
          }),
        ),
      ),
    );
    renderDetail();
    const history = await screen.findByRole('region', { name: 'Price history' });
    expect(
      within(history).getByText('Listed for 1 day across 3 platforms · relisted twice'),
    ).toBeInTheDocument();
    expect(
      within(history).getByText('Price dropped £500 since 1 Sept (no longer listed there)'),
    ).toBeInTheDocument();
    expect(within(history).getByRole('list', { name: 'Chart legend' })).toHaveTextContent('MotorMart');
    expect(within(within(history).getByRole('table')).getAllByRole('row')).toHaveLength(6);
  });

  it('steps through the photos with the thumbnail buttons', async () => {
    server.use(http.get('/api/cars/42', () => HttpResponse.json(makeCar())));
    renderDetail();
    const user = userEvent.setup();

    const main = await screen.findByRole('img', { name: /photo 1 of 3/ });
    await user.click(screen.getByRole('button', { name: 'Show photo 3 of 3' }));
    expect(main).toHaveAttribute('src', '/api/media/listings/42/2.svg');
    expect(screen.getByRole('button', { name: 'Show photo 3 of 3' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(screen.getByRole('img', { name: /photo 1 of 3/ })).toHaveAttribute(
      'src',
      '/api/media/listings/42/0.svg',
    );
  });

  it('shows Car Not Found for an unknown car and for a failed load', async () => {
    server.use(
      http.get('/api/cars/404', () => HttpResponse.json({ message: 'Car not found' }, { status: 404 })),
    );
    server.use(http.get('/api/cars/500', () => new HttpResponse(null, { status: 500 })));
    for (const url of ['/cars/404', '/car/500']) {
      const view = renderDetail(url);
      expect(await screen.findByRole('heading', { name: 'Car Not Found' })).toBeInTheDocument();
      expect(
        screen.getByText("The car you're looking for doesn't exist or has been removed."),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to Search' })).toHaveAttribute('href', '/');
      view.unmount();
    }
  });

  it('renders the actions it is given next to the price', async () => {
    server.use(http.get('/api/cars/42', () => HttpResponse.json(makeCar())));
    renderRoutes(
      [
        {
          path: '/cars/:id',
          element: (
            <CarDetailScreen
              id="42"
              renderActions={(car) => <button type="button">Compare {car.make}</button>}
            />
          ),
        },
      ],
      '/cars/42',
    );
    expect(await screen.findByRole('button', { name: 'Compare Tesla' })).toBeInTheDocument();
  });
});
