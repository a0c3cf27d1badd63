// The dealer API's SQL beyond a lookup by id: keys, a dealer's vehicles with their offers, the kept
// fields in bulk, idempotency keys.
import type { Knex } from 'knex';
import type { SyncResult, Vehicle, VehicleFields } from './schemas.js';

export interface KeyRow {
  key_id: number;
  last_used_at: Date | string | null;
  dealer_id: number;
  dealer_name: string;
}

export function dealerByKeyHash(knex: Knex, hash: string): Promise<KeyRow | undefined> {
  return knex('dealer_api_keys as k')
    .join('dealers as d', 'd.id', 'k.dealer_id')
    .where('k.key_hash', hash)
    .whereNull('k.revoked_at')
    .first('k.id as key_id', 'k.last_used_at', 'd.id as dealer_id', 'd.name as dealer_name');
}

export async function touchKey(knex: Knex, keyId: number): Promise<void> {
  await knex('dealer_api_keys').where({ id: keyId }).update({ last_used_at: knex.fn.now() });
}

export interface VehicleRow {
  offer_id: number;
  dealer_id: number;
  stock_id: string;
  vehicle: VehicleFields;
  created_at: Date | string;
  updated_at: Date | string;
  listing_id: number;
  status: 'active' | 'removed';
}

const vehicleColumns = [
  'v.offer_id',
  'v.dealer_id',
  'v.stock_id',
  'v.vehicle',
  'v.created_at',
  'v.updated_at',
  'o.listing_id',
  'o.status',
];

const vehicles = (knex: Knex) => knex('dealer_vehicles as v').join('offers as o', 'o.id', 'v.offer_id');

export function vehicleById(knex: Knex, offerId: number): Promise<VehicleRow | undefined> {
  return vehicles(knex)
    .where('v.offer_id', offerId)
    .first(...vehicleColumns);
}

export function vehiclesByStockIds(knex: Knex, dealerId: number, stockIds: string[]): Promise<VehicleRow[]> {
  return vehicles(knex)
    .where('v.dealer_id', dealerId)
    .whereIn('v.stock_id', stockIds)
    .select(...vehicleColumns) as Promise<VehicleRow[]>;
}

/** One page of a dealer's active vehicles, oldest first, after the cursor (an offer id). */
export function activeVehiclesPage(
  knex: Knex,
  dealerId: number,
  after: number,
  limit: number,
): Promise<VehicleRow[]> {
  return vehicles(knex)
    .where('v.dealer_id', dealerId)
    .where('o.status', 'active')
    .where('v.offer_id', '>', after)
    .orderBy('v.offer_id')
    .limit(limit)
    .select(...vehicleColumns) as Promise<VehicleRow[]>;
}

/** The offers of these external ids on one platform, after a merge placed them. */
export function offersOf(
  trx: Knex.Transaction,
  platform: string,
  externalIds: string[],
): Promise<{ id: number; listing_id: number; external_id: string; external_url: string }[]> {
  return trx('offers')
    .where('platform', platform)
    .whereIn('external_id', externalIds)
    .select('id', 'listing_id', 'external_id', 'external_url');
}

/** Sets offers' links (and the digest that includes the link), one statement. */
export async function relinkOffers(
  trx: Knex.Transaction,
  rows: { id: number; url: string; hash: string }[],
): Promise<void> {
  if (rows.length === 0) return;
  await trx.raw(
    `update offers o set external_url = u.url, content_hash = u.hash
       from unnest(?::int[], ?::text[], ?::text[]) as u(id, url, hash)
      where o.id = u.id`,
    [rows.map((r) => r.id), rows.map((r) => r.url), rows.map((r) => r.hash)],
  );
}

/** Inserts or replaces the kept fields of these vehicles, one statement. */
export async function upsertVehicles(
  trx: Knex.Transaction,
  dealerId: number,
  rows: { offerId: number; stockId: string; vehicle: VehicleFields }[],
  now: Date,
): Promise<void> {
  if (rows.length === 0) return;
  await trx.raw(
    `insert into dealer_vehicles (offer_id, dealer_id, stock_id, vehicle, created_at, updated_at)
     select (e->>'offerId')::int, ?, e->>'stockId', e->'vehicle', ?::timestamptz, ?::timestamptz
       from jsonb_array_elements(?::jsonb) as e
     on conflict (offer_id) do update set vehicle = excluded.vehicle, updated_at = excluded.updated_at`,
    [dealerId, now.toISOString(), now.toISOString(), JSON.stringify(rows)],
  );
}

