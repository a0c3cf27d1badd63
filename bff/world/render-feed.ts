// The partner feeds: pistonpost's RFC 4180 CSV and dealerdirect's XML stock file.
import type { PostingView } from './view.js';

export const CSV_COLUMNS = [
  'stock_id',
  'url',
  'category',
  'make',
  'model',
  'variant',
  'year',
  'price_gbp',
  'mileage',
  'fuel',
  'transmission',
  'body',
  'engine_litres',
  'power_bhp',
  'doors',
  'seats',
  'colour',
  'owners',
  'registration',
  'vin',
  'service_history',
  'mot_expiry',
  'features',
  'description',
  'image_urls',
  'seller_type',
  'seller_name',
  'seller_town',
  'seller_postcode',
  'seller_phone',
  'updated_at',
] as const;

/** One CSV field: quoted when it holds a comma, quote, line break or edge space; quotes doubled. */
export function csvField(value: unknown): string {
  const s = value == null ? '' : String(value);
  return /[",\r\n]|^\s|\s$/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function csvRow(fields: unknown[]): string {
  return `${fields.map(csvField).join(',')}\r\n`;
}

function csvRecord(v: PostingView, seq: number): string {
  const fields: unknown[] = [
    v.id,
    v.url,
    v.category,
    v.make,
    v.model,
    v.variant,
    v.year,
    v.price,
    v.mileage,
    v.fuel,
    v.transmission,
    v.body,
    v.engineLitres.toFixed(1),
    v.powerBhp,
    v.doors,
    v.seats,
    v.colour,
    v.owners,
    v.registration,
    v.vin,
    v.serviceHistory,
    v.motExpiry,
    v.features.join('|'),
    v.description,
    v.images.join('|'),
    v.seller.type,
    v.seller.name,
    v.seller.town,
    v.seller.postcode,
    v.seller.phone,
    v.updatedAt,
  ];
  // Broken on purpose: an export script that drops the last column, or adds an empty one.
  if (v.malformed === 'wrongFieldCount') {
    if (seq % 2) fields.pop();
    else fields.push('');
  }
  return csvRow(fields);
}

export function csvFeed(rows: { view: PostingView; seq: number }[]): string {
  return csvRow([...CSV_COLUMNS]) + rows.map((r) => csvRecord(r.view, r.seq)).join('');
}

export function escapeXml(value: unknown): string {
  return String(value).replace(/[&<>"']/g, (c) =>
    c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : c === '"' ? '&quot;' : '&apos;',
  );
}

function el(name: string, value: unknown, attrs = ''): string {
  return value == null || value === ''
    ? `<${name}${attrs}/>`
    : `<${name}${attrs}>${escapeXml(value)}</${name}>`;
}

function xmlVehicle(v: PostingView): string {
  const parts = [
    el('url', v.url),
    el('category', v.category),
    v.malformed === 'missingMake' ? '' : el('make', v.make),
    el('model', v.model),
    el('variant', v.variant),
    el('year', v.year),
    el('price', v.price, ' currency="GBP"'),
    el('mileage', v.mileage, ' unit="miles"'),
    el('fuel', v.fuel),
    el('transmission', v.transmission),
    el('body', v.body),
    `<engine litres="${v.engineLitres.toFixed(1)}" bhp="${v.powerBhp}"/>`,
    el('doors', v.doors),
    el('seats', v.seats),
    el('colour', v.colour),
    el('owners', v.owners),
    el('registration', v.registration),
    el('vin', v.vin),
    el('serviceHistory', v.serviceHistory),
    el('motExpiry', v.motExpiry),
    `<features>${v.features.map((f) => el('feature', f)).join('')}</features>`,
    el('description', v.description),
    `<images>${v.images.map((i) => el('image', i)).join('')}</images>`,
    `<seller type="${v.seller.type}">${el('name', v.seller.name)}${el('town', v.seller.town)}${el('postcode', v.seller.postcode)}${el('phone', v.seller.phone)}</seller>`,
    el('updated', v.updatedAt),
  ];
  return `<vehicle id="${escapeXml(v.id)}">${parts.join('')}</vehicle>\n`;
}

export function xmlFeed(views: PostingView[], generated: string): string {
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<stock generated="${generated}" count="${views.length}">\n` +
    views.map(xmlVehicle).join('') +
    '</stock>\n'
  );
}
