import { describe, expect, it } from 'vitest';
import { normaliseName, normalisePostcode, validateRecord, type RawRecord } from './record.js';
import { cleanText } from './text.js';
import { normaliseRegistration, normaliseVin } from './uk.js';
import { mapBodyType, mapColour, mapFuelType, mapSellerType, mapTransmission } from './vocabulary.js';

const good: RawRecord = {
  externalId: 'AH-3KX9Q',
  url: 'http://autohub.localhost:3001/vehicles/AH-3KX9Q',
  category: 'car',
  title: '2019 BMW 3 Series 320d M Sport',
  make: 'BMW',
  model: '3 Series',
  variant: '320d M Sport',
  year: 2019,
  price: '18995.00',
  currency: 'GBP',
  mileage: 42150,
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
  features: ['Sat Nav'],
  description: 'One owner.',
  imageUrls: ['http://autohub.localhost:3001/images/AH-3KX9Q/1.svg'],
  seller: { type: 'trade', name: 'Smith Motors Ltd', town: 'Leeds', postcode: 'LS11 5AB', phone: null },
};

const reason = (patch: Partial<RawRecord>) => {
  const result = validateRecord({ ...good, ...patch });
  return result.ok ? 'accepted' : result.reason;
};
const sellerReason = (patch: Partial<NonNullable<RawRecord['seller']>>) =>
  reason({ seller: { ...good.seller, ...patch } });
const accepted = (patch: Partial<RawRecord>) => {
  const result = validateRecord({ ...good, ...patch });
  if (!result.ok) throw new Error(result.reason);
  return result.record;
};
const nextYear = new Date().getFullYear() + 1;

