import { describe, expect, it } from 'vitest';
import { matchEngine, type ListingEngine } from './engine-match.js';

const golf = (over: Partial<ListingEngine>): ListingEngine => ({
  category: 'car',
  make: 'Volkswagen',
  model: 'Golf',
  fuelType: 'Diesel',
  engineSize: 2.0,
  powerBhp: 148,
  electricRange: null,
  ...over,
});

describe('matchEngine', () => {
  it('finds the exact engine by fuel type, size and power, in any case', () => {
    const match = matchEngine(golf({ make: 'volkswagen', model: 'GOLF' }));
    expect(match?.quality).toBe('exact');
    expect(match?.engine.label).toBe('2.0 TDI 150');
    expect(match?.engine.mpg).toBe(61.4);
  });

  it('falls back to the nearest engine of the same fuel type and says so', () => {
    const match = matchEngine(golf({ engineSize: 1.9, powerBhp: 104 }));
    expect(match?.quality).toBe('nearest');
    expect(match?.engine.label).toBe('1.6 TDI 115');
  });

  it('tells a plug-in hybrid from a self-charging one by the electric range', () => {
    const hybrid = { fuelType: 'Hybrid - Petrol/Electric', engineSize: 1.5, powerBhp: 148 };
    expect(matchEngine(golf(hybrid))?.engine.label).toBe('1.5 eTSI 150');
    const plugIn = matchEngine(golf({ ...hybrid, engineSize: 1.4, powerBhp: 242, electricRange: 40 }));
    expect(plugIn?.engine.label).toBe('1.4 TSI eHybrid GTE');
    expect(plugIn?.quality).toBe('exact');
    expect(plugIn?.engine.milesPerKwh).toBeGreaterThan(0);
  });

  it('matches an electric car with its consumption in miles per kWh', () => {
    const match = matchEngine(
      golf({ fuelType: 'Electric', engineSize: 0, powerBhp: 134, electricRange: 144 }),
    );
    expect(match?.engine.label).toBe('e-Golf 35.8kWh');
    expect(match?.engine.milesPerKwh).toBe(3.7);
  });

  it('never borrows another fuel type’s figure, and knows no unknown model', () => {
    expect(matchEngine(golf({ fuelType: 'Bi Fuel' }))).toBeNull();
    expect(matchEngine(golf({ model: 'Beetle Dune' }))).toBeNull();
    expect(matchEngine(golf({ category: 'van' }))).toBeNull();
  });

  it('works without a recorded power', () => {
    expect(matchEngine(golf({ powerBhp: null }))?.quality).toBe('nearest');
  });
});
