// Auto-sync of a dealer's feed (issue 11 item 6; docs/dealers.md, 'Auto-sync'): the `dealer.sync`
// job pulls the URL approval copied onto the dealer, with its token, through the API test's vetted
// GET (SSRF guard, redirects, size and time limits: dealers/api-test/api-test.ts), reads it with the
// ingestion connectors (JSON pages following `next_cursor`, or one CSV/XML document), and merges the
// vehicles exactly as the inventory API does (the same gate, `dealer:<id>:<stockId>` offers, the
// service's upsert). A complete pull removes the feed's vehicles it no longer lists; the outcome is
// kept on the dealer and announced to every process's pages as `auto_sync_completed`.
import type { Knex } from 'knex';
import * as v from 'valibot';
import type { Category } from '../../../db/reference/types.js';
import type { ChangeFeed } from '../../lib/changes/feed.js';
import type { Sealer } from '../../lib/sealed.js';
import {
  ACCEPT,
  get,
  header,
  HopProblem,
  statusSentence,
  transportSentence,
} from '../dealers/api-test/api-test.js';
import { MAX_IDS_PER_MESSAGE } from '../live/types.js';
import { notifyLive } from '../live/index.js';
import { parseFeed } from '../scraping/connectors/feed.js';
import { API_PAGE_SIZE, parseJsonApi } from '../scraping/connectors/json-api.js';
import {
  UnreadableBodyError,
  type ParsedPage,
  type Reject,
  type SourceRecord,
} from '../scraping/connectors/types.js';
import { ACCEPT_ENCODING, TransportError } from '../scraping/crawler/http.js';
import { parseUrl } from '../scraping/crawler/ssrf-guard.js';
import type { Lookup } from '../scraping/crawler/types.js';
import { MERGE_LOCK } from '../scraping/merge/ingest.js';
import { refreshListings } from '../scraping/merge/queries.js';
import { fieldsOf } from './gate.js';
import * as queries from './queries.js';
import { MAX_BULK, stockIdSchema, type SyncResult, type SyncStatus, type VehicleInput } from './schemas.js';
import type { DealerApiService, Placed } from './service.js';

export const SYNC_QUEUE = 'dealer.sync';
/** Pages of a JSON API read at most; a feed with more is read in part (and nothing is removed). */
export const SYNC_MAX_PAGES = 50;
/** Vehicles read at most, likewise. */
export const SYNC_MAX_RECORDS = 20_000;
/** Decoded bytes of one page or document. */
export const SYNC_MAX_BYTES = 32 * 1024 * 1024;
/** Time for one page or document, its redirects included. */
export const SYNC_TIMEOUT_MS = 60_000;
export const SYNC_ATTEMPTS = 3;
/** Issues kept in `last_sync_result`. */
const SHOWN_ISSUES = 10;
const USER_AGENT = 'AllMotors-DealerSync/1.0';

export type SyncFormat = 'json' | 'csv' | 'xml';

export interface SyncDeps {
  knex: Knex;
  service: DealerApiService;
  feed: ChangeFeed;
  sealer: () => Promise<Sealer>;
  /** DEALER_API_ALLOWED_HOSTS: hosts allowed on private addresses (as for the API test). */
  allowedHosts: readonly string[];
  /** DNS, for tests. */
  lookup?: Lookup;
  maxPages?: number;
  maxRecords?: number;
}

/** A pull that did not get the feed: the sentence is recorded and the job retried. */
export class SyncFetchError extends Error {}

interface Pulled {
  records: SourceRecord[];
  rejects: Reject[];
  complete: boolean;
  issues: string[];
}

const isObject = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

function isHtml(body: string, contentType: string | null): boolean {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  const start = body.replace(/^\ufeff/, '').trimStart();
  return type === 'text/html' || type === 'application/xhtml+xml' || /^<(!doctype html|html)\b/i.test(start);
}

