import type { GarageCar, GarageSummary } from '../../../../../bff/plugins/garage/types';

export function garageCar(overrides: Partial<GarageCar> = {}): GarageCar {
  const id = overrides.id ?? 101;
  return {
    id,
    category: 'car',
    dealRating: null,
    priceDrop: null,
    title: `2021 Volkswagen Golf Style ${id}`,
    make: 'Volkswagen',
    model: 'Golf',
    variant: 'Style',
    year: 2021,
    price: 1_849_500,
    mileage: 24_310,
    fuelType: 'Petrol',
    transmission: 'Manual',
    bodyType: 'Hatchback',
    engineSize: 1.5,
    powerBhp: 148,
    doors: 5,
    seats: 5,
    color: 'Grey',
    previousOwners: 1,
    isElectric: false,
    electricRange: null,
    chargingType: null,
    serviceHistory: 'full',
    image: `/api/media/listings/${id}/0.svg`,
    images: [`/api/media/listings/${id}/0.svg`],
    platform: 'autohub',
    platformName: 'AutoHub',
    externalUrl: '/demo-sources/autohub/vehicles/X',
    offers: [],
    sellerType: 'trade',
    dealerName: 'Leeds Car Centre',
    dealerLocation: 'Leeds',
    postcodeDistrict: 'LS11',
    firstSeenAt: '2026-10-02T09:14:00.000Z',
    notes: '',
    savedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export function garageSummary(cars: GarageCar[]): GarageSummary {
  return { cars, count: cars.length, totalValue: cars.reduce((s, c) => s + c.price, 0) };
}

export const signedInUser = {
  id: 7,
  username: 'priya',
  email: 'priya@example.co.uk',
  firstName: 'Priya',
  lastName: 'Shah',
  role: 'user' as const,
  companyName: null,
  createdAt: '2026-11-01T00:00:00.000Z',
};
