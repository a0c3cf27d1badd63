// schema.org JSON-LD for a vehicle, as the HTML platforms embed it on listing and detail pages.
import type { PostingView } from './view.js';

const TYPE: Record<PostingView['category'], string> = {
  car: 'Car',
  motorcycle: 'Motorcycle',
  van: 'Vehicle',
};

const quantity = (value: number, unitCode: string) => ({ '@type': 'QuantitativeValue', value, unitCode });
const property = (name: string, value: string) => ({ '@type': 'PropertyValue', name, value });

export function vehicleJsonLd(v: PostingView): Record<string, unknown> {
  const additional = [
    ...(v.registration ? [property('registration', v.registration)] : []),
    property('serviceHistory', v.serviceHistory),
    ...(v.motExpiry ? [property('motExpiry', v.motExpiry)] : []),
    ...v.features.map((f) => property('feature', f)),
  ];
  const seller: Record<string, unknown> = {
    '@type': v.seller.type === 'dealer' ? 'AutoDealer' : 'Person',
    name: v.seller.name,
    ...(v.seller.phone ? { telephone: v.seller.phone } : {}),
    address: { '@type': 'PostalAddress', addressLocality: v.seller.town, postalCode: v.seller.postcode },
  };
  return {
    '@type': TYPE[v.category],
    identifier: v.id,
    sku: v.id,
    url: v.url,
    name: v.title,
    brand: { '@type': 'Brand', name: v.make },
    model: v.model,
    vehicleConfiguration: v.variant,
    vehicleModelDate: String(v.year),
    mileageFromOdometer: quantity(v.mileage, 'SMI'),
    fuelType: v.fuel,
    vehicleTransmission: v.transmission,
    bodyType: v.body,
    color: v.colour,
    numberOfDoors: v.doors,
    seatingCapacity: v.seats,
    numberOfPreviousOwners: v.owners,
    vehicleEngine: {
      '@type': 'EngineSpecification',
      engineDisplacement: quantity(v.engineLitres, 'LTR'),
      enginePower: quantity(v.powerBhp, 'BHP'),
    },
    ...(v.vin ? { vehicleIdentificationNumber: v.vin } : {}),
    description: v.description,
    image: v.images,
    additionalProperty: additional,
    offers: {
      '@type': 'Offer',
      ...(v.price === null ? {} : { price: v.price.toFixed(2) }),
      priceCurrency: 'GBP',
      availability: 'https://schema.org/InStock',
      seller,
    },
  };
}

/** JSON for a `<script type="application/ld+json">`: nothing in it can close the script element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * A detail page's block for a record broken on purpose: a trailing comma and an unquoted key, as a
 * hand-rolled template would produce.
 */
export function brokenScriptJson(value: Record<string, unknown>): string {
  const json = scriptJson(value);
  return `${json.slice(0, -1)}, offersUpdated: true,}`;
}
