// A dealer's stock (DECISIONS 2, 18): each vehicle is an offer on the first-party platform, merged
// by the crawl's own merge (ingestRecords) exactly as a crawled offer is, so the same car seen on
// another platform becomes one listing with two offers, and a new price writes price history. Every
// write is one transaction; after it commits the change feed is applied (read your writes), and the
// feed announces the listings' changes to everyone.
import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import type { ChangeFeed } from '../../lib/changes/feed.js';
import { createError, notFound } from '../../lib/errors.js';
import { hashKey } from '../dealers/credentials.js';
import { FIRST_PARTY } from '../listings/service.js';
import type { SourceRecord } from '../scraping/connectors/types.js';
import { contentHash, ingestRecords, MERGE_LOCK } from '../scraping/merge/ingest.js';
import { refreshListings } from '../scraping/merge/queries.js';
import { fieldsOf, gate } from './gate.js';
import * as queries from './queries.js';
import type { BulkResult, Vehicle, VehicleFields, VehicleInput } from './schemas.js';

export interface Dealer {
  id: number;
  name: string;
}

/** What the dealer-api auth strategy puts in `request.auth.credentials`. */
export interface DealerCredentials {
  dealer: Dealer;
  keyId: number;
}

const TOUCH_MS = 60_000;

export class DealerApiService {
  constructor(
    private readonly knex: Knex,
    private readonly feed: ChangeFeed,
  ) {}

  /** The dealer of an unrevoked key, or null; notes the key's use at most once a minute. */
  async authenticate(key: string): Promise<DealerCredentials | null> {
    const row = await queries.dealerByKeyHash(this.knex, hashKey(key));
    if (!row) return null;
    const last = row.last_used_at === null ? 0 : new Date(row.last_used_at).getTime();
    if (Date.now() - last >= TOUCH_MS) await queries.touchKey(this.knex, row.key_id);
    return { dealer: { id: row.dealer_id, name: row.dealer_name }, keyId: row.key_id };
  }

  /** The quality gate over a whole upload: every failure is `<where>.<field>: <why>`. */
  check(dealer: Dealer, inputs: VehicleInput[], where: (i: number) => string | null): SourceRecord[] {
    const { records, problems } = this.screen(dealer, inputs, where);
    if (problems.length) throw invalid(problems);
    return records;
  }

  /**
   * Each vehicle through the gate (the rules of `check`): the records that pass, and the first
   * problem of each that does not. Auto-sync keeps the good ones of a feed (sync.job.ts).
   */
  screen(
    dealer: Dealer,
    inputs: VehicleInput[],
    where: (i: number) => string | null,
  ): { records: SourceRecord[]; problems: string[] } {
    const problems: string[] = [];
    const records: SourceRecord[] = [];
    const seen = new Map<string, number>();
    // The first problem of each row; `seen` holds each stock id, registration and VIN's first row.
    const problemOf = (input: VehicleInput, i: number): string | SourceRecord => {
      const first = seen.get(input.stockId);
      if (first !== undefined) return `stockId: '${input.stockId}' repeats ${where(first)}`;
      seen.set(input.stockId, i);
      const gated = gate(dealer, input);
      if (!gated.ok) return gated.reason;
      // One car per registration or VIN: two rows naming one are a mistake in the upload.
      for (const [field, value] of [
        ['registration', gated.record.registration],
        ['vin', gated.record.vin],
      ] as const) {
        if (value === null) continue;
        const earlier = seen.get(`${field}:${value}`);
        if (earlier !== undefined) return `${field}: '${value}' repeats ${where(earlier)}`;
        seen.set(`${field}:${value}`, i);
      }
      return gated.record;
    };
    inputs.forEach((input, i) => {
      const outcome = problemOf(input, i);
      const at = where(i);
      if (typeof outcome !== 'string') records.push(outcome);
      else problems.push(at ? `${at}.${outcome}` : outcome);
    });
    return { records, problems };
  }

  async create(dealer: Dealer, input: VehicleInput): Promise<Vehicle> {
    const [record] = this.check(dealer, [input], () => null);
    const id = await this.knex.transaction(async (trx) => {
      await trx.raw('select pg_advisory_xact_lock(?)', [MERGE_LOCK]);
      const [existing] = await queries.vehiclesByStockIds(trx, dealer.id, [input.stockId]);
      if (existing?.status === 'active')
        throw createError(
          'DUPLICATE_STOCK_ID',
          `stockId: vehicle '${input.stockId}' already exists (id ${existing.offer_id}); replace it with PUT`,
          409,
        );
      const [placed] = await this.upsert(trx, dealer, [record!]);
      return placed!.id;
    });
    await this.feed.sync();
    return this.get(dealer, id);
  }

