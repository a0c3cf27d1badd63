import { describe, expect, it } from 'vitest';
import {
  applySearchUpdate,
  apiQuery,
  categoryParams,
  parseSearchState,
  searchIdentity,
  searchParamsFromQuery,
} from './search-params';

const params = (s: string) => new URLSearchParams(s);

describe('search parameters in the URL', () => {
  it('drops the page, defaults and blank values when a filter changes', () => {
    const next = applySearchUpdate(params('page=3&make=Audi'), {
      maxPrice: '500000',
      sortBy: 'relevance',
      color: 'Any',
    });
    expect(next.toString()).toBe('make=Audi&maxPrice=500000');
  });

  it('clears the model when the make changes and a distance sort when the location goes', () => {
    expect(applySearchUpdate(params('make=BMW&model=X5'), { make: 'Audi' }).toString()).toBe('make=Audi');
    expect(applySearchUpdate(params('location=LS1&sortBy=distance'), { location: '' }).toString()).toBe('');
  });

  it('repeats list parameters and sends radius only with a location', () => {
    const state = parseSearchState(params('fuelTypes=Petrol&fuelTypes=Hybrid&radius=25'));
    expect(apiQuery(state, 2)).toMatchObject({ page: '2', fuelTypes: ['Petrol', 'Hybrid'] });
    expect(apiQuery(state, 1)).not.toHaveProperty('radius');
    expect(apiQuery(parseSearchState(params('location=LS1')), 1)).toMatchObject({
      radius: '50',
      location: 'LS1',
    });
  });

  it('starts a category afresh and ignores an unknown category', () => {
    expect(categoryParams('vans').toString()).toBe('category=vans');
    expect(categoryParams('cars').toString()).toBe('');
    expect(parseSearchState(params('category=boats')).category).toBe('cars');
  });

  it('turns a saved search query back into the URL it came from (searchIdentity’s inverse)', () => {
    const url = 'category=vans&make=Ford&model=Transit&maxPrice=2000000&fuelTypes=Diesel&fuelTypes=Electric';
    const state = parseSearchState(params(url));
    expect(searchParamsFromQuery(state.category, searchIdentity(state)).toString()).toBe(url);
    expect(
      searchParamsFromQuery('cars', {
        location: 'LS1',
        radius: '50',
        sortBy: 'distance',
        limit: '12',
      }).toString(),
    ).toBe('location=LS1&sortBy=distance');
    expect(searchParamsFromQuery('cars', { radius: '25', page: '3' }).toString()).toBe('');
  });
});
