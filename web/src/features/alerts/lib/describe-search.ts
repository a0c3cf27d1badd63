// Words for a saved search's filters: the name the save dialog suggests ('BMW 3 Series under £20,000')
// and the summary the dashboard shows. Reads the search API's query (money in pence, DECISIONS 1).
import type { Category } from '../../../../../db/reference/types';
import { number, pounds } from '../../../lib/format';
import type { SavedSearchQuery } from '../types';

const PLURAL: Record<Category, string> = { car: 'cars', motorcycle: 'motorcycles', van: 'vans' };
const NAME_MAX = 80;

const one = (query: SavedSearchQuery, key: string): string | undefined => {
  const value = query[key];
  const first = Array.isArray(value) ? value[0] : value;
  return first && first !== 'any' && first !== 'Any' ? first : undefined;
};
const many = (query: SavedSearchQuery, key: string): string[] => {
  const value = query[key];
  return (Array.isArray(value) ? value : value ? [value] : []).filter(Boolean);
};
const money = (pence: string | undefined) =>
  pence && Number.isFinite(Number(pence)) ? pounds(Number(pence)) : undefined;

/** What is searched for: make and model, else the typed words, else the whole category. */
function subject(category: Category, query: SavedSearchQuery): string {
  const make = one(query, 'make');
  const model = one(query, 'model');
  const text = one(query, 'search');
  if (make) return [make, model].filter(Boolean).join(' ');
  if (text) return `“${text}”`;
  return `All ${PLURAL[category]}`;
}

function priceWords(query: SavedSearchQuery): string | undefined {
  const min = money(one(query, 'minPrice'));
  const max = money(one(query, 'maxPrice'));
  if (min && max) return `${min} to ${max}`;
  if (max) return `under ${max}`;
  if (min) return `over ${min}`;
  return undefined;
}

/** The name the save dialog suggests, at most 80 characters. */
export function suggestSearchName(category: Category, query: SavedSearchQuery): string {
  const name = [subject(category, query), priceWords(query)].filter(Boolean).join(' ');
  return name.length > NAME_MAX ? `${name.slice(0, NAME_MAX - 1)}…` : name;
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The search's filters as short phrases, in the order the filter panel shows them. */
export function summariseFilters(category: Category, query: SavedSearchQuery): string[] {
  const parts: (string | undefined)[] = [subject(category, query)];
  const make = one(query, 'make');
  const text = one(query, 'search');
  if (make && text) parts.push(`“${text}”`);
  const price = priceWords(query);
  parts.push(price && capitalise(price));
  const minYear = one(query, 'minYear');
  const maxYear = one(query, 'maxYear');
  parts.push(
    minYear && maxYear
      ? `${minYear} to ${maxYear}`
      : minYear
        ? `${minYear} or newer`
        : maxYear
          ? `${maxYear} or older`
          : undefined,
  );
  const mileage = one(query, 'maxMileage');
  parts.push(mileage ? `Up to ${number(Number(mileage))} miles` : undefined);
  parts.push(many(query, 'fuelTypes').join(' or ') || undefined);
  parts.push(one(query, 'transmission'), one(query, 'bodyType'), one(query, 'color'));
  if (one(query, 'isElectric') === 'true') parts.push('Electric');
  const location = one(query, 'location');
  if (location) parts.push(`Within ${one(query, 'radius') ?? '50'} miles of ${location}`);
  const sellers = many(query, 'sellerTypes');
  if (sellers.length === 1) parts.push(sellers[0] === 'trade' ? 'Trade sellers' : 'Private sellers');
  return parts.filter((p): p is string => Boolean(p));
}
