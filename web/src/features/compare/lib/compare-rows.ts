// The rows of the comparison view, which ones differ between the chosen cars, and which car holds the
// best value where 'best' has a plain meaning (lowest price, newest year, lowest mileage, fewest owners,
// highest power, longest electric range). Nothing is marked best when the cars tie or only one has a value.
import { miles, number, pounds } from '../../../lib/format';
import type { CompareCar } from './compare-store';

export const NOT_LISTED = 'Not listed';

export interface CompareRow {
  label: string;
  /** The text shown in the cell. */
  display: (car: CompareCar) => string;
  /** For comparable rows: the number to rank by (null when unknown) and which end is best. */
  rank?: { value: (car: CompareCar) => number | null; best: 'lowest' | 'highest' };
}

const orNotListed = <T>(v: T | null | undefined, f: (v: T) => string) =>
  v === null || v === undefined || v === '' ? NOT_LISTED : f(v);

export const COMPARE_ROWS: CompareRow[] = [
  { label: 'Price', display: (c) => pounds(c.price), rank: { value: (c) => c.price, best: 'lowest' } },
  { label: 'Year', display: (c) => String(c.year), rank: { value: (c) => c.year, best: 'highest' } },
  { label: 'Mileage', display: (c) => miles(c.mileage), rank: { value: (c) => c.mileage, best: 'lowest' } },
  { label: 'Fuel type', display: (c) => orNotListed(c.fuelType, String) },
  { label: 'Transmission', display: (c) => orNotListed(c.transmission, String) },
  { label: 'Body type', display: (c) => orNotListed(c.bodyType, String) },
  {
    label: 'Engine size',
    // A pure electric car has no engine capacity; a zero is 'not applicable', not a 0.0 L engine.
    display: (c) =>
      c.engineSize > 0 ? `${c.engineSize.toFixed(1)} L` : c.isElectric ? 'Electric motor' : NOT_LISTED,
  },
  {
    label: 'Power',
    display: (c) => orNotListed(c.powerBhp, (p) => `${number(p)} bhp`),
    rank: { value: (c) => c.powerBhp, best: 'highest' },
  },
  { label: 'Doors', display: (c) => orNotListed(c.doors, String) },
  { label: 'Seats', display: (c) => orNotListed(c.seats, String) },
  { label: 'Colour', display: (c) => orNotListed(c.color, String) },
  {
    label: 'Previous owners',
    display: (c) => String(c.previousOwners),
    rank: { value: (c) => c.previousOwners, best: 'lowest' },
  },
  {
    label: 'Electric range',
    display: (c) => (c.electricRange ? miles(c.electricRange) : c.isElectric ? NOT_LISTED : 'Not applicable'),
    rank: { value: (c) => c.electricRange || null, best: 'highest' },
  },
  {
    label: 'Seller and location',
    display: (c) => [c.dealerName, c.dealerLocation].filter(Boolean).join(', ') || NOT_LISTED,
  },
  {
    label: 'Platforms',
    display: (c) =>
      c.offers?.length
        ? c.offers.map((o) => `${o.platformName} ${pounds(o.price)}`).join(', ')
        : c.platformName || NOT_LISTED,
  },
];

/** True when the cars do not all show the same value in this row. */
export function rowDiffers(row: CompareRow, cars: readonly CompareCar[]): boolean {
  return new Set(cars.map(row.display)).size > 1;
}

/** Ids of the cars holding the best value of a comparable row (all of them on a tie for best). */
export function bestIds(row: CompareRow, cars: readonly CompareCar[]): Set<number> {
  const rank = row.rank;
  if (!rank) return new Set();
  const known = cars
    .map((c) => ({ id: c.id, v: rank.value(c) }))
    .filter((x): x is { id: number; v: number } => typeof x.v === 'number' && Number.isFinite(x.v));
  if (known.length < 2) return new Set();
  const values = known.map((x) => x.v);
  const best = rank.best === 'lowest' ? Math.min(...values) : Math.max(...values);
  if (values.every((v) => v === best)) return new Set();
  return new Set(known.filter((x) => x.v === best).map((x) => x.id));
}
