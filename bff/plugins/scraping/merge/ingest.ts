// One batch of a source's records into the product, in the caller's transaction (DECISIONS 2):
// offers upsert on (platform, external id); a re-seen unchanged offer only has last_seen_at touched
// (not a change in the feed); a changed one is updated, with a price-history row when its price
// moved; a new one joins the listing of the same vehicle (match.ts) or starts a listing of its own.
// Every statement is set-based (one per kind of write, whatever the batch size), and merges are
// serialised by a transaction-scoped advisory lock so two sources' jobs never both create a listing
// for one vehicle.
import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { arrayLiteral, insertColumns } from '../../../../db/seeds/insert.js';
import type { SourceRecord } from '../connectors/types.js';
import { bestMatch, sellerNameKey, vehicleKey, type Candidate } from './match.js';
import { locate, refreshListings } from './queries.js';

export const MERGE_LOCK = 7_042_002;

export interface IngestSource {
  id: string;
  bit: number;
}

export interface IngestResult {
  seen: number;
  added: number;
  updated: number;
  unchanged: number;
  /** Listings whose offers changed (summaries refreshed). */
  listingIds: number[];
}

export function contentHash(r: SourceRecord): string {
  return createHash('sha1').update(JSON.stringify(r)).digest('base64url');
}

interface Existing {
  id: number;
  listing_id: number;
  external_id: string;
  price: number;
  status: string;
  content_hash: string | null;
}

export async function ingestRecords(
  trx: Knex.Transaction,
  source: IngestSource,
  records: SourceRecord[],
  now: Date = new Date(),
): Promise<IngestResult> {
  const result: IngestResult = { seen: records.length, added: 0, updated: 0, unchanged: 0, listingIds: [] };
  if (records.length === 0) return result;
  await trx.raw('select pg_advisory_xact_lock(?)', [MERGE_LOCK]);
  // A page may list a vehicle twice (a dealer's double post): the last one wins.
  const byId = new Map(records.map((r) => [r.externalId, r]));
  const hashes = new Map([...byId].map(([id, r]) => [id, contentHash(r)]));
  const existing = (await trx('offers')
    .select('id', 'listing_id', 'external_id', 'price', 'status', 'content_hash')
    .where('platform', source.id)
    .whereIn('external_id', [...byId.keys()])) as Existing[];
  const known = new Map(existing.map((o) => [o.external_id, o]));

  const touch: number[] = [];
  const changed: { offer: Existing; record: SourceRecord; hash: string }[] = [];
  const fresh: SourceRecord[] = [];
  for (const [externalId, record] of byId) {
    const offer = known.get(externalId);
    const hash = hashes.get(externalId)!;
    if (!offer) fresh.push(record);
    else if (offer.status === 'active' && offer.content_hash === hash) touch.push(offer.id);
    else changed.push({ offer, record, hash });
  }
  result.unchanged = touch.length;
  if (touch.length) await trx('offers').whereIn('id', touch).update({ last_seen_at: now });

  const affected = new Set<number>();
  if (changed.length) {
    await updateChanged(trx, source.id, changed, now);
    for (const c of changed) affected.add(c.offer.listing_id);
    result.updated = changed.length;
  }
  if (fresh.length) {
    for (const id of await addFresh(trx, source, fresh, now)) affected.add(id);
    result.added = fresh.length;
  }
  result.listingIds = [...affected];
  await refreshListings(trx, result.listingIds, now);
  return result;
}

