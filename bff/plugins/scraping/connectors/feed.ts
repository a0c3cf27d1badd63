// Partner feeds (CONTEXT.md, 'Feeds'): one file holds the partner's whole stock, in CSV or XML. The
// format is read from the Content-Type, else the URL's extension, else the body's first character.
import { parseCsvFeed } from './feed-csv.js';
import { parseXmlFeed } from './feed-xml.js';
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

export function parseFeed(body: string, url: string, contentType: string | null): ParsedPage {
  return feedFormat(body, url, contentType) === 'xml' ? parseXmlFeed(body, url) : parseCsvFeed(body);
}

export const feedConnector: Connector = {
  kind: 'feed',
  startUrls: (source) => [startUrl(source)],
  parse: parseFeed,
};
