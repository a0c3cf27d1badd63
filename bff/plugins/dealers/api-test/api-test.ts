// The real test of a dealer's API (issue 11; CONTEXT.md): one GET of the first page with the
// dealer's token, every hop through the crawler's SSRF guard and wire (crawler/ssrf-guard.ts,
// crawler/http.ts), each sampled vehicle through the connectors' quality gate, a few images tried,
// then score.ts. Whatever the remote side does (hang, 10 MB, HTML, bad JSON, redirect loops) ends as
// issues in the result: this function never throws.
import { parse as parseCsv } from 'csv-parse/sync';
import * as cheerio from 'cheerio';
import { parseFeed, feedFormat } from '../../scraping/connectors/feed.js';
import { parseJsonApi } from '../../scraping/connectors/json-api.js';
import { textOf } from '../../scraping/connectors/text.js';
import { UnreadableBodyError, type ParsedPage } from '../../scraping/connectors/types.js';
import { ACCEPT_ENCODING, send, TransportError, type WireResponse } from '../../scraping/crawler/http.js';
import { checkUrl, normaliseHost, parseUrl, vetHost } from '../../scraping/crawler/ssrf-guard.js';
import type { Lookup } from '../../scraping/crawler/types.js';
import type { ApiTestResult } from '../schemas.js';
import { blockedResult, sampleResult, type ImageCheck, type SampledVehicle } from './score.js';

export type DealerFormat = 'json' | 'csv' | 'xml';

export interface DealerApiTarget {
  url: string;
  token: string;
  /** Unset: read from the response's Content-Type, else its first character. */
  format?: DealerFormat;
}

export interface DealerApiTestOptions {
  /** DEALER_API_ALLOWED_HOSTS: names or host:port the operator allows on private addresses. */
  allowedHosts: readonly string[];
  /** For the whole test, redirects and image checks included. */
  timeoutMs?: number;
  /** Cap on the decoded body of the API's answer. */
  maxBytes?: number;
  /** Vehicles of the first page that are checked. */
  sampleSize?: number;
  /** DNS, for tests (the guard's own type). */
  lookup?: Lookup;
  onProgress?: (step: string) => void;
}

export const DEFAULT_TIMEOUT_MS = 10_000;
export const DEFAULT_MAX_BYTES = 2 * 1024 * 1024;
export const DEFAULT_SAMPLE_SIZE = 50;
export const MAX_REDIRECTS = 5;
/** Images tried, at most, and the time each may take. */
export const IMAGES_CHECKED = 5;
const IMAGE_TIMEOUT_MS = 5_000;
const IMAGE_BYTES = 64 * 1024;

export const ACCEPT: Record<DealerFormat | 'any', string> = {
  json: 'application/json',
  csv: 'text/csv',
  xml: 'application/xml, text/xml',
  any: 'application/json, text/csv;q=0.9, application/xml;q=0.9, text/xml;q=0.9',
};
const USER_AGENT = 'AllMotors-DealerApiTest/1.0';

class Blocked extends Error {}

