// How reviews word their dates and prices. Money arrives in pence (DECISIONS 1).
import { pounds } from '../../../lib/format';

const dayMonthYear = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2026-03-14' or an ISO time → '14 Mar 2026'. */
export function reviewDate(value: string): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? value : dayMonthYear.format(date);
}

/** '£18,500 – £24,000', or one figure when the range is a single price. */
export function priceRange({ from, to }: { from: number; to: number }): string {
  return from === to ? pounds(from) : `${pounds(from)} – ${pounds(to)}`;
}
