import { describe, it, expect } from 'vitest';
import { CATALOGUE, modelsFor } from './catalogue.js';
import { CAR_MODELS } from './catalogue-cars.js';
import { MOTORCYCLE_MODELS } from './catalogue-motorcycles.js';
import { VAN_MODELS } from './catalogue-vans.js';
import { FEATURES } from './features.js';
import { BODY_TYPES, CATEGORIES, FUEL_TYPES, TRANSMISSIONS } from './types.js';
import type { Category, ModelSpec } from './types.js';

const INSURANCE_MAX: Record<Category, number> = { car: 50, motorcycle: 17, van: 50 };
const MIN_MAKES: Record<Category, number> = { car: 30, motorcycle: 15, van: 10 };
const FUELS: readonly string[] = FUEL_TYPES;
const GEARBOXES: readonly string[] = TRANSMISSIONS;

const name = (m: ModelSpec) => `${m.category} ${m.make} ${m.model}`;
const isInt = (n: number) => Number.isInteger(n);

describe('catalogue', () => {
  it('combines the three category lists and modelsFor filters by category', () => {
    expect(CATALOGUE).toHaveLength(CAR_MODELS.length + MOTORCYCLE_MODELS.length + VAN_MODELS.length);
    for (const category of CATEGORIES) {
      const models = modelsFor(category);
      expect(models.length, category).toBeGreaterThan(0);
      for (const m of models) expect(m.category, name(m)).toBe(category);
    }
    expect(CAR_MODELS.every((m) => m.category === 'car')).toBe(true);
    expect(MOTORCYCLE_MODELS.every((m) => m.category === 'motorcycle')).toBe(true);
    expect(VAN_MODELS.every((m) => m.category === 'van')).toBe(true);
  });

  it('has no duplicate (category, make, model)', () => {
    const seen = new Set<string>();
    for (const m of CATALOGUE) {
      const key = name(m);
      expect(seen.has(key), `duplicate ${key}`).toBe(false);
      seen.add(key);
    }
  });

  it.each([...CATEGORIES])('has enough %s makes', (category) => {
    const makes = new Set(modelsFor(category).map((m) => m.make));
    expect(makes.size, `${category} makes: ${[...makes].join(', ')}`).toBeGreaterThanOrEqual(
      MIN_MAKES[category],
    );
  });

  describe.each(CATALOGUE.map((m) => [name(m), m] as const))('%s', (label, m) => {
    it('has variants, body types, engines, doors and seats', () => {
      expect(m.make.trim(), label).not.toBe('');
      expect(m.model.trim(), label).not.toBe('');
      expect(m.variants.length, `${label}: variants`).toBeGreaterThan(0);
      expect(new Set(m.variants).size, `${label}: duplicate variant`).toBe(m.variants.length);
      for (const v of m.variants) expect(v.trim(), `${label}: empty variant`).not.toBe('');
      expect(m.bodyTypes.length, `${label}: bodyTypes`).toBeGreaterThan(0);
      expect(m.engines.length, `${label}: engines`).toBeGreaterThan(0);
      expect(m.doors.length, `${label}: doors`).toBeGreaterThan(0);
      expect(m.seats.length, `${label}: seats`).toBeGreaterThan(0);
    });

    it('uses body types of its category', () => {
      const allowed: readonly string[] = BODY_TYPES[m.category];
      for (const b of m.bodyTypes) expect(allowed, `${label}: body type '${b}'`).toContain(b);
      expect(new Set(m.bodyTypes).size, `${label}: duplicate body type`).toBe(m.bodyTypes.length);
    });

    it('has valid engines', () => {
      const labels = new Set<string>();
      for (const e of m.engines) {
        const where = `${label} '${e.label}'`;
        expect(e.label.trim(), `${label}: empty engine label`).not.toBe('');
        expect(labels.has(e.label), `${where}: duplicate engine label`).toBe(false);
        labels.add(e.label);
        expect(FUELS, `${where}: fuel type '${e.fuelType}'`).toContain(e.fuelType);
        expect(e.transmissions.length, `${where}: transmissions`).toBeGreaterThan(0);
        for (const t of e.transmissions) expect(GEARBOXES, `${where}: transmission '${t}'`).toContain(t);
        expect(e.powerBhp, `${where}: powerBhp`).toBeGreaterThan(0);
        expect(e.engineSize, `${where}: engineSize`).toBeGreaterThanOrEqual(0);
        expect(
          Math.round(e.engineSize * 10) / 10,
          `${where}: engineSize ${e.engineSize} has more than one decimal`,
        ).toBe(e.engineSize);
        expect(e.co2, `${where}: co2`).toBeGreaterThanOrEqual(0);
        expect(e.mpg, `${where}: mpg`).toBeGreaterThanOrEqual(0);

        const electric = e.fuelType === 'Electric';
        const looksElectric = e.engineSize === 0 && (e.electricRange ?? 0) > 0 && e.co2 === 0;
        expect(looksElectric, `${where}: Electric <=> engineSize 0, electricRange > 0 and co2 0`).toBe(
          electric,
        );
        if (electric) {
          expect(e.mpg, `${where}: EV mpg`).toBe(0);
          expect(e.chargingType, `${where}: EV chargingType`).toBeTruthy();
        } else {
          expect(e.engineSize, `${where}: engineSize`).toBeGreaterThan(0);
          expect(e.co2, `${where}: co2`).toBeGreaterThan(0);
          expect(e.mpg, `${where}: mpg`).toBeGreaterThan(0);
        }
        if (e.electricRange !== undefined) {
          expect(e.fuelType, `${where}: only EVs and plug-in hybrids have an electric range`).toMatch(
            /^(Electric|Hybrid)/,
          );
          expect(e.chargingType, `${where}: chargingType with an electric range`).toBeTruthy();
        }
        // The running cost of electric driving needs an official consumption figure (issue 14).
        const plugsIn = electric || e.electricRange !== undefined;
        if (plugsIn) {
          expect(e.milesPerKwh, `${where}: EVs and plug-in hybrids need milesPerKwh`).toBeTypeOf('number');
          const max = m.category === 'motorcycle' ? 25 : 8;
          expect(
            (e.milesPerKwh ?? 0) >= 1.5 && (e.milesPerKwh ?? 0) <= max,
            `${where}: milesPerKwh ${e.milesPerKwh} outside 1.5-${max}`,
          ).toBe(true);
        } else {
          expect(e.milesPerKwh, `${where}: only EVs and plug-in hybrids have milesPerKwh`).toBeUndefined();
        }
        if (m.category === 'motorcycle' && !electric) {
          const cc = /^(\d+)cc/.exec(e.label);
          expect(cc, `${where}: motorcycle engine label starts with the cc`).not.toBeNull();
          if (cc)
            expect(e.engineSize, `${where}: engineSize = cc / 1000 to 1 dp`).toBe(
              Math.round(Number(cc[1]) / 100) / 10,
            );
        }
      }
    });

    it('has sane years, price, popularity and insurance groups', () => {
      expect(
        isInt(m.yearFrom) && m.yearFrom >= 2000 && m.yearFrom <= 2026,
        `${label}: yearFrom ${m.yearFrom}`,
      ).toBe(true);
      if (m.yearTo !== null) {
        expect(
          isInt(m.yearTo) && m.yearTo >= m.yearFrom && m.yearTo <= 2026,
          `${label}: yearTo ${m.yearTo}`,
        ).toBe(true);
      }
      expect(m.newPrice, `${label}: newPrice`).toBeGreaterThan(0);
      expect(m.popularity >= 1 && m.popularity <= 100, `${label}: popularity ${m.popularity}`).toBe(true);
      const [lo, hi] = m.insuranceGroup;
      const max = INSURANCE_MAX[m.category];
      expect(
        isInt(lo) && isInt(hi) && lo >= 1 && lo <= hi && hi <= max,
        `${label}: insurance group [${lo}, ${hi}] outside 1-${max}`,
      ).toBe(true);
    });

    it('has doors and seats that fit the category', () => {
      for (const d of m.doors) expect(isInt(d) && d >= 0 && d <= 6, `${label}: doors ${d}`).toBe(true);
      for (const s of m.seats) expect(isInt(s) && s >= 1 && s <= 17, `${label}: seats ${s}`).toBe(true);
      if (m.category === 'motorcycle') {
        expect(m.doors, `${label}: motorcycle doors`).toEqual([0]);
        for (const s of m.seats) expect([1, 2], `${label}: motorcycle seats ${s}`).toContain(s);
      } else {
        for (const d of m.doors) expect(d, `${label}: doors`).toBeGreaterThanOrEqual(2);
      }
    });
  });
});

describe('features', () => {
  it.each([...CATEGORIES])('has a non-empty pool of unique %s features', (category) => {
    const pool = FEATURES[category];
    expect(pool.length, category).toBeGreaterThanOrEqual(20);
    expect(new Set(pool).size, `${category}: duplicate feature`).toBe(pool.length);
    for (const f of pool) expect(f.trim(), `${category}: empty feature`).not.toBe('');
  });
});
