// msw handlers and fixtures for the lease deals tests. Every request's query is recorded so tests can
// assert what the screen asked for.
import { delay, http, HttpResponse } from 'msw';
import { defaultLeaseQuote, LEASE_DEFAULTS } from '../../../../../bff/plugins/lease-deals/lease-quote';
import type { LeaseDeal, LeaseDealsResult } from '../../../../../bff/plugins/lease-deals/types';

export function leaseDeal(id: number, overrides: Partial<LeaseDeal> = {}): LeaseDeal {
  const price = overrides.price ?? 2_000_000 + id * 10_000;
  return {
    id,
    category: 'car',
    dealRating: null,
    priceDrop: null,
    title: `2023 Ford Puma Titanium ${id}`,
    make: 'Ford',
    model: 'Puma',
    variant: 'Titanium',
    year: 2023,
    price,
    mileage: 12_000,
    fuelType: 'Petrol',
    transmission: 'Manual',
    bodyType: 'SUV',
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
    lease: defaultLeaseQuote(price),
    ...overrides,
  };
}

export function leaseResult(deals: LeaseDeal[], total = deals.length): LeaseDealsResult {
  return {
    deals,
    total,
    sortBy: 'monthly_payment',
    category: 'all',
    limit: 24,
    basis: { ...LEASE_DEFAULTS },
    eligibility: { minYear: 2021, maxMileage: 60_000 },
  };
}

/** Answers every request with `result`; `requests` holds each request's query string. */
export function leaseDealsHandler(result: LeaseDealsResult | ((url: URL) => LeaseDealsResult), wait = 0) {
  const requests: string[] = [];
  const handler = http.get('/api/lease-deals', async ({ request }) => {
    const url = new URL(request.url);
    requests.push(url.search);
    if (wait) await delay(wait);
    return HttpResponse.json(typeof result === 'function' ? result(url) : result);
  });
  return { handler, requests };
}
