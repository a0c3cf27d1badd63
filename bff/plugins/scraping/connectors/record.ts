// The quality gate every connector's records pass through (CONTEXT.md, 'Quality rules'): one valibot
// schema that coerces what sources send (numbers as text, '£18,995', 'DIESEL', 'ls115ab') into a
// SourceRecord, or names the first field that fails and why.
import * as v from 'valibot';
import type { Category } from '../../../../db/reference/types.js';
import type { SourceRecord } from './types.js';
import {
  dedupe,
  int,
  isoDate,
  list,
  mapped,
  optionalNumber,
  optionalText,
  pounds,
  required,
  text,
  toNumber,
  whole,
} from './rules.js';
import { cap, cleanText, normaliseName, show, textOf } from './text.js';
import { normalisePostcode, normaliseRegistration, normaliseVin, postcodeProblem, postTownOf } from './uk.js';
import {
  mapBodyType,
  mapCategory,
  mapColour,
  mapFuelType,
  mapSellerType,
  mapServiceHistory,
  mapTransmission,
} from './vocabulary.js';

export { normaliseName };
export { normalisePostcode } from './uk.js';

/**
 * What a connector read, field by field, before any rule: values as the source wrote them. `price` is
 * in pounds (every source quotes pounds) and `currency` defaults to GBP; units of mileage, engine and
 * power are already converted by the connector (miles, litres, bhp).
 */
export interface RawRecord {
  externalId?: unknown;
  url?: unknown;
  category?: unknown;
  title?: unknown;
  make?: unknown;
  model?: unknown;
  variant?: unknown;
  year?: unknown;
  price?: unknown;
  currency?: unknown;
  mileage?: unknown;
  fuelType?: unknown;
  transmission?: unknown;
  bodyType?: unknown;
  engineSize?: unknown;
  powerBhp?: unknown;
  doors?: unknown;
  seats?: unknown;
  colour?: unknown;
  previousOwners?: unknown;
  registration?: unknown;
  vin?: unknown;
  serviceHistory?: unknown;
  motExpiry?: unknown;
  features?: unknown;
  description?: unknown;
  imageUrls?: unknown;
  seller?: {
    type?: unknown;
    name?: unknown;
    town?: unknown;
    postcode?: unknown;
    phone?: unknown;
  };
}

export const LIMITS = {
  minYear: 1950,
  minPricePence: 100_00,
  maxPricePence: 2_000_000_00,
  maxMileage: 999_999,
  maxOwners: 20,
  maxTitle: 200,
  maxDescription: 4000,
} as const;

const fields = v.object({
  externalId: v.pipe(
    text,
    v.maxLength(100, (i) => `${show(i.input)} is longer than 100 characters`),
  ),
  url: v.pipe(
    text,
    v.check(
      (s) => /^https?:\/\/[^/\s]+/i.test(s) && URL.canParse(s),
      (i) => `${show(i.input)} is not an absolute URL`,
    ),
  ),
  category: v.pipe(text, mapped('category', mapCategory)),
  make: text,
  model: text,
  variant: v.pipe(
    optionalText,
    v.transform((s) => (s === null ? '' : normaliseName(s))),
  ),
  year: v.pipe(
    v.unknown(),
    required,
    toNumber,
    whole,
    v.check(
      (y) => y >= LIMITS.minYear && y <= new Date().getFullYear() + 1,
      (i) => `${i.input} is not a plausible year`,
    ),
  ),
  currency: v.pipe(
    optionalText,
    v.check(
      (c) => c === null || c.toUpperCase() === 'GBP',
      (i) => `currency ${i.input} is not GBP`,
    ),
  ),
  price: v.pipe(
    v.unknown(),
    required,
    toNumber,
    v.transform((p) => Math.round(p * 100)),
    v.check(
      (p) => p >= LIMITS.minPricePence && p <= LIMITS.maxPricePence,
      (i) => `${pounds(i.input)} is not between £100 and £2,000,000`,
    ),
  ),
  mileage: v.pipe(
    v.unknown(),
    required,
    toNumber,
    v.transform(Math.round),
    v.check(
      (m) => m >= 0 && m <= LIMITS.maxMileage,
      (i) => `${i.input.toLocaleString('en-GB')} miles is not between 0 and 999,999`,
    ),
  ),
  fuelType: v.pipe(text, mapped('fuel type', mapFuelType)),
  transmission: v.pipe(text, mapped('transmission', mapTransmission)),
  bodyType: text,
  engineSize: v.pipe(
    optionalNumber,
    v.check(
      (l) => l === null || (l >= 0 && l <= 10),
      (i) => `${i.input} litres is not a plausible engine size`,
    ),
  ),
  powerBhp: v.pipe(
    optionalNumber,
    v.transform((p) => (p === null ? null : Math.round(p))),
    v.check(
      (p) => p === null || (p > 0 && p <= 2000),
      (i) => `${i.input} bhp is not a plausible power`,
    ),
  ),
  doors: optionalNumber,
  seats: v.pipe(v.unknown(), required, toNumber, whole),
  colour: v.pipe(text, mapped('colour', mapColour)),
  previousOwners: int(0, LIMITS.maxOwners),
  registration: v.pipe(
    optionalText,
    v.transform((s) => (s === null ? null : normaliseRegistration(s))),
  ),
  vin: v.pipe(
    optionalText,
    v.transform((s) => (s === null ? null : normaliseVin(s))),
  ),
  serviceHistory: v.pipe(
    optionalText,
    v.transform((s) => (s === null ? null : mapServiceHistory(s))),
  ),
  motExpiry: v.pipe(optionalText, v.transform(isoDate)),
  features: v.pipe(v.unknown(), v.transform(dedupe)),
  description: v.pipe(
    v.unknown(),
    v.transform((x) => (typeof x === 'string' ? cap(cleanText(x), LIMITS.maxDescription) : '')),
  ),
  imageUrls: v.pipe(
    v.unknown(),
    v.transform((x) => [...new Set(list(x).filter((u) => /^https?:\/\/\S+$/i.test(u) && URL.canParse(u)))]),
  ),
  seller: v.object({
    type: v.pipe(text, mapped('seller type', mapSellerType)),
    name: text,
    town: optionalText,
    postcode: v.pipe(
      text,
      v.rawTransform(({ dataset, addIssue, NEVER }) => {
        const postcode = normalisePostcode(dataset.value);
        const problem = postcode ? postcodeProblem(postcode) : `${show(dataset.value)} is not a UK postcode`;
        if (postcode && !problem) return postcode;
        addIssue({ message: problem ?? 'not a UK postcode' });
        return NEVER;
      }),
    ),
    phone: optionalText,
  }),
  title: optionalText,
});

