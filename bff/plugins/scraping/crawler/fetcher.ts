// PoliteFetcher: the one way the product's crawler asks another site for something (CRAWL-POLICY
// C1-C6). Each hop of a URL runs in its origin's slot (one request in flight per host): robots.txt
// first (once per run), then the guard, the paced start, the request, and retries with backoff.
// Redirects are followed here, hop by hop, so every hop passes the allowlist, the guard and robots.
import { setTimeout as delay } from 'node:timers/promises';
import { assert } from '@hapi/hoek';
import { ACCEPT_ENCODING, TransportError, send, type ResponseHeaders, type WireResponse } from './http.js';
import {
  backoffDelay,
  inHostSlot,
  parseRetryAfter,
  stallTrackerFor,
  takeTurn,
  type PaceDeps,
  type StallTracker,
} from './pacing.js';
import {
  ROBOTS_MAX_BYTES,
  isFresh,
  retrieveRobots,
  robotsRules,
  type RobotsHop,
  type RobotsRules,
} from './robots.js';
import { checkUrl, originOf, parseUrl, vetHost, type GuardOptions, type GuardVerdict } from './ssrf-guard.js';
import type { FetchEvent, FetchRequest, FetchResult, FetcherOptions, RobotsEntry, Sleep } from './types.js';

/** The product token of our User-Agent and the robots.txt group we obey (C4). */
export const BOT_TOKEN = 'AllMotorsBot';
export const MAX_REDIRECTS = 5;
export const DEFAULTS = {
  timeoutMs: 25_000,
  maxBodyBytes: 5 * 1024 * 1024,
  maxRetries: 3,
  maxRetryAfterMs: 60_000,
  stallMs: 15 * 60_000,
} as const;

const DEFAULT_ACCEPT =
  'text/html,application/xhtml+xml,application/xml;q=0.9,application/json;q=0.9,*/*;q=0.8';
/** Set by the fetcher alone: identification (C4), decoding and conditional GET (C5). */
const OWN_HEADERS = new Set(['user-agent', 'host', 'accept-encoding', 'if-none-match', 'if-modified-since']);
/** Never sent to another origin than the one the caller asked for. */
const CREDENTIAL_HEADERS = new Set(['authorization', 'cookie', 'proxy-authorization']);
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** `AllMotorsBot/<version> (+<site>/bot)` (C4). */
export function userAgent(version: string, siteUrl: string): string {
  assert(/^[0-9A-Za-z.+_-]+$/.test(version), `the bot version must be a plain token, got "${version}"`);
  const site = new URL(siteUrl);
  return `${BOT_TOKEN}/${version} (+${site.origin}${site.pathname.replace(/\/+$/, '')}/bot)`;
}

export function pausedReason(stallMs: number): string {
  const span = stallMs % 60_000 === 0 ? `${stallMs / 60_000} minutes` : `${stallMs} ms`;
  return `host paused after ${span} without a successful request`;
}

const realSleep: Sleep = (ms, signal) => delay(ms, undefined, { signal });

function header(headers: ResponseHeaders, name: string): string | null {
  const value = headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? null;
}

/** A list-valued field (RFC 9110 §5.3): several lines of it are one list, joined with ', '. */
function listHeader(headers: ResponseHeaders, name: string): string | null {
  const value = headers[name];
  return (Array.isArray(value) ? value.join(', ') : value) ?? null;
}

type Settings = Required<Omit<FetcherOptions, 'lookup' | 'signal' | 'onEvent'>> &
  Pick<FetcherOptions, 'lookup' | 'signal' | 'onEvent'>;

/** What one hop ends in: an answer for the caller, or the next URL. */
type HopStep = FetchResult | { kind: 'redirect'; location: URL; status: number };
/** What one attempt ends in: that, or a failure worth retrying (C3). */
type Step =
  HopStep | { kind: 'retryable'; status: number | null; reason: string; retryAfterMs: number | null };

export class PoliteFetcher {
  readonly #o: Settings;
  readonly #guard: GuardOptions;
  readonly #stall: StallTracker;
  readonly #robotsSeen = new Map<string, { entry: RobotsEntry; rules: RobotsRules }>();

