// One batch of a source's records into the product, in the caller's transaction (DECISIONS 2):
// offers upsert on (platform, external id); a re-seen unchanged offer is not written at all (the page
// that listed it is the record that it was seen: crawl_pages, read when the pass ends); a changed one
// is updated, with a price-history row when its price moved; a new one joins the listing of the same
// vehicle (match.ts) or starts a listing of its own.
// Every statement is set-based (one per kind of write, whatever the batch size), and merges are
// serialised by a transaction-scoped advisory lock so two sources' jobs never both create a listing
// for one vehicle.
import { hash } from 'node:crypto';
import type { Knex } from 'knex';
import { arrayLiteral, insertColumns } from '../../../../db/seeds/insert.js';
import type { SourceRecord } from '../connectors/types.js';
import { bestMatch, vehicleKey, type Candidate } from './match.js';
import { fetchCandidates, refreshListings } from './queries.js';
import { heldKeys, onePerKey, withoutHeldKeys } from './keys.js';
import { insertListings, listingDetails, nextIds, sellerKey, upsertSellers } from './new-listings.js';

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
  /** Listings whose offers changed or were added. */
  listingIds: number[];
}

// Every field of a record but its id (the key it is found by), in a fixed order; the compiler insists
// a new field is added here (and the digest's test, that it is in the digest). Joined by control
// characters they hash twice as fast as the record's JSON. Photos are kept as a count (listings.image_count), so only their number is part of the digest:
// a new photo address for the same photos is nothing to write.
export const FIELDS = [
  'url',
  'category',
  'title',
  'make',
  'model',
  'variant',
  'year',
  'pricePence',
  'mileage',
  'fuelType',
  'transmission',
  'bodyType',
  'engineSize',
  'powerBhp',
  'doors',
  'seats',
  'colour',
  'previousOwners',
  'registration',
  'vin',
  'serviceHistory',
  'motExpiry',
  'features',
  'description',
  'imageUrls',
] as const satisfies readonly Exclude<keyof SourceRecord, 'seller'>[];
export const SELLER_FIELDS = [
  'type',
  'name',
  'town',
  'postcode',
  'phone',
] as const satisfies readonly (keyof SourceRecord['seller'])[];
type Covered<T, K extends keyof T> = Exclude<keyof T, K> extends never ? true : never;
const covered: [
  Covered<SourceRecord, (typeof FIELDS)[number] | 'seller' | 'externalId'>,
  Covered<SourceRecord['seller'], (typeof SELLER_FIELDS)[number]>,
] = [true, true];
void covered;

const n = (v: string | number | null): string | number => (v === null ? '\u0000' : v);

/**
 * A digest of everything the merge keeps from a record: equal digests, nothing to write. One template
 * over FIELDS and SELLER_FIELDS in order (a test changes each field in turn and expects a new digest).
 */
export function contentHash(r: SourceRecord): string {
  const s = r.seller;
  return hash(
    'sha1',
    `${r.url}\u001e${r.category}\u001e${r.title}\u001e${r.make}\u001e${r.model}\u001e${r.variant}\u001e${r.year}\u001e${r.pricePence}\u001e${r.mileage}\u001e${r.fuelType}\u001e${r.transmission}\u001e${r.bodyType}\u001e${r.engineSize}\u001e${n(r.powerBhp)}\u001e${r.doors}\u001e${r.seats}\u001e${r.colour}\u001e${r.previousOwners}\u001e${n(r.registration)}\u001e${n(r.vin)}\u001e${n(r.serviceHistory)}\u001e${n(r.motExpiry)}\u001e${r.features.join('\u001f')}\u001e${r.description}\u001e${r.imageUrls.length}\u001e${s.type}\u001e${s.name}\u001e${s.town}\u001e${s.postcode}\u001e${n(s.phone)}`,
    'base64url',
  );
}

