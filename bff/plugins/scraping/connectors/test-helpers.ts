// Builders for connector tests: a schema.org vehicle as CONTEXT.md's HTML platforms publish it.
import { readFileSync } from 'node:fs';

export const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

export const BASE = 'http://autohub.localhost:3001';

/** A JSON-LD Car with every field; `patch` replaces top-level properties. */
export function jsonLdCar(id: string, patch: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    '@type': 'Car',
    identifier: id,
    sku: id,
    url: `${BASE}/vehicles/${id}`,
    name: '2019 BMW 3 Series 320d M Sport',
    brand: { '@type': 'Brand', name: 'BMW' },
    model: '3 Series',
    vehicleConfiguration: '320d M Sport',
    vehicleModelDate: '2019',
    mileageFromOdometer: { '@type': 'QuantitativeValue', value: 42150, unitCode: 'SMI' },
    fuelType: 'Diesel',
    vehicleTransmission: 'Automatic',
    bodyType: 'Saloon',
    color: 'Grey',
    numberOfDoors: 4,
    seatingCapacity: 5,
    numberOfPreviousOwners: 2,
    vehicleEngine: {
      '@type': 'EngineSpecification',
      engineDisplacement: { '@type': 'QuantitativeValue', value: 2.0, unitCode: 'LTR' },
      enginePower: { '@type': 'QuantitativeValue', value: 190, unitCode: 'BHP' },
    },
    description: 'A description.',
    image: [`${BASE}/images/${id}/1.svg`],
    additionalProperty: [
      { '@type': 'PropertyValue', name: 'registration', value: 'AB19 CDE' },
      { '@type': 'PropertyValue', name: 'feature', value: 'Sat Nav' },
    ],
    offers: {
      '@type': 'Offer',
      price: '18995.00',
      priceCurrency: 'GBP',
      seller: {
        '@type': 'AutoDealer',
        name: 'Smith Motors Ltd',
        telephone: '01632 960123',
        address: { '@type': 'PostalAddress', addressLocality: 'Leeds', postalCode: 'LS11 5AB' },
      },
    },
    ...patch,
  };
}

/** An HTML page with these JSON-LD blocks (objects are serialised, strings kept as written). */
export function htmlPage(blocks: unknown[], head = '', body = ''): string {
  const scripts = blocks
    .map(
      (b) => `<script type="application/ld+json">${typeof b === 'string' ? b : JSON.stringify(b)}</script>`,
    )
    .join('\n');
  return `<!doctype html><html><head><title>t</title>${head}${scripts}</head><body>${body}</body></html>`;
}

export function itemList(items: unknown[], numberOfItems = items.length) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    numberOfItems,
    itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, item })),
  };
}
