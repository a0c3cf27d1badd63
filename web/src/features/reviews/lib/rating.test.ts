import { describe, expect, it } from 'vitest';
import { fivePoint, outOfTen, ratingColourClass, stars } from './rating';

describe('ratingColourClass', () => {
  it('steps at 9, 8, 7 and 6 out of 10', () => {
    expect(ratingColourClass(10)).toContain('emerald');
    expect(ratingColourClass(9)).toContain('emerald');
    expect(ratingColourClass(8.9)).toContain('bg-green');
    expect(ratingColourClass(8)).toContain('bg-green');
    expect(ratingColourClass(7.9)).toContain('lime');
    expect(ratingColourClass(7)).toContain('lime');
    expect(ratingColourClass(6.9)).toContain('amber');
    expect(ratingColourClass(6)).toContain('amber');
    expect(ratingColourClass(5.9)).toContain('red');
    expect(ratingColourClass(0)).toContain('red');
  });

  it('uses dark shades under white text for contrast', () => {
    for (const r of [9.5, 8.5, 7.5, 6.5, 3]) {
      expect(ratingColourClass(r)).toMatch(/bg-\w+-700 text-white/);
    }
  });
});

describe('stars', () => {
  it('shows rating / 2 on five stars, to the nearest half', () => {
    expect(stars(10)).toEqual({ full: 5, half: false, empty: 0, value: 5 });
    expect(stars(9)).toEqual({ full: 4, half: true, empty: 0, value: 4.5 });
    expect(stars(8.6)).toEqual({ full: 4, half: true, empty: 0, value: 4.5 });
    expect(stars(8.4)).toEqual({ full: 4, half: false, empty: 1, value: 4 });
    expect(stars(7)).toEqual({ full: 3, half: true, empty: 1, value: 3.5 });
    expect(stars(0)).toEqual({ full: 0, half: false, empty: 5, value: 0 });
  });

  it('keeps out-of-range ratings within five stars', () => {
    expect(stars(12).value).toBe(5);
    expect(stars(-1).value).toBe(0);
  });
});

describe('figures', () => {
  it('gives the five-point figure and the figure out of 10', () => {
    expect(fivePoint(8.6)).toBe(4.3);
    expect(fivePoint(9)).toBe(4.5);
    expect(outOfTen(8.6)).toBe('8.6/10');
    expect(outOfTen(9)).toBe('9/10');
  });
});
