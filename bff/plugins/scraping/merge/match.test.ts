// Matching is a property of the pair, not of which platform was crawled first.
import { describe, expect, it } from 'vitest';
import type { SourceRecord } from '../connectors/types.js';
import { bestMatch, type Candidate } from './match.js';

function record(mileage: number, name: string): SourceRecord {
  return {
    externalId: 'A1',
    url: 'http://autohub.localhost:3001/vehicles/A1',
    category: 'car',
    title: '2019 Ford Focus',
    make: 'Ford',
    model: 'Focus',
    variant: 'Titanium',
    year: 2019,
    pricePence: 1_299_500,
    mileage,
    fuelType: 'Petrol',
    transmission: 'Manual',
    bodyType: 'Hatchback',
    engineSize: 1,
    powerBhp: 125,
    doors: 5,
    seats: 5,
    colour: 'Blue',
    previousOwners: 1,
    registration: null,
    vin: null,
    serviceHistory: 'full',
    motExpiry: null,
    features: [],
    description: '',
    imageUrls: [],
    seller: { type: 'trade', name, town: 'Leeds', postcode: 'LS11 5AB', phone: null },
  };
}

function listingOf(r: SourceRecord, bit: number): Candidate {
  return {
    id: 1,
    category: r.category,
    make: r.make,
    model: r.model,
    year: r.year,
    postcode: r.seller.postcode,
    mileage: r.mileage,
    color: r.colour,
    fuel_type: r.fuelType,
    transmission: r.transmission,
    registration: r.registration,
    vin: r.vin,
    status: 'active',
    platform_mask: 1 << bit,
    seller_name: r.seller.name,
  };
}

describe('bestMatch', () => {
  it('gives the same answer whichever of two adverts was merged first', () => {
    // 20,000 and 22,100 miles: 2,100 apart, inside 10% of the higher figure, outside 10% of the lower.
    const pairs: [SourceRecord, SourceRecord, boolean][] = [
      [record(20_000, 'Leeds Car Centre Ltd'), record(22_100, 'Leeds Car Centre'), true],
      [record(20_000, 'Leeds Car Centre'), record(23_000, 'Leeds Car Centre'), false],
      [record(20_000, 'Leeds Car Centre'), record(21_000, 'Harrogate Motors'), false],
    ];
    for (const [a, b, same] of pairs) {
      expect(Boolean(bestMatch(b, 1, [listingOf(a, 0)]))).toBe(same);
      expect(Boolean(bestMatch(a, 0, [listingOf(b, 1)]))).toBe(same);
    }
  });
});
