// A schema.org vehicle (Car, Motorcycle, Vehicle) read into a RawRecord, converting the units
// schema.org allows (UN/CEFACT codes: SMI/KMT, LTR/CMQ, BHP/KWT) into miles, litres and bhp.
import type { Category } from '../../../../db/reference/types.js';
import { absoluteUrl, type Read } from './page.js';
import type { RawRecord } from './record.js';
import { textOf } from './text.js';
import { categoryOfBody, vocabKey } from './vocabulary.js';

type Node = Record<string, unknown>;

const KM_TO_MILES = 0.621371;
const KW_TO_BHP = 1.34102;
const PS_TO_BHP = 0.98632;

export const isNode = (x: unknown): x is Node => typeof x === 'object' && x !== null && !Array.isArray(x);
const first = (x: unknown): unknown => (Array.isArray(x) ? x[0] : x);
const nodeOf = (x: unknown): Node => {
  const f = first(x);
  return isNode(f) ? f : {};
};

/** The node's @type names without a schema.org prefix: 'https://schema.org/Car' → ['Car']. */
export function typesOf(node: Node): string[] {
  const t = node['@type'];
  return (Array.isArray(t) ? t : [t]).flatMap((x) =>
    typeof x === 'string' ? [x.replace(/^https?:\/\/schema\.org\//, '')] : [],
  );
}

const VEHICLE_TYPES: Record<string, Category | null> = {
  Car: 'car',
  Motorcycle: 'motorcycle',
  Vehicle: null,
};
export const isVehicle = (node: Node) => typesOf(node).some((t) => t in VEHICLE_TYPES);

/** A name given as text or as a Thing with a name (brand, model, seller). */
const nameOf = (x: unknown): unknown => (isNode(first(x)) ? nodeOf(x).name : first(x));

/** { value, unitCode } from a QuantitativeValue, a bare number or numeric text. */
function quantity(x: unknown): { value: unknown; unit: string } {
  const f = first(x);
  if (isNode(f)) return { value: f.value, unit: String(f.unitCode ?? f.unitText ?? '').toUpperCase() };
  return { value: f, unit: '' };
}

function converted(x: unknown, factors: Record<string, number>, digits: number): unknown {
  const { value, unit } = quantity(x);
  const factor = factors[unit];
  const n = typeof value === 'string' ? Number(value.replace(/,/g, '')) : value;
  // An unknown unit is kept in the value, so the record is rejected naming it rather than misread.
  if (factor === undefined) return `${String(value)} ${unit}`;
  if (typeof n !== 'number' || !Number.isFinite(n)) return value;
  const scale = 10 ** digits;
  return Math.round(n * factor * scale) / scale;
}

/** Miles; a reading without a unit is taken as miles (a UK site). */
const miles = (x: unknown) => converted(x, { '': 1, SMI: 1, MI: 1, KMT: KM_TO_MILES, KM: KM_TO_MILES }, 0);
/** Litres to one decimal place; CMQ is cubic centimetres. */
const litres = (x: unknown) => converted(x, { '': 1, LTR: 1, L: 1, CMQ: 0.001, CC: 0.001 }, 1);
const bhp = (x: unknown) =>
  converted(x, { '': 1, BHP: 1, HP: 1, KWT: KW_TO_BHP, KW: KW_TO_BHP, PS: PS_TO_BHP }, 0);

/** additionalProperty by name: 'registration', 'serviceHistory', 'motExpiry', each 'feature'. */
function properties(x: unknown): Map<string, unknown[]> {
  const out = new Map<string, unknown[]>();
  for (const p of Array.isArray(x) ? x : [x]) {
    if (!isNode(p) || typeof p.name !== 'string') continue;
    const key = vocabKey(p.name).replace(/ /g, '');
    const values = Array.isArray(p.value) ? p.value : [p.value];
    out.set(key, [...(out.get(key) ?? []), ...values]);
  }
  return out;
}

function imagesOf(x: unknown, base: string): unknown[] {
  return (Array.isArray(x) ? x : [x]).map((i) => absoluteUrl(isNode(i) ? (i.contentUrl ?? i.url) : i, base));
}

/** The id a platform knows the vehicle by: identifier, sku, else the last segment of /vehicles/{id}. */
function idOf(v: Node): unknown {
  const id = first(v.identifier);
  const direct = isNode(id) ? id.value : id;
  if (textOf(direct)) return direct;
  if (textOf(v.sku)) return v.sku;
  if (textOf(v.productID)) return v.productID;
  const url = textOf(v.url);
  return url ? /\/vehicles\/([^/?#]+)/.exec(url)?.[1] : undefined;
}

/**
 * Reads one vehicle. A generic 'Vehicle' takes its category from its body type (a van body makes it a
 * van); `pageUrl` resolves relative links and stands in for the vehicle's own URL on a detail page.
 */
export function readVehicle(v: Node, pageUrl: string, isDetailPage: boolean): Read {
  const offer = nodeOf(v.offers);
  const seller = nodeOf(offer.seller);
  const address = nodeOf(seller.address);
  const props = properties(v.additionalProperty);
  const prop = (name: string) => props.get(name)?.[0];
  const engine = nodeOf(v.vehicleEngine);
  const declared = typesOf(v).find((t) => t in VEHICLE_TYPES) ?? 'Vehicle';
  const body = textOf(first(v.bodyType));
  const category = VEHICLE_TYPES[declared] ?? (body ? categoryOfBody(body) : null);
  const externalId = idOf(v);
  if (!category) {
    return {
      externalId: textOf(externalId),
      reason: body
        ? `bodyType: '${body}' is not a known body type for a ${declared}`
        : `category: a ${declared} without a body type`,
    };
  }
  const year = textOf(v.vehicleModelDate) ?? textOf(v.modelDate) ?? textOf(v.productionDate);
  const raw: RawRecord = {
    externalId,
    url: absoluteUrl(v.url ?? (isDetailPage ? pageUrl : undefined), pageUrl),
    category,
    title: v.name,
    make: nameOf(v.brand) ?? nameOf(v.manufacturer),
    model: nameOf(v.model),
    variant: v.vehicleConfiguration,
    year: year && /^\d{4}\b/.test(year) ? year.slice(0, 4) : v.vehicleModelDate,
    price: offer.price ?? nodeOf(offer.priceSpecification).price,
    currency: offer.priceCurrency ?? nodeOf(offer.priceSpecification).priceCurrency,
    mileage: miles(v.mileageFromOdometer),
    fuelType: first(v.fuelType),
    transmission: first(v.vehicleTransmission),
    bodyType: body,
    engineSize: litres(engine.engineDisplacement),
    powerBhp: bhp(engine.enginePower),
    doors: quantity(v.numberOfDoors).value,
    seats: quantity(v.seatingCapacity).value,
    colour: first(v.color ?? v.colour),
    previousOwners: quantity(v.numberOfPreviousOwners).value,
    registration: prop('registration') ?? prop('registrationnumber') ?? prop('vrm'),
    vin: v.vehicleIdentificationNumber,
    serviceHistory: prop('servicehistory'),
    motExpiry: prop('motexpiry'),
    features: [...(props.get('feature') ?? []), ...(props.get('features') ?? [])],
    description: v.description,
    imageUrls: v.image === undefined ? [] : imagesOf(v.image, pageUrl),
    seller: {
      type: typesOf(seller)[0],
      name: seller.name,
      town: address.addressLocality,
      postcode: address.postalCode,
      phone: seller.telephone,
    },
  };
  return { raw };
}