interface Existing {
  id: number;
  listing_id: number;
  external_id: string;
  price: number;
  status: string;
  external_url: string;
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
  // What a crawl writes, the next crawl writes again: its transactions need not wait for the WAL to
  // reach the disk. A database crash may lose the last fraction of a second of them, each whole (the
  // page's listings with its frontier row), and the run fetches those pages again. The WAL is one
  // sequence: the synchronous commit that ends a source's pass makes every page before it durable.
  await trx.raw('set local synchronous_commit = off');
  // A page may list a vehicle twice (a dealer's double post): the last one wins.
  const byId = new Map(records.map((r) => [r.externalId, r]));
  const ids = [...byId.keys()];
  const { hashes, differing } = await lookUp(trx, source.id, ids, [...byId.values()]);
  const hashOf = new Map(ids.map((id, i) => [id, hashes[i]!]));

  const changed: { offer: Existing; record: SourceRecord; hash: string }[] = [];
  const fresh: { record: SourceRecord; hash: string }[] = [];
  for (const row of differing) {
    const record = byId.get(row.external_id)!;
    const hash = hashOf.get(row.external_id)!;
    if (row.id === null) fresh.push({ record, hash });
    else changed.push({ offer: row, record, hash });
  }
  result.unchanged = byId.size - differing.length;

  const affected = new Set<number>();
  // A listing's summary (price, platform, link, platforms, offer count) follows its offers' prices,
  // links and states: only those moves, and new offers, call for a refresh.
  const refresh = new Set<number>();
  if (changed.length) {
    await updateChanged(trx, source.id, changed, now);
    for (const { offer, record } of changed) {
      affected.add(offer.listing_id);
      if (offer.price !== record.pricePence || offer.status !== 'active' || offer.external_url !== record.url)
        refresh.add(offer.listing_id);
    }
    result.updated = changed.length;
  }
  if (fresh.length) {
    for (const id of await addFresh(trx, source, fresh, now)) {
      affected.add(id);
      refresh.add(id);
    }
    result.added = fresh.length;
  }
  result.listingIds = [...affected];
  await refreshListings(trx, [...refresh], now);
  return result;
}

type Differing = Existing & { id: number | null };

/** Records digested and looked up per statement: a feed's batch of thousands is several. */
export const LOOKUP_CHUNK = 1_000;

/**
 * Every record's digest, and the records that are new or differ from their offer. In chunks, pipelined:
 * the server probes one chunk's offers while this thread digests the next (digesting is most of the
 * merge's own CPU time: measured 3.2 µs a record, about the time the server takes to probe it).
 */
async function lookUp(
  trx: Knex.Transaction,
  platform: string,
  ids: string[],
  records: SourceRecord[],
): Promise<{ hashes: string[]; differing: Differing[] }> {
  const hashes: string[] = [];
  const differing: Differing[] = [];
  let probing: Promise<Differing[]> | null = null;
  for (let start = 0; start < ids.length; start += LOOKUP_CHUNK) {
    const end = Math.min(start + LOOKUP_CHUNK, ids.length);
    for (let i = start; i < end; i++) hashes.push(contentHash(records[i]!));
    if (probing) differing.push(...(await probing));
    probing = differingOffers(trx, platform, ids.slice(start, end), hashes.slice(start, end));
    // Awaited below; until then a failure must not count as unhandled.
    probing.catch(() => {});
    // Let the query reach the server before the next chunk's digests keep this thread busy.
    if (end < ids.length) await new Promise((resolve) => setImmediate(resolve));
  }
  differing.push(...(await probing!));
  return { hashes, differing };
}

/**
 * Of these records, the ones that are new (id null) or differ from their offer: most of a re-crawl is
 * unchanged, and is not even read back.
 */
function differingOffers(
  trx: Knex.Transaction,
  platform: string,
  externalIds: string[],
  hashes: string[],
): Promise<Differing[]> {
  return trx
    .raw(
      // One index probe per record (a lateral subquery with a limit, which the planner keeps as such):
      // a hash join would read every offer of the platform.
      `select k.external_id, o.id, o.listing_id, o.price, o.status, o.external_url
         from rows from (json_array_elements_text(?::json), json_array_elements_text(?::json)) as k(external_id, hash)
         left join lateral (
           select id, listing_id, price, status, external_url, content_hash from offers
            where platform = ? and external_id = k.external_id
            limit 1) o on true
        where o.id is null or o.status <> 'active' or o.content_hash is distinct from k.hash`,
      // As JSON text: thousands of strings are one native stringify, not an array literal built in JS.
      [JSON.stringify(externalIds), JSON.stringify(hashes), platform],
    )
    .then((r: { rows: Differing[] }) => r.rows);
}

