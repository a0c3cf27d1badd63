// The platforms' JSON API (CONTEXT.md, 'JSON API'): GET {startPath}?limit=100, then the same path
// with cursor=<meta.next_cursor> until it is null. Fields are snake_case; prices in whole pounds.
import { absoluteUrl, collect, countOf, startUrl, type Read } from './page.js';
import { UnreadableBodyError, type Connector, type ParsedPage } from './types.js';

/** Records asked for per request (the API allows up to 200). */
export const API_PAGE_SIZE = 100;

const isObject = (x: unknown): x is Record<string, any> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

function readItem(item: unknown, index: number, pageUrl: string): Read {
  if (!isObject(item)) return { externalId: null, reason: `data[${index}]: not an object` };
  const seller = isObject(item.seller) ? item.seller : {};
  return {
    raw: {
      externalId: item.id,
      url: absoluteUrl(item.url, pageUrl),
      category: item.category,
      title: item.title,
      make: item.make,
      model: item.model,
      variant: item.variant,
      year: item.year,
      price: item.price_gbp,
      mileage: item.mileage,
      fuelType: item.fuel,
      transmission: item.transmission,
      bodyType: item.body,
      engineSize: item.engine_litres,
      powerBhp: item.power_bhp,
      doors: item.doors,
      seats: item.seats,
      colour: item.colour ?? item.color,
      previousOwners: item.owners,
      registration: item.registration,
      vin: item.vin,
      serviceHistory: item.service_history,
      motExpiry: item.mot_expiry,
      features: item.features,
      description: item.description,
      imageUrls: Array.isArray(item.images) ? item.images.map((i: unknown) => absoluteUrl(i, pageUrl)) : [],
      seller: {
        type: seller.type,
        name: seller.name,
        town: seller.town,
        postcode: seller.postcode,
        phone: seller.phone,
      },
    },
  };
}

export function parseJsonApi(body: string, url: string): ParsedPage {
  let doc: unknown;
  try {
    doc = JSON.parse(body);
  } catch {
    throw new UnreadableBodyError('API response is not valid JSON');
  }
  if (!isObject(doc) || !Array.isArray(doc.data))
    throw new UnreadableBodyError('API response has no data array');
  const meta = isObject(doc.meta) ? doc.meta : {};
  const reads = doc.data.map((item: unknown, i: number) => readItem(item, i, url));

  const next: string[] = [];
  const c = meta.next_cursor;
  const cursor = typeof c === 'number' ? String(c) : typeof c === 'string' && c.trim() !== '' ? c : null;
  if (cursor !== null) {
    // The cursor is opaque: the same path with only the cursor changed (and the limit kept).
    const u = new URL(url);
    u.searchParams.set('cursor', cursor);
    if (!u.searchParams.has('limit')) u.searchParams.set('limit', String(API_PAGE_SIZE));
    u.hash = '';
    next.push(u.href);
  }
  return { ...collect(reads), next, expected: countOf(meta.total) };
}

export const jsonApiConnector: Connector = {
  kind: 'json',
  startUrls: (source) => {
    const u = new URL(startUrl(source));
    u.searchParams.set('limit', String(API_PAGE_SIZE));
    return [u.href];
  },
  parse: (body, url) => parseJsonApi(body, url),
};
