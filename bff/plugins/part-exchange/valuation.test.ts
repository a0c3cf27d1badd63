import { describe, expect, it } from 'vitest';
import { valueCar, ZERO_BASE_MILEAGE } from './valuation.js';

describe('valueCar (001 §9)', () => {
  it('values a 50,000-mile car in good condition with a partial history at £10,000', () => {
    expect(valueCar({ mileage: 50_000, condition: 'good', serviceHistory: 'partial' })).toEqual({
      estimate: 1_000_000,
      privateSale: 1_150_000,
      dealerRetail: 1_300_000,
      floored: false,
    });
  });

  it('applies excellent 1.2 and full history 1.1: 30,000 miles → £15,840', () => {
    // (15000 - 3000) × 1.2 × 1.1 = 15,840
    expect(valueCar({ mileage: 30_000, condition: 'excellent', serviceHistory: 'full' })).toMatchObject({
      estimate: 1_584_000,
      privateSale: 1_821_600,
      dealerRetail: 2_059_200,
    });
  });

  it('uses 0.8 for fair and poor and 0.9 for no history', () => {
    // (15000 - 4000) × 0.8 × 0.9 = 7,920
    for (const condition of ['fair', 'poor'] as const) {
      expect(valueCar({ mileage: 40_000, condition, serviceHistory: 'none' }).estimate).toBe(792_000);
    }
  });

  it('values a car with no miles at the base of £15,000', () => {
    expect(valueCar({ mileage: 0, condition: 'good', serviceHistory: 'partial' }).estimate).toBe(1_500_000);
  });

  it('rounds the estimate to whole pounds, and the private and retail values too', () => {
    // (15000 - 1234.5) × 1.2 × 0.9 = 14,866.74 → £14,867; × 1.15 = 17,097.05 → £17,097; × 1.3 = 19,327.1 → £19,327
    expect(valueCar({ mileage: 12_345, condition: 'excellent', serviceHistory: 'none' })).toEqual({
      estimate: 1_486_700,
      privateSale: 1_709_700,
      dealerRetail: 1_932_700,
      floored: false,
    });
  });

  it('rounds halves up as the prototype’s Math.round did', () => {
    // (15000 - 0.5) × 1 × 1 = 14,999.5 → £15,000
    expect(valueCar({ mileage: 5, condition: 'good', serviceHistory: 'partial' }).estimate).toBe(1_500_000);
  });

  it('floors the base at £0 from 150,000 miles instead of a negative value', () => {
    expect(ZERO_BASE_MILEAGE).toBe(150_000);
    expect(valueCar({ mileage: 150_000, condition: 'excellent', serviceHistory: 'full' })).toEqual({
      estimate: 0,
      privateSale: 0,
      dealerRetail: 0,
      floored: true,
    });
    expect(valueCar({ mileage: 250_000, condition: 'poor', serviceHistory: 'none' }).estimate).toBe(0);
    expect(valueCar({ mileage: 149_990, condition: 'good', serviceHistory: 'partial' })).toMatchObject({
      estimate: 100,
      floored: false,
    });
  });
});
