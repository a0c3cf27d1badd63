import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveMessage } from '../../../bff/plugins/live/types';
import { handleLiveMessage } from './live-messages';
import { createQueryClient } from './query-client';

// A page a visitor might have open: searches in two categories, makes and models, two car details
// (one with a location), the garage and the seller's own listings and analytics.
const KEYS = {
  carSearch: ['/api/cars/search', { sortBy: 'relevance' }, 1],
  vanSearch: ['/api/vans/search', { sortBy: 'relevance' }, 1],
  bikeSearch: ['/api/motorcycles/search', { sortBy: 'relevance' }, 1],
  carMakes: ['/api/makes'],
  carModels: ['/api/makes/Audi/models'],
  vanMakes: ['/api/vans/makes'],
  detail5: ['/api/cars/{id}', '5', null],
  detail5Near: ['/api/cars/{id}', '5', 'LS1'],
  detail6: ['/api/cars/{id}', '6', null],
  garage: ['/api/user/dream-garage'],
  garageList: ['/api/dream-garage'],
  listings: ['/api/user/listings'],
  analytics: ['/api/user/analytics'],
  user: ['/api/user'],
} satisfies Record<string, QueryKey>;
type Name = keyof typeof KEYS;

// Shared code does not import features: just enough of a search card for these rules.
const card = (id: number, extra: object = {}) => ({
  id,
  title: `2020 Audi A3 Sport ${id}`,
  price: 1500000,
  ...extra,
});

let queryClient: QueryClient;
const notify = vi.fn();

beforeEach(() => {
  queryClient = createQueryClient();
  const set = (name: Name, data: unknown) => queryClient.setQueryData(KEYS[name], data);
  set('carSearch', { cars: [card(1), card(5)], total: 2, page: 1, limit: 12, facets: {} });
  set('vanSearch', { cars: [card(40, { category: 'van' })], total: 1, page: 1, limit: 12, facets: {} });
  set('bikeSearch', { cars: [], total: 0, page: 1, limit: 12, facets: {} });
  set('carMakes', ['Audi']);
  set('carModels', ['A3']);
  set('vanMakes', ['Ford']);
  set('detail5', card(5));
  set('detail5Near', card(5));
  set('detail6', card(6));
  set('garage', { cars: [card(5)], count: 1, totalValue: 1 });
  set('garageList', { cars: [card(9)] });
  set('listings', { cars: [card(20)], stats: { active: 1, total: 1 } });
  set('analytics', { totalViews: 3, priceComparisons: [{ listingId: 21 }], recentActivity: [] });
  set('user', { id: 5, username: 'jsmith' });
  notify.mockReset();
});

afterEach(() => vi.restoreAllMocks());

function invalidated(): Name[] {
  return (Object.keys(KEYS) as Name[]).filter((name) => queryClient.getQueryState(KEYS[name])?.isInvalidated);
}

function message(type: LiveMessage['type'], data: Partial<LiveMessage['data']> = {}): LiveMessage {
  return { type, data: { ids: [5], count: 1, categories: ['car'], ...data } };
}

const audi5 = { id: 5, title: '2020 Audi A3 Sport 5', category: 'car' as const };

describe('car_added', () => {
  it('refreshes only the search, makes and models of its category and toasts for 3 s', () => {
    handleLiveMessage(
      queryClient,
      message('car_added', { car: audi5, dealerName: 'Leeds Car Centre' }),
      notify,
    );
    expect(invalidated()).toEqual(['carSearch', 'carMakes', 'carModels']);
    expect(notify).toHaveBeenCalledExactlyOnceWith({
      title: 'New listing',
      description: 'Leeds Car Centre just listed a 2020 Audi A3 Sport 5.',
      duration: 3000,
    });
  });

  it('tells the seller their own listing is live and refreshes their listings and analytics', () => {
    handleLiveMessage(queryClient, message('car_added', { car: audi5, own: true }), notify);
    expect(invalidated()).toEqual(['carSearch', 'carMakes', 'carModels', 'listings', 'analytics']);
    expect(notify).toHaveBeenCalledWith({
      title: 'Your listing is live',
      description: '2020 Audi A3 Sport 5 is now in search.',
      duration: 3000,
    });
  });

  it('says so in neutral words when no single seller made the change', () => {
    handleLiveMessage(queryClient, message('car_added', { car: audi5 }), notify);
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'New listing', description: '2020 Audi A3 Sport 5 was just listed.' }),
    );
  });
});

describe('cars_bulk_added', () => {
  it('refreshes every category it names and toasts the count for 4 s', () => {
    handleLiveMessage(
      queryClient,
      message('cars_bulk_added', { ids: [41, 42], count: 1200, categories: ['van', 'motorcycle'] }),
      notify,
    );
    expect(invalidated()).toEqual(['vanSearch', 'bikeSearch', 'vanMakes']);
    expect(notify).toHaveBeenCalledWith({
      title: 'New listings',
      description: '1,200 new vehicles just arrived.',
      duration: 4000,
    });
  });

  it('names the dealer when one dealer added them all', () => {
    handleLiveMessage(queryClient, message('cars_bulk_added', { count: 3, dealerName: 'Vans R Us' }), notify);
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({ description: 'Vans R Us added 3 vehicles.', duration: 4000 }),
    );
  });
});

