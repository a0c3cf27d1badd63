import { describe, expect, it } from 'vitest';
import { feedFormat } from './feed.js';
import { connectorFor } from './index.js';
import { fixture } from './test-helpers.js';
import { UnreadableBodyError } from './types.js';

const feed = connectorFor('feed');
const PP = 'http://pistonpost.localhost:3001/feeds/stock.csv';
const DD = 'http://dealerdirect.localhost:3001/feeds/stock.xml';

describe('feed connector: CSV', () => {
  const page = feed.parse(fixture('stock.csv'), PP, 'text/csv; charset=utf-8');

  it('reads a quoted field with a comma, a newline and doubled quotes', () => {
    expect(page.records.map((r) => r.externalId)).toEqual(['PP-001', 'PP-003']);
    expect(page.records[0]).toEqual({
      externalId: 'PP-001',
      url: 'http://pistonpost.localhost:3001/vehicles/PP-001',
      category: 'car',
      title: '2020 Volkswagen Golf 1.5 TSI Life',
      make: 'Volkswagen',
      model: 'Golf',
      variant: '1.5 TSI Life',
      year: 2020,
      pricePence: 1_549_500,
      mileage: 31_000,
      fuelType: 'Petrol',
      transmission: 'Manual',
      bodyType: 'Hatchback',
      engineSize: 1.5,
      powerBhp: 130,
      doors: 5,
      seats: 5,
      colour: 'Blue',
      previousOwners: 1,
      registration: 'LB20 XYZ',
      vin: null,
      serviceHistory: 'full',
      motExpiry: '2027-06-30',
      features: ['Sat Nav', 'Apple CarPlay'],
      description: 'Lovely car, one owner.\nNew tyres "all round".',
      imageUrls: [
        'http://pistonpost.localhost:3001/images/PP-001/1.svg',
        'http://pistonpost.localhost:3001/images/PP-001/2.svg',
      ],
      seller: {
        type: 'trade',
        name: 'Hall & Sons, Ltd',
        town: 'Nottingham',
        postcode: 'NG1 5FS',
        phone: '01632 960555',
      },
    });
  });

  it('rejects a short row and parses the rows after it', () => {
    expect(page.rejects).toEqual([
      { externalId: 'PP-002', reason: 'row 2 (line 4): 11 fields, expected 31' },
    ]);
    expect(page.records[1]).toMatchObject({
      externalId: 'PP-003',
      category: 'van',
      bodyType: 'Panel Van',
      registration: null,
      imageUrls: [],
      seller: { type: 'private', town: 'Cardiff', postcode: 'CF10 1EP', phone: null },
    });
    expect(page.next).toEqual([]);
    expect(page.expected).toBe(3);
  });

  it('rejects a row with too many fields too', () => {
    const [header, row] = fixture('stock.csv').split('\r\n');
    const page = feed.parse(`${header}\n${row},extra\n`, PP, 'text/csv');
    expect(page.rejects).toEqual([
      { externalId: 'PP-001', reason: 'row 1 (line 2): 32 fields, expected 31' },
    ]);
  });

  it('throws UnreadableBodyError for a quote never closed, which swallows the rest of the file', () => {
    const lines = fixture('stock.csv').split('\r\n');
    const van = lines[3]!; // PP-003 (records end in CRLF; PP-001's quoted LF stays inside it)
    const broken = [lines[0], van.replace('Ex-fleet.', '"Ex-fleet.'), van.replace(/PP-003/g, 'PP-009')].join(
      '\n',
    );
    expect(() => feed.parse(broken, PP, 'text/csv')).toThrow(UnreadableBodyError);
  });

  it('throws UnreadableBodyError without a header row', () => {
    expect(() => feed.parse('PP-9,http://x/,car\n', PP, 'text/csv')).toThrow(UnreadableBodyError);
  });
});

