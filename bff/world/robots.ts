// robots.txt for every platform, and the same rules deciding which requests the counters call
// disallowed (RFC 9309 matching: `*` matches any run of characters, `$` ends the path).

/** The rules every platform publishes, for `*` and for AllMotorsBot alike. */
export const DISALLOW = ['/account/', '/search', '/vehicles/*/contact'] as const;

export function robotsTxt(crawlDelaySeconds: number): string {
  const group = (agent: string) =>
    [
      `User-agent: ${agent}`,
      ...DISALLOW.map((p) => `Disallow: ${p}`),
      `Crawl-delay: ${crawlDelaySeconds}`,
    ].join('\n');
  return `${group('*')}\n\n${group('AllMotorsBot')}\n`;
}

function ruleRegExp(rule: string): RegExp {
  const anchored = rule.endsWith('$');
  const body = (anchored ? rule.slice(0, -1) : rule)
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${body}${anchored ? '$' : ''}`);
}

const RULES = DISALLOW.map(ruleRegExp);

// RFC 9309 §2.2.2: compare with percent-encoded unreserved characters decoded, as crawlers do.
function normalise(pathAndQuery: string): string {
  return pathAndQuery.replace(/%([0-9a-fA-F]{2})/g, (escape, hex: string) => {
    const c = String.fromCharCode(parseInt(hex, 16));
    return /[A-Za-z0-9\-._~]/.test(c) ? c : escape.toUpperCase();
  });
}

/** True when robots.txt disallows the path (with its query) for every crawler. */
export function isDisallowed(pathAndQuery: string): boolean {
  const path = normalise(pathAndQuery);
  return RULES.some((r) => r.test(path));
}
