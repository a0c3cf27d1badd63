import { describe, expect, it } from 'vitest';
import { connectorFor } from './index.js';
import { BASE, fixture, htmlPage, itemList, jsonLdCar } from './test-helpers.js';
import { UnreadableBodyError } from './types.js';

const html = connectorFor('html');
const PAGE_2 = `${BASE}/used-vehicles?page=2`;
const parse = (body: string, url = PAGE_2) => html.parse(body, url, 'text/html; charset=utf-8');

describe('html connector: a listing page', () => {
  const page = parse(fixture('list-page.html'));

  it('reads the three vehicles of the ItemList and turns the malformed block into one reject', () => {
    expect(page.records.map((r) => r.externalId)).toEqual(['AH-3KX9Q', 'AH-7MT2R', 'AH-9VN4D']);
    expect(page.rejects).toEqual([{ externalId: null, reason: 'JSON-LD block 3: not valid JSON' }]);
    expect(page.expected).toBe(4210);
  });

  it('maps every field of a Car', () => {
    expect(page.records[0]).toEqual({
      externalId: 'AH-3KX9Q',
      url: `${BASE}/vehicles/AH-3KX9Q`,
      category: 'car',
      title: '2019 BMW 3 Series 320d M Sport',
      make: 'BMW',
      model: '3 Series',
      variant: '320d M Sport',
      year: 2019,
      pricePence: 1_899_500,
      mileage: 42_150,
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
      vin: 'WBA8E9G50GNU12345',
      serviceHistory: 'full',
      motExpiry: '2027-03-01',
      features: ['Sat Nav', 'Heated Seats'],
      description: 'One owner from new.\nFull BMW history.',
      imageUrls: [`${BASE}/images/AH-3KX9Q/1.svg`, `${BASE}/images/AH-3KX9Q/2.svg`],
      seller: {
        type: 'trade',
        name: 'Smith Motors Ltd',
        town: 'Leeds',
        postcode: 'LS11 5AB',
        phone: '01632 960123',
      },
    });
  });

  it('converts a Motorcycle from kilometres, cubic centimetres and kilowatts', () => {
    expect(page.records[1]).toMatchObject({
      category: 'motorcycle',
      url: `${BASE}/vehicles/AH-7MT2R`,
      mileage: 6214, // 10,000 km
      engineSize: 0.6, // 649 cc
      powerBhp: 67, // 50 kW
      pricePence: 549_500,
      fuelType: 'Petrol',
      transmission: 'Manual',
      bodyType: 'Naked',
      colour: 'Green',
      doors: 0,
      serviceHistory: 'partial',
      imageUrls: [`${BASE}/images/AH-7MT2R/1.svg`],
      seller: { type: 'trade', postcode: 'M1 1AE', phone: null },
    });
  });

  it('reads a Vehicle with a van body as a van, and a Person as a private seller', () => {
    expect(page.records[2]).toMatchObject({
      category: 'van',
      bodyType: 'Panel Van',
      powerBhp: null,
      registration: null,
      seller: { type: 'private', name: 'Dave', town: 'Birmingham', postcode: 'B15 2TT' },
    });
  });

  it('follows rel=next only, never the account, search or contact links', () => {
    expect(page.next).toEqual([`${BASE}/used-vehicles?page=3`]);
  });
});

describe('html connector: a detail page', () => {
  it('reads its one vehicle, taking the page URL as the vehicle URL', () => {
    const url = 'http://drivelist.localhost:3001/vehicles/DL-55821';
    const page = parse(fixture('detail-page.html'), url);
    expect(page.rejects).toEqual([]);
    expect(page.next).toEqual([]);
    expect(page.expected).toBeNull();
    expect(page.records[0]).toMatchObject({
      externalId: 'DL-55821',
      url,
      fuelType: 'Electric',
      engineSize: 0,
      powerBhp: 434, // 324 kW
      mileage: 18_250,
      colour: 'White',
      registration: 'YK22 XYZ',
      description: 'Autopilot. Glass roof.',
      imageUrls: ['http://drivelist.localhost:3001/images/DL-55821/1.svg'],
      seller: { type: 'private', postcode: 'YO1 7HH' },
    });
  });
});

