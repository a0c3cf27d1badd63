import { describe, expect, it } from 'vitest';
import { POSTCODE_AREAS } from './uk-postcode-areas.js';
import { POSTCODE_DISTRICTS } from './uk-postcode-districts.js';
import { UK_TOWNS } from './uk-towns.js';
import { distanceMiles, districtOf, normaliseLocation, resolveLocation } from './uk-places.js';

const UK_BOUNDS = { minLat: 49.8, maxLat: 60.9, minLon: -8.7, maxLon: 1.8 };

function inUk(p: { lat: number; lon: number }): boolean {
  return (
    p.lat >= UK_BOUNDS.minLat &&
    p.lat <= UK_BOUNDS.maxLat &&
    p.lon >= UK_BOUNDS.minLon &&
    p.lon <= UK_BOUNDS.maxLon
  );
}

function duplicates(values: string[]): string[] {
  const seen = new Set<string>();
  return values.filter((v) => (seen.has(v) ? true : (seen.add(v), false)));
}

function town(name: string) {
  const found = UK_TOWNS.find((t) => t.name === name);
  if (!found) throw new Error(`no town ${name}`);
  return found;
}

function milesBetween(a: string, b: string): number {
  const ta = town(a);
  const tb = town(b);
  return distanceMiles(ta.lat, ta.lon, tb.lat, tb.lon);
}

describe('UK reference data', () => {
  const areaCodes = new Set(POSTCODE_AREAS.map((a) => a.area));
  const districtCodes = new Set(POSTCODE_DISTRICTS.map((d) => d.district));

  it('has all 121 geographic postcode areas, once each', () => {
    expect(POSTCODE_AREAS).toHaveLength(121);
    expect(duplicates(POSTCODE_AREAS.map((a) => a.area))).toEqual([]);
    for (const code of [
      'AB',
      'B',
      'BT',
      'E',
      'EC',
      'G',
      'L',
      'M',
      'N',
      'NW',
      'S',
      'SE',
      'SW',
      'W',
      'WC',
      'ZE',
    ]) {
      expect(areaCodes.has(code), code).toBe(true);
    }
  });

  it('has at least 600 districts, no duplicates, well-formed and uppercase', () => {
    expect(POSTCODE_DISTRICTS.length).toBeGreaterThanOrEqual(600);
    expect(duplicates(POSTCODE_DISTRICTS.map((d) => d.district))).toEqual([]);
    for (const d of POSTCODE_DISTRICTS) expect(d.district, d.district).toMatch(/^[A-Z]{1,2}[0-9][0-9A-Z]?$/);
  });

  it('puts every district in a known postcode area', () => {
    const orphans = POSTCODE_DISTRICTS.filter((d) => !areaCodes.has(/^[A-Z]+/.exec(d.district)?.[0] ?? ''));
    expect(orphans.map((d) => d.district)).toEqual([]);
  });

  it('has every area represented by at least one district', () => {
    const used = new Set(POSTCODE_DISTRICTS.map((d) => /^[A-Z]+/.exec(d.district)?.[0]));
    expect([...areaCodes].filter((a) => !used.has(a))).toEqual([]);
  });

  it('covers the central districts of the big cities', () => {
    const expected = [
      'EC1A',
      'EC4M',
      'WC1A',
      'WC2N',
      'SW1A',
      'SW19',
      'W1D',
      'W14',
      'E1',
      'E18',
      'N1',
      'N22',
      'NW1',
      'NW11',
      'SE1',
      'SE28',
      'M1',
      'M50',
      'B1',
      'B45',
      'LS1',
      'LS29',
      'G1',
      'G53',
      'EH1',
      'EH17',
      'L1',
      'L25',
      'S1',
      'S20',
      'NG1',
      'NG11',
      'BS1',
      'BS16',
      'CF10',
      'CF24',
      'NE1',
      'NE15',
      'BT1',
      'BT15',
    ];
    expect(expected.filter((d) => !districtCodes.has(d))).toEqual([]);
  });

  it('has at least 150 towns with unique names across all four nations', () => {
    expect(UK_TOWNS.length).toBeGreaterThanOrEqual(150);
    expect(duplicates(UK_TOWNS.map((t) => t.name))).toEqual([]);
    for (const name of [
      'London',
      'Birmingham',
      'Glasgow',
      'Edinburgh',
      'Cardiff',
      'Belfast',
      'Londonderry',
      'Inverness',
    ]) {
      expect(
        UK_TOWNS.some((t) => t.name === name),
        name,
      ).toBe(true);
    }
  });

  it('lists only known districts for every town, centre first, without repeats', () => {
    for (const t of UK_TOWNS) {
      expect(t.districts.length, t.name).toBeGreaterThan(0);
      expect(
        t.districts.filter((d) => !districtCodes.has(d)),
        t.name,
      ).toEqual([]);
      expect(duplicates(t.districts), t.name).toEqual([]);
      expect(t.population, t.name).toBeGreaterThan(0);
      expect(t.region.length, t.name).toBeGreaterThan(0);
    }
  });

  it('places each town centre district near the town (within 10 km)', () => {
    const byCode = new Map(POSTCODE_DISTRICTS.map((d) => [d.district, d]));
    for (const t of UK_TOWNS) {
      const centre = byCode.get(t.districts[0] as string);
      if (!centre) throw new Error(`${t.name}: no centre district`);
      expect(distanceMiles(t.lat, t.lon, centre.lat, centre.lon) * 1.609344, t.name).toBeLessThan(10);
    }
  });

  it('keeps every coordinate inside the UK bounding box', () => {
    for (const a of POSTCODE_AREAS) expect(inUk(a), a.area).toBe(true);
    for (const d of POSTCODE_DISTRICTS) expect(inUk(d), d.district).toBe(true);
    for (const t of UK_TOWNS) expect(inUk(t), t.name).toBe(true);
  });

  it('gives crow-flies distances that match real geography', () => {
    expect(milesBetween('London', 'Manchester')).toBeGreaterThan(160);
    expect(milesBetween('London', 'Manchester')).toBeLessThan(170);
    expect(milesBetween('Edinburgh', 'Glasgow')).toBeGreaterThan(40);
    expect(milesBetween('Edinburgh', 'Glasgow')).toBeLessThan(45);
    expect(milesBetween('London', 'Birmingham')).toBeGreaterThan(95);
    expect(milesBetween('London', 'Birmingham')).toBeLessThan(106);
    expect(milesBetween('Cardiff', 'Bristol')).toBeGreaterThan(22);
    expect(milesBetween('Cardiff', 'Bristol')).toBeLessThan(30);
    expect(milesBetween('Belfast', 'Londonderry')).toBeGreaterThan(55);
    expect(milesBetween('Belfast', 'Londonderry')).toBeLessThan(66);
  });
});

