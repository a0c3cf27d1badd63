// Test data: a complete search card with overridable fields (used only by this feature's tests).
import type { CarCard } from '../../../../../bff/plugins/search/types';

export function carFixture(overrides: Partial<CarCard> & { id: number }): CarCard {
  return {
    category: 'car',
    title: `Car ${overrides.id}`,
    make: 'Ford',
    model: 'Focus',
    variant: '1.0 EcoBoost Titanium',
    year: 2019,
    price: 1_250_000,
    mileage: 30_000,
    fuelType: 'Petrol',
    transmission: 'Manual',
    bodyType: 'Hatchback',
    engineSize: 1,
    powerBhp: 123,
    doors: 5,
    seats: 5,
    color: 'Blue',
    previousOwners: 2,
    isElectric: false,
    electricRange: null,
    chargingType: null,
    serviceHistory: 'Full',
    image: `/api/media/listings/${overrides.id}/0.svg`,
    images: [],
    platform: 'autotrader',
    platformName: 'AutoTrader',
    externalUrl: 'https://example.test/listing',
    offers: [
      {
        platform: 'autotrader',
        platformName: 'AutoTrader',
        price: overrides.price ?? 1_250_000,
        externalUrl: 'https://example.test/listing',
      },
    ],
    sellerType: 'trade',
    dealerName: 'Leeds Motors',
    dealerLocation: 'Leeds',
    postcodeDistrict: 'LS1',
    firstSeenAt: '2026-01-01T00:00:00Z',
    ...overrides,
  } as CarCard;
}
