import { describe, expect, it } from 'vitest';
import { suggestSearchName, summariseFilters } from './describe-search';

describe('suggestSearchName', () => {
  it('names make, model and price', () => {
    expect(suggestSearchName('car', { make: 'BMW', model: '3 Series', maxPrice: '2000000' })).toBe(
      'BMW 3 Series under £20,000',
    );
    expect(suggestSearchName('car', { make: 'Audi', minPrice: '500000', maxPrice: '1500000' })).toBe(
      'Audi £5,000 to £15,000',
    );
  });

  it('falls back to the typed words, then the whole category', () => {
    expect(suggestSearchName('car', { search: 'golf gti', minPrice: '800000' })).toBe(
      '“golf gti” over £8,000',
    );
    expect(suggestSearchName('van', { sortBy: 'relevance', sortOrder: 'desc' })).toBe('All vans');
  });

  it('keeps within 80 characters', () => {
    expect(suggestSearchName('car', { search: 'x'.repeat(120) })).toHaveLength(80);
  });
});

describe('summariseFilters', () => {
  it('words every filter it knows and leaves out the sort', () => {
    expect(
      summariseFilters('car', {
        make: 'Ford',
        model: 'Focus',
        minYear: '2018',
        maxMileage: '60000',
        fuelTypes: ['Petrol'],
        transmission: 'Automatic',
        sellerTypes: ['private'],
        sortBy: 'price_asc',
      }),
    ).toEqual([
      'Ford Focus',
      '2018 or newer',
      'Up to 60,000 miles',
      'Petrol',
      'Automatic',
      'Private sellers',
    ]);
  });
});