describe('distanceMiles', () => {
  it('is zero for the same point and symmetric', () => {
    expect(distanceMiles(51.5, -0.12, 51.5, -0.12)).toBe(0);
    const ab = distanceMiles(51.5074, -0.1278, 53.4808, -2.2426);
    const ba = distanceMiles(53.4808, -2.2426, 51.5074, -0.1278);
    expect(ab).toBeCloseTo(ba, 9);
  });

  it('uses an earth radius of 3958.8 miles (one degree of latitude ~ 69.09 miles)', () => {
    expect(distanceMiles(50, 0, 51, 0)).toBeCloseTo((3958.8 * Math.PI) / 180, 6);
  });
});

describe('normaliseLocation', () => {
  it('trims, collapses spaces and uppercases', () => {
    expect(normaliseLocation('  sw1a   1aa ')).toBe('SW1A 1AA');
    expect(normaliseLocation('newcastle\tupon  tyne')).toBe('NEWCASTLE UPON TYNE');
    expect(normaliseLocation('')).toBe('');
  });
});

describe('districtOf', () => {
  it('returns the outcode of a full postcode', () => {
    expect(districtOf('M1 1AE')).toBe('M1');
    expect(districtOf('sw1a1aa')).toBe('SW1A');
    expect(districtOf('EH12 9DN')).toBe('EH12');
    expect(districtOf('W1D 3QF')).toBe('W1D');
    expect(districtOf('BT7 1NN')).toBe('BT7');
    expect(districtOf(' b15 2tt ')).toBe('B15');
  });

  it('returns null for anything that is not a full postcode', () => {
    expect(districtOf('M1')).toBeNull();
    expect(districtOf('Manchester')).toBeNull();
    expect(districtOf('ZZ1 1ZZ')).toBeNull();
    expect(districtOf('M1 1CE')).toBeNull(); // C is never used in the inward code
    expect(districtOf('')).toBeNull();
  });
});

