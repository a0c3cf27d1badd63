// A crawled record for the merge's tests: a 2019 Ford Focus at a Leeds dealer, changed by `over`.
import type { SourceRecord } from '../connectors/types.js';

export function sourceRecord(over: Partial<SourceRecord> = {}): SourceRecord {
  return {
    externalId: 'X1',
    url: 'http://autohub.localhost:3001/vehicles/X1',
    category: 'car',
    title: '2019 Ford Focus 1.0 EcoBoost Titanium',
    make: 'Ford',
    model: 'Focus',
    variant: 'Titanium',
    year: 2019,
    pricePence: 1_299_500,
    mileage: 30_120,
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
    features: ['Sat Nav'],
    description: 'A tidy Focus.',
    imageUrls: [],
    seller: { type: 'trade', name: 'Leeds Car Centre Ltd', town: 'Leeds', postcode: 'LS11 5AB', phone: null },
    ...over,
  };
}
