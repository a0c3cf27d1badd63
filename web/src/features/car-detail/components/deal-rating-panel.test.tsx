// The car page's deal rating: expected price, band, difference, comparables and their range, the
// basis, the link that runs the comparables' search, and 'Not enough data' with the numbers.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { DealExplanation } from '../../../../../bff/plugins/search/types';
import { renderRoutes } from '../../../testing/render';
import { server } from '../../../testing/server';
import { makeCar } from '../testing/car-fixture';
import { CarDetailScreen } from './car-detail-screen';

const deal: DealExplanation = {
  rating: 'good',
  expectedPrice: 2_650_000,
  difference: -150_500,
  differenceShare: -0.0568,
  comparables: 23,
  minComparables: 5,
  priceRange: { low: 2_199_500, high: 2_999_500 },
  basis: '2020-2024 Tesla Model 3, electric, automatic, saloon, up to 20,000 miles',
  comparableSearch: {
    make: 'Tesla',
    model: 'Model 3',
    minYear: '2020',
    maxYear: '2024',
    fuelTypes: 'Electric',
    transmission: 'Automatic',
    bodyType: 'Saloon',
    maxMileage: '20000',
  },
  ratedAt: '2026-11-20T10:00:00.000Z',
};

function renderDetail(answer = makeCar({ dealRating: deal.rating, deal })) {
  server.use(
    http.get('/api/cars/42', () => HttpResponse.json(answer)),
    // The running-costs panel beside it is not under test here.
    http.get('/api/cars/42/running-costs', () => new HttpResponse(null, { status: 404 })),
  );
  return renderRoutes(
    [
      { path: '/', element: <p>Search home</p> },
      { path: '/cars/:id', element: <CarDetailScreen id="42" /> },
    ],
    '/cars/42',
  );
}

const panel = async () => screen.findByRole('region', { name: 'Deal rating' }, { timeout: 5_000 });

describe('the deal rating panel', () => {
  it('explains the rating: expected price, band, difference, comparables, range and basis', async () => {
    renderDetail();
    const section = await panel();
    expect(within(section).getByText('Good deal')).toBeInTheDocument();
    expect(within(section).getByText('£26,500')).toBeInTheDocument();
    expect(within(section).getByText('£1,505 (5.7%) under')).toBeInTheDocument();
    expect(within(section).getByText('£24,995 is 4% to 10% under the expected price.')).toBeInTheDocument();
    expect(
      within(section).getByText(
        /Based on 23 comparable listings on every platform \(2020-2024 Tesla Model 3, electric, automatic, saloon, up to 20,000 miles\), asking £21,995 to £29,995/,
      ),
    ).toBeInTheDocument();
  });

  it('links to the search page running the comparables’ search', async () => {
    const { router } = renderDetail();
    const link = within(await panel()).getByRole('link', { name: 'See the comparable listings' });
    expect(link).toHaveAttribute(
      'href',
      '/?make=Tesla&model=Model+3&minYear=2020&maxYear=2024&fuelTypes=Electric&transmission=Automatic&bodyType=Saloon&maxMileage=20000',
    );
    await userEvent.click(link);
    expect(await screen.findByText('Search home')).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('model')).toBe('Model 3');
  });

  it('says how many comparables were found and how many are needed when there are too few', async () => {
    renderDetail(
      makeCar({
        category: 'van',
        dealRating: 'insufficient',
        deal: {
          ...deal,
          rating: 'insufficient',
          expectedPrice: null,
          difference: null,
          differenceShare: null,
          comparables: 3,
          priceRange: { low: 1_500_000, high: 1_800_000 },
          comparableSearch: { make: 'Ford', model: 'Transit', minYear: '2017', maxYear: '2025' },
        },
      }),
    );
    const section = await panel();
    expect(
      within(section).getByText('Not enough data: 3 comparable listings found, 5 needed.'),
    ).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'See the comparable listings' })).toHaveAttribute(
      'href',
      '/?category=vans&make=Ford&model=Transit&minYear=2017&maxYear=2025',
    );
  });

  it('is not shown before the listing has been rated', async () => {
    renderDetail(makeCar({ deal: null }));
    await screen.findByRole('heading', { level: 1 }, { timeout: 5_000 });
    expect(screen.queryByRole('region', { name: 'Deal rating' })).not.toBeInTheDocument();
  });
});