type Fields = v.InferOutput<typeof fields>;

/** Door and seat ranges by category: a minibus seats up to 17, a motorcycle has no more than 2 doors. */
const RANGES: Record<Category, { doors: [number, number]; seats: [number, number] }> = {
  car: { doors: [0, 7], seats: [1, 9] },
  van: { doors: [0, 7], seats: [1, 17] },
  motorcycle: { doors: [0, 2], seats: [1, 2] },
};

/** The rules that need two fields at once (category and body, doors, seats; fuel and engine size). */
const crossField = v.rawTransform<Fields, SourceRecord>(({ dataset, addIssue, NEVER }) => {
  const r = dataset.value;
  const fail = (key: string, message: string) => {
    addIssue({
      message,
      path: [{ type: 'object', origin: 'value', input: r, key, value: (r as never)[key] }],
    });
    return NEVER;
  };
  const bodyType = mapBodyType(r.category, r.bodyType);
  if (!bodyType) return fail('bodyType', `${show(r.bodyType)} is not a known ${r.category} body type`);
  const range = RANGES[r.category];
  const doors = r.doors ?? (r.category === 'motorcycle' ? 0 : null);
  if (doors === null) return fail('doors', 'missing');
  if (!Number.isInteger(doors) || doors < range.doors[0] || doors > range.doors[1])
    return fail(
      'doors',
      `${doors} is not between ${range.doors[0]} and ${range.doors[1]} for a ${r.category}`,
    );
  if (r.seats < range.seats[0] || r.seats > range.seats[1])
    return fail(
      'seats',
      `${r.seats} is not between ${range.seats[0]} and ${range.seats[1]} for a ${r.category}`,
    );
  const engineSize = r.engineSize ?? (r.fuelType === 'Electric' ? 0 : null);
  if (engineSize === null) return fail('engineSize', 'missing');
  const title = r.title ?? [r.year, r.make, r.model, r.variant].filter(Boolean).join(' ');
  if (title.length > LIMITS.maxTitle) return fail('title', `${title.length} characters is longer than 200`);
  const s = r.seller;
  return {
    externalId: r.externalId,
    url: r.url,
    category: r.category,
    title,
    make: r.make,
    model: r.model,
    variant: r.variant,
    year: r.year,
    pricePence: r.price,
    mileage: r.mileage,
    fuelType: r.fuelType,
    transmission: r.transmission,
    bodyType,
    engineSize: Math.round(engineSize * 10) / 10,
    powerBhp: r.powerBhp,
    doors,
    seats: r.seats,
    colour: r.colour,
    previousOwners: r.previousOwners,
    registration: r.registration,
    vin: r.vin,
    serviceHistory: r.serviceHistory,
    motExpiry: r.motExpiry,
    features: r.features,
    description: r.description,
    imageUrls: r.imageUrls,
    seller: {
      type: s.type,
      name: s.name,
      town: s.town ?? postTownOf(s.postcode) ?? '',
      postcode: s.postcode,
      phone: s.phone,
    },
  };
});

export const recordSchema = v.pipe(fields, crossField);

const KEYS = Object.keys(fields.entries);
/** A currency is a fact about the price, so its reason is the price's ('price: currency USD is not GBP'). */
const LABELS: Record<string, string> = { currency: 'price' };
const SELLER_KEYS = Object.keys(fields.entries.seller.entries);

export type Validated = { ok: true; record: SourceRecord } | { ok: false; reason: string };

/** Applies every quality rule; the reason of a failure names the field first ('price: missing'). */
export function validateRecord(raw: RawRecord): Validated {
  // Every key present (undefined when absent), so a missing field reads 'missing' like a blank one.
  const input: Record<string, unknown> = Object.fromEntries(KEYS.map((k) => [k, undefined]));
  Object.assign(input, raw);
  const seller = raw.seller && typeof raw.seller === 'object' ? raw.seller : {};
  input.seller = { ...Object.fromEntries(SELLER_KEYS.map((k) => [k, undefined])), ...seller };
  const result = v.safeParse(recordSchema, input, { abortEarly: true });
  if (result.success) return { ok: true, record: result.output };
  const issue = result.issues[0];
  const path = issue.path?.map((p) => LABELS[String(p.key)] ?? String(p.key)).join('.') ?? 'record';
  return { ok: false, reason: `${path}: ${issue.message}` };
}

/** The external id as far as it can be read, for a reject's report. */
export function externalIdOf(raw: RawRecord): string | null {
  return textOf(raw.externalId);
}
