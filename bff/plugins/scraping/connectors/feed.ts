// Partner feeds (CONTEXT.md, 'Feeds'): a file holds the partner's whole stock, in CSV or XML, or one
// part of it when the feed is paged: then the response's Link header names the next part (RFC 8288
// rel="next"). The format is read from the Content-Type, else the URL's extension, else the body's
// first character.
import { parseCsvFeed } from './feed-csv.js';
import { parseXmlFeed } from './feed-xml.js';
import { linkTargets } from './link-header.js';
import { startUrl } from './page.js';
import { UnreadableBodyError, type Connector, type ParsedPage } from './types.js';

export type FeedFormat = 'csv' | 'xml';

export function feedFormat(body: string, url: string, contentType: string | null): FeedFormat {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'text/csv' || type === 'application/csv') return 'csv';
  if (type === 'application/xml' || type === 'text/xml' || type.endsWith('+xml')) return 'xml';
  const path = URL.canParse(url) ? new URL(url).pathname.toLowerCase() : '';
  if (path.endsWith('.csv')) return 'csv';
  if (path.endsWith('.xml')) return 'xml';
  if (type === 'text/html' || type === 'application/json')
    throw new UnreadableBodyError(`a feed cannot be ${type}`);
  return body
    .replace(/^\ufeff/, '')
    .trimStart()
    .startsWith('<')
    ? 'xml'
    : 'csv';
}

export function parseFeed(
  body: string,
  url: string,
  contentType: string | null,
  link?: string | null,
): ParsedPage {
  const page = feedFormat(body, url, contentType) === 'xml' ? parseXmlFeed(body, url) : parseCsvFeed(body);
  const next = linkTargets(link, url, 'next');
  // A part (one with a next part, or one reached by a paging query) counts only its own records: it
  // does not say how many the partner has in all.
  const paged = next.length > 0 || (URL.canParse(url) && new URL(url).search !== '');
  return { ...page, next, expected: paged ? null : page.expected };
}

export const feedConnector: Connector = {
  kind: 'feed',
  startUrls: (source) => [startUrl(source)],
  parse: parseFeed,
};
