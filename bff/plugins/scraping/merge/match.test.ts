// Matching is a property of the pair, not of which platform was crawled first.
import { describe, expect, it } from 'vitest';
import type { SourceRecord } from '../connectors/types.js';
import { bestMatch, type Candidate } from './match.js';
import { sourceRecord } from './testing.js';

function record(mileage: number, name: string): SourceRecord {
  const base = sourceRecord();
  return sourceRecord({ mileage, seller: { ...base.seller, name } });
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
    relistable: false,
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