describe('validateRecord', () => {
  it('accepts a complete record and converts the price to pence', () => {
    const r = accepted({});
    expect(r.pricePence).toBe(1_899_500);
    expect(r).toMatchObject({ year: 2019, fuelType: 'Diesel', registration: 'AB19 CDE', doors: 4 });
  });

  it.each([
    ['externalId', { externalId: undefined }, 'externalId: missing'],
    ['url', { url: '/vehicles/1' }, "url: '/vehicles/1' is not an absolute URL"],
    ['category', { category: 'tractor' }, "category: 'tractor' is not a known category"],
    ['make', { make: '   ' }, 'make: missing'],
    ['model', { model: null }, 'model: missing'],
    ['price missing', { price: undefined }, 'price: missing'],
    ['price zero', { price: 0 }, 'price: £0 is not between £100 and £2,000,000'],
    ['price too low', { price: '99.99' }, 'price: £99.99 is not between £100 and £2,000,000'],
    ['price too high', { price: 2_000_001 }, 'price: £2,000,001 is not between £100 and £2,000,000'],
    ['price not a number', { price: 'POA' }, "price: 'POA' is not a number"],
    ['currency', { currency: 'EUR' }, 'price: currency EUR is not GBP'],
    ['year too old', { year: 1899 }, 'year: 1899 is not a plausible year'],
    ['year in the future', { year: nextYear + 1 }, `year: ${nextYear + 1} is not a plausible year`],
    ['year fraction', { year: 2019.5 }, 'year: 2019.5 is not a whole number'],
    ['mileage negative', { mileage: -5 }, 'mileage: -5 miles is not between 0 and 999,999'],
    ['mileage too high', { mileage: 1_000_000 }, 'mileage: 1,000,000 miles is not between 0 and 999,999'],
    ['fuel type', { fuelType: 'Steam' }, "fuelType: 'Steam' is not a known fuel type"],
    [
      'transmission',
      { transmission: 'Sequential' },
      "transmission: 'Sequential' is not a known transmission",
    ],
    ['body type', { bodyType: 'Scooter' }, "bodyType: 'Scooter' is not a known car body type"],
    ['colour', { colour: 'Unicorn' }, "colour: 'Unicorn' is not a known colour"],
    ['doors', { doors: 8 }, 'doors: 8 is not between 0 and 7 for a car'],
    ['doors missing', { doors: undefined }, 'doors: missing'],
    ['seats', { seats: 10 }, 'seats: 10 is not between 1 and 9 for a car'],
    ['seats zero', { seats: 0 }, 'seats: 0 is not between 1 and 9 for a car'],
    ['owners', { previousOwners: 21 }, 'previousOwners: 21 is not between 0 and 20'],
    ['owners missing', { previousOwners: '' }, 'previousOwners: missing'],
    ['title', { title: 'x'.repeat(201) }, 'title: 201 characters is longer than 200'],
    ['engine size', { engineSize: 12 }, 'engineSize: 12 litres is not a plausible engine size'],
    ['engine size missing', { engineSize: undefined }, 'engineSize: missing'],
    ['power', { powerBhp: 5000 }, 'powerBhp: 5000 bhp is not a plausible power'],
  ])('rejects a bad %s naming the field', (_, patch, expected) => {
    expect(reason(patch as Partial<RawRecord>)).toBe(expected);
  });

  it('rejects a postcode that is malformed or outside every known UK area', () => {
    expect(sellerReason({ postcode: 'LS11' })).toBe("seller.postcode: 'LS11' is not a UK postcode");
    expect(sellerReason({ postcode: undefined })).toBe('seller.postcode: missing');
    expect(sellerReason({ postcode: 'AA1 1AA' })).toBe(
      'seller.postcode: outward code AA1 is not a known UK postcode district',
    );
    expect(sellerReason({ type: 'robot' })).toBe("seller.type: 'robot' is not a known seller type");
    expect(sellerReason({ name: '' })).toBe('seller.name: missing');
  });

  it('normalises the postcode and fills the post town when the source gives none', () => {
    const r = accepted({ seller: { ...good.seller, postcode: 'ls115ab', town: undefined } });
    expect(r.seller).toMatchObject({ postcode: 'LS11 5AB', town: 'Leeds' });
  });

  it('lets a motorcycle have no doors and a minibus 17 seats', () => {
    const bike = accepted({ category: 'motorcycle', bodyType: 'Naked', doors: undefined, seats: 2 });
    expect(bike.doors).toBe(0);
    expect(reason({ category: 'motorcycle', bodyType: 'Naked', doors: 3, seats: 2 })).toBe(
      'doors: 3 is not between 0 and 2 for a motorcycle',
    );
    expect(accepted({ category: 'van', bodyType: 'Minibus', seats: 17 }).seats).toBe(17);
  });

  it('gives an electric vehicle without a stated engine size 0 litres', () => {
    expect(accepted({ fuelType: 'EV', engineSize: undefined }).engineSize).toBe(0);
    expect(accepted({ engineSize: 1.96 }).engineSize).toBe(2);
  });

  it('reads numbers written as text', () => {
    const r = accepted({ price: '£18,995', mileage: ' 42,150 ', year: '2019', doors: '5', powerBhp: '' });
    expect(r).toMatchObject({ pricePence: 1_899_500, mileage: 42_150, year: 2019, doors: 5, powerBhp: null });
  });

  it('cleans strings: controls stripped, description trimmed and capped, features deduplicated', () => {
    const r = accepted({
      make: 'B\u200bMW\ufeff',
      variant: '320d\u0000M\u0007Sport',
      model: ' 3\tSeries ',
      description: `  ${'a'.repeat(5000)}  `,
      features: ['Sat Nav', 'sat nav', ' Heated  Seats ', ''],
      imageUrls: ['http://x.test/1.jpg', 'javascript:alert(1)', 'http://x.test/1.jpg'],
    });
    expect(r.make).toBe('BMW');
    expect(r.variant).toBe('320d M Sport');
    expect(r.model).toBe('3 Series');
    expect(r.description).toHaveLength(4000);
    expect(r.features).toEqual(['Sat Nav', 'Heated Seats']);
    expect(r.imageUrls).toEqual(['http://x.test/1.jpg']);
  });

  it('derives a title when the source has none', () => {
    expect(accepted({ title: undefined }).title).toBe('2019 BMW 3 Series 320d M Sport');
  });

  it('keeps optional facts only when they are well formed', () => {
    const r = accepted({
      registration: 'not a reg!',
      vin: 'short',
      motExpiry: '2027-02-30',
      serviceHistory: '??',
    });
    expect(r).toMatchObject({ registration: null, vin: null, motExpiry: null, serviceHistory: null });
    const s = accepted({
      vin: 'wba 8e9g50gnu12345',
      motExpiry: '2027-03-01T00:00:00Z',
      serviceHistory: 'FSH',
    });
    expect(s).toMatchObject({ vin: 'WBA8E9G50GNU12345', motExpiry: '2027-03-01', serviceHistory: 'full' });
  });
});

