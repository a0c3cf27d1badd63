// msw handlers and fixtures for the used-cars tests; each search request's query is recorded.
import { delay, http, HttpResponse } from 'msw';
import type { ModelRating } from '../../../../../bff/plugins/reviews/types';
import type { CarCard, SearchResult } from '../../../../../bff/plugins/search/types';

export function usedCar(id: number, overrides: Partial<CarCard> = {}): CarCard {
  return {
    id,
    category: 'car',
    dealRating: null,
    priceDrop: null,
    title: `2021 Ford Focus Zetec ${id}`,
    make: 'Ford',
    model: 'Focus',
    variant: 'Zetec',
    year: 2021,
    price: 1_200_000 + id * 10_000,
    mileage: 20_000 + id * 1_000,
    fuelType: 'Petrol',
    transmission: 'Manual',
    bodyType: 'Hatchback',
    engineSize: 1,
    powerBhp: 125,
    doors: 5,
    seats: 5,
    color: 'Blue',
    previousOwners: 1,
    isElectric: false,
    electricRange: null,
    chargingType: null,
    serviceHistory: 'full',
    image: `/api/media/listings/${id}/0.svg`,
    images: [`/api/media/listings/${id}/0.svg`],
    platform: 'autohub',
    platformName: 'AutoHub',
    externalUrl: '/x',
    offers: [],
    sellerType: 'trade',
    dealerName: 'Leeds Car Centre',
    dealerLocation: 'Leeds',
    postcodeDistrict: 'LS11',
    firstSeenAt: '2026-10-02T09:14:00.000Z',
    ...overrides,
  };
}

export const searchResult = (cars: CarCard[], total = cars.length): SearchResult => ({
  cars,
  total,
  page: 1,
  limit: 100,
  facets: {},
});

export function usedCarsHandler(result: SearchResult, wait = 0) {
  const requests: string[] = [];
  const handler = http.get('/api/cars/search', async ({ request }) => {
    requests.push(new URL(request.url).search);
    if (wait) await delay(wait);
    return HttpResponse.json(result);
  });
  return { handler, requests };
}

export const signedOut = () => http.get('/api/user', () => new HttpResponse(null, { status: 401 }));
export const signedIn = () =>
  http.get('/api/user', () =>
    HttpResponse.json({ id: 5, username: 'sam', email: 'sam@example.test', firstName: 'Sam', role: 'user' }),
  );

/** The reviewed models' scores; by default none, so cards show no rating. */
export const modelRatingsHandler = (ratings: ModelRating[] = []) =>
  http.get('/api/reviews/model-ratings', () => HttpResponse.json({ ratings }));