describe('html connector: JSON-LD shapes and quality', () => {
  it('accepts a single vehicle, an array and an @graph', () => {
    const body = htmlPage([
      jsonLdCar('A1'),
      [jsonLdCar('A2'), { '@type': 'Organization', name: 'AutoHub' }],
      {
        '@context': 'https://schema.org',
        '@graph': [{ '@type': 'WebSite' }, itemList([jsonLdCar('A3')], 99)],
      },
    ]);
    const page = parse(body);
    expect(page.records.map((r) => r.externalId)).toEqual(['A1', 'A2', 'A3']);
    expect(page.expected).toBe(99);
  });

  it('rejects a price not in pounds sterling, naming the price', () => {
    const offers = { ...(jsonLdCar('X').offers as object), priceCurrency: 'USD' };
    expect(parse(htmlPage([itemList([jsonLdCar('X', { offers })])])).rejects).toEqual([
      { externalId: 'X', reason: 'price: currency USD is not GBP' },
    ]);
  });

  it('rejects impossible values with the field and the value', () => {
    const page = parse(
      htmlPage([
        itemList([
          jsonLdCar('Y', { vehicleModelDate: '1899' }),
          jsonLdCar('M', { mileageFromOdometer: { value: 42, unitCode: 'FOT' } }),
          jsonLdCar('P', { offers: { '@type': 'Offer', priceCurrency: 'GBP' } }),
        ]),
      ]),
    );
    expect(page.rejects).toEqual([
      { externalId: 'Y', reason: 'year: 1899 is not a plausible year' },
      { externalId: 'M', reason: "mileage: '42 FOT' is not a number" },
      { externalId: 'P', reason: 'price: missing' },
    ]);
  });

  it('takes a generic Vehicle’s category from its body type', () => {
    const page = parse(
      htmlPage([
        itemList([
          jsonLdCar('V1', { '@type': 'Vehicle', bodyType: 'Luton Van' }),
          jsonLdCar('V2', { '@type': 'Vehicle', bodyType: 'Hatchback' }),
          jsonLdCar('V3', { '@type': 'Vehicle', bodyType: 'Hovercraft' }),
        ]),
      ]),
    );
    expect(page.records.map((r) => [r.externalId, r.category])).toEqual([
      ['V1', 'van'],
      ['V2', 'car'],
    ]);
    expect(page.rejects).toEqual([
      { externalId: 'V3', reason: "bodyType: 'Hovercraft' is not a known body type for a Vehicle" },
    ]);
  });

  it('reports a vehicle that appears twice on a page once', () => {
    const page = parse(htmlPage([itemList([jsonLdCar('D1')]), jsonLdCar('D1')]));
    expect(page.records).toHaveLength(1);
    expect(page.rejects).toEqual([{ externalId: 'D1', reason: 'externalId: appears twice in one page' }]);
  });

  it('throws UnreadableBodyError for a page without any JSON-LD (an error page is not an empty page)', () => {
    expect(() => parse('<html><body>Please verify you are human</body></html>')).toThrow(UnreadableBodyError);
  });
});

describe('html connector: next links', () => {
  const withLinks = (head: string, body = '') => parse(htmlPage([itemList([jsonLdCar('N1')])], head, body));

  it('resolves a relative next link against the page URL', () => {
    expect(withLinks('<link rel="next" href="?page=3">').next).toEqual([`${BASE}/used-vehicles?page=3`]);
    expect(withLinks('', '<a rel="next nofollow" href="page/3#top">Next</a>').next).toEqual([
      `${BASE}/page/3`,
    ]);
  });

  it('drops a next link to another host, another port or another scheme', () => {
    const head = [
      '<link rel="next" href="http://evil.example/used-vehicles?page=3">',
      '<link rel="next" href="http://autohub.localhost:9999/used-vehicles?page=3">',
      '<link rel="next" href="javascript:alert(1)">',
    ].join('');
    expect(withLinks(head).next).toEqual([]);
  });

  it('has no next link on the last page and never treats plain links as next', () => {
    const page = withLinks('', '<a href="/used-vehicles?page=3">3</a><a href="/account/saved">Saved</a>');
    expect(page.next).toEqual([]);
  });

  it('starts at the source’s start path', () => {
    expect(
      html.startUrls({ id: 'autohub', baseUrl: `${BASE}/`, startPath: '/used-vehicles', kind: 'html' }),
    ).toEqual([`${BASE}/used-vehicles`]);
  });
});

describe('html connector: a large page', () => {
  it('parses 1,000 vehicles quickly', () => {
    const items = Array.from({ length: 1000 }, (_, i) =>
      jsonLdCar(`AH-${i}`, { description: 'x'.repeat(500) }),
    );
    const body = htmlPage([itemList(items, 4210)], '<link rel="next" href="/used-vehicles?page=3">');
    const started = performance.now();
    const page = parse(body);
    const ms = performance.now() - started;
    expect(page.records).toHaveLength(1000);
    expect(page.rejects).toEqual([]);
    expect(ms).toBeLessThan(1500);
  });
});