describe('vocabulary', () => {
  it.each([
    ['DIESEL', 'Diesel'],
    ['petrol', 'Petrol'],
    ['Hybrid', 'Hybrid - Petrol/Electric'],
    ['Plug-in Hybrid', 'Hybrid - Petrol/Electric'],
    ['hybrid – diesel/electric', 'Hybrid - Diesel/Electric'],
    ['EV', 'Electric'],
    ['LPG', 'Bi Fuel'],
    ['bi fuel', 'Bi Fuel'],
  ])('maps fuel %s to %s', (input, expected) => expect(mapFuelType(input)).toBe(expected));

  it.each([
    ['Auto', 'Automatic'],
    ['AUTOMATIC', 'Automatic'],
    ['7-speed DSG', 'Automatic'],
    ['Semi-Auto', 'Automatic'],
    ['CVT', 'Automatic'],
    ['manual', 'Manual'],
    ['6 Speed Manual', 'Manual'],
  ])('maps gearbox %s to %s', (input, expected) => expect(mapTransmission(input)).toBe(expected));

  it('maps body types within the category', () => {
    expect(mapBodyType('car', 'saloon')).toBe('Saloon');
    expect(mapBodyType('car', 'Coupé')).toBe('Coupe');
    expect(mapBodyType('car', 'Pick-up')).toBe('Pickup');
    expect(mapBodyType('van', 'Pick-up')).toBe('Pickup Truck');
    expect(mapBodyType('van', 'LUTON')).toBe('Luton Van');
    expect(mapBodyType('motorcycle', 'dirt-bike')).toBe('Dirt Bike');
    expect(mapBodyType('car', 'Panel Van')).toBeNull();
  });

  it.each([
    ['GREY', 'Grey'],
    ['Gray', 'Grey'],
    ['Phantom Black Metallic', 'Black'],
    ['Pearl White Multi-Coat', 'White'],
    ['Navy Blue', 'Navy'],
    ['Blue/White', 'Multicolour'],
    ['silver', 'Silver'],
  ])('maps colour %s to %s', (input, expected) => expect(mapColour(input)).toBe(expected));

  it('maps seller kinds to trade and private', () => {
    expect(['dealer', 'AutoDealer', 'Organization', 'trade'].map(mapSellerType)).toEqual([
      'trade',
      'trade',
      'trade',
      'trade',
    ]);
    expect(['private', 'Person'].map(mapSellerType)).toEqual(['private', 'private']);
  });
});

describe('identifiers and names', () => {
  it('normalises postcodes or refuses them', () => {
    expect(normalisePostcode('ls115ab')).toBe('LS11 5AB');
    expect(normalisePostcode(' sw1a  1aa ')).toBe('SW1A 1AA');
    expect(normalisePostcode('M1 1AE')).toBe('M1 1AE');
    expect(normalisePostcode('LS11')).toBeNull();
    expect(normalisePostcode('QQ1 1AA')).toBeNull();
  });

  it('normalises registrations with one space before the last three letters', () => {
    expect(normaliseRegistration('ab19cde')).toBe('AB19 CDE');
    expect(normaliseRegistration('AB19  CDE')).toBe('AB19 CDE');
    expect(normaliseRegistration('a123bcd')).toBe('A123 BCD');
    expect(normaliseRegistration('abc123d')).toBe('ABC 123D');
    expect(normaliseRegistration('hello world')).toBeNull();
    expect(normaliseVin('SJNFAAJ11U1234567')).toBe('SJNFAAJ11U1234567');
    expect(normaliseVin('SJNFAAJ11U123456O')).toBeNull();
  });

  it('normalises names for comparison across platforms', () => {
    expect(normaliseName('  Smith’s   Motors\u00a0Ltd ')).toBe("Smith's Motors Ltd");
    expect(cleanText('a\r\n\r\n\r\n\r\nb\u0007c')).toBe('a\n\nb c');
  });
});
