import { describe, expect, it } from 'vitest';
import { carFixture } from './car-fixture';
import { COMPARE_ROWS, bestIds, rowDiffers } from './compare-rows';

const row = (label: string) => COMPARE_ROWS.find((r) => r.label === label)!;

describe('comparison rows', () => {
  it('has every row the buyer compares, in order', () => {
    expect(COMPARE_ROWS.map((r) => r.label)).toEqual([
      'Price',
      'Year',
      'Mileage',
      'Fuel type',
      'Transmission',
      'Body type',
      'Engine size',
      'Power',
      'Doors',
      'Seats',
      'Colour',
      'Previous owners',
      'Electric range',
      'Seller and location',
      'Platforms',
    ]);
  });

  it('marks the lowest price, newest year, lowest mileage, fewest owners, most power and longest range', () => {
    const a = carFixture({
      id: 1,
      price: 900_000,
      year: 2018,
      mileage: 50_000,
      previousOwners: 3,
      powerBhp: 150,
      electricRange: 200,
    });
    const b = carFixture({
      id: 2,
      price: 1_100_000,
      year: 2021,
      mileage: 20_000,
      previousOwners: 1,
      powerBhp: 110,
      electricRange: 250,
    });
    const cars = [a, b];
    expect([...bestIds(row('Price'), cars)]).toEqual([1]);
    expect([...bestIds(row('Year'), cars)]).toEqual([2]);
    expect([...bestIds(row('Mileage'), cars)]).toEqual([2]);
    expect([...bestIds(row('Previous owners'), cars)]).toEqual([2]);
    expect([...bestIds(row('Power'), cars)]).toEqual([1]);
    expect([...bestIds(row('Electric range'), cars)]).toEqual([2]);
  });

  it('marks nothing when all cars tie or only one car has a value', () => {
    const cars = [carFixture({ id: 1, powerBhp: null }), carFixture({ id: 2, powerBhp: 100 })];
    expect(bestIds(row('Price'), cars).size).toBe(0);
    expect(bestIds(row('Power'), cars).size).toBe(0);
    expect(bestIds(row('Colour'), cars).size).toBe(0);
  });

  it('marks every car sharing the best value', () => {
    const cars = [
      carFixture({ id: 1, price: 500_000 }),
      carFixture({ id: 2, price: 500_000 }),
      carFixture({ id: 3, price: 700_000 }),
    ];
    expect([...bestIds(row('Price'), cars)]).toEqual([1, 2]);
  });

  it('detects rows whose shown values differ', () => {
    const cars = [carFixture({ id: 1, color: 'Red' }), carFixture({ id: 2, color: 'Blue' })];
    expect(rowDiffers(row('Colour'), cars)).toBe(true);
    expect(rowDiffers(row('Doors'), cars)).toBe(false);
  });

  it('shows pounds from pence and says when a figure is not listed', () => {
    const ev = carFixture({
      id: 1,
      price: 2_349_500,
      isElectric: true,
      engineSize: 0,
      electricRange: null,
      powerBhp: null,
    });
    expect(row('Price').display(ev)).toBe('£23,495');
    expect(row('Engine size').display(ev)).toBe('Electric motor');
    expect(row('Electric range').display(ev)).toBe('Not listed');
    expect(row('Power').display(ev)).toBe('Not listed');
    expect(row('Electric range').display(carFixture({ id: 2 }))).toBe('Not applicable');
  });
});
