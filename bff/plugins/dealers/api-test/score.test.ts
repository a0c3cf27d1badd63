import { describe, expect, it } from 'vitest';
import type { SourceRecord } from '../../scraping/connectors/types.js';
import {
  AUTO_APPROVE_SCORE,
  PASS_SCORE,
  WEIGHTS,
  blockedResult,
  isBlockingIssue,
  qualifiesForInstantApproval,
  sampleResult,
  scoreSample,
  type ImageCheck,
  type SampledVehicle,
} from './score.js';

function record(n: number, over: Partial<SourceRecord> = {}): SourceRecord {
  return {
    externalId: `V${n}`,
    url: `https://dealer.example/v/${n}`,
    category: 'car',
    title: '2021 Ford Focus',
    make: 'Ford',
    model: 'Focus',
    variant: '',
    year: 2021,
    pricePence: 1_499_500,
    mileage: 21_000,
    fuelType: 'Petrol',
    transmission: 'Manual',
    bodyType: 'Hatchback',
    engineSize: 1,
    powerBhp: 125,
    doors: 5,
    seats: 5,
    colour: 'Blue',
    previousOwners: 1,
    registration: `AB${String(10 + n).padStart(2, '0')} CDE`,
    vin: null,
    serviceHistory: 'full',
    motExpiry: null,
    features: [],
    description: '',
    imageUrls: [`https://dealer.example/img/${n}.jpg`],
    seller: { type: 'trade', name: 'Dealer', town: 'Leeds', postcode: 'LS11 5AB', phone: null },
    ...over,
  };
}

const good = (n: number, over: Partial<SourceRecord> = {}): SampledVehicle => ({
  index: n - 1,
  id: `V${n}`,
  record: record(n, over),
  reason: null,
});
const bad = (n: number, reason: string, id: string | null = `V${n}`): SampledVehicle => ({
  index: n - 1,
  id,
  record: null,
  reason,
});
const reachable = (n: number): ImageCheck => ({
  url: `https://dealer.example/img/${n}.jpg`,
  index: n - 1,
  problem: null,
});
const many = (count: number) => Array.from({ length: count }, (_, i) => good(i + 1));

describe('scoreSample', () => {
  it('gives 100 and no issues to a clean sample whose images answer', () => {
    expect(scoreSample({ vehicles: many(10), vehicleCount: 10, images: [1, 2, 3].map(reachable) })).toEqual({
      dataQualityScore: 100,
      issues: [],
    });
  });

  it('weights each check by its share of vehicles passing it', () => {
    const vehicles = [...many(3), bad(4, 'price: missing')];
    // valid, identified and pictured 3/4; unique 4/4; images 1/1.
    const expected = Math.round(
      (WEIGHTS.valid + WEIGHTS.identified + WEIGHTS.pictured) * 0.75 +
        WEIGHTS.unique +
        WEIGHTS.imagesReachable,
    );
    const result = scoreSample({ vehicles, vehicleCount: 4, images: [reachable(1)] });
    expect(result.dataQualityScore).toBe(expected);
    expect(result.issues).toEqual(['Vehicle 4 (id V4): price is missing']);
  });

  it('names the vehicle and field of each gate reason, dropping feed prefixes', () => {
    const vehicles = [
      bad(1, 'price: £0 is not between £100 and £2,000,000'),
      bad(2, 'year: 1890 is not a plausible year', null),
      bad(3, 'seller.postcode: "ZZ1 1ZZ" is not a UK postcode'),
      bad(4, 'row 1 (line 2): 5 fields, expected 31', 'X4'),
      bad(5, 'data[0]: not an object', null),
    ];
    expect(scoreSample({ vehicles, vehicleCount: 5, images: [] }).issues).toEqual([
      'Vehicle 1 (id V1): price £0 is not between £100 and £2,000,000',
      'Vehicle 2: year 1890 is not a plausible year',
      'Vehicle 3 (id V3): postcode "ZZ1 1ZZ" is not a UK postcode',
      'Vehicle 4 (id X4): 5 fields, expected 31',
      'Vehicle 5: not an object',
    ]);
  });

  it('groups more than three vehicles with the same problem into one sentence', () => {
    const vehicles = Array.from({ length: 12 }, (_, i) => good(i + 1, { imageUrls: [] }));
    const { issues, dataQualityScore } = scoreSample({ vehicles, vehicleCount: 12, images: [] });
    expect(issues).toEqual([
      '12 vehicles have no images, e.g. Vehicle 1 (id V1): has no images',
      'No image could be checked: no vehicle in the sample has an image URL',
    ]);
    expect(dataQualityScore).toBe(100 - WEIGHTS.pictured - WEIGHTS.imagesReachable);
  });

  it('finds vehicles repeating an earlier id, registration or VIN', () => {
    const vehicles = [
      good(1),
      good(2, { registration: 'AB11 CDE' }),
      good(3, { registration: null, vin: 'WBA12345678901234' }),
      good(4, { registration: null, vin: 'WBA12345678901234' }),
      { ...good(5), id: 'V1', record: record(5, { externalId: 'V1' }) },
    ];
    const { issues } = scoreSample({ vehicles, vehicleCount: 5, images: [reachable(1)] });
    expect(issues).toEqual([
      'Vehicle 2 (id V2): registration AB11 CDE repeats vehicle 1 (id V1)',
      'Vehicle 4 (id V4): VIN WBA12345678901234 repeats vehicle 3 (id V3)',
      'Vehicle 5 (id V1): id V1 repeats vehicle 1 (id V1)',
    ]);
  });

  it('counts an unreachable image against the images check and names it', () => {
    const images = [reachable(1), { url: 'https://dealer.example/img/2.jpg', index: 1, problem: 'HTTP 404' }];
    const result = scoreSample({ vehicles: many(2), vehicleCount: 2, images });
    expect(result.dataQualityScore).toBe(93); // 100 - 15 / 2, rounded
    expect(result.issues).toEqual([
      'Vehicle 2 (id V2): image https://dealer.example/img/2.jpg is not reachable (HTTP 404)',
    ]);
  });
});