  async list(dealer: Dealer, limit: number, cursor: number) {
    const rows = await queries.activeVehiclesPage(this.knex, dealer.id, cursor, limit + 1);
    const page = rows.slice(0, limit);
    return {
      vehicles: page.map(queries.toVehicle),
      nextCursor: rows.length > limit ? String(page[page.length - 1]!.offer_id) : null,
    };
  }

  async get(dealer: Dealer, id: number): Promise<Vehicle> {
    return queries.toVehicle(await this.owned(this.knex, dealer, id));
  }

  /** A full replace: the same checks as a new vehicle; the stock id cannot change. */
  async replace(dealer: Dealer, id: number, input: VehicleInput): Promise<Vehicle> {
    const [record] = this.check(dealer, [input], () => null);
    await this.knex.transaction(async (trx) => {
      await trx.raw('select pg_advisory_xact_lock(?)', [MERGE_LOCK]);
      const row = await this.owned(trx, dealer, id);
      if (row.stock_id !== input.stockId)
        throw createError(
          'STOCK_ID_CHANGED',
          `stockId: must stay '${row.stock_id}' (delete this vehicle and add the new one instead)`,
          400,
        );
      await this.upsert(trx, dealer, [record!]);
    });
    await this.feed.sync();
    return this.get(dealer, id);
  }

  /**
   * The offer goes as when a complete pass of a source no longer lists a car (merge/queries.ts,
   * removeUnseen): the offer is marked removed, then the listing's summary follows its offers (it
   * is removed when no other platform still offers it).
   */
  async remove(dealer: Dealer, id: number): Promise<void> {
    await this.knex.transaction(async (trx) => {
      await trx.raw('select pg_advisory_xact_lock(?)', [MERGE_LOCK]);
      const row = await this.owned(trx, dealer, id);
      const now = new Date();
      await trx('offers').where({ id }).update({ status: 'removed', removed_at: now });
      await trx('dealer_vehicles').where({ offer_id: id }).update({ updated_at: now });
      await refreshListings(trx, [row.listing_id], now);
    });
    await this.feed.sync();
  }

  /**
   * Upserts by stock id, all in one transaction, the answer stored with the idempotency key: the same
   * key and body again answers the stored answer and writes nothing; another body is refused.
   */
  async bulk(
    dealer: Dealer,
    inputs: VehicleInput[],
    key: string,
    requestHash: string,
  ): Promise<{ result: BulkResult; replayed: boolean }> {
    const records = this.check(dealer, inputs, (i) => `vehicles[${i}]`);
    const outcome = await this.knex.transaction(async (trx) => {
      // Taken before the key: a concurrent request with the same key waits here, then finds it.
      await trx.raw('select pg_advisory_xact_lock(?)', [MERGE_LOCK]);
      const claimed = (await trx('dealer_idempotency_keys')
        .insert({ dealer_id: dealer.id, key, request_hash: requestHash })
        .onConflict(['dealer_id', 'key'])
        .ignore()
        .returning('id')) as { id: number }[];
      if (claimed.length === 0) {
        const prior = (await trx('dealer_idempotency_keys')
          .where({ dealer_id: dealer.id, key })
          .first('request_hash', 'response')) as { request_hash: string; response: BulkResult };
        if (prior.request_hash !== requestHash)
          throw createError(
            'IDEMPOTENCY_KEY_REUSED',
            'Idempotency-Key was used for a different request',
            422,
          );
        return { result: prior.response, replayed: true };
      }
      const placed = await this.upsert(trx, dealer, records);
      const result: BulkResult = {
        processed: placed.length,
        added: placed.filter((p) => p.outcome === 'added').length,
        updated: placed.filter((p) => p.outcome === 'updated').length,
        unchanged: placed.filter((p) => p.outcome === 'unchanged').length,
        vehicles: placed.map((p) => ({ stockId: p.stockId, id: p.id, listingId: p.listingId })),
      };
      await trx('dealer_idempotency_keys')
        .where({ id: claimed[0]!.id })
        .update({ status_code: 200, response: JSON.stringify(result) });
      return { result, replayed: false };
    });
    if (!outcome.replayed) await this.feed.sync();
    return outcome;
  }

