// Saved searches and notifications for the alerts feature's tests.
import type { AppNotification, SavedSearch } from '../types';

export function makeSavedSearch(overrides: Partial<SavedSearch> = {}): SavedSearch {
  return {
    id: 1,
    name: 'BMW 3 Series under £20,000',
    category: 'car',
    query: { make: 'BMW', model: '3 Series', maxPrice: '2000000', sortBy: 'relevance', sortOrder: 'desc' },
    frequency: 'instant',
    emailAlerts: true,
    createdAt: '2026-11-20T09:00:00.000Z',
    unread: 0,
    ...overrides,
  };
}

export function makeNotification(overrides: Partial<AppNotification> = {}): AppNotification {
  return {
    id: 10,
    kind: 'new_match',
    createdAt: '2026-11-25T08:30:00.000Z',
    readAt: null,
    price: 1899500,
    previousPrice: null,
    savedSearch: { id: 1, name: 'BMW 3 Series under £20,000' },
    car: {
      id: 501,
      title: '2019 BMW 3 Series 320d M Sport',
      image: 'https://images.example/501.jpg',
      category: 'car',
      status: 'active',
    },
    ...overrides,
  };
}

export function makePriceDrop(overrides: Partial<AppNotification> = {}): AppNotification {
  return makeNotification({
    id: 11,
    kind: 'price_drop',
    price: 1750000,
    previousPrice: 1899500,
    readAt: '2026-11-25T10:00:00.000Z',
    savedSearch: null,
    car: {
      id: 502,
      title: '2020 Audi A4 35 TFSI',
      image: 'https://images.example/502.jpg',
      category: 'car',
      status: 'active',
    },
    ...overrides,
  });
}
