import { describe, expect, it } from 'vitest';
import { connectorFor } from './index.js';
import { fixture } from './test-helpers.js';
import { UnreadableBodyError } from './types.js';

const api = connectorFor('json');
const MM = 'http://motormart.localhost:3001';
const FIRST = `${MM}/api/v1/vehicles?limit=100`;

describe('json api connector', () => {
  it('starts at the API path asking for 100 records', () => {
    const source = { id: 'motormart', baseUrl: MM, startPath: '/api/v1/vehicles', kind: 'json' as const };
    expect(api.startUrls(source)).toEqual([FIRST]);
  });

  it('maps every field of a record, with the price in pence and a dealer as trade', () => {
    const page = api.parse(fixture('api-page.json'), FIRST, 'application/json');
    expect(page.records[0]).toEqual({
      externalId: 'MM100234',
      url: `${MM}/vehicles/MM100234`,
      category: 'car',
      title: '2019 BMW 3 Series 2.0 320d M Sport Auto',
      make: 'BMW',
      model: '3 Series',
      variant: '320d M Sport',
      year: 2019,
      pricePence: 1_875_000,
      mileage: 41_900,
      fuelType: 'Diesel',
      transmission: 'Automatic',
      bodyType: 'Saloon',
      engineSize: 2,
      powerBhp: 190,
      doors: 4,
      seats: 5,
      colour: 'Grey',
      previousOwners: 2,
      registration: 'AB19 CDE',
      vin: null,
      serviceHistory: 'full',
      motExpiry: '2027-03-01',
      features: ['Sat Nav', 'Parking Sensors'],
      description: 'Great spec.',
      imageUrls: [`${MM}/images/MM100234/1.svg`],
      seller: {
        type: 'trade',
        name: 'Smith Motors',
        town: 'Leeds',
        postcode: 'LS11 5AB',
        phone: '01632 960123',
      },
    });
  });

  it('rejects a zero price and follows the cursor on the same path with the same limit', () => {
    const page = api.parse(fixture('api-page.json'), FIRST, 'application/json');
    expect(page.rejects).toEqual([
      { externalId: 'MM100235', reason: 'price: £0 is not between £100 and £2,000,000' },
    ]);
    expect(page.expected).toBe(812);
    expect(page.next).toHaveLength(1);
    const next = new URL(page.next[0]!);
    expect(next.origin + next.pathname).toBe(`${MM}/api/v1/vehicles`);
    expect(next.searchParams.get('cursor')).toBe('eyJpZCI6Ik1NMTAwMjM1In0=');
    expect(next.searchParams.get('limit')).toBe('100');
  });

  it('replaces the cursor of a later page rather than adding a second one', () => {
    const body = JSON.stringify({ data: [], meta: { total: 812, next_cursor: 'c3' } });
    const page = api.parse(body, `${FIRST}&cursor=c2`, 'application/json');
    expect(page.next).toEqual([`${FIRST}&cursor=c3`]);
  });

  it('stops on the last page and resolves relative links', () => {
    const url = 'http://wheelswap.localhost:3001/api/v1/vehicles?limit=100&cursor=zz';
    const page = api.parse(fixture('api-last.json'), url, 'application/json');
    expect(page.next).toEqual([]);
    expect(page.expected).toBe(1);
    expect(page.records[0]).toMatchObject({
      url: 'http://wheelswap.localhost:3001/vehicles/WS-0091',
      category: 'motorcycle',
      bodyType: 'Adventure',
      doors: 0,
      registration: 'MA16 ABC',
      features: ['Heated Grips'],
      seller: { type: 'private', postcode: 'EH1 1YZ', town: 'Edinburgh' },
    });
  });

  it('rejects an entry that is not an object and keeps the rest', () => {
    const body = JSON.stringify({ data: ['oops'], meta: { total: 1, next_cursor: null } });
    expect(api.parse(body, FIRST, 'application/json').rejects).toEqual([
      { externalId: null, reason: 'data[0]: not an object' },
    ]);
  });

  it('throws UnreadableBodyError for a body that is not the API’s JSON', () => {
    expect(() => api.parse('<html>Service unavailable</html>', FIRST, 'text/html')).toThrow(
      UnreadableBodyError,
    );
    expect(() => api.parse('{"error":"rate limited"}', FIRST, 'application/json')).toThrow(
      UnreadableBodyError,
    );
  });
});
