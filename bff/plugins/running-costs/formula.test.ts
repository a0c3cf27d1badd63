import { describe, expect, it } from 'vitest';
import { matchEngine } from '../../../db/reference/engine-match.js';
import { emissionsCompliance } from '../../../db/reference/running-costs.js';
import {
  electricityPence,
  energyLine,
  financeLine,
  fuelPence,
  insuranceLine,
  roadTaxLine,
  zonesNear,
  type EnergyPrices,
} from './formula.js';

const prices: EnergyPrices = {
  petrol: { pence: 130, unit: 'litre', asOf: '2025-09-08', source: 'test', url: null },
  diesel: { pence: 140, unit: 'litre', asOf: '2025-09-08', source: 'test', url: null },
  electricity: { pence: 25, unit: 'kWh', asOf: '2025-10-01', source: 'test', url: null },
};

const vwGolf = (
  fuelType: string,
  engineSize: number,
  powerBhp: number,
  electricRange: number | null = null,
) =>
  matchEngine({
    category: 'car',
    make: 'Volkswagen',
    model: 'Golf',
    fuelType,
    engineSize,
    powerBhp,
    electricRange,
  });

describe('the cost formulas', () => {
  it('prices fuel by UK gallons: 12,000 miles at 50 mpg and 130p a litre is £118.20 a month', () => {
    // 240 gallons × 4.54609 l × 130p = 141,838p a year.
    expect(Math.round(fuelPence(12_000, 50, 130))).toBe(Math.round((240 * 4.54609 * 130) / 12));
    expect(Math.round(fuelPence(12_000, 50, 130))).toBe(11_820);
  });

  it('prices electricity by miles per kWh: 12,000 miles at 4 mi/kWh and 25p is £62.50 a month', () => {
    expect(electricityPence(12_000, 4, 25)).toBe(6_250);
  });

  it('takes finance from the shared calculator (000 §5)', () => {
    const line = financeLine(2_500_000, 500_000, 60, 4.9);
    expect(line.monthly).toBe(37_651);
    expect(line.amountFinanced).toBe(2_000_000);
    expect(financeLine(0, 0, 60, 4.9).monthly).toBeNull();
  });

  it('divides the annual road tax by 12', () => {
    expect(roadTaxLine(195)).toMatchObject({ monthly: 1_625, annual: 19_500 });
    expect(roadTaxLine(null).monthly).toBeNull();
  });
});

describe('energyLine', () => {
  it('prices a diesel at the diesel price and its official mpg', () => {
    const line = energyLine('Diesel', vwGolf('Diesel', 2.0, 148), 10_000, prices);
    expect(line.kind).toBe('fuel');
    expect(line.consumption).toMatchObject({ mpg: 61.4, match: 'exact' });
    expect(line.fuelPrice?.pence).toBe(140);
    expect(line.monthly).toBe(Math.round(fuelPence(10_000, 61.4, 140)));
  });

  it('prices an EV at the home unit rate and its miles per kWh', () => {
    const line = energyLine('Electric', vwGolf('Electric', 0, 134, 144), 10_000, prices);
    expect(line.kind).toBe('electricity');
    expect(line.monthly).toBe(Math.round(electricityPence(10_000, 3.7, 25)));
    expect(line.fuelPrice).toBeNull();
  });

  it('prices a plug-in hybrid on both its weighted figures and warns about charging', () => {
    const match = vwGolf('Hybrid - Petrol/Electric', 1.4, 242, 40);
    const line = energyLine('Hybrid - Petrol/Electric', match, 10_000, prices);
    expect(line.kind).toBe('fuel and electricity');
    const mpk = match?.engine.milesPerKwh ?? 0;
    expect(line.monthly).toBe(Math.round(fuelPence(10_000, 256.8, 130) + electricityPence(10_000, mpk, 25)));
    expect(line.note).toMatch(/charge/);
  });

  it('has no figure without a catalogue engine', () => {
    expect(energyLine('Petrol', null, 10_000, prices)).toMatchObject({ monthly: null, kind: null });
  });
});

describe('insuranceLine', () => {
  it.each([
    ['car', 1, 'low (1-10)'],
    ['car', 10, 'low (1-10)'],
    ['car', 11, 'moderate (11-20)'],
    ['van', 35, 'high (31-40)'],
    ['car', 50, 'very high (41-50)'],
    ['motorcycle', 6, 'medium (6-11)'],
    ['motorcycle', 17, 'high (12-17)'],
  ] as const)('%s group %i is %s, with no premium', (category, group, band) => {
    const line = insuranceLine(category, group);
    expect(line.band).toBe(band);
    expect(line).not.toHaveProperty('premium');
  });
});

describe('emissionsCompliance', () => {
  it.each([
    ['car', 'Petrol', 2006, 'yes'],
    ['car', 'Petrol', 2003, 'unknown'],
    ['car', 'Petrol', 2000, 'no'],
    ['car', 'Diesel', 2016, 'yes'],
    ['car', 'Diesel', 2015, 'unknown'],
    ['car', 'Diesel', 2013, 'no'],
    ['van', 'Diesel', 2016, 'unknown'],
    ['van', 'Diesel', 2017, 'yes'],
    ['car', 'Hybrid - Diesel/Electric', 2019, 'yes'],
    ['motorcycle', 'Petrol', 2007, 'unknown'],
    ['motorcycle', 'Petrol', 2008, 'yes'],
    ['car', 'Electric', 2012, 'yes'],
    ['car', 'Other', 2020, 'unknown'],
  ] as const)('%s %s of %i: %s', (category, fuel, year, compliant) => {
    expect(emissionsCompliance(category, fuel, year).compliant).toBe(compliant);
  });
});

describe('zonesNear', () => {
  const old = emissionsCompliance('car', 'Diesel', 2012);
  it('charges a non-compliant car in London and Birmingham (class D), never in class B or C zones', () => {
    const london = zonesNear(51.5, -0.12, 'car', old);
    expect(london).toHaveLength(1);
    expect(london[0]).toMatchObject({ id: 'london-ulez', compliant: 'no', dailyCharge: 1250 });
    expect(zonesNear(52.48, -1.9, 'car', old)[0]).toMatchObject({ id: 'birmingham', dailyCharge: 800 });
    const sheffield = zonesNear(53.38, -1.47, 'car', old)[0];
    expect(sheffield).toMatchObject({ id: 'sheffield', dailyCharge: 0 });
    expect(sheffield?.note).toMatch(/does not charge private cars/);
    expect(zonesNear(53.38, -1.47, 'van', emissionsCompliance('van', 'Diesel', 2012))[0]?.dailyCharge).toBe(
      1000,
    );
  });

  it('charges nothing to a compliant vehicle and lists nothing far from every zone', () => {
    expect(zonesNear(51.5, -0.12, 'car', emissionsCompliance('car', 'Petrol', 2018))[0]?.dailyCharge).toBe(0);
    expect(zonesNear(57.15, -2.11, 'car', old)).toEqual([]); // Aberdeen
  });

  it('lists Bath and Bristol nearest first', () => {
    expect(zonesNear(51.43, -2.5, 'car', old).map((z) => z.id)).toEqual(['bristol', 'bath']);
  });
});
