// robots.txt per origin (C1, RFC 9309). retrieveRobots applies the status rules to whatever answers
// come back (the fetcher supplies the hops, each through the guard, the allowlist and pacing);
// robotsRules turns a stored entry into the checks. robots-parser picks the group: our token's own
// group when there is one (no inheritance from `*`), the longest matching rule, Allow on a tie.
import robotsParserModule from 'robots-parser';
import { parseUrl } from './ssrf-guard.js';
import type { RobotsEntry, RobotsStatus } from './types.js';

// Its typings describe an ES default export, but the package is CommonJS whose module.exports is the
// function itself, which is what a default import gives at runtime.
const robotsParser = robotsParserModule as unknown as typeof robotsParserModule.default;

/** RFC 9309 asks crawlers to parse at least 500 KiB; anything beyond is ignored. */
export const ROBOTS_MAX_BYTES = 500 * 1024;
export const ROBOTS_TTL_MS = 24 * 60 * 60 * 1000;
export const MAX_ROBOTS_REDIRECTS = 5;

export interface RobotsRules {
  status: RobotsStatus;
  isAllowed(url: URL): boolean;
  /** The Crawl-delay of the group we obey, in ms; null when it gives none. */
  crawlDelayMs: number | null;
}

/** Reuse a stored entry only within the same run and for at most 24 hours. */
export function isFresh(entry: RobotsEntry, runId: number | null, now: number): boolean {
  const age = now - entry.fetchedAt;
  return entry.runId === runId && age >= 0 && age < ROBOTS_TTL_MS;
}

/** What we keep of a robots.txt body: no BOM, at most ROBOTS_MAX_BYTES, cut at the last line end. */
export function trimRobotsBody(body: string, truncated: boolean): string {
  let text = body.startsWith('\uFEFF') ? body.slice(1) : body;
  if (Buffer.byteLength(text) > ROBOTS_MAX_BYTES) {
    text = Buffer.from(text).subarray(0, ROBOTS_MAX_BYTES).toString('utf8');
    truncated = true;
  }
  if (truncated) {
    // A line cut in half could turn `Disallow: /private` into a rule that means something else.
    const end = Math.max(text.lastIndexOf('\n'), text.lastIndexOf('\r'));
    text = end >= 0 ? text.slice(0, end + 1) : '';
  }
  return text;
}

export function robotsRules(origin: string, entry: RobotsEntry, token: string): RobotsRules {
  if (entry.status === 'unavailable')
    return { status: 'unavailable', isAllowed: () => true, crawlDelayMs: null };
  if (entry.status === 'unreachable')
    return { status: 'unreachable', isAllowed: () => false, crawlDelayMs: null };
  const robot = robotsParser(`${origin}/robots.txt`, entry.body);
  const delay = robot.getCrawlDelay(token);
  return {
    status: 'ok',
    // undefined means another origin's URL: this file says nothing about it, so refuse.
    isAllowed: (url) => robot.isAllowed(url.href, token) === true,
    crawlDelayMs: typeof delay === 'number' && Number.isFinite(delay) && delay > 0 ? delay * 1000 : null,
  };
}

/** One robots.txt request's outcome, as the fetcher saw it. */
export type RobotsHop =
  | { kind: 'response'; status: number; location: string | null; body: string | null; truncated: boolean }
  /** Network error, timeout, or a hop the guard or the allowlist refused. */
  | { kind: 'error'; reason: string };

export interface RetrievedRobots {
  status: RobotsStatus;
  body: string;
  httpStatus: number | null;
  reason: string;
}

/** The C1 status rules over a chain of hops starting at `${origin}/robots.txt`. */
export async function retrieveRobots(
  origin: string,
  hop: (url: URL) => Promise<RobotsHop>,
): Promise<RetrievedRobots> {
  let url = new URL('/robots.txt', origin);
  for (let redirects = 0; ; redirects++) {
    const answer = await hop(url);
    if (answer.kind === 'error') {
      return { status: 'unreachable', body: '', httpStatus: null, reason: answer.reason };
    }
    const { status } = answer;
    if (status >= 200 && status < 300) {
      const body = trimRobotsBody(answer.body ?? '', answer.truncated);
      return { status: 'ok', body, httpStatus: status, reason: `HTTP ${status}` };
    }
    if (status >= 300 && status < 400) {
      const next = answer.location ? parseUrl(answer.location, url) : null;
      if (!next || redirects >= MAX_ROBOTS_REDIRECTS) {
        const why = next
          ? `more than ${MAX_ROBOTS_REDIRECTS} redirects`
          : 'a redirect without a usable Location';
        return { status: 'unavailable', body: '', httpStatus: status, reason: why };
      }
      url = next;
      continue;
    }
    // 429 is a 4xx, but it asks us to slow down, not to help ourselves: like Google, treat it as
    // a server error rather than as "no robots.txt, everything allowed".
    if (status >= 400 && status < 500 && status !== 429) {
      return { status: 'unavailable', body: '', httpStatus: status, reason: `HTTP ${status}` };
    }
    return { status: 'unreachable', body: '', httpStatus: status, reason: `HTTP ${status}` };
  }
}