async function updateChanged(
  trx: Knex.Transaction,
  platform: string,
  changed: { offer: Existing; record: SourceRecord; hash: string }[],
  now: Date,
) {
  // The offers, and a price-history row for each whose price moved (or that came back), in one
  // statement (a data-modifying CTE runs whether or not the rest reads it).
  await trx.raw(
    `with u as (
       select * from unnest(?::int[], ?::int[], ?::text[], ?::text[], ?::int[], ?::bool[])
         as u(id, price, url, hash, listing_id, moved)),
     updated as (
       update offers o set price = u.price, external_url = u.url, content_hash = u.hash, status = 'active',
              removed_at = null, last_seen_at = ?::timestamptz
         from u where o.id = u.id)
     insert into price_history (listing_id, offer_id, platform, price, recorded_at)
     select u.listing_id, u.id, ?, u.price, ?::timestamptz from u where u.moved`,
    [
      changed.map((c) => c.offer.id),
      changed.map((c) => c.record.pricePence),
      changed.map((c) => c.record.url),
      changed.map((c) => c.hash),
      changed.map((c) => c.offer.listing_id),
      changed.map((c) => c.offer.price !== c.record.pricePence || c.offer.status !== 'active'),
      now.toISOString(),
      platform,
      now.toISOString(),
    ],
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
      where l.id = u.id
        -- A new price alone leaves the vehicle's details as they were: no write, no change in the feed.
        and ((l.title, l.mileage, l.description, l.features, l.previous_owners, l.mot_expiry, l.service_history)
               is distinct from (u.title, u.mileage, u.description, u.features::text[], u.owners, u.mot::date, u.history)
             or (l.registration is null and u.registration is not null)
             or (l.vin is null and u.vin is not null))`,
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
  fresh: { record: SourceRecord; hash: string }[],
  now: Date,
): Promise<number[]> {
  const candidates = await fetchCandidates(
    trx,
    fresh.map((f) => f.record),
    now,
  );
  const claimed = new Set<number>();
  const matched: { record: SourceRecord; hash: string; listingId: number }[] = [];
  const unmatchedHashes: string[] = [];
  const unmatched: SourceRecord[] = [];
  // Each record weighs only the candidates that share its registration, VIN or vehicle key.
  const byKey = new Map<string, Candidate[]>();
  const file = (key: string, c: Candidate) => byKey.set(key, [...(byKey.get(key) ?? []), c]);
  for (const c of candidates) {
    if (c.registration) file(`r:${c.registration}`, c);
    if (c.vin) file(`v:${c.vin}`, c);
    file(`k:${vehicleKey(c)}`, c);
  }
  for (const { record, hash } of fresh) {
    const keys = [
      ...(record.registration ? [`r:${record.registration}`] : []),
      ...(record.vin ? [`v:${record.vin}`] : []),
      `k:${vehicleKey({ ...record, postcode: record.seller.postcode })}`,
    ];
    const pool = [...new Set(keys.flatMap((k) => byKey.get(k) ?? []))].filter((c) => !claimed.has(c.id));
    const match = bestMatch(record, source.bit, pool);
    if (match) {
      claimed.add(match.id);
      matched.push({ record, hash, listingId: match.id });
    } else {
      unmatched.push(record);
      unmatchedHashes.push(hash);
    }
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

  const all = [
    ...matched,
    ...unmatched.map((record, i) => ({ record, hash: unmatchedHashes[i]!, listingId: listingIds[i]! })),
  ];
  const offerIds = await nextIds(trx, 'offers', all.length);
  const offers = all.map(({ record, hash, listingId }, i) => ({
    id: offerIds[i]!,
    listing_id: listingId,
    platform: source.id,
    external_id: record.externalId,
    external_url: record.url,
    price: record.pricePence,
    content_hash: hash,
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
