// Answers of the dashboard's endpoints for component tests.
import type {
  UserAnalytics,
  UserListing,
  UserListingsResponse,
} from '../../../../../bff/plugins/listings/types';

export function userListing(overrides: Partial<UserListing> = {}): UserListing {
  return {
    id: 41,
    category: 'car',
    dealRating: null,
    priceDrop: null,
    title: '2019 Skoda Octavia SE 1.5',
    make: 'Skoda',
    model: 'Octavia',
    variant: 'SE',
    year: 2019,
    price: 1_249_500,
    mileage: 48_000,
    fuelType: 'Petrol',
    transmission: 'Manual',
    bodyType: 'Estate',
    engineSize: 1.5,
    powerBhp: null,
    doors: 5,
    seats: 5,
    color: 'Blue',
    previousOwners: 2,
    isElectric: false,
    electricRange: null,
    chargingType: null,
    serviceHistory: 'full',
    image: '/api/media/photos/41/0',
    images: ['/api/media/photos/41/0'],
    platform: 'allmotors',
    platformName: 'AllMotors',
    externalUrl: '/cars/41',
    offers: [],
    sellerType: 'private',
    dealerName: 'Private seller',
    dealerLocation: 'Leeds',
    postcodeDistrict: 'LS1',
    firstSeenAt: '2026-11-01T10:00:00Z',
    status: 'active',
    views: 17,
    enquiries: 3,
    daysListed: 4,
    photoCount: 1,
    form: {
      description: 'Lovely car',
      features: ['Heated Seats'],
      registration: null,
      postcode: 'LS1 4AP',
      town: 'Leeds',
    },
    ...overrides,
  };
}

export const listingsResponse = (cars: UserListing[] = [userListing()]): UserListingsResponse => ({
  cars,
  stats: { active: cars.length, total: cars.length },
});

export function analytics(overrides: Partial<UserAnalytics> = {}): UserAnalytics {
  const viewsByDay = Array.from({ length: 30 }, (_, i) => ({
    date: `2026-10-${String(i + 1).padStart(2, '0')}`,
    views: 0,
  }));
  return {
    totalViews: 0,
    inquiries: 0,
    monthlyViews: 0,
    monthlyInquiries: 0,
    averagePrice: null,
    viewsByDay,
    averageDaysOnMarket: null,
    priceComparisons: [],
    inquiryRate: null,
    recentActivity: [],
    ...overrides,
  };
}
