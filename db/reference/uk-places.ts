// Resolves what a buyer types as a location (a full UK postcode, a postcode district or a town name)
// to coordinates, and measures crow-flies distances. Pure and synchronous: the lookup maps are built
// once when the module loads.
import type { PostcodeArea, PostcodeDistrict, Town } from './types.js';
import { POSTCODE_AREAS } from './uk-postcode-areas.js';
import { POSTCODE_DISTRICTS } from './uk-postcode-districts.js';
import { UK_TOWNS } from './uk-towns.js';

export type LocationKind = 'postcode' | 'district' | 'area' | 'town';

export interface ResolvedLocation {
  label: string;
  lat: number;
  lon: number;
  kind: LocationKind;
}

/** Mean earth radius in statute miles. */

/**
 * Outward code (district) of a UK postcode: A9, A99, AA9, AA99, A9A, AA9A, with the letter
 * restrictions of the Royal Mail format (no Q/V/X first, no I/J/Z second, limited trailing letters).
 */
const OUTCODE_PATTERN =
  '[A-PR-UWYZ](?:[0-9]{1,2}|[A-HK-Y][0-9]{1,2}|[0-9][A-HJKPS-UW]|[A-HK-Y][0-9][ABEHMNPRV-Y])';
/** Inward code: a digit then two letters, never C, I, K, M, O or V. */
const INCODE_PATTERN = '[0-9][ABD-HJLNP-UW-Z]{2}';

const OUTCODE_RE = new RegExp(`^${OUTCODE_PATTERN}$`);
const POSTCODE_RE = new RegExp(`^(${OUTCODE_PATTERN}) ?(${INCODE_PATTERN})$`);
const AREA_RE = /^[A-Z]{1,2}/;

/** Common short or alternative names, keyed by normalised name (see townKey). */
const TOWN_ALIASES: Record<string, string> = {
  NEWCASTLE: 'Newcastle upon Tyne',
  'NEWCASTLE ON TYNE': 'Newcastle upon Tyne',
  'KINGSTON UPON HULL': 'Hull',
  'KINGSTON ON HULL': 'Hull',
  DERRY: 'Londonderry',
  'DERRY LONDONDERRY': 'Londonderry',
  STOKE: 'Stoke-on-Trent',
  SOUTHEND: 'Southend-on-Sea',
  WESTON: 'Weston-super-Mare',
  'TUNBRIDGE WELLS': 'Royal Tunbridge Wells',
  LEAMINGTON: 'Leamington Spa',
  'ROYAL LEAMINGTON SPA': 'Leamington Spa',
  LETCHWORTH: 'Letchworth Garden City',
  WELWYN: 'Welwyn Garden City',
  WGC: 'Welwyn Garden City',
  DROITWICH: 'Droitwich Spa',
  WIMBORNE: 'Wimborne Minster',
  LYTHAM: 'Lytham St Annes',
  'ST ANNES': 'Lytham St Annes',
  'ST ANNES ON SEA': 'Lytham St Annes',
  NEWARK: 'Newark-on-Trent',
  BURTON: 'Burton upon Trent',
  'BURTON ON TRENT': 'Burton upon Trent',
  STRATFORD: 'Stratford-upon-Avon',
  'STRATFORD ON AVON': 'Stratford-upon-Avon',
  STAINES: 'Staines-upon-Thames',
  KINGSTON: 'Kingston upon Thames',
  BARROW: 'Barrow-in-Furness',
  STOCKTON: 'Stockton-on-Tees',
  'CITY OF LONDON': 'London',
  'CENTRAL LONDON': 'London',
  'GREATER LONDON': 'London',
  MK: 'Milton Keynes',
  'BRIGHTON AND HOVE': 'Brighton',
};

/**
 * Normalises a free-text location for lookup: trims, collapses runs of whitespace to one space and
 * uppercases ('  sw1a   1aa ' -> 'SW1A 1AA').
 */
export function normaliseLocation(input: string): string {
  return input.trim().replace(/\s+/g, ' ').toUpperCase();
}

/**
 * Key for town-name matching: uppercase, apostrophes dropped, other punctuation as spaces and 'SAINT'
 * as 'ST', so 'Newcastle-upon-Tyne', "Kings Lynn" and 'Saint Albans' match 'Newcastle upon Tyne',
 * "King's Lynn" and 'St Albans'.
 */
