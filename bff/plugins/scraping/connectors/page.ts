// What the three connectors share around the quality gate: turning read records into a page's
// records and rejects, and keeping the crawler on the source's own host.
import { externalIdOf, validateRecord, type RawRecord } from './record.js';
import type { Reject, SourceConfig, SourceRecord } from './types.js';

/** A record as read, or the reason it could not even be read (e.g. a CSV row of the wrong length). */
export type Read = { raw: RawRecord } | Reject;

/** Validates each read record; a second record with an external id already on the page is a reject. */
export function collect(reads: Read[]): { records: SourceRecord[]; rejects: Reject[] } {
  const records: SourceRecord[] = [];
  const rejects: Reject[] = [];
  const seen = new Set<string>();
  for (const read of reads) {
    if (!('raw' in read)) {
      rejects.push(read);
      continue;
    }
    const result = validateRecord(read.raw);
    if (!result.ok) {
      rejects.push({ externalId: externalIdOf(read.raw), reason: result.reason });
    } else if (seen.has(result.record.externalId)) {
      rejects.push({ externalId: result.record.externalId, reason: 'externalId: appears twice in one page' });
    } else {
      seen.add(result.record.externalId);
      records.push(result.record);
    }
  }
  return { records, rejects };
}

/** `href` made absolute against `base`, or null when it is not http(s) on base's host (and port). */
export function sameHostUrl(href: string, base: string): string | null {
  let url: URL;
  try {
    url = new URL(href.trim(), base);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.host !== new URL(base).host) return null;
  url.hash = '';
  return url.href;
}

/** `href` made absolute against `base` (any host: a vehicle's images may be on a CDN), or the raw value. */
export function absoluteUrl(href: unknown, base: string): unknown {
  if (typeof href !== 'string' || href.trim() === '') return href;
  try {
    return new URL(href.trim(), base).href;
  } catch {
    return href;
  }
}

/** The source's base URL and start path joined: 'http://x.localhost:3001/' + 'used-vehicles'. */
export function startUrl(source: SourceConfig): string {
  const path = source.startPath.startsWith('/') ? source.startPath : `/${source.startPath}`;
  return `${source.baseUrl.replace(/\/+$/, '')}${path}`;
}

/** A non-negative whole number the source states as a count, else null. */
export function countOf(x: unknown): number | null {
  const n = typeof x === 'string' && /^\s*\d+\s*$/.test(x) ? Number(x) : x;
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 ? n : null;
}
