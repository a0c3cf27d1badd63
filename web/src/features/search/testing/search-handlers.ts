// msw handlers and fixtures for the search feature's tests. Every request is recorded so tests can
// assert the exact query the screen sent.
import { http, HttpResponse } from 'msw';
import type { CarCard, SearchResult } from '../../../../../bff/plugins/search/types';

export function card(id: number, overrides: Partial<CarCard> = {}): CarCard {
  return {
    id,
    category: 'car',
    title: `2020 Audi A3 Sport ${id}`,
    make: 'Audi',
    model: 'A3',
    variant: 'Sport',
    year: 2020,
    price: 1500000 + id * 100,
    mileage: 30000,
    fuelType: 'Petrol',
    transmission: 'Manual',
    bodyType: 'Hatchback',
    engineSize: 1.5,
    powerBhp: 150,
    doors: 5,
    seats: 5,
    color: 'Grey',
    previousOwners: 2,
    isElectric: false,
    electricRange: null,
    chargingType: null,
    serviceHistory: 'full',
    image: `/api/media/listings/${id}/0.svg`,
    images: [`/api/media/listings/${id}/0.svg`],
    platform: 'autohub',
    platformName: 'AutoHub',
    externalUrl: '/x',
    offers: [{ platform: 'autohub', platformName: 'AutoHub', price: 1500000, externalUrl: '/x' }],
    sellerType: 'trade',
    dealerName: 'Leeds Car Centre',
    dealerLocation: 'Leeds',
    postcodeDistrict: 'LS11',
    firstSeenAt: '2026-10-02T09:14:00.000Z',
    dealRating: null,
    priceDrop: null,
    ...overrides,
  };
}

export const defaultFacets: SearchResult['facets'] = {
  make: [
    { value: 'Audi', count: 120 },
    { value: 'BMW', count: 95 },
  ],
  fuelType: [
    { value: 'Petrol', count: 150 },
    { value: 'Diesel', count: 65 },
  ],
  platform: [{ value: 'autohub', label: 'AutoHub', count: 215 }],
  sellerType: [
    { value: 'trade', count: 200 },
    { value: 'private', count: 15 },
  ],
};

/** A search endpoint answering pages of `total` generated cards; returns the list of request URLs. */
export function searchHandlers({ total = 30, facets = defaultFacets, models = ['A1', 'A3', 'Q5'] } = {}) {
  const requests: URL[] = [];
  const handlers = [
    http.get('*/api/:category/search', ({ request }) => {
      const url = new URL(request.url);
      requests.push(url);
      const page = Number(url.searchParams.get('page') ?? 1);
      const limit = Number(url.searchParams.get('limit') ?? 12);
      const count = Math.max(0, Math.min(limit, total - (page - 1) * limit));
      const cars = Array.from({ length: count }, (_, i) => card((page - 1) * limit + i + 1));
      return HttpResponse.json({ cars, total, page, limit, facets } satisfies SearchResult);
    }),
    http.get('*/api/makes', () => HttpResponse.json(['Audi', 'BMW'])),
    http.get('*/api/:category/makes', () => HttpResponse.json(['Honda', 'Yamaha'])),
    http.get('*/api/makes/:make/models', ({ request }) => {
      requests.push(new URL(request.url));
      return HttpResponse.json(models);
    }),
  ];
  return { requests, handlers };
}
