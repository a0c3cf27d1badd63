// A dealer's vehicle through the crawler's quality gate (connectors/record.ts): the same rules and
// normalisation as crawled stock (known postcode, plausible price, year, doors and seats for the
// category, registration and VIN read the same way), and the SourceRecord the merge takes.
import { validateRecord } from '../scraping/connectors/record.js';
import type { SourceRecord } from '../scraping/connectors/types.js';
import type { VehicleFields, VehicleInput } from './schemas.js';

/** Offers of dealer stock are namespaced per dealer on the first-party platform. */
export const externalIdOf = (dealerId: number, stockId: string) => `dealer:${dealerId}:${stockId}`;

// The gate wants an absolute URL, as a source's page has; the offer's real link is the listing's own
// page, known only once the merge has placed the vehicle (service.ts puts it in).
const GATE_URL = 'https://allmotors.invalid/cars';

// The gate's field names that the API calls otherwise.
const NAMES: Record<string, string> = {
  externalId: 'stockId',
  imageUrls: 'images',
  'seller.postcode': 'postcode',
  'seller.town': 'town',
  'seller.name': 'dealer name',
};

export type Gated = { ok: true; record: SourceRecord } | { ok: false; reason: string };

export function gate(dealer: { id: number; name: string }, input: VehicleInput): Gated {
  const result = validateRecord({
    externalId: externalIdOf(dealer.id, input.stockId),
    url: GATE_URL,
    category: input.category,
    make: input.make,
    model: input.model,
    variant: input.variant,
    year: input.year,
    // A source quotes pounds; the gate turns them back into pence.
    price: input.price / 100,
    currency: 'GBP',
    mileage: input.mileage,
    fuelType: input.fuelType,
    transmission: input.transmission,
    bodyType: input.bodyType,
    engineSize: input.engineSize,
    powerBhp: input.powerBhp,
    doors: input.doors,
    seats: input.seats,
    colour: input.colour,
    previousOwners: input.previousOwners,
    registration: input.registration,
    vin: input.vin,
    serviceHistory: input.serviceHistory,
    motExpiry: input.motExpiry,
    features: input.features,
    description: input.description,
    imageUrls: input.images,
    seller: { type: 'trade', name: dealer.name, town: input.town, postcode: input.postcode, phone: null },
  });
  if (!result.ok) {
    const colon = result.reason.indexOf(':');
    const field = result.reason.slice(0, colon);
    return { ok: false, reason: `${NAMES[field] ?? field}${result.reason.slice(colon)}` };
  }
  const record = result.record;
  // A crawled page's unreadable mark is dropped quietly; a dealer is told.
  if (input.registration && !record.registration)
    return { ok: false, reason: `registration: '${input.registration}' is not a UK registration mark` };
  if (input.vin && !record.vin) return { ok: false, reason: `vin: '${input.vin}' is not a valid VIN` };
  if (input.images.length !== record.imageUrls.length)
    return { ok: false, reason: 'images: must not repeat an image' };
  return { ok: true, record };
}

/** The fields kept and answered for a vehicle: the gate's normalised record. */
export function fieldsOf(r: SourceRecord): VehicleFields {
  return {
    category: r.category,
    make: r.make,
    model: r.model,
    variant: r.variant,
    year: r.year,
    price: r.pricePence,
    mileage: r.mileage,
    fuelType: r.fuelType,
    transmission: r.transmission,
    bodyType: r.bodyType,
    engineSize: r.engineSize,
    powerBhp: r.powerBhp,
    doors: r.doors,
    seats: r.seats,
    colour: r.colour,
    previousOwners: r.previousOwners,
    registration: r.registration,
    vin: r.vin,
    serviceHistory: r.serviceHistory,
    motExpiry: r.motExpiry,
    features: r.features,
    description: r.description,
    images: r.imageUrls,
    postcode: r.seller.postcode,
    town: r.seller.town,
  };
}