describe('sampleResult', () => {
  it('is not a success without vehicles, whatever the API says it has', () => {
    expect(sampleResult({ vehicles: [], vehicleCount: 0, images: [] })).toEqual({
      success: false,
      dataQualityScore: 0,
      vehicleCount: 0,
      issues: ['No vehicles: the API answered with an empty list'],
    });
  });

  it(`succeeds from ${PASS_SCORE} and fails below it`, () => {
    // 4 of 10 vehicles turned away: 45·0.6 + 15·0.6 + 15·0.6 + 10 + 15 = 70.
    const passing = [...many(6), ...[7, 8, 9, 10].map((n) => bad(n, 'price: missing'))];
    expect(sampleResult({ vehicles: passing, vehicleCount: 10, images: [reachable(1)] })).toMatchObject({
      success: true,
      dataQualityScore: 70,
    });
    // 7 of 10 turned away: 45·0.3 + 15·0.3 + 15·0.3 + 10 + 15 = 47.5 → 48.
    const failing = [...many(3), ...[4, 5, 6, 7, 8, 9, 10].map((n) => bad(n, 'make: missing'))];
    expect(sampleResult({ vehicles: failing, vehicleCount: 10, images: [reachable(1)] })).toMatchObject({
      success: false,
      dataQualityScore: 48,
      issues: ['7 vehicles have no make, e.g. Vehicle 4 (id V4): make is missing'],
    });
  });
});

describe('qualifiesForInstantApproval', () => {
  const ok = { success: true, dataQualityScore: AUTO_APPROVE_SCORE, vehicleCount: 5, issues: [] };

  it('needs success, the score, five vehicles and no blocking issue', () => {
    expect(qualifiesForInstantApproval(ok)).toBe(true);
    expect(qualifiesForInstantApproval({ ...ok, dataQualityScore: AUTO_APPROVE_SCORE - 1 })).toBe(false);
    expect(qualifiesForInstantApproval({ ...ok, vehicleCount: 4 })).toBe(false);
    expect(qualifiesForInstantApproval({ ...ok, success: false })).toBe(false);
    expect(
      qualifiesForInstantApproval({ ...ok, issues: ['The response is not valid JSON (Unexpected token)'] }),
    ).toBe(false);
  });

  it('lets data issues through', () => {
    expect(qualifiesForInstantApproval({ ...ok, issues: ['Vehicle 3 (id A): has no images'] })).toBe(true);
  });

  it('tells blocking issues from data issues', () => {
    expect(isBlockingIssue('The API refused the token (HTTP 401)')).toBe(true);
    expect(isBlockingIssue('No vehicles: the API answered with an empty list')).toBe(true);
    expect(isBlockingIssue('12 vehicles have no images, e.g. Vehicle 1: has no images')).toBe(false);
    expect(blockedResult('The API answered HTTP 500 instead of vehicle data')).toEqual({
      success: false,
      dataQualityScore: 0,
      vehicleCount: 0,
      issues: ['The API answered HTTP 500 instead of vehicle data'],
    });
  });
});