describe('car_updated', () => {
  it('refreshes the search, the car’s detail pages and only the lists that hold it', () => {
    handleLiveMessage(
      queryClient,
      message('car_updated', { car: audi5, dealerName: 'Leeds Car Centre' }),
      notify,
    );
    expect(invalidated()).toEqual(['carSearch', 'carMakes', 'carModels', 'detail5', 'detail5Near', 'garage']);
    expect(notify).toHaveBeenCalledWith({
      title: 'Listing updated',
      description: 'Leeds Car Centre updated 2020 Audi A3 Sport 5.',
      duration: 3000,
      // A routine notice: it does not cut short a toast on screen (new listings, a removal).
      minor: true,
    });
  });

  it('finds a car in the seller’s analytics by its listing id', () => {
    handleLiveMessage(queryClient, message('car_updated', { ids: [21] }), notify);
    expect(invalidated()).toContain('analytics');
    expect(invalidated()).not.toContain('listings');
  });

  it('stays quiet when no cached page shows any of the cars, but still refreshes the search', () => {
    handleLiveMessage(queryClient, message('car_updated', { ids: [777], count: 1 }), notify);
    expect(invalidated()).toEqual(['carSearch', 'carMakes', 'carModels']);
    expect(notify).not.toHaveBeenCalled();
  });

  it('counts the listings when there are several', () => {
    handleLiveMessage(queryClient, message('car_updated', { ids: [1, 5], count: 2 }), notify);
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Listing updated', description: '2 listings were updated.' }),
    );
  });
});

describe('car_deleted', () => {
  it('refreshes where the car was and toasts the removal', () => {
    handleLiveMessage(
      queryClient,
      message('car_deleted', {
        ids: [9, 40],
        count: 2,
        categories: ['van', 'car'],
        dealerName: 'Leeds Car Centre',
      }),
      notify,
    );
    expect(invalidated()).toEqual([
      'carSearch',
      'vanSearch',
      'carMakes',
      'carModels',
      'vanMakes',
      'garageList',
    ]);
    expect(notify).toHaveBeenCalledWith({
      title: 'Listing removed',
      description: 'Leeds Car Centre removed 2 listings.',
      duration: 3000,
    });
  });

  it('names the car when it is one', () => {
    handleLiveMessage(queryClient, message('car_deleted', { car: audi5 }), notify);
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({ description: '2020 Audi A3 Sport 5 was removed.' }),
    );
  });
});

describe('auto_sync_completed', () => {
  it('refreshes the search and toasts how many vehicles were processed, for 4 s', () => {
    handleLiveMessage(
      queryClient,
      message('auto_sync_completed', { ids: [1], count: 1, processed: 25, dealerName: 'Leeds Car Centre' }),
      notify,
    );
    expect(invalidated()).toEqual(['carSearch', 'carMakes', 'carModels']);
    expect(notify).toHaveBeenCalledWith({
      title: 'Inventory synced',
      description: 'Leeds Car Centre synced 25 vehicles.',
      duration: 4000,
    });
  });

  it('refreshes the seller’s own listings on their connection', () => {
    handleLiveMessage(queryClient, message('auto_sync_completed', { processed: 2, own: true }), notify);
    expect(invalidated()).toEqual(['carSearch', 'carMakes', 'carModels', 'listings', 'analytics']);
  });

  it('does not toast when the sync processed nothing', () => {
    handleLiveMessage(
      queryClient,
      message('auto_sync_completed', { ids: [], count: 0, processed: 0 }),
      notify,
    );
    expect(invalidated()).toEqual(['carSearch', 'carMakes', 'carModels']);
    expect(notify).not.toHaveBeenCalled();
  });
});

describe('messages outside the contract', () => {
  it('only logs a message of an unknown type', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    handleLiveMessage(queryClient, { type: 'price_dropped', data: { ids: [5] } }, notify);
    expect(info).toHaveBeenCalledWith(expect.stringContaining('price_dropped'), expect.anything());
    expect(invalidated()).toEqual([]);
    expect(notify).not.toHaveBeenCalled();
  });

  it.each([
    ['no data', { type: 'car_added' }],
    [
      'ids that are not numbers',
      { type: 'car_updated', data: { ids: ['5'], count: 1, categories: ['car'] } },
    ],
    ['an unknown category', { type: 'car_added', data: { ids: [5], count: 1, categories: ['boat'] } }],
    ['not an object', 'car_added'],
    ['null', null],
  ])('logs and ignores a malformed message (%s)', (_, raw) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    handleLiveMessage(queryClient, raw, notify);
    expect(warn).toHaveBeenCalledWith('Malformed live update ignored', raw, expect.anything());
    expect(invalidated()).toEqual([]);
    expect(notify).not.toHaveBeenCalled();
  });
});