describe('resolveLocation', () => {
  const district = (code: string) => {
    const d = POSTCODE_DISTRICTS.find((x) => x.district === code);
    if (!d) throw new Error(`no district ${code}`);
    return d;
  };

  it('resolves a full postcode, with or without the space and in any case, to its district', () => {
    const m1 = district('M1');
    for (const input of ['M1 1AE', 'M11AE', 'm1 1ae', '  m1   1ae ']) {
      expect(resolveLocation(input), input).toEqual({
        label: 'M1 1AE',
        lat: m1.lat,
        lon: m1.lon,
        kind: 'postcode',
      });
    }
    const sw1a = district('SW1A');
    expect(resolveLocation('sw1a1aa')).toEqual({
      label: 'SW1A 1AA',
      lat: sw1a.lat,
      lon: sw1a.lon,
      kind: 'postcode',
    });
    const eh12 = district('EH12');
    expect(resolveLocation('EH12 9DN')).toMatchObject({ lat: eh12.lat, lon: eh12.lon, kind: 'postcode' });
    expect(resolveLocation('EH129DN')).toMatchObject({ lat: eh12.lat, lon: eh12.lon, kind: 'postcode' });
  });

  it('resolves Belfast BT postcodes', () => {
    const bt1 = district('BT1');
    expect(resolveLocation('BT1 5GS')).toMatchObject({ lat: bt1.lat, lon: bt1.lon, kind: 'postcode' });
    const bt7 = district('BT7');
    expect(resolveLocation('bt71nn')).toMatchObject({
      label: 'BT7 1NN',
      lat: bt7.lat,
      lon: bt7.lon,
      kind: 'postcode',
    });
    const belfast = town('Belfast');
    const place = resolveLocation('BT9 5AB');
    expect(place).not.toBeNull();
    expect(distanceMiles(place!.lat, place!.lon, belfast.lat, belfast.lon)).toBeLessThan(3);
  });

  it('falls back to the area centroid when the postcode district is not in the table', () => {
    const ab = POSTCODE_AREAS.find((a) => a.area === 'AB')!;
    expect(districtOf('AB99 1AA')).toBe('AB99');
    expect(resolveLocation('AB99 1AA')).toEqual({
      label: 'AB99 1AA',
      lat: ab.lat,
      lon: ab.lon,
      kind: 'area',
    });
  });

  it('resolves a district (outcode) in any case', () => {
    for (const code of ['M1', 'SW1A', 'B15', 'EH12', 'BT7', 'G1', 'CF10']) {
      const d = district(code);
      expect(resolveLocation(code.toLowerCase()), code).toMatchObject({
        lat: d.lat,
        lon: d.lon,
        kind: 'district',
      });
    }
    expect(resolveLocation('sw1a')!.label).toContain('SW1A');
  });

  it('falls back to the area for an unknown district of a known area', () => {
    const sw = POSTCODE_AREAS.find((a) => a.area === 'SW')!;
    expect(resolveLocation('SW99')).toMatchObject({ lat: sw.lat, lon: sw.lon, kind: 'area' });
  });

  it('resolves town names case- and punctuation-insensitively', () => {
    const newcastle = town('Newcastle upon Tyne');
    const expected = { label: 'Newcastle upon Tyne', lat: newcastle.lat, lon: newcastle.lon, kind: 'town' };
    expect(resolveLocation('Newcastle upon Tyne')).toEqual(expected);
    expect(resolveLocation('Newcastle-upon-Tyne')).toEqual(expected);
    expect(resolveLocation('NEWCASTLE UPON TYNE')).toEqual(expected);
    expect(resolveLocation('manchester')).toMatchObject({ label: 'Manchester', kind: 'town' });
    expect(resolveLocation('Stoke on Trent')).toMatchObject({ label: 'Stoke-on-Trent', kind: 'town' });
    expect(resolveLocation('kings lynn')).toMatchObject({ label: "King's Lynn", kind: 'town' });
    expect(resolveLocation('St. Albans')).toMatchObject({ label: 'St Albans', kind: 'town' });
    expect(resolveLocation('Saint Albans')).toMatchObject({ label: 'St Albans', kind: 'town' });
    expect(resolveLocation('belfast')).toMatchObject({ label: 'Belfast', kind: 'town' });
  });

  it('accepts common short forms and aliases', () => {
    expect(resolveLocation('Newcastle')).toMatchObject({ label: 'Newcastle upon Tyne', kind: 'town' });
    expect(resolveLocation('Derry')).toMatchObject({ label: 'Londonderry', kind: 'town' });
    expect(resolveLocation('Kingston upon Hull')).toMatchObject({ label: 'Hull', kind: 'town' });
    expect(resolveLocation('Southend')).toMatchObject({ label: 'Southend-on-Sea', kind: 'town' });
    expect(resolveLocation('Tunbridge Wells')).toMatchObject({
      label: 'Royal Tunbridge Wells',
      kind: 'town',
    });
    expect(resolveLocation('Newcastle-under-Lyme')).toMatchObject({
      label: 'Newcastle-under-Lyme',
      kind: 'town',
    });
  });

  it('returns null for anything it cannot place', () => {
    for (const input of ['ZZ1 1ZZ', 'Atlantis', 'QQ9', '', '   ', '12345', 'M1 1', 'SW1A 1AAA']) {
      expect(resolveLocation(input), JSON.stringify(input)).toBeNull();
    }
  });

  it('puts London postcodes in London and Glasgow postcodes in Glasgow', () => {
    const london = town('London');
    const glasgow = town('Glasgow');
    const sw1a = resolveLocation('SW1A 2AA')!;
    const g2 = resolveLocation('G2 1DY')!;
    expect(distanceMiles(sw1a.lat, sw1a.lon, london.lat, london.lon)).toBeLessThan(2);
    expect(distanceMiles(g2.lat, g2.lon, glasgow.lat, glasgow.lon)).toBeLessThan(2);
  });
});
