import { describe, expect, it } from 'vitest';
import { parseReviewFilters, reviewFiltersToParams, reviewFiltersToRequest } from './filters';

describe('review filters', () => {
  it('reads the filters from the URL, ignoring unknown values', () => {
    const params = new URLSearchParams('q=puma&category=luxury&vehicleType=van&minRating=3.5&sort=oldest');
    expect(parseReviewFilters(params)).toEqual({
      q: 'puma',
      category: 'luxury',
      vehicleType: 'van',
      minRating: '3.5',
      sort: 'oldest',
    });
    expect(parseReviewFilters(new URLSearchParams('category=x&minRating=2&sort=best'))).toEqual({
      q: '',
      category: 'all',
      vehicleType: 'all',
      minRating: 'any',
      sort: 'newest',
    });
  });

  it('writes only what differs from the defaults', () => {
    const filters = parseReviewFilters(new URLSearchParams('sort=rating'));
    expect(reviewFiltersToParams(filters).toString()).toBe('sort=rating');
    expect(reviewFiltersToParams({ ...filters, sort: 'newest', q: '  ' }).toString()).toBe('');
  });

  it('sends the five-point minimum rating doubled and the API’s name of the sort', () => {
    const filters = parseReviewFilters(new URLSearchParams('minRating=4.5&sort=newest&category=sports'));
    expect(reviewFiltersToRequest(filters)).toEqual({ minRating: 9, category: 'sports', sortBy: 'date' });
    expect(reviewFiltersToRequest({ ...filters, minRating: '3.0', sort: 'popular' })).toMatchObject({
      minRating: 6,
      sortBy: 'popular',
    });
  });
});