describe('feed connector: XML', () => {
  const page = feed.parse(fixture('stock.xml'), DD, 'application/xml');

  it('maps every field of a vehicle', () => {
    expect(page.records[0]).toEqual({
      externalId: 'DD-1001',
      url: 'http://dealerdirect.localhost:3001/vehicles/DD-1001',
      category: 'car',
      title: '2020 Nissan Qashqai 1.3 DiG-T N-Connecta',
      make: 'Nissan',
      model: 'Qashqai',
      variant: '1.3 DiG-T N-Connecta',
      year: 2020,
      pricePence: 1_645_000,
      mileage: 28_700,
      fuelType: 'Petrol',
      transmission: 'Manual',
      bodyType: 'SUV',
      engineSize: 1.3,
      powerBhp: 138,
      doors: 5,
      seats: 5,
      colour: 'Blue',
      previousOwners: 1,
      registration: 'NX20 ABC',
      vin: 'SJNFAAJ11U1234567',
      serviceHistory: 'full',
      motExpiry: '2027-01-15',
      features: ['Sat Nav', '360 Camera'],
      description: 'Panoramic roof & <b>tow bar</b>.',
      imageUrls: ['http://dealerdirect.localhost:3001/images/DD-1001/1.svg'],
      seller: {
        type: 'trade',
        name: 'Glasgow Car Centre',
        town: 'Glasgow',
        postcode: 'G2 4JR',
        phone: '01632 960777',
      },
    });
  });

  it('rejects the vehicle without a make and converts kilometres and cc on the next', () => {
    expect(page.rejects).toEqual([{ externalId: 'DD-1002', reason: 'make: missing' }]);
    expect(page.records[1]).toMatchObject({
      externalId: 'DD-1003',
      mileage: 62_137, // 100,000 km
      engineSize: 2.1, // 2143 cc
      bodyType: 'Luton Van',
      colour: 'White',
      seller: { type: 'private' },
    });
    expect(page.expected).toBe(3);
  });

  it('rejects a price in another currency', () => {
    const body = fixture('stock.xml').replace('<price currency="GBP">16450', '<price currency="EUR">16450');
    expect(feed.parse(body, DD, 'application/xml').rejects[0]).toEqual({
      externalId: 'DD-1001',
      reason: 'price: currency EUR is not GBP',
    });
  });

  it('throws UnreadableBodyError for XML that is not a stock file', () => {
    expect(() => feed.parse('<?xml version="1.0"?><error>denied</error>', DD, 'application/xml')).toThrow(
      UnreadableBodyError,
    );
  });
});

describe('feed connector: paged by the Link header', () => {
  const csv = fixture('stock.csv');
  const xml = fixture('stock.xml');

  it('follows rel="next" to the next part, resolved against the part’s URL, on the same host only', () => {
    const part = feed.parse(csv, PP, 'text/csv', '</feeds/stock.csv?after=1234>; rel="next"');
    expect(part.next).toEqual([`${PP}?after=1234`]);
    expect(part.records.map((r) => r.externalId)).toEqual(['PP-001', 'PP-003']);
    const second = feed.parse(
      xml,
      `${DD}?after=1234`,
      'application/xml',
      '<http://evil.test/feeds/stock.xml?after=9>; rel=next, <stock.xml?after=5678>; rel="prev next"',
    );
    expect(second.next).toEqual([`${DD}?after=5678`]);
  });

  it('follows nothing without a next link, and ignores other relations', () => {
    expect(feed.parse(csv, PP, 'text/csv').next).toEqual([]);
    expect(feed.parse(csv, PP, 'text/csv', null).next).toEqual([]);
    expect(feed.parse(csv, PP, 'text/csv', `<${PP}?after=1>; rel=alternate`).next).toEqual([]);
    // A part naming itself as next would loop.
    expect(feed.parse(csv, `${PP}?after=1`, 'text/csv', '<?after=1>; rel=next').next).toEqual([]);
  });

  it('states the partner’s total only for an unpaged feed: a part counts just its own records', () => {
    expect(feed.parse(xml, DD, 'application/xml').expected).toBe(3);
    expect(feed.parse(xml, DD, 'application/xml', `<${DD}?after=9>; rel=next`).expected).toBeNull();
    // The last part has no next link, but its URL shows it is a part.
    expect(feed.parse(csv, `${PP}?after=9`, 'text/csv').expected).toBeNull();
  });
});

describe('feed connector: format', () => {
  it('reads the format from the content type, then the URL, then the body', () => {
    expect(feedFormat('', DD, 'text/csv')).toBe('csv');
    expect(feedFormat('', PP, 'text/xml; charset=utf-8')).toBe('xml');
    expect(feedFormat('', DD, 'application/octet-stream')).toBe('xml');
    expect(feedFormat('', PP, null)).toBe('csv');
    expect(feedFormat('\ufeff <stock/>', 'http://x.test/feed', null)).toBe('xml');
    expect(feedFormat('a,b', 'http://x.test/feed', null)).toBe('csv');
  });

  it('starts at the feed path', () => {
    const source = {
      id: 'pistonpost',
      baseUrl: 'http://pistonpost.localhost:3001',
      startPath: '/feeds/stock.csv',
      kind: 'feed' as const,
    };
    expect(feed.startUrls(source)).toEqual([PP]);
  });
});
