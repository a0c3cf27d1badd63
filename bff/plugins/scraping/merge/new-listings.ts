// The rows a vehicle seen for the first time becomes: its seller (found again by name and postcode),
// its listing's columns from the record, and the bulk insert of both.
import type { Knex } from 'knex';
import { insertColumns } from '../../../../db/seeds/insert.js';
import type { SourceRecord } from '../connectors/types.js';
import { sellerNameKey } from './match.js';
import { locate } from './queries.js';

export function sellerKey(r: SourceRecord): string {
  return `${r.seller.type}|${sellerNameKey(r.seller.name)}|${r.seller.postcode.replace(/ /g, '')}`;
}

export async function upsertSellers(
  trx: Knex.Transaction,
  records: SourceRecord[],
): Promise<Map<string, number>> {
  const unique = [...new Map(records.map((r) => [sellerKey(r), r])).entries()];
  if (unique.length === 0) return new Map();
  const located = unique.map(([key, r]) => ({ key, r, at: locate(r.seller.postcode, r.seller.town) }));
  await trx.raw(
    `insert into sellers (source_key, seller_type, name, town, postcode, lat, lon, phone)
     select * from unnest(?::text[], ?::text[], ?::text[], ?::text[], ?::text[], ?::float8[], ?::float8[], ?::text[])
     on conflict (source_key) do nothing`,
    [
      located.map((s) => s.key),
      located.map((s) => s.r.seller.type),
      located.map((s) => s.r.seller.name),
      located.map((s) => s.r.seller.town),
      located.map((s) => s.r.seller.postcode),
      located.map((s) => s.at.lat),
      located.map((s) => s.at.lon),
      located.map((s) => s.r.seller.phone),
    ] as unknown as Knex.RawBinding[],
  );
  const rows = (await trx('sellers')
    .select('id', 'source_key')
    .whereIn(
      'source_key',
      unique.map(([k]) => k),
    )) as { id: number; source_key: string }[];
  return new Map(rows.map((r) => [r.source_key, r.id]));
}

export async function nextIds(trx: Knex.Transaction, table: string, n: number): Promise<number[]> {
  if (n === 0) return [];
  const { rows } = (await trx.raw(
    `select nextval(pg_get_serial_sequence(?, 'id'))::int as id from generate_series(1, ?)`,
    [table, n],
  )) as { rows: { id: number }[] };
  return rows.map((r) => r.id);
}

export function listingDetails(r: SourceRecord) {
  const completeness =
    Math.min(1, r.features.length / 10) * 0.5 +
    (r.serviceHistory === 'full' ? 0.3 : 0.1) +
    (r.registration ? 0.2 : 0);
  const at = locate(r.seller.postcode, r.seller.town);
  return {
    category: r.category,
    title: r.title,
    make: r.make,
    model: r.model,
    variant: r.variant,
    year: r.year,
    price: r.pricePence,
    mileage: r.mileage,
    fuel_type: r.fuelType,
    transmission: r.transmission,
    body_type: r.bodyType,
    engine_size: r.engineSize,
    power_bhp: r.powerBhp,
    doors: r.doors,
    seats: r.seats,
    color: r.colour,
    previous_owners: r.previousOwners,
    is_electric: r.fuelType === 'Electric',
    mot_expiry: r.motExpiry,
    features: r.features,
    description: r.description,
    service_history: r.serviceHistory,
    image_count: Math.max(1, Math.min(8, r.imageUrls.length)),
    registration: r.registration,
    vin: r.vin,
    postcode: r.seller.postcode,
    lat: at.lat,
    lon: at.lon,
    seller_type: r.seller.type,
    external_url: r.url,
    // Provisional: the merge step scores the price against comparable listings.
    relevance:
      Math.round((0.35 * completeness + 0.35 * 0.5 + 0.2 + (r.seller.type === 'trade' ? 0.1 : 0.04)) * 1000) /
      1000,
  };
}

export type NewListing = ReturnType<typeof listingDetails> & {
  id: number;
  seller_id: number;
  platform: string;
  first_seen_at: Date;
  last_seen_at: Date;
};

export async function insertListings(trx: Knex.Transaction, rows: NewListing[]) {
  await insertColumns<NewListing>(
    trx,
    'listings',
    [
      ['id', 'int'],
      ['category', 'text'],
      ['title', 'text'],
      ['make', 'text'],
      ['model', 'text'],
      ['variant', 'text'],
      ['year', 'smallint'],
      ['price', 'int'],
      ['mileage', 'int'],
      ['fuel_type', 'text'],
      ['transmission', 'text'],
      ['body_type', 'text'],
      ['engine_size', 'numeric'],
      ['power_bhp', 'smallint'],
      ['doors', 'smallint'],
      ['seats', 'smallint'],
      ['color', 'text'],
      ['previous_owners', 'smallint'],
      ['is_electric', 'bool'],
      ['mot_expiry', 'date'],
      ['features', 'text[]'],
      ['description', 'text'],
      ['service_history', 'text'],
      ['image_count', 'smallint'],
      ['registration', 'text'],
      ['vin', 'text'],
      ['postcode', 'text'],
      ['lat', 'float8'],
      ['lon', 'float8'],
      ['seller_id', 'int'],
      ['seller_type', 'text'],
      ['platform', 'text'],
      ['external_url', 'text'],
      ['relevance', 'real'],
      ['first_seen_at', 'timestamptz'],
      ['last_seen_at', 'timestamptz'],
    ],
    rows,
  );
}
