// The option lists of the search screens (000 §9).
import { BODY_TYPES, COLOURS, FUEL_TYPES } from '../../../../../db/reference/types';
import type { CategorySlug } from './search-params';
import { DEAL_RATING_LABELS } from '../../../lib/deal-ratings';

export interface Option {
  value: string;
  label: string;
}

const poundsLabel = (p: number) => `£${p.toLocaleString('en-GB')}`;

/** Max-price options in pounds; the value is pence (DECISIONS 1). */
export const PRICE_POUNDS = [
  1000, 2000, 3000, 4000, 5000, 7500, 10000, 12500, 15000, 17500, 20000, 25000, 30000, 40000, 50000, 60000,
  70000, 80000, 90000, 100000,
];
export const PRICE_OPTIONS: Option[] = PRICE_POUNDS.map((p) => ({
  value: String(p * 100),
  label: poundsLabel(p),
}));
/** The floating bar's list stops at £50,000. */
export const QUICK_PRICE_OPTIONS = PRICE_OPTIONS.filter((o) => Number(o.value) <= 50000 * 100);

export const MILEAGE_OPTIONS: Option[] = [
  1000, 5000, 10000, 20000, 30000, 40000, 50000, 60000, 70000, 80000, 100000,
].map((m) => ({
  value: String(m),
  label: `${m.toLocaleString('en-GB')} miles`,
}));

/** 25 years counting down from the current year (DECISIONS 4). */
export function yearOptions(now = new Date()): Option[] {
  const year = now.getFullYear();
  return Array.from({ length: 25 }, (_, i) => String(year - i)).map((y) => ({ value: y, label: y }));
}

export const DOOR_OPTIONS: Option[] = ['2', '3', '4', '5', '6+'].map((d) => ({ value: d, label: d }));
export const SEAT_OPTIONS: Option[] = ['2', '4', '5', '6', '7', '8+'].map((s) => ({ value: s, label: s }));
export const OWNER_OPTIONS: Option[] = Array.from({ length: 10 }, (_, i) => String(i + 1)).map((n) => ({
  value: n,
  label: n,
}));
export const FUEL_OPTIONS: Option[] = FUEL_TYPES.map((f) => ({ value: f, label: f }));
export const TRANSMISSION_OPTIONS: Option[] = ['Manual', 'Automatic'].map((t) => ({ value: t, label: t }));
export const COLOUR_OPTIONS: Option[] = COLOURS.map((c) => ({ value: c, label: c }));
export const SELLER_TYPE_OPTIONS: Option[] = [
  { value: 'trade', label: 'Trade' },
  { value: 'private', label: 'Private' },
];
/** The deal rating filter (the API's dealRatings), best first. */
export const DEAL_RATING_OPTIONS: Option[] = (
  ['great', 'good', 'fair', 'high', 'overpriced', 'insufficient'] as const
).map((value) => ({ value, label: DEAL_RATING_LABELS[value] }));
export const RADIUS_OPTIONS: Option[] = [5, 10, 25, 50, 100, 200].map((r) => ({
  value: String(r),
  label: `${r} miles`,
}));

/** The distances offered, with `current` among them in its place when a link brought another (30 miles, say). */
export function radiusOptions(current: string | undefined): Option[] {
  if (!current || RADIUS_OPTIONS.some((o) => o.value === current)) return RADIUS_OPTIONS;
  return [...RADIUS_OPTIONS, { value: current, label: `${current} miles` }].sort(
    (a, b) => Number(a.value) - Number(b.value),
  );
}

/**
 * The floating bar's fuel choices. The API has no plug-in hybrid filter, so both hybrid choices send
 * fuelTypes=Hybrid (which the API reads as both hybrid types).
 */
export const QUICK_FUEL_OPTIONS: Option[] = [
  { value: 'Petrol', label: 'Petrol' },
  { value: 'Diesel', label: 'Diesel' },
  { value: 'Electric', label: 'Electric' },
  { value: 'Hybrid', label: 'Hybrid' },
  { value: 'Plug-in Hybrid', label: 'Plug-in Hybrid' },
];
export const quickFuelToApi = (choice: string) => (choice === 'Plug-in Hybrid' ? 'Hybrid' : choice);

const CATEGORY_KEY = { cars: 'car', motorcycles: 'motorcycle', vans: 'van' } as const;
export function bodyTypeOptions(category: CategorySlug): Option[] {
  return BODY_TYPES[CATEGORY_KEY[category]].map((b) => ({ value: b, label: b }));
}

export const SORT_OPTIONS: Option[] = [
  { value: 'relevance', label: 'Relevance' },
  { value: 'price_asc', label: 'Price: Low to High' },
  { value: 'price_desc', label: 'Price: High to Low' },
  { value: 'mileage_asc', label: 'Mileage: Low to High' },
  { value: 'year_desc', label: 'Newest First' },
  { value: 'newest', label: 'Newest listed' },
  { value: 'deal', label: 'Best deal' },
];
/** The 'price dropped recently' filter's window, in days (the API's priceDroppedWithin). */
export const PRICE_DROP_DAYS = '7';
export const DISTANCE_SORT: Option = { value: 'distance', label: 'Distance' };
