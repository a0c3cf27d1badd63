// Wording for the detail screen's values. Dates are shown in UK time, as a UK buyer reads them.
const dayMonth = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'Europe/London',
});
const dayMonthYear = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Europe/London',
});

/** '3 Oct' */
export const shortDate = (iso: string) => dayMonth.format(new Date(iso));
/** '3 Oct 2026' */
export const longDate = (iso: string) => dayMonthYear.format(new Date(iso));

export const sellerTypeLabel = (type: string) => (type === 'private' ? 'Private seller' : 'Dealer');

const SERVICE_HISTORY: Record<string, string> = {
  full: 'Full service history',
  partial: 'Partial service history',
  none: 'No service history',
};
export const serviceHistoryLabel = (value: string | null) =>
  value ? (SERVICE_HISTORY[value] ?? value) : 'Not stated';

/** Badges of 000 §9: One Owner when previousOwners is 1; Low Mileage under 10,000 miles; Electric. */
export function carBadges(car: { previousOwners: number; mileage: number; isElectric: boolean }): string[] {
  const badges: string[] = [];
  if (car.previousOwners === 1) badges.push('One Owner');
  if (car.mileage < 10_000) badges.push('Low Mileage');
  if (car.isElectric) badges.push('Electric');
  return badges;
}