async function updateChanged(
  trx: Knex.Transaction,
  platform: string,
  changed: { offer: Existing; record: SourceRecord; hash: string }[],
  now: Date,
) {
  await trx.raw(
    `update offers o set price = u.price, external_url = u.url, content_hash = u.hash, status = 'active',
            removed_at = null, last_seen_at = ?
       from unnest(?::int[], ?::int[], ?::text[], ?::text[]) as u(id, price, url, hash)
      where o.id = u.id`,
    [
      now.toISOString(),
      changed.map((c) => c.offer.id),
      changed.map((c) => c.record.pricePence),
      changed.map((c) => c.record.url),
      changed.map((c) => c.hash),
    ],
  );
  const moved = changed.filter((c) => c.offer.price !== c.record.pricePence || c.offer.status !== 'active');
  await insertColumns(
    trx,
    'price_history',
    [
      ['listing_id', 'int'],
      ['offer_id', 'int'],
      ['platform', 'text'],
      ['price', 'int'],
      ['recorded_at', 'timestamptz'],
    ],
    moved.map((c) => ({
      listing_id: c.offer.listing_id,
      offer_id: c.offer.id,
      platform,
      price: c.record.pricePence,
      recorded_at: now,
    })),
  );
  // The latest record describes the vehicle: mileage goes up, descriptions get edited.
  // A registration or VIN identifies one active listing (a unique index): a record only fills in
  // one its listing lacks, and never one another listing already holds.
  const rows = onePerKey(changed.map((c) => ({ ...listingDetails(c.record), id: c.offer.listing_id })));
  await trx.raw(
    `update listings l set title = u.title, mileage = u.mileage, description = u.description,
            features = u.features::text[], previous_owners = u.owners, mot_expiry = u.mot::date,
            service_history = u.history,
            registration = case when l.registration is null and not exists (
                select 1 from listings x where x.registration = u.registration and x.status = 'active')
              then u.registration else l.registration end,
            vin = case when l.vin is null and not exists (
                select 1 from listings x where x.vin = u.vin and x.status = 'active')
              then u.vin else l.vin end,
            updated_at = now()
       from unnest(?::int[], ?::text[], ?::int[], ?::text[], ?::text[], ?::int[], ?::text[], ?::text[], ?::text[], ?::text[])
         as u(id, title, mileage, description, features, owners, mot, history, registration, vin)
      where l.id = u.id`,
    [
      rows.map((r) => r.id),
      rows.map((r) => r.title),
      rows.map((r) => r.mileage),
      rows.map((r) => r.description),
      rows.map((r) => arrayLiteral(r.features)),
      rows.map((r) => r.previous_owners),
      rows.map((r) => r.mot_expiry),
      rows.map((r) => r.service_history),
      rows.map((r) => r.registration),
      rows.map((r) => r.vin),
    ] as unknown as Knex.RawBinding[],
  );
}

async function addFresh(
  trx: Knex.Transaction,
  source: IngestSource,
  fresh: SourceRecord[],
  now: Date,
): Promise<number[]> {
  const candidates = await fetchCandidates(trx, fresh);
  const claimed = new Set<number>();
  const matched: { record: SourceRecord; listingId: number }[] = [];
  const unmatched: SourceRecord[] = [];
  for (const record of fresh) {
    const pool = candidates.filter((c) => !claimed.has(c.id));
    const match = bestMatch(record, source.bit, pool);
    if (match) {
      claimed.add(match.id);
      matched.push({ record, listingId: match.id });
    } else unmatched.push(record);
  }

  // New vehicles: their sellers (found again by name and postcode), then the listings.
  const sellerIds = await upsertSellers(trx, unmatched);
  const listingIds = await nextIds(trx, 'listings', unmatched.length);
  const taken = await heldKeys(trx, unmatched);
  const newListings = unmatched.map((record, i) => ({
    ...withoutHeldKeys(listingDetails(record), taken),
    id: listingIds[i]!,
    seller_id: sellerIds.get(sellerKey(record))!,
    platform: source.id,
    first_seen_at: now,
    last_seen_at: now,
  }));
  await insertListings(trx, newListings);

  const all = [...matched, ...unmatched.map((record, i) => ({ record, listingId: listingIds[i]! }))];
  const offerIds = await nextIds(trx, 'offers', all.length);
  const offers = all.map(({ record, listingId }, i) => ({
    id: offerIds[i]!,
    listing_id: listingId,
    platform: source.id,
    external_id: record.externalId,
    external_url: record.url,
    price: record.pricePence,
    content_hash: contentHash(record),
    first_seen_at: now,
    last_seen_at: now,
  }));
  await insertColumns(
    trx,
    'offers',
    [
      ['id', 'int'],
      ['listing_id', 'int'],
      ['platform', 'text'],
      ['external_id', 'text'],
      ['external_url', 'text'],
      ['price', 'int'],
      ['content_hash', 'text'],
      ['first_seen_at', 'timestamptz'],
      ['last_seen_at', 'timestamptz'],
    ],
    offers,
  );
  await insertColumns(
    trx,
    'price_history',
    [
      ['listing_id', 'int'],
      ['offer_id', 'int'],
      ['platform', 'text'],
      ['price', 'int'],
      ['recorded_at', 'timestamptz'],
    ],
    offers.map((o) => ({
      listing_id: o.listing_id,
      offer_id: o.id,
      platform: o.platform,
      price: o.price,
      recorded_at: now,
    })),
  );
  return all.map((a) => a.listingId);
}