  constructor(options: FetcherOptions) {
    const token = options.userAgent.split('/')[0]!.trim().toLowerCase();
    assert(
      token === options.robotsToken.toLowerCase(),
      `the User-Agent's product token must be the robots.txt group we obey (${options.robotsToken})`,
    );
    this.#o = {
      ...DEFAULTS,
      now: Date.now,
      sleep: realSleep,
      random: Math.random,
      ...Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined)),
    } as Settings;
    for (const key of ['timeoutMs', 'maxBodyBytes', 'maxRetryAfterMs', 'stallMs'] as const) {
      assert(this.#o[key] > 0, `${key} must be positive`);
    }
    assert(Number.isInteger(this.#o.maxRetries) && this.#o.maxRetries >= 0, 'maxRetries must be ≥ 0');
    this.#guard = { allowPrivateHosts: this.#o.allowPrivateHosts, lookup: this.#o.lookup };
    this.#stall = stallTrackerFor(this.#o.runId);
  }

  /** Rejects only when the fetcher's signal aborts (with its reason) or a store fails. */
  async fetch(req: FetchRequest): Promise<FetchResult> {
    try {
      return await this.#fetch(req);
    } catch (err) {
      if (this.#o.signal?.aborted) throw this.#o.signal.reason;
      throw err;
    }
  }

  async #fetch(req: FetchRequest): Promise<FetchResult> {
    this.#o.signal?.throwIfAborted();
    const parsed = parseUrl(req.url);
    if (!parsed) return this.#failed(req.url, null, 'not a valid URL', 0);
    let url: URL = parsed;
    const firstOrigin = originOf(url);
    let credentials = true;
    for (let hop = 0; ; hop++) {
      const refusal = checkUrl(url, req.allowedHosts);
      if (refusal) return this.#disallowed(url.href, refusal);
      const current = url;
      credentials &&= originOf(current) === firstOrigin;
      const headers = this.#headers(req, hop === 0, credentials);
      const step: HopStep = await inHostSlot(
        originOf(current),
        () => this.#hop(current, req, headers),
        this.#o.signal,
      );
      if (step.kind !== 'redirect') return step;
      this.#emit({ type: 'redirect', from: current.href, to: step.location.href, status: step.status });
      if (hop >= MAX_REDIRECTS) {
        return this.#failed(current.href, step.status, `more than ${MAX_REDIRECTS} redirects`, 1);
      }
      url = step.location;
    }
  }

  /** One URL in its origin's slot: robots, then attempts until an answer or the retries run out. */
  async #hop(url: URL, req: FetchRequest, headers: Record<string, string>): Promise<HopStep> {
    const origin = originOf(url);
    // Vetted once for robots.txt and the first attempt; a retry resolves and vets again.
    const target = await vetHost(url.hostname, this.#guard);
    if (!target.ok && target.refused) return this.#disallowed(url.href, target.reason);
    const rules = await this.#robotsFor(origin, req, target);
    if (!rules.isAllowed(url)) {
      const reason =
        rules.status === 'unreachable'
          ? `robots.txt of ${origin} is unreachable: nothing there is fetched in this run`
          : `robots.txt disallows ${url.pathname}${url.search}`;
      return this.#disallowed(url.href, reason);
    }
    const baseDelay = Math.max(req.minDelayMs, rules.crawlDelayMs ?? 0);
    for (let attempt = 1; ; attempt++) {
      if (await this.#stall.isPaused(origin, this.#o.hosts, this.#o.now(), this.#o.stallMs)) {
        const reason = pausedReason(this.#o.stallMs);
        this.#emit({ type: 'paused', origin, reason });
        return this.#failed(url.href, null, reason, attempt - 1);
      }
      const step = await this.#attempt(
        url,
        origin,
        headers,
        baseDelay,
        attempt,
        attempt === 1 ? target : null,
      );
      if (step.kind !== 'retryable') return step;
      if (attempt > this.#o.maxRetries) return this.#failed(url.href, step.status, step.reason, attempt);
      const waitMs = step.retryAfterMs ?? backoffDelay(attempt);
      const wait = step.retryAfterMs === null ? 'backoff' : 'retryAfter';
      this.#emit({
        type: 'retry',
        url: url.href,
        attempt,
        status: step.status,
        reason: step.reason,
        waitMs,
        wait,
      });
      await this.#o.sleep(waitMs, this.#o.signal);
    }
  }

  async #attempt(
    url: URL,
    origin: string,
    headers: Record<string, string>,
    baseDelay: number,
    attempt: number,
    vetted: GuardVerdict | null,
  ): Promise<Step> {
    const target = vetted ?? (await vetHost(url.hostname, this.#guard));
    if (!target.ok) {
      if (target.refused) return this.#disallowed(url.href, target.reason);
      this.#stall.noteFailure(origin, this.#o.now());
      if (!target.transient) return this.#failed(url.href, null, target.reason, attempt);
      return { kind: 'retryable', status: null, reason: target.reason, retryAfterMs: null };
    }
    const startedAt = await takeTurn(this.#pace(origin), origin, baseDelay);
    this.#emit({ type: 'request', url: url.href, attempt, robotsTxt: false });
    let res: WireResponse;
    try {
      res = await send({
        url,
        address: target.address,
        headers,
        timeoutMs: this.#o.timeoutMs,
        maxBytes: this.#o.maxBodyBytes,
        overflow: 'fail',
        signal: this.#o.signal,
      }).finally(() => this.#answered(origin));
    } catch (err) {
      if (!(err instanceof TransportError)) throw err;
      if (!err.retryable) return this.#failed(url.href, null, err.message, attempt);
      this.#stall.noteFailure(origin, startedAt);
      return { kind: 'retryable', status: null, reason: err.message, retryAfterMs: null };
    }
    const { status } = res;
    this.#emit({ type: 'response', url: url.href, status, attempt, ms: this.#o.now() - startedAt });

    if (status >= 500 || status === 408 || status === 429) {
      this.#stall.noteFailure(origin, startedAt);
      const asked =
        status === 429 || status === 503 ? parseRetryAfter(res.headers['retry-after'], this.#o.now()) : null;
      const retryAfterMs = asked === null ? null : Math.min(asked, this.#o.maxRetryAfterMs);
      return { kind: 'retryable', status, reason: `HTTP ${status}`, retryAfterMs };
    }
    // Any other answer shows the host is up and serving us (a 404 or 410 is a fact about one URL).
    this.#stall.noteSuccess(origin);
    await this.#o.hosts.recordSuccess(origin, this.#o.now());

    if (status >= 200 && status < 300) {
      return {
        kind: 'ok',
        status,
        url: url.href,
        body: res.body ?? '',
        contentType: header(res.headers, 'content-type'),
        validators: { etag: header(res.headers, 'etag'), lastModified: header(res.headers, 'last-modified') },
        link: listHeader(res.headers, 'link'),
      };
    }
    if (status === 304) return { kind: 'not_modified', url: url.href };
    if (REDIRECTS.has(status)) {
      const location = header(res.headers, 'location');
      const next = location ? parseUrl(location, url) : null;
      if (next) return { kind: 'redirect', location: next, status };
      return this.#failed(url.href, status, `HTTP ${status} without a usable Location`, attempt);
    }
    return this.#failed(url.href, status, `HTTP ${status}`, attempt);
  }

  /** C1: the stored entry when it belongs to this run and is under 24 h old, else a fresh fetch. */
  async #robotsFor(origin: string, req: FetchRequest, target: GuardVerdict): Promise<RobotsRules> {
    const seen = this.#robotsSeen.get(origin);
    if (seen && isFresh(seen.entry, this.#o.runId, this.#o.now())) return seen.rules;
    let entry = await this.#o.robots.get(origin);
    if (!entry || !isFresh(entry, this.#o.runId, this.#o.now())) {
      const got = await retrieveRobots(origin, (url) => this.#robotsHop(url, origin, req, target));
      entry = { status: got.status, body: got.body, fetchedAt: this.#o.now(), runId: this.#o.runId };
      await this.#o.robots.put(origin, entry);
      this.#emit({
        type: 'robots',
        origin,
        status: got.status,
        httpStatus: got.httpStatus,
        reason: got.reason,
      });
    }
    const rules = robotsRules(origin, entry, this.#o.robotsToken);
    this.#robotsSeen.set(origin, { entry, rules });
    return rules;
  }

  async #robotsHop(
    url: URL,
    origin: string,
    req: FetchRequest,
    originTarget: GuardVerdict,
  ): Promise<RobotsHop> {
    const refusal = checkUrl(url, req.allowedHosts);
    if (refusal) return { kind: 'error', reason: `robots.txt redirect refused: ${refusal}` };
    const hopOrigin = originOf(url);
    const target = hopOrigin === origin ? originTarget : await vetHost(url.hostname, this.#guard);
    if (!target.ok) return { kind: 'error', reason: target.reason };
    // This origin's slot is held. A redirect to another origin is recorded there but not queued
    // for: taking a second slot while holding one could deadlock two fetchers.
    if (hopOrigin === origin) await takeTurn(this.#pace(origin), origin, req.minDelayMs);
    else await this.#o.hosts.recordRequest(hopOrigin, this.#o.now());
    this.#emit({ type: 'request', url: url.href, attempt: 1, robotsTxt: true });
    const startedAt = this.#o.now();
    try {
      const res = await send({
        url,
        address: target.address,
        headers: {
          accept: 'text/plain,*/*;q=0.5',
          'accept-encoding': ACCEPT_ENCODING,
          'user-agent': this.#o.userAgent,
        },
        timeoutMs: this.#o.timeoutMs,
        maxBytes: ROBOTS_MAX_BYTES,
        overflow: 'truncate',
        signal: this.#o.signal,
      }).finally(() => this.#answered(hopOrigin));
      this.#emit({
        type: 'response',
        url: url.href,
        status: res.status,
        attempt: 1,
        ms: this.#o.now() - startedAt,
      });
      if (res.status >= 200 && res.status < 300) await this.#o.hosts.recordSuccess(hopOrigin, this.#o.now());
      const location = header(res.headers, 'location');
      return { kind: 'response', status: res.status, location, body: res.body, truncated: res.truncated };
    } catch (err) {
      if (err instanceof TransportError) return { kind: 'error', reason: err.message };
      throw err;
    }
  }

  /**
   * The next request's gap also counts from when this answer ended: the site sees our starts after
   * network delays we do not control (a new connection, a busy machine), and must still never see
   * two requests closer than the delay.
   */
  #answered(origin: string): Promise<void> {
    return this.#o.hosts.recordRequest(origin, this.#o.now());
  }

  #headers(req: FetchRequest, firstHop: boolean, credentials: boolean): Record<string, string> {
    const headers: Record<string, string> = { accept: DEFAULT_ACCEPT };
    for (const [name, value] of Object.entries(req.headers ?? {})) {
      const key = name.toLowerCase();
      if (OWN_HEADERS.has(key) || (CREDENTIAL_HEADERS.has(key) && !credentials)) continue;
      headers[key] = value;
    }
    // Validators belong to the URL asked for; a redirect target is another resource.
    const validators = firstHop ? req.validators : null;
    if (validators?.etag) headers['if-none-match'] = validators.etag;
    if (validators?.lastModified) headers['if-modified-since'] = validators.lastModified;
    headers['accept-encoding'] = ACCEPT_ENCODING;
    headers['user-agent'] = this.#o.userAgent;
    return headers;
  }

  #pace(origin: string): PaceDeps {
    return {
      hosts: this.#o.hosts,
      now: this.#o.now,
      sleep: this.#o.sleep,
      random: this.#o.random,
      signal: this.#o.signal,
      onWait: (ms) => this.#emit({ type: 'wait', origin, ms }),
    };
  }

  #disallowed(url: string, reason: string): FetchResult {
    this.#emit({ type: 'disallowed', url, reason });
    return { kind: 'disallowed', url, reason };
  }

  #failed(url: string, status: number | null, reason: string, attempts: number): FetchResult {
    this.#emit({ type: 'failed', url, status, reason, attempts });
    return { kind: 'failed', url, status, reason, attempts };
  }

  #emit(e: FetchEvent): void {
    this.#o.onEvent?.(e);
  }
}
