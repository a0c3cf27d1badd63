// UK identifiers as sources write them ('ls115ab', 'ab19cde', 'wba…'), brought to the one form the
// product stores and the merge compares.
import { POSTCODE_AREAS } from '../../../../db/reference/uk-postcode-areas.js';
import { POSTCODE_DISTRICTS } from '../../../../db/reference/uk-postcode-districts.js';

// Royal Mail format (as db/reference/uk-places.ts): outward code A9, A99, AA9, AA99, A9A, AA9A with
// the letter restrictions; inward code a digit and two letters, never C, I, K, M, O or V.
const POSTCODE_RE =
  /^([A-PR-UWYZ](?:[0-9]{1,2}|[A-HK-Y][0-9]{1,2}|[0-9][A-HJKPS-UW]|[A-HK-Y][0-9][ABEHMNPRV-Y]))([0-9][ABD-HJLNP-UW-Z]{2})$/;

const DISTRICTS = new Map(POSTCODE_DISTRICTS.map((d) => [d.district, d]));
const AREAS = new Set(POSTCODE_AREAS.map((a) => a.area));

/** 'ls115ab', 'LS11  5AB', 'ls11-5ab' → 'LS11 5AB'; null when it is not a well-formed full postcode. */
export function normalisePostcode(input: string): string | null {
  const m = POSTCODE_RE.exec(input.toUpperCase().replace(/[^A-Z0-9]/g, ''));
  return m ? `${m[1]} ${m[2]}` : null;
}

/**
 * Why a normalised postcode cannot be placed on the map, or null when it can. The district list of
 * db/reference is not exhaustive, so an outward code in a known postcode area is accepted too (it
 * geocodes to the area's centroid, as the search API's resolveLocation does).
 */
export function postcodeProblem(postcode: string): string | null {
  const outward = postcode.split(' ')[0] ?? '';
  if (DISTRICTS.has(outward)) return null;
  const area = /^[A-Z]{1,2}/.exec(outward)?.[0] ?? '';
  return AREAS.has(area) ? null : `outward code ${outward} is not a known UK postcode district`;
}

/** The post town of a postcode's district, when db/reference knows it. */
export function postTownOf(postcode: string): string | null {
  return DISTRICTS.get(postcode.split(' ')[0] ?? '')?.town ?? null;
}

/**
 * A UK registration mark in its displayed form: current 'AB19 CDE', prefix 'A123 BCD', suffix
 * 'ABC 123D', dateless 'ABC 123' / '123 ABC' (and Northern Ireland 'ABZ 1234'); null for anything else,
 * so a garbled mark never becomes a false match key.
 */
export function normaliseRegistration(input: string): string | null {
  const s = input.toUpperCase().replace(/[^A-Z0-9]/g, '');
  let m = /^([A-Z]{2}[0-9]{2})([A-Z]{3})$/.exec(s) ?? /^([A-Z][0-9]{1,3})([A-Z]{3})$/.exec(s);
  if (m) return `${m[1]} ${m[2]}`;
  m = /^([A-Z]{3})([0-9]{1,3}[A-Z])$/.exec(s) ?? /^([A-Z]{1,3})([0-9]{1,4})$/.exec(s);
  if (m) return `${m[1]} ${m[2]}`;
  m = /^([0-9]{1,4})([A-Z]{1,3})$/.exec(s);
  return m ? `${m[1]} ${m[2]}` : null;
}

/** A 17-character VIN in upper case (never I, O or Q); null for anything else. */
export function normaliseVin(input: string): string | null {
  const s = input.toUpperCase().replace(/[\s-]/g, '');
  return /^[A-HJ-NPR-Z0-9]{17}$/.test(s) ? s : null;
}