async function fetchCandidates(trx: Knex.Transaction, records: SourceRecord[]): Promise<Candidate[]> {
  const regs = [...new Set(records.flatMap((r) => (r.registration ? [r.registration] : [])))];
  const vins = [...new Set(records.flatMap((r) => (r.vin ? [r.vin] : [])))];
  const keys = [
    ...new Map(records.map((r) => [vehicleKey({ ...r, postcode: r.seller.postcode }), r])).values(),
  ];
  const { rows } = (await trx.raw(
    `select l.id, l.category, l.make, l.model, l.year, l.postcode, l.mileage, l.color, l.fuel_type,
            l.transmission, l.registration, l.vin, l.status, l.platform_mask, s.name as seller_name
       from listings l join sellers s on s.id = l.seller_id
      where l.registration = any(?::text[]) or l.vin = any(?::text[])
         or l.id in (select l2.id from listings l2
                       join unnest(?::text[], ?::text[], ?::int[], ?::text[]) as k(make, model, year, postcode)
                         on lower(l2.make) = k.make and lower(l2.model) = k.model and l2.year = k.year
                        and l2.postcode = k.postcode)`,
    [
      regs,
      vins,
      keys.map((r) => r.make.toLowerCase()),
      keys.map((r) => r.model.toLowerCase()),
      keys.map((r) => r.year),
      keys.map((r) => r.seller.postcode),
    ],
  )) as { rows: Candidate[] };
  return rows;
}

function sellerKey(r: SourceRecord): string {
  return `${r.seller.type}|${sellerNameKey(r.seller.name)}|${r.seller.postcode.replace(/ /g, '')}`;
}

async function upsertSellers(trx: Knex.Transaction, records: SourceRecord[]): Promise<Map<string, number>> {
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

async function nextIds(trx: Knex.Transaction, table: string, n: number): Promise<number[]> {
  if (n === 0) return [];
  const { rows } = (await trx.raw(
    `select nextval(pg_get_serial_sequence(?, 'id'))::int as id from generate_series(1, ?)`,
    [table, n],
  )) as { rows: { id: number }[] };
  return rows.map((r) => r.id);
}

function listingDetails(r: SourceRecord) {
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

type NewListing = ReturnType<typeof listingDetails> & {
  id: number;
  seller_id: number;
  platform: string;
  first_seen_at: Date;
  last_seen_at: Date;
};

async function insertListings(trx: Knex.Transaction, rows: NewListing[]) {
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

/** Registrations and VINs of the records that active listings already hold. */
async function heldKeys(trx: Knex.Transaction, records: SourceRecord[]) {
  const regs = records.flatMap((r) => (r.registration ? [r.registration] : []));
  const vins = records.flatMap((r) => (r.vin ? [r.vin] : []));
  const rows = (await trx('listings')
    .select('registration', 'vin')
    .where('status', 'active')
    .andWhere((q) => q.whereIn('registration', regs).orWhereIn('vin', vins))) as {
    registration: string | null;
    vin: string | null;
  }[];
  return {
    registrations: new Set(rows.flatMap((r) => (r.registration ? [r.registration] : []))),
    vins: new Set(rows.flatMap((r) => (r.vin ? [r.vin] : []))),
  };
}

/** A new listing keeps its registration and VIN only where no other active listing (or earlier row) has them. */
function withoutHeldKeys<T extends { registration: string | null; vin: string | null }>(
  row: T,
  taken: { registrations: Set<string>; vins: Set<string> },
): T {
  const registration =
    row.registration && !taken.registrations.has(row.registration) ? row.registration : null;
  const vin = row.vin && !taken.vins.has(row.vin) ? row.vin : null;
  if (registration) taken.registrations.add(registration);
  if (vin) taken.vins.add(vin);
  return { ...row, registration, vin };
}

/** Within one statement, only the first row may claim a registration or VIN. */
function onePerKey<T extends { registration: string | null; vin: string | null }>(rows: T[]): T[] {
  const taken = { registrations: new Set<string>(), vins: new Set<string>() };
  return rows.map((row) => withoutHeldKeys(row, taken));
}
