// The knobs of the demo world. The world is not part of the product: it has its own defaults, and
// start.ts reads its own environment.

/** Faults on a schedule per platform request counter: every Nth request (0 = never). */
export interface FaultOptions {
  /** Every Nth request gets 429 with `Retry-After: 1`. */
  throttleEvery: number;
  /** Every Nth request gets 503 with `Retry-After: 1`. */
  unavailableEvery: number;
  /** Every Nth request is answered after `slowMs`. */
  slowEvery: number;
  slowMs: number;
}

export interface WorldOptions {
  seed: number;
  /** How many vehicles the world starts with. */
  vehicles: number;
  /** World time at hour 0 (default DEFAULT_EPOCH; see `realTime`). */
  now: Date;
  /** Vehicles per HTML listing page. */
  pageSize: number;
  /** Default `limit` of the JSON API. */
  apiPageSize: number;
  /**
   * Postings per part of a partner feed: a feed holding more answers in parts chained by
   * `Link: <…?after=…>; rel="next"`. The default keeps every part well under a crawler's 5 MiB cap:
   * a dealerdirect XML posting is about 2 KB (2.7 KB at most), a pistonpost CSV row about 1.3 KB.
   */
  feedPartSize: number;
  /** robots.txt `Crawl-delay`. */
  crawlDelaySeconds: number;
  faults: false | FaultOptions;
}

export interface WorldServerOptions extends Partial<WorldOptions> {
  /**
   * Advance one world hour per real hour. Without `now`, world time follows the wall clock: hour 0
   * is midnight UTC today and the server starts at the current hour.
   */
  realTime?: boolean;
  /** 0 = an ephemeral port. */
  port?: number;
  host?: string;
}

/** World time at hour 0 unless told otherwise: fixed, so a seed always gives the same world. */
export const DEFAULT_EPOCH = new Date('2026-11-21T00:00:00Z');

export const DEFAULT_FAULTS: FaultOptions = {
  throttleEvery: 40,
  unavailableEvery: 60,
  slowEvery: 50,
  slowMs: 1500,
};

export const DEFAULT_WORLD_OPTIONS: WorldOptions = {
  seed: 20261121,
  vehicles: 5000,
  now: DEFAULT_EPOCH,
  pageSize: 100,
  apiPageSize: 100,
  feedPartSize: 1000,
  crawlDelaySeconds: 0.2,
  faults: DEFAULT_FAULTS,
};

export function resolveWorldOptions(options: Partial<WorldOptions> = {}): WorldOptions {
  const o = { ...DEFAULT_WORLD_OPTIONS };
  for (const [key, value] of Object.entries(options)) {
    if (value !== undefined) (o as Record<string, unknown>)[key] = value;
  }
  const positive = (name: keyof WorldOptions, n: number, min: number) => {
    if (!Number.isFinite(n) || n < min) throw new Error(`world option ${name} must be a number ≥ ${min}`);
  };
  positive('vehicles', o.vehicles, 0);
  positive('pageSize', o.pageSize, 1);
  positive('apiPageSize', o.apiPageSize, 1);
  positive('feedPartSize', o.feedPartSize, 1);
  positive('crawlDelaySeconds', o.crawlDelaySeconds, 0);
  if (Number.isNaN(o.now.getTime())) throw new Error('world option now must be a valid date');
  if (o.faults) o.faults = { ...DEFAULT_FAULTS, ...o.faults };
  return {
    ...o,
    vehicles: Math.floor(o.vehicles),
    pageSize: Math.floor(o.pageSize),
    apiPageSize: Math.min(200, Math.floor(o.apiPageSize)),
    feedPartSize: Math.floor(o.feedPartSize),
  };
}