/** One page through the connectors: JSON as the JSON API connector reads it, CSV/XML as the feed one. */
function readPage(format: SyncFormat, body: string, url: string, contentType: string | null): ParsedPage {
  if (isHtml(body, contentType)) throw new SyncFetchError('The response is an HTML page, not vehicle data');
  try {
    if (format !== 'json') {
      const page = parseFeed(body, url, format === 'csv' ? 'text/csv' : 'application/xml');
      return { ...page, next: [] }; // one document: a Link header is not followed
    }
    // A bare array and `{ vehicles: [...] }` are read as the API test reads them.
    let doc: unknown;
    try {
      doc = JSON.parse(body);
    } catch (err) {
      throw new UnreadableBodyError(`not valid JSON (${(err as Error).message})`);
    }
    const normal = Array.isArray(doc)
      ? { data: doc }
      : isObject(doc) && !Array.isArray(doc.data) && Array.isArray(doc.vehicles)
        ? { ...doc, data: doc.vehicles }
        : null;
    return parseJsonApi(normal ? JSON.stringify(normal) : body, url);
  } catch (err) {
    if (err instanceof UnreadableBodyError)
      throw new SyncFetchError(`The response is not a readable ${format.toUpperCase()} feed: ${err.message}`);
    throw err;
  }
}

/**
 * Every page of the dealer's feed: JSON follows `next_cursor` (the connector's next URL) up to
 * `maxPages`; CSV and XML are one document. The token goes only to the URL's own origin. Throws
 * SyncFetchError when a page cannot be had or read: a part is never taken for the whole.
 */
export async function pullFeed(
  target: { url: string; token: string; format: SyncFormat },
  options: {
    allowedHosts: readonly string[];
    lookup?: Lookup;
    signal?: AbortSignal;
    maxPages?: number;
    maxRecords?: number;
  },
): Promise<Pulled> {
  const maxPages = options.maxPages ?? SYNC_MAX_PAGES;
  const maxRecords = options.maxRecords ?? SYNC_MAX_RECORDS;
  const start = parseUrl(target.url.trim());
  if (!start) throw new SyncFetchError(`The feed URL ${JSON.stringify(target.url)} is not a valid URL`);
  // As the JSON API connector starts (its pages follow the first one's size).
  if (target.format === 'json' && !start.searchParams.has('limit'))
    start.searchParams.set('limit', String(API_PAGE_SIZE));
  const records: SourceRecord[] = [];
  const rejects: Reject[] = [];
  const issues: string[] = [];
  let url = start;
  for (let page = 1; ; page++) {
    if (options.signal?.aborted) throw new SyncFetchError('The sync was stopped');
    const headers: Record<string, string> = {
      accept: ACCEPT[target.format],
      'accept-encoding': ACCEPT_ENCODING,
      'user-agent': USER_AGENT,
    };
    if (url.origin === start.origin) headers.authorization = `Bearer ${target.token}`;
    let fetched;
    try {
      fetched = await get(url, {
        what: 'The feed',
        headers,
        deadline: Date.now() + SYNC_TIMEOUT_MS,
        maxBytes: SYNC_MAX_BYTES,
        overflow: 'fail',
        options: { allowedHosts: options.allowedHosts, lookup: options.lookup },
      });
    } catch (err) {
      if (err instanceof HopProblem) throw new SyncFetchError(err.message);
      if (err instanceof TransportError)
        throw new SyncFetchError(transportSentence('The feed', err, SYNC_TIMEOUT_MS, SYNC_MAX_BYTES));
      throw err;
    }
    const { response, url: at } = fetched;
    if (response.status < 200 || response.status >= 300 || response.body === null)
      throw new SyncFetchError(statusSentence(response.status).replace(/^The API/, 'The feed'));
    const read = readPage(target.format, response.body, at.href, header(response, 'content-type'));
    const room = maxRecords - records.length - rejects.length;
    const taken = read.records.length + read.rejects.length;
    records.push(...read.records.slice(0, room));
    rejects.push(...read.rejects.slice(0, Math.max(0, room - read.records.length)));
    if (taken > room || (taken === room && read.next.length > 0)) {
      issues.push(`The feed lists more than ${maxRecords} vehicles: only the first ${maxRecords} were read`);
      return { records, rejects, complete: false, issues };
    }
    const next = read.next[0];
    if (next === undefined) return { records, rejects, complete: true, issues };
    if (page >= maxPages) {
      issues.push(`The feed has more than ${maxPages} pages: only the first ${maxPages} were read`);
      return { records, rejects, complete: false, issues };
    }
    const nextUrl = parseUrl(next);
    if (!nextUrl) throw new SyncFetchError(`The feed's next page ${JSON.stringify(next)} is not a URL`);
    url = nextUrl;
  }
}