export function toVehicle(row: VehicleRow): Vehicle {
  return {
    id: row.offer_id,
    stockId: row.stock_id,
    listingId: row.listing_id,
    url: `/cars/${row.listing_id}`,
    status: row.status,
    ...row.vehicle,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** Idempotency keys are kept a day: a retry comes within minutes, not days (housekeeping). */
export const IDEMPOTENCY_KEEP_MS = 86_400_000;

export async function purgeIdempotencyKeys(knex: Knex, before: Date): Promise<number> {
  // returning(): PGlite's knex client answers a bare delete with a result object, not a count.
  const gone = (await knex('dealer_idempotency_keys')
    .where('created_at', '<', before)
    .delete()
    .returning('id')) as unknown[];
  return gone.length;
}

// ---- Auto-sync (sync.job.ts, jobs/dealer-sync.task.ts) ------------------------------------------

export type SyncFrequency = 'realtime' | 'hourly' | 'daily' | 'weekly';

export interface SyncTargetRow {
  id: number;
  name: string;
  user_id: number | null;
  sync_url: string | null;
  sync_format: 'json' | 'csv' | 'xml' | null;
  sync_token_sealed: string | null;
  sync_enabled: boolean;
}

export function syncTarget(knex: Knex, dealerId: number): Promise<SyncTargetRow | undefined> {
  return knex('dealers')
    .where({ id: dealerId })
    .first('id', 'name', 'user_id', 'sync_url', 'sync_format', 'sync_token_sealed', 'sync_enabled');
}

/** A dealer's sync columns, and whether a pull of theirs is queued or running. */
export async function syncStatusRow(knex: Knex, dealerId: number, queue: string) {
  return (await knex('dealers as d')
    .where('d.id', dealerId)
    .first(
      'd.sync_url',
      'd.sync_format',
      'd.sync_frequency',
      'd.sync_enabled',
      'd.last_synced_at',
      'd.last_sync_result',
      knex.raw(
        `exists (select 1 from jobs j where j.queue = ? and j.state in ('queued', 'running')
           and (j.payload->>'dealerId')::int = d.id) as pulling`,
        [queue],
      ),
    )) as
    | {
        sync_url: string | null;
        sync_format: 'json' | 'csv' | 'xml' | null;
        sync_frequency: SyncFrequency | null;
        sync_enabled: boolean;
        last_synced_at: Date | null;
        last_sync_result: SyncResult | null;
        pulling: boolean;
      }
    | undefined;
}

/**
 * Dealers whose feed is due at `at`: sync enabled, a URL, the last pull older than `cutoffs[their
 * frequency]` (or none), and no sync of theirs queued or running (a retrying one included).
 */
export async function dueForSync(
  knex: Knex,
  queue: string,
  cutoffs: Record<SyncFrequency, Date>,
): Promise<{ id: number }[]> {
  return (await knex('dealers as d')
    .where('d.sync_enabled', true)
    .whereNotNull('d.sync_url')
    .where((q) =>
      q.whereNull('d.last_synced_at').orWhereRaw(
        `d.last_synced_at <= case d.sync_frequency
           when 'realtime' then ?::timestamptz when 'daily' then ?::timestamptz
           when 'weekly' then ?::timestamptz else ?::timestamptz end`,
        [cutoffs.realtime, cutoffs.daily, cutoffs.weekly, cutoffs.hourly].map((d) => d.toISOString()),
      ),
    )
    .whereNotExists((q) =>
      q
        .select(knex.raw('1'))
        .from('jobs as j')
        .where('j.queue', queue)
        .whereIn('j.state', ['queued', 'running'])
        .whereRaw("(j.payload->>'dealerId')::int = d.id"),
    )
    .orderBy('d.id')
    .select('d.id')) as { id: number }[];
}

/** The dealer's active vehicles that came from its feed and are not in `listed` (stock ids). */
export function syncedNotListed(
  trx: Knex.Transaction,
  dealerId: number,
  listed: string[],
): Promise<{ offer_id: number; listing_id: number; category: string }[]> {
  return trx('dealer_vehicles as v')
    .join('offers as o', 'o.id', 'v.offer_id')
    .where('v.dealer_id', dealerId)
    .where('o.status', 'active')
    .whereNotNull('v.synced_at')
    .whereRaw('not (v.stock_id = any(?::text[]))', [listed])
    .select('v.offer_id', 'o.listing_id', trx.raw("v.vehicle->>'category' as category"));
}
