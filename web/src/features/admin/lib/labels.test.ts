import { describe, expect, it } from 'vitest';
import { counts } from '../testing/fixtures';
import { countsSentence, formatDuration, formatShortDateTime, timeLeft } from './labels';

describe('admin labels', () => {
  it('says what a run changed, with errors only when there were some', () => {
    expect(countsSentence(counts({ added: 1204, updated: 36, removed: 12, rejected: 4 }))).toBe(
      '1,204 added, 36 updated, 12 removed, 4 rejected',
    );
    expect(countsSentence(counts({ errors: 1 }))).toBe('0 added, 0 updated, 0 removed, 0 rejected, 1 error');
  });

  it('writes a date and time short, with the year only when it is not this one', () => {
    const now = new Date(2026, 10, 23, 15, 0);
    expect(formatShortDateTime(new Date(2026, 10, 23, 12, 43).toISOString(), now)).toBe('23 Nov, 12:43');
    expect(formatShortDateTime(new Date(2025, 0, 5, 9, 7).toISOString(), now)).toBe('5 Jan 2025, 09:07');
  });

  it('formats durations in seconds, minutes and hours', () => {
    expect(formatDuration(45_000)).toBe('45 s');
    expect(formatDuration(12 * 60_000)).toBe('12 min');
    expect(formatDuration(65 * 60_000)).toBe('1 h 05 min');
  });

  it('estimates the time left from the pace so far, and nothing before any progress', () => {
    const start = '2026-11-20T10:00:00.000Z';
    const now = new Date('2026-11-20T10:10:00.000Z').getTime();
    expect(timeLeft(start, 25, now)).toBe('30 min');
    expect(timeLeft(start, 0, now)).toBeNull();
    expect(timeLeft(start, 100, now)).toBeNull();
  });
});