/** A feed's vehicle as the inventory API takes it (money in pence; the dealer's own name and place). */
export function vehicleInputOf(r: SourceRecord): VehicleInput {
  return { stockId: r.externalId, ...fieldsOf(r), town: r.seller.town || null } as VehicleInput;
}

const emptyCounts = { processed: 0, added: 0, updated: 0, unchanged: 0, removed: 0, rejected: 0 };

/** The dealer's auto-sync for admins (the certification screen, `dealers show`); null: it has none. */
export async function syncStatus(knex: Knex, dealerId: number): Promise<SyncStatus | null> {
  const row = await queries.syncStatusRow(knex, dealerId, SYNC_QUEUE);
  if (!row?.sync_url) return null;
  return {
    url: row.sync_url,
    format: row.sync_format ?? 'json',
    frequency: row.sync_frequency ?? 'hourly',
    enabled: row.sync_enabled,
    pulling: row.pulling,
    lastSyncedAt: row.last_synced_at ? row.last_synced_at.toISOString() : null,
    lastResult: row.last_sync_result,
  };
}

async function record(knex: Knex | Knex.Transaction, dealerId: number, result: SyncResult) {
  await knex('dealers')
    .where({ id: dealerId })
    .update({ last_synced_at: new Date(result.at), last_sync_result: JSON.stringify(result) });
}

/**
 * After the last attempt failed however it failed (a merge that threw, a process killed each time it
 * ran): the dealer's outcome says so, and its pull counts as done for the schedule, so a feed that
 * brings the server down is not pulled again before its frequency comes round.
 */
export async function failDealerSync(knex: Knex, dealerId: number, error: string): Promise<void> {
  await record(knex, dealerId, {
    ok: false,
    ...emptyCounts,
    complete: false,
    issues: [error],
    error,
    at: new Date().toISOString(),
  });
}