const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;
const size = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${Math.round((bytes / 1024 / 1024) * 10) / 10} MiB`
    : `${Math.round(bytes / 1024)} KiB`;

/** Whether an allowed-hosts entry ('localhost', 'localhost:4100', '[::1]:4100') covers the URL. */
function allowedEntry(entry: string, url: URL): boolean {
  const e = entry.trim().toLowerCase();
  const m = /^\[([^\]]+)\](?::(\d+))?$/.exec(e) ?? /^([^:]+):(\d+)$/.exec(e);
  const host = m ? m[1]! : e;
  const port = m?.[2] ?? null;
  const urlPort = url.port || (url.protocol === 'https:' ? '443' : '80');
  return normaliseHost(host) === normaliseHost(url.hostname) && (port === null || port === urlPort);
}

export interface Hop {
  what: string;
  headers: Record<string, string>;
  deadline: number;
  maxBytes: number;
  overflow: 'fail' | 'truncate';
  options: DealerApiTestOptions;
}

/** A problem with one request, as the end of a sentence ('the API' or 'image …' goes before it). */
export class HopProblem extends Error {}

/**
 * One GET with its redirects, every hop vetted; Authorization never leaves the first origin. Shared
 * with the dealer feed's auto-sync (dealer-api/sync.job.ts).
 */
export async function get(start: URL, hop: Hop): Promise<{ response: WireResponse; url: URL }> {
  let url = start;
  for (let redirects = 0; ; redirects++) {
    const scheme = checkUrl(url, [url.hostname]); // dealer APIs may be on any public host
    const allowed = hop.options.allowedHosts.some((e) => allowedEntry(e, url));
    const verdict = scheme
      ? { ok: false as const, reason: scheme }
      : await vetHost(url.hostname, {
          allowPrivateHosts: allowed ? [url.hostname] : [],
          lookup: hop.options.lookup,
        });
    if (!verdict.ok) {
      const where =
        redirects === 0
          ? `${hop.what} URL was refused`
          : `${hop.what} redirected to ${url.href}, which was refused`;
      const refused = !('refused' in verdict) || verdict.refused;
      throw new HopProblem(
        refused ? `${where}: ${verdict.reason}` : `${hop.what} host could not be found: ${verdict.reason}`,
      );
    }
    const left = hop.deadline - Date.now();
    if (left <= 0) throw new HopProblem(`${hop.what} did not answer within the time limit`);
    const headers = url.origin === start.origin ? hop.headers : withoutAuth(hop.headers);
    const response = await send({
      url,
      address: verdict.address,
      headers,
      timeoutMs: left,
      maxBytes: hop.maxBytes,
      overflow: hop.overflow,
    });
    if (![301, 302, 303, 307, 308].includes(response.status)) return { response, url };
    if (redirects >= MAX_REDIRECTS)
      throw new HopProblem(`${hop.what} redirected more than ${MAX_REDIRECTS} times`);
    const location = response.headers.location;
    const next = typeof location === 'string' ? parseUrl(location, url) : null;
    if (!next) throw new HopProblem(`${hop.what} answered HTTP ${response.status} without a usable Location`);
    url = next;
  }
}

function withoutAuth(headers: Record<string, string>): Record<string, string> {
  const { authorization: _, ...rest } = headers;
  return rest;
}

export function transportSentence(
  what: string,
  err: TransportError,
  timeoutMs: number,
  maxBytes: number,
): string {
  if (err.failure === 'timeout') return `${what} did not answer within ${seconds(timeoutMs)} (time limit)`;
  if (err.failure === 'too_large') return `The response is larger than the ${size(maxBytes)} size limit`;
  if (err.failure === 'tls') return `${what} has a TLS problem: ${err.message}`;
  if (err.failure === 'encoding') return `The response cannot be decoded: ${err.message}`;
  return `${what} could not be reached: ${err.message}`;
}

export function statusSentence(status: number): string {
  if (status === 401 || status === 403) return `The API refused the token (HTTP ${status})`;
  if (status === 404) return 'The API URL was not found (HTTP 404)';
  if (status === 429) return 'The API asked us to slow down (HTTP 429)';
  return `The API answered HTTP ${status} instead of vehicle data`;
}

type Read = { format: DealerFormat; vehicles: SampledVehicle[]; vehicleCount: number };

export const header = (r: WireResponse, name: string) => {
  const h = r.headers[name];
  return (Array.isArray(h) ? h[0] : h) ?? null;
};

/** Which parser reads the body: the declared format, else the Content-Type, else the first character. */
function formatOf(body: string, url: string, contentType: string | null, declared?: DealerFormat) {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  const start = body.replace(/^\ufeff/, '').trimStart();
  if (type === 'text/html' || type === 'application/xhtml+xml' || /^<(!doctype html|html)\b/i.test(start))
    throw new Blocked('The response is an HTML page, not vehicle data');
  if (declared) return declared;
  if (type === 'application/json' || type.endsWith('+json') || /^[[{]/.test(start)) return 'json';
  try {
    return feedFormat(body, url, contentType);
  } catch {
    return 'json';
  }
}

function single(page: ParsedPage, index: number, id: string | null): SampledVehicle {
  const record = page.records[0] ?? null;
  const reject = page.rejects[0];
  return {
    index,
    id: record?.externalId ?? reject?.externalId ?? id,
    record,
    reason: record ? null : (reject?.reason ?? 'not readable'),
  };
}

const isObject = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

/** JSON: an array, `{ data: [...] }` (the JSON API connector's shape) or `{ vehicles: [...] }`. */
function readJson(body: string, url: string, sample: number): Read {
  let doc: unknown;
  try {
    doc = JSON.parse(body);
  } catch (err) {
    throw new Blocked(`The response is not valid JSON (${(err as Error).message})`);
  }
  const list = Array.isArray(doc) ? doc : isObject(doc) ? (doc.data ?? doc.vehicles) : undefined;
  if (!Array.isArray(list))
    throw new Blocked(
      'The response has no list of vehicles (an array, { "data": [...] } or { "vehicles": [...] })',
    );
  const meta = isObject(doc) && isObject(doc.meta) ? doc.meta : {};
  const stated = parseJsonApi(JSON.stringify({ data: [], meta }), url).expected;
  const vehicles = list.slice(0, sample).map((item, i) => {
    const id = isObject(item) ? textOf(item.id) : null;
    return single(parseJsonApi(JSON.stringify({ data: [item] }), url), i, id);
  });
  return { format: 'json', vehicles, vehicleCount: Math.max(list.length, stated ?? 0) };
}

/** CSV and XML through the feed connector: the whole file first (is it a feed?), then each vehicle. */
function readFeed(format: 'csv' | 'xml', body: string, url: string, sample: number): Read {
  const type = format === 'csv' ? 'text/csv' : 'application/xml';
  let whole: ParsedPage;
  try {
    whole = parseFeed(body, url, type);
  } catch (err) {
    const why = err instanceof UnreadableBodyError ? err.message : String(err);
    throw new Blocked(`The response is not a readable ${format.toUpperCase()} feed: ${why}`);
  }
  const count = Math.max(whole.records.length + whole.rejects.length, whole.expected ?? 0);
  const parts: string[] = [];
  if (format === 'xml') {
    const $ = cheerio.load(body, { xml: true });
    $.root()
      .children()
      .first()
      .children('vehicle')
      .slice(0, sample)
      .each((_, el) => void parts.push(`<stock>${$.xml(el)}</stock>`));
  } else {
    const rows = parseCsv(body, {
      bom: true,
      raw: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
    }) as { raw: string }[];
    const [head, ...data] = rows;
    for (const row of data.slice(0, sample)) parts.push(`${head!.raw}\n${row.raw}\n`);
  }
  const vehicles = parts.map((part, i) => single(parseFeed(part, url, type), i, null));
  return { format, vehicles, vehicleCount: count };
}

/** Up to IMAGES_CHECKED first images of vehicles spread over the sample, each through the guard. */
async function checkImages(vehicles: SampledVehicle[], options: DealerApiTestOptions, deadline: number) {
  const withImages = vehicles.filter((v) => (v.record?.imageUrls.length ?? 0) > 0);
  const step = Math.max(1, withImages.length / IMAGES_CHECKED);
  const picked = Array.from(
    { length: Math.min(IMAGES_CHECKED, withImages.length) },
    (_, i) => withImages[Math.floor(i * step)]!,
  );
  // One after another: the fetch keeps one connection per origin, so checks sent together would wait
  // in its queue with their clocks running (a slow image host then failed images never asked for).
  const checks: ImageCheck[] = [];
  for (const v of picked) checks.push(await checkImage(v, options, deadline));
  return checks;
}

async function checkImage(
  v: SampledVehicle,
  options: DealerApiTestOptions,
  deadline: number,
): Promise<ImageCheck> {
  const url = v.record!.imageUrls[0]!;
  const check = (problem: string | null): ImageCheck => ({ url, index: v.index, problem });
  const parsed = parseUrl(url);
  if (!parsed) return check('not a URL');
  try {
    const { response } = await get(parsed, {
      what: 'the image',
      headers: { accept: 'image/*', range: 'bytes=0-1023', 'user-agent': USER_AGENT },
      deadline: Math.min(deadline, Date.now() + IMAGE_TIMEOUT_MS),
      maxBytes: IMAGE_BYTES,
      overflow: 'truncate',
      options,
    });
    if (response.status < 200 || response.status >= 300) return check(`HTTP ${response.status}`);
    const type = (header(response, 'content-type') ?? '').split(';')[0]!.trim();
    return check(type.startsWith('image/') ? null : `not an image (${type || 'no content type'})`);
  } catch (err) {
    if (err instanceof HopProblem) return check(err.message.replace(/^the image /, ''));
    if (err instanceof TransportError) return check(err.failure === 'timeout' ? 'timed out' : err.message);
    return check(String(err));
  }
}

/** Calls the dealer's API for real and scores a sample of what it returns. Never throws. */
export async function testDealerApi(
  target: DealerApiTarget,
  options: DealerApiTestOptions,
): Promise<ApiTestResult> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const sample = options.sampleSize ?? DEFAULT_SAMPLE_SIZE;
  const deadline = Date.now() + timeoutMs;
  const progress = (step: string) => options.onProgress?.(step);
  try {
    const url = parseUrl(target.url.trim());
    if (!url) return blockedResult(`The API URL ${JSON.stringify(target.url)} is not a valid URL`);
    progress(`Calling ${url.origin}`);
    const { response, url: finalUrl } = await get(url, {
      what: 'The API',
      headers: {
        accept: ACCEPT[target.format ?? 'any'],
        'accept-encoding': ACCEPT_ENCODING,
        authorization: `Bearer ${target.token}`,
        'user-agent': USER_AGENT,
      },
      deadline,
      maxBytes,
      overflow: 'fail',
      options,
    });
    if (response.status < 200 || response.status >= 300 || response.body === null)
      return blockedResult(statusSentence(response.status));
    progress('Reading vehicles');
    const body = response.body;
    const format = formatOf(body, finalUrl.href, header(response, 'content-type'), target.format);
    const read =
      format === 'json'
        ? readJson(body, finalUrl.href, sample)
        : readFeed(format, body, finalUrl.href, sample);
    progress(`Checking images of ${read.vehicles.length} vehicles`);
    const images = await checkImages(read.vehicles, options, deadline);
    progress('Scoring');
    return sampleResult({ vehicles: read.vehicles, vehicleCount: read.vehicleCount, images });
  } catch (err) {
    if (err instanceof Blocked || err instanceof HopProblem) return blockedResult(err.message);
    if (err instanceof TransportError)
      return blockedResult(transportSentence('The API', err, timeoutMs, maxBytes));
    return blockedResult(`The API test failed unexpectedly: ${(err as Error)?.message ?? String(err)}`);
  }
}