  /** A vehicle of this dealer's that is still offered; another dealer's is 403. */
  private async owned(knex: Knex, dealer: Dealer, id: number) {
    const row = await queries.vehicleById(knex, id);
    if (!row || row.status !== 'active') throw notFound('Vehicle');
    if (row.dealer_id !== dealer.id)
      throw createError('NOT_YOUR_VEHICLE', 'This vehicle belongs to another dealer', 403);
    return row;
  }

  /**
   * The merge of these records (in the caller's transaction, which holds the merge lock), then each
   * offer's link set to its listing's page and the dealer's fields kept. Returns each vehicle's ids
   * and whether it was added (or came back after a delete), updated or unchanged. Auto-sync merges a
   * feed's records through here too (sync.job.ts).
   */
  async upsert(trx: Knex.Transaction, dealer: Dealer, records: SourceRecord[]): Promise<Placed[]> {
    const now = new Date();
    const stockIds = records.map((r) => stockIdOf(r.externalId));
    const before = new Map(
      (await queries.vehiclesByStockIds(trx, dealer.id, stockIds)).map((r) => [r.stock_id, r]),
    );
    // A known vehicle's link is its listing's page; a new one's is put in once the merge placed it.
    const linked = records.map((r, i) => {
      const known = before.get(stockIds[i]!);
      return { ...r, url: known ? `/cars/${known.listing_id}` : PENDING_URL };
    });
    await ingestRecords(trx, FIRST_PARTY, linked, now);
    const offers = new Map(
      (
        await queries.offersOf(
          trx,
          FIRST_PARTY.id,
          records.map((r) => r.externalId),
        )
      ).map((o) => [o.external_id, o]),
    );
    const relink: { id: number; url: string; hash: string; listingId: number }[] = [];
    const placed = linked.map((record, i) => {
      const offer = offers.get(record.externalId)!;
      const url = `/cars/${offer.listing_id}`;
      if (offer.external_url !== url)
        relink.push({
          id: offer.id,
          url,
          hash: contentHash({ ...record, url }),
          listingId: offer.listing_id,
        });
      const vehicle = fieldsOf(record);
      const known = before.get(stockIds[i]!);
      const outcome: 'added' | 'updated' | 'unchanged' =
        !known || known.status !== 'active'
          ? 'added'
          : sameFields(known.vehicle, vehicle)
            ? 'unchanged'
            : 'updated';
      return { stockId: stockIds[i]!, id: offer.id, listingId: offer.listing_id, vehicle, outcome };
    });
    await queries.relinkOffers(trx, relink);
    await refreshListings(
      trx,
      relink.map((r) => r.listingId),
      now,
    );
    await queries.upsertVehicles(
      trx,
      dealer.id,
      placed
        .filter((p) => p.outcome !== 'unchanged')
        .map((p) => ({ offerId: p.id, stockId: p.stockId, vehicle: p.vehicle })),
      now,
    );
    // The merge lets a crawl's commit skip the wait for the disk (a crawl refetches what a crash
    // loses); a dealer was told 'stored', so this commit waits as usual.
    await trx.raw('set local synchronous_commit = on');
    return placed;
  }
}

/** One vehicle as `upsert` placed it. */
export interface Placed {
  stockId: string;
  id: number;
  listingId: number;
  vehicle: VehicleFields;
  outcome: 'added' | 'updated' | 'unchanged';
}

const PENDING_URL = '/cars/pending';

const stockIdOf = (externalId: string) => externalId.slice(externalId.indexOf(':', 'dealer:'.length) + 1);

/** Equal kept fields, whatever order jsonb returned the keys in. */
function sameFields(a: VehicleFields, b: VehicleFields): boolean {
  const keys = Object.keys(b) as (keyof VehicleFields)[];
  return (
    Object.keys(a).length === keys.length && keys.every((k) => JSON.stringify(a[k]) === JSON.stringify(b[k]))
  );
}

const SHOWN_PROBLEMS = 10;

function invalid(problems: string[]) {
  const more = problems.length - SHOWN_PROBLEMS;
  const message = problems.slice(0, SHOWN_PROBLEMS).join('; ') + (more > 0 ? `; and ${more} more` : '');
  return createError('INVALID_VEHICLE', message, 400);
}

/** The fingerprint of a request body an idempotency key is bound to. */
export const requestHash = (payload: unknown) =>
  createHash('sha256')
    .update(JSON.stringify(payload ?? null))
    .digest('hex');