function townKey(name: string): string {
  return normaliseLocation(
    name
      .replace(/['\u2019`]/g, '')
      .replace(/&/g, ' and ')
      .replace(/[^A-Za-z0-9]+/g, ' '),
  )
    .replace(/\bSAINT\b/g, 'ST')
    .trim();
}

/** Label of a district result: the outcode and its post town, e.g. 'M1, Manchester'. */
function districtLabel(d: PostcodeDistrict): string {
  return `${d.district}, ${d.town}`;
}

// ---- lookup maps, built once ----

const AREAS = new Map<string, PostcodeArea>(POSTCODE_AREAS.map((a) => [a.area, a]));
const DISTRICTS = new Map<string, PostcodeDistrict>(POSTCODE_DISTRICTS.map((d) => [d.district, d]));
const TOWNS = buildTownIndex(UK_TOWNS);

function buildTownIndex(towns: Town[]): Map<string, Town> {
  const index = new Map<string, Town>();
  const byName = new Map<string, Town>();
  for (const town of towns) {
    const key = townKey(town.name);
    byName.set(town.name, town);
    index.set(key, town);
  }
  // Derived short names ('Henley' for 'Henley-on-Thames', 'Bexhill' for 'Bexhill-on-Sea'), only when
  // exactly one town derives it and no town or explicit alias already owns the name.
  const derived = new Map<string, Town[]>();
  for (const town of towns) {
    const m = /^(.+?) (?:UPON|ON|UNDER|SUPER|IN|LE|BY|NEXT THE) .+$/.exec(townKey(town.name));
    const short = m?.[1];
    if (!short) continue;
    derived.set(short, [...(derived.get(short) ?? []), town]);
  }
  for (const [short, matches] of derived) {
    const only = matches[0];
    if (matches.length === 1 && only && !index.has(short) && !(short in TOWN_ALIASES)) index.set(short, only);
  }
  for (const [alias, name] of Object.entries(TOWN_ALIASES)) {
    const town = byName.get(name);
    if (town && !index.has(alias)) index.set(alias, town);
  }
  return index;
}

function areaOf(outcode: string): PostcodeArea | undefined {
  const letters = AREA_RE.exec(outcode)?.[0];
  return letters ? AREAS.get(letters) : undefined;
}

/**
 * Outward code (district) of a full UK postcode, e.g. 'M1 1AE' -> 'M1', 'sw1a1aa' -> 'SW1A'.
 * Returns null when the input is not a well-formed full postcode.
 */
export function districtOf(postcode: string): string | null {
  const m = POSTCODE_RE.exec(normaliseLocation(postcode).replace(/ /g, ''));
  return m?.[1] ?? null;
}

/**
 * Resolves a full postcode, a postcode district (outcode), a postcode area or a town name to a point.
 * - full postcode: its district centroid (kind 'postcode'), else its area centroid (kind 'area');
 * - district: its centroid (kind 'district'), else its area centroid (kind 'area');
 * - town (case and punctuation insensitive, with common aliases): the town centre (kind 'town').
 * Returns null when nothing matches.
 */
export function resolveLocation(input: string): ResolvedLocation | null {
  const text = normaliseLocation(input);
  if (!text) return null;
  const compact = text.replace(/ /g, '');

  const full = POSTCODE_RE.exec(compact);
  if (full) {
    const outcode = full[1] as string;
    const label = `${outcode} ${full[2] as string}`;
    const district = DISTRICTS.get(outcode);
    if (district) return { label, lat: district.lat, lon: district.lon, kind: 'postcode' };
    const area = areaOf(outcode);
    return area ? { label, lat: area.lat, lon: area.lon, kind: 'area' } : null;
  }

  // An outcode never contains a space, so 'M1 1' (a partial postcode) is not read as 'M11'.
  if (OUTCODE_RE.test(text)) {
    const district = DISTRICTS.get(text);
    if (district)
      return { label: districtLabel(district), lat: district.lat, lon: district.lon, kind: 'district' };
    const area = areaOf(text);
    return area ? { label: `${text}, ${area.name}`, lat: area.lat, lon: area.lon, kind: 'area' } : null;
  }

  const town = TOWNS.get(townKey(text));
  if (town) return { label: town.name, lat: town.lat, lon: town.lon, kind: 'town' };

  // A bare postcode area ('SW', 'EH'), when it is not also a town name.
  const area = AREAS.get(text);
  if (area) return { label: `${area.area} (${area.name})`, lat: area.lat, lon: area.lon, kind: 'area' };

  return null;
}

export { distanceMiles } from './distance.js';
