import { describe, expect, it } from 'vitest';
import { filterNewCars, newFiltersToParams, parseNewFilters } from './new-car-filter';
import { NEW_CARS, configuredPrice, defaultConfiguration } from './sample-new-cars';

const all = { search: '', bodyType: 'all', priceRange: 'all' };
const ids = (f: typeof all) => filterNewCars(NEW_CARS, f).map((c) => c.id);

describe('sample new cars', () => {
  it('are six 2025 cars in whole pence, none a convertible, each with a standard trim and colour at no cost', () => {
    expect(NEW_CARS).toHaveLength(6);
    for (const car of NEW_CARS) {
      expect(car.year).toBe(2025);
      expect(Number.isInteger(car.price)).toBe(true);
      expect(car.bodyType).not.toBe('Convertible');
      expect(car.trims[0]!.price).toBe(0);
      expect(car.colours[0]!.price).toBe(0);
      expect(configuredPrice(car, defaultConfiguration(car))).toBe(car.price);
    }
  });

  it('prices a configuration as the base plus trim, colour and chosen options', () => {
    const golf = NEW_CARS.find((c) => c.id === 'volkswagen-golf-life')!;
    expect(
      configuredPrice(golf, {
        trim: 'R-Line',
        colour: 'Kings Red',
        options: ['Park Assist Plus', 'Panoramic sunroof'],
      }),
    ).toBe(2_742_000 + 350_000 + 76_000 + 55_000 + 105_000);
  });
});

describe('filterNewCars', () => {
  it('shows all six with no filter', () => {
    expect(ids(all)).toHaveLength(6);
  });

  it('matches search text case-insensitively against title, make and model', () => {
    expect(ids({ ...all, search: 'bmw' })).toEqual(['bmw-320i-m-sport', 'bmw-i4-edrive35']);
    expect(ids({ ...all, search: 'SPORTAGE' })).toEqual(['kia-sportage-hybrid']);
    expect(ids({ ...all, search: 'heat pump' })).toEqual([]);
  });

  it('filters by body type and by price range, inclusive at both ends', () => {
    expect(ids({ ...all, bodyType: 'Hatchback' })).toEqual(['mg3-hybrid-se', 'volkswagen-golf-life']);
    expect(ids({ ...all, priceRange: '0-2500000' })).toEqual(['mg3-hybrid-se']);
    expect(ids({ ...all, priceRange: '2500000-3500000' })).toEqual([
      'volkswagen-golf-life',
      'skoda-octavia-estate',
      'kia-sportage-hybrid',
    ]);
    expect(ids({ ...all, priceRange: '4500000+' })).toEqual(['bmw-i4-edrive35']);
    const edge = [{ ...NEW_CARS[0]!, price: 2_500_000 }];
    expect(filterNewCars(edge, { ...all, priceRange: '0-2500000' })).toHaveLength(1);
    expect(filterNewCars(edge, { ...all, priceRange: '2500000-3500000' })).toHaveLength(1);
  });

  it('reads and writes its filters in the URL, ignoring unknown values', () => {
    expect(parseNewFilters(new URLSearchParams('bodyType=suv&price=4500000%2B&search=i4'))).toEqual({
      search: 'i4',
      bodyType: 'SUV',
      priceRange: '4500000+',
    });
    expect(parseNewFilters(new URLSearchParams('bodyType=Convertible&price=1-2'))).toEqual(all);
    expect(newFiltersToParams({ search: '', bodyType: 'Coupe', priceRange: 'all' }).toString()).toBe(
      'bodyType=Coupe',
    );
  });
});
