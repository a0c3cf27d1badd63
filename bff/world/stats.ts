// What each platform saw of its visitors: how many requests, how close together, how many at once,
// and how many went where robots.txt says not to. Benchmarks read these to judge crawler politeness.

export interface PlatformCounters {
  requests: number;
  disallowedRequests: number;
  /** Smallest gap between the starts of two requests, in ms; null under two requests. */
  minGapMs: number | null;
  maxInFlight: number;
  notModified: number;
  throttled: number;
  unavailable: number;
  /** Requests that came back before a 429's or 503's Retry-After had passed. */
  retryAfterViolations: number;
  byStatus: Record<string, number>;
  /** Image requests (a browser showing adverts, not the crawler): counted apart from the rest. */
  imageRequests: number;
}

function zero(): PlatformCounters {
  return {
    requests: 0,
    disallowedRequests: 0,
    minGapMs: null,
    maxInFlight: 0,
    notModified: 0,
    throttled: 0,
    unavailable: 0,
    retryAfterViolations: 0,
    byStatus: {},
    imageRequests: 0,
  };
}

export class PlatformStats {
  private counters = zero();
  private inFlight = 0;
  private lastStart: number | null = null;
  /** Until when the last 429/503 asked visitors to stay away. */
  private retryUntil: number | null = null;

  /** A request has started; returns the function to call once its response is over. */
  begin(at: number, disallowed: boolean): (status: number, retryAfterMs?: number) => void {
    const c = this.counters;
    c.requests++;
    if (disallowed) c.disallowedRequests++;
    if (this.retryUntil !== null && at < this.retryUntil) c.retryAfterViolations++;
    this.retryUntil = null;
    if (this.lastStart !== null) {
      const gap = Math.round((at - this.lastStart) * 10) / 10;
      if (c.minGapMs === null || gap < c.minGapMs) c.minGapMs = gap;
    }
    this.lastStart = at;
    this.inFlight++;
    if (this.inFlight > c.maxInFlight) c.maxInFlight = this.inFlight;
    let done = false;
    return (status, retryAfterMs) => {
      if (done) return;
      done = true;
      // Counted from when the response ended here; the visitor saw it a moment earlier (25 ms slack).
      if (retryAfterMs !== undefined) this.retryUntil = performance.now() + retryAfterMs - 25;
      this.inFlight--;
      // Counted into whichever counters are current, so a reset mid-request loses nothing odd.
      const now = this.counters;
      now.byStatus[status] = (now.byStatus[status] ?? 0) + 1;
      if (status === 304) now.notModified++;
      if (status === 429) now.throttled++;
      if (status === 503) now.unavailable++;
    };
  }

  image(): void {
    this.counters.imageRequests++;
  }

  snapshot(): PlatformCounters {
    return { ...this.counters, byStatus: { ...this.counters.byStatus } };
  }

  /** Zeroes the counters; requests still in flight count toward the new maximum. */
  reset(): void {
    this.counters = zero();
    this.counters.maxInFlight = this.inFlight;
    this.lastStart = null;
    this.retryUntil = null;
  }
}
