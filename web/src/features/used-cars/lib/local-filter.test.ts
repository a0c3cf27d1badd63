import { describe, expect, it } from 'vitest';
import {
  DEFAULT_USED_FILTERS,
  filterAndSortUsedCars,
  parseUsedFilters,
  usedFiltersToParams,
  type UsedCar,
} from './local-filter';

const car = (id: number, o: Partial<UsedCar> = {}): UsedCar => ({
  id,
  title: `Car ${id}`,
  make: 'Ford',
  model: 'Focus',
  bodyType: 'Hatchback',
  fuelType: 'Petrol',
  transmission: 'Manual',
  price: 1_000_000,
  year: 2020,
  mileage: 30_000,
  ...o,
});

const cars = [
  car(1, {
    title: '2019 Volkswagen Golf Life',
    make: 'Volkswagen',
    model: 'Golf',
    price: 1_500_000,
    year: 2019,
    mileage: 40_000,
  }),
  car(2, {
    title: '2022 Kia Sportage GT-Line',
    make: 'Kia',
    model: 'Sportage',
    bodyType: 'SUV',
    fuelType: 'Hybrid - Petrol/Electric',
    price: 2_600_000,
    year: 2022,
    mileage: 12_000,
  }),
  car(3, {
    title: '2021 BMW 320d',
    make: 'BMW',
    model: '3 Series',
    bodyType: 'Saloon',
    fuelType: 'Diesel',
    price: 2_100_000,
    year: 2021,
    mileage: 25_000,
  }),
  car(4, {
    title: '2023 Tesla Model 3',
    make: 'Tesla',
    model: 'Model 3',
    bodyType: 'Saloon',
    fuelType: 'Electric',
    price: 2_900_000,
    year: 2023,
    mileage: 8_000,
  }),
  car(5, {
    title: '2020 Ford Kuga',
    make: 'Ford',
    model: 'Kuga',
    bodyType: 'SUV',
    fuelType: 'Hybrid - Diesel/Electric',
    price: 1_500_000,
    year: 2020,
    mileage: 50_000,
  }),
];
const ids = (list: UsedCar[]) => list.map((c) => c.id);

describe('filterAndSortUsedCars', () => {
  it('sorts by price, low to high, by default, keeping the server order on ties', () => {
    expect(ids(filterAndSortUsedCars(cars, DEFAULT_USED_FILTERS))).toEqual([1, 5, 3, 2, 4]);
  });

  it('sorts by price high to low, newest year and lowest mileage', () => {
    const f = DEFAULT_USED_FILTERS;
    expect(ids(filterAndSortUsedCars(cars, { ...f, sortBy: 'price_desc' }))).toEqual([4, 2, 3, 1, 5]);
    expect(ids(filterAndSortUsedCars(cars, { ...f, sortBy: 'year_desc' }))).toEqual([4, 2, 3, 5, 1]);
    expect(ids(filterAndSortUsedCars(cars, { ...f, sortBy: 'mileage_asc' }))).toEqual([4, 2, 3, 1, 5]);
  });

  it('matches search text case-insensitively against title, make and model only', () => {
    const f = DEFAULT_USED_FILTERS;
    expect(ids(filterAndSortUsedCars(cars, { ...f, search: 'GOLF' }))).toEqual([1]);
    expect(ids(filterAndSortUsedCars(cars, { ...f, search: ' kia ' }))).toEqual([2]);
    expect(ids(filterAndSortUsedCars(cars, { ...f, search: 'series' }))).toEqual([3]);
    expect(ids(filterAndSortUsedCars(cars, { ...f, search: 'diesel' }))).toEqual([]);
  });

  it('filters by body type and fuel, where Hybrid means both hybrid fuel types and all means no filter', () => {
    const f = DEFAULT_USED_FILTERS;
    expect(ids(filterAndSortUsedCars(cars, { ...f, bodyType: 'SUV' }))).toEqual([5, 2]);
    expect(ids(filterAndSortUsedCars(cars, { ...f, fuelType: 'Hybrid' }))).toEqual([5, 2]);
    expect(ids(filterAndSortUsedCars(cars, { ...f, fuelType: 'Electric' }))).toEqual([4]);
    expect(ids(filterAndSortUsedCars(cars, { ...f, bodyType: 'Saloon', fuelType: 'Diesel' }))).toEqual([3]);
    expect(filterAndSortUsedCars(cars, { ...f, bodyType: 'all', fuelType: 'all' })).toHaveLength(5);
  });

  it('does not change the list it is given', () => {
    const copy = [...cars];
    filterAndSortUsedCars(cars, { ...DEFAULT_USED_FILTERS, sortBy: 'price_desc' });
    expect(cars).toEqual(copy);
  });
});

describe('used-cars filters in the URL', () => {
  it('reads known values, case-insensitively, and falls back to no filter and price_asc', () => {
    expect(
      parseUsedFilters(new URLSearchParams('bodyType=suv&fuelType=hybrid&sortBy=year_desc&search=Golf')),
    ).toEqual({
      search: 'Golf',
      bodyType: 'SUV',
      fuelType: 'Hybrid',
      sortBy: 'year_desc',
    });
    expect(parseUsedFilters(new URLSearchParams('bodyType=Tank&fuelType=Coal&sortBy=relevance'))).toEqual(
      DEFAULT_USED_FILTERS,
    );
  });

  it('writes only what differs from the defaults', () => {
    expect(usedFiltersToParams(DEFAULT_USED_FILTERS).toString()).toBe('');
    expect(
      usedFiltersToParams({
        search: 'golf',
        bodyType: 'Estate',
        fuelType: 'all',
        sortBy: 'mileage_asc',
      }).toString(),
    ).toBe('search=golf&bodyType=Estate&sortBy=mileage_asc');
  });
});
