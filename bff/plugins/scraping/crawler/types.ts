// The crawler's HTTP layer speaks these shapes (CRAWL-POLICY C1-C6). Persistence comes through the two
// stores: the lead's DB-backed versions live on `crawl_hosts`, the in-memory ones in memory-stores.ts.
// Every store key is an origin, `scheme://host:port` with the port always written (originOf).

/** C2/C3 across restarts and processes: when a host was last asked, and last answered well. */
export interface HostStore {
  /** ms epoch of the last request START to this origin, robots.txt included. */
  lastRequestAt(host: string): Promise<number | null>;
  recordRequest(host: string, at: number): Promise<void>;
  /** The host answered: any status but 5xx, 408 and 429 (a 404 is about one URL, not the host). */
  recordSuccess(host: string, at: number): Promise<void>;
  lastSuccessAt(host: string): Promise<number | null>;
}

/**
 * C1: `ok` = a 2xx body to obey; `unavailable` = 4xx or too many redirects, everything allowed;
 * `unreachable` = 5xx, 429, timeout, network error or a refused redirect, nothing allowed this run.
 */
export type RobotsStatus = 'ok' | 'unavailable' | 'unreachable';

export interface RobotsEntry {
  status: RobotsStatus;
  /** The body as parsed (at most ROBOTS_MAX_BYTES, cut at a line end); '' unless status is ok. */
  body: string;
  fetchedAt: number;
  runId: number | null;
}

export interface RobotsStore {
  get(host: string): Promise<RobotsEntry | null>;
  put(host: string, entry: RobotsEntry): Promise<void>;
}

/** C5: what a 200 said about its content, sent back as If-None-Match / If-Modified-Since. */
export interface Validators {
  etag: string | null;
  lastModified: string | null;
}

export interface FetchRequest {
  url: string;
  /** The source's host allowlist (C6): hostnames, or `*.example.com` for its subdomains. */
  allowedHosts: readonly string[];
  /** The source's configured minimum gap between requests to a host (C2). */
  minDelayMs: number;
  /** Extra headers, e.g. Authorization for a partner feed; credentials are dropped on a redirect to another origin. */
  headers?: Record<string, string>;
  /** Validators from the last 200 of this URL; sent on the first hop only. */
  validators?: Validators | null;
}

export type FetchResult =
  | {
      kind: 'ok';
      status: number;
      /** The final URL, after redirects. */
      url: string;
      body: string;
      contentType: string | null;
      validators: Validators;
      /** The raw Link header (RFC 8288), several fields joined with ', '; null when absent. */
      link: string | null;
    }
  | { kind: 'not_modified'; url: string }
  /** robots.txt, the SSRF guard, the host allowlist, a non-http(s) scheme, or robots.txt unreachable. */
  | { kind: 'disallowed'; url: string; reason: string }
  | { kind: 'failed'; url: string; status: number | null; reason: string; attempts: number };

/** One line of the crawler's story, for structured logs. */
export type FetchEvent =
  | { type: 'request'; url: string; attempt: number; robotsTxt: boolean }
  | { type: 'response'; url: string; status: number; attempt: number; ms: number }
  | { type: 'wait'; origin: string; ms: number }
  | {
      type: 'retry';
      url: string;
      attempt: number;
      status: number | null;
      reason: string;
      waitMs: number;
      /** retryAfter: the server's Retry-After (capped); backoff: 2 s → 4 s → … → 60 s. */
      wait: 'retryAfter' | 'backoff';
    }
  | { type: 'redirect'; from: string; to: string; status: number }
  | { type: 'robots'; origin: string; status: RobotsStatus; httpStatus: number | null; reason: string }
  | { type: 'disallowed'; url: string; reason: string }
  | { type: 'paused'; origin: string; reason: string }
  | { type: 'failed'; url: string; status: number | null; reason: string; attempts: number };

export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

/** A resolver with dns.promises.lookup's `{ all: true }` answer (tests inject one). */
export type Lookup = (hostname: string) => Promise<Array<{ address: string; family: number }>>;

export interface FetcherOptions {
  /** `AllMotorsBot/<version> (+<site>/bot)`: build it with userAgent(version, siteUrl) (C4). */
  userAgent: string;
  /** The robots.txt group we obey; must be the User-Agent's product token. */
  robotsToken: string;
  hosts: HostStore;
  robots: RobotsStore;
  /** robots.txt is fetched once per host per run; null = not part of a run (reused for 24 h). */
  runId: number | null;
  /** Hostnames the operator allows to resolve to loopback/private addresses (e.g. the demo sources). */
  allowPrivateHosts: readonly string[];
  timeoutMs?: number;
  maxBodyBytes?: number;
  maxRetries?: number;
  maxRetryAfterMs?: number;
  stallMs?: number;
  now?: () => number;
  sleep?: Sleep;
  random?: () => number;
  lookup?: Lookup;
  /** Aborting rejects pending and future fetches with the signal's reason. */
  signal?: AbortSignal;
  onEvent?: (e: FetchEvent) => void;
}