/** The `dealer.sync` job: pull, merge, remove what a complete pull no longer lists, record, announce. */
export async function runDealerSync(
  deps: SyncDeps,
  payload: { dealerId: number },
  signal?: AbortSignal,
): Promise<SyncResult | { skipped: true }> {
  const dealer = await queries.syncTarget(deps.knex, payload.dealerId);
  if (!dealer || !dealer.sync_enabled || !dealer.sync_url) return { skipped: true };
  const token = dealer.sync_token_sealed ? (await deps.sealer()).open(dealer.sync_token_sealed) : '';
  let pulled: Pulled;
  try {
    pulled = await pullFeed(
      { url: dealer.sync_url, token, format: dealer.sync_format ?? 'json' },
      {
        allowedHosts: deps.allowedHosts,
        lookup: deps.lookup,
        signal,
        maxPages: deps.maxPages,
        maxRecords: deps.maxRecords,
      },
    );
  } catch (err) {
    if (signal?.aborted) throw err; // stopping: the job is handed back, nothing recorded
    const error =
      err instanceof SyncFetchError
        ? err.message
        : `The sync failed unexpectedly: ${(err as Error)?.message ?? String(err)}`;
    const failed: SyncResult = {
      ok: false,
      ...emptyCounts,
      complete: false,
      issues: [error],
      error,
      at: new Date().toISOString(),
    };
    await record(deps.knex, dealer.id, failed);
    throw new Error(error); // the queue retries with its backoff
  }

  // Feed rows to the inventory API's vehicles, through the same gate (stock id rules, then the
  // quality gate with the dealer's name; repeats of a stock id, registration or VIN are refused).
  const issues = [...pulled.issues];
  const rejected: string[] = pulled.rejects.map((r) => `Vehicle ${r.externalId ?? '(no id)'}: ${r.reason}`);
  const inputs: VehicleInput[] = [];
  for (const r of pulled.records) {
    const id = v.safeParse(stockIdSchema, r.externalId);
    if (id.success) inputs.push(vehicleInputOf(r));
    else rejected.push(`Vehicle ${r.externalId}: stockId: ${id.issues[0].message}`);
  }
  const screened = deps.service.screen(dealer, inputs, (i) => `#${i}`);
  for (const problem of screened.problems) {
    const m = /^#(\d+)\.([\s\S]*)$/.exec(problem);
    rejected.push(m ? `Vehicle ${inputs[Number(m[1])]!.stockId}: ${m[2]}` : problem);
  }

  // Merged in chunks, each a short transaction under the merge lock (the API's bulk size).
  const now = new Date();
  const placed: Placed[] = [];
  const stockIdOf = (r: SourceRecord) => r.externalId.slice(`dealer:${dealer.id}:`.length);
  for (let i = 0; i < screened.records.length; i += MAX_BULK) {
    const chunk = screened.records.slice(i, i + MAX_BULK);
    await deps.knex.transaction(async (trx) => {
      await trx.raw('select pg_advisory_xact_lock(?)', [MERGE_LOCK]);
      placed.push(...(await deps.service.upsert(trx, dealer, chunk)));
      await trx('dealer_vehicles')
        .where({ dealer_id: dealer.id })
        .whereIn('stock_id', chunk.map(stockIdOf))
        .update({ synced_at: now });
    });
  }

  // A vehicle is still listed when the feed names it, even if it was turned away this time. Rows
  // without an id cannot be told apart, so they keep everything; so does an empty feed.
  const listed = [
    ...pulled.records.map((r) => r.externalId),
    ...pulled.rejects.flatMap((r) => (r.externalId === null ? [] : [r.externalId])),
  ];
  const anonymous = pulled.rejects.some((r) => r.externalId === null);
  if (pulled.complete && anonymous) issues.push('Some vehicles have no id: no vehicle was removed this time');
  if (pulled.complete && listed.length === 0)
    issues.push('The feed lists no vehicles: no vehicle was removed');
  const removes = pulled.complete && !anonymous && listed.length > 0;

  const count = (o: Placed['outcome']) => placed.filter((p) => p.outcome === o).length;
  const result: SyncResult = {
    ok: true,
    processed: placed.length,
    added: count('added'),
    updated: count('updated'),
    unchanged: count('unchanged'),
    removed: 0,
    rejected: rejected.length,
    complete: pulled.complete,
    issues: [...issues, ...rejected].slice(0, SHOWN_ISSUES),
    at: now.toISOString(),
  };
  const changed = new Map<number, Category>();
  for (const p of placed) if (p.outcome !== 'unchanged') changed.set(p.listingId, p.vehicle.category);
  await deps.knex.transaction(async (trx) => {
    await trx.raw('select pg_advisory_xact_lock(?)', [MERGE_LOCK]);
    if (removes) {
      const gone = await queries.syncedNotListed(trx, dealer.id, listed);
      if (gone.length) {
        const ids = gone.map((g) => g.offer_id);
        await trx('offers').whereIn('id', ids).update({ status: 'removed', removed_at: now });
        await trx('dealer_vehicles').whereIn('offer_id', ids).update({ updated_at: now });
        await refreshListings(trx, [...new Set(gone.map((g) => g.listing_id))], now);
        for (const g of gone) changed.set(g.listing_id, g.category as Category);
      }
      result.removed = gone.length;
    }
    result.at = new Date().toISOString();
    await record(trx, dealer.id, result);
    const ids = [...changed.keys()];
    await notifyLive(trx, {
      message: {
        type: 'auto_sync_completed',
        data: {
          ids: ids.slice(0, MAX_IDS_PER_MESSAGE),
          count: ids.length,
          categories: [...new Set(changed.values())].sort(),
          dealerName: dealer.name,
          processed: result.processed,
        },
      },
      ownerUserId: dealer.user_id,
    });
  });
  // This process's search shows the sync at once (the other processes' feeds catch up by themselves).
  await deps.feed.sync();
  return result;
}
