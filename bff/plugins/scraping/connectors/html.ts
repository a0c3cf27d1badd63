// HTML pages read through their schema.org JSON-LD only (CONTEXT.md, 'HTML'): the listing pages'
// ItemList and the detail pages' single vehicle. The markup around it is never scraped, and the only
// link followed is rel=next on the same host: pages also link to /account/, /search and
// /vehicles/{id}/contact, which robots.txt disallows.
import * as cheerio from 'cheerio';
import { isNode, isVehicle, readVehicle, typesOf } from './json-ld.js';
import { collect, countOf, sameHostUrl, startUrl, type Read } from './page.js';
import { UnreadableBodyError, type Connector, type ParsedPage } from './types.js';

type Node = Record<string, unknown>;

/** Vehicles in a JSON-LD value: one, an array, an ItemList's itemListElement[].item, or an @graph. */
function walk(value: unknown, found: { vehicles: Node[]; lists: Node[] }, depth = 0): void {
  if (depth > 6) return;
  if (Array.isArray(value)) {
    for (const v of value) walk(v, found, depth + 1);
    return;
  }
  if (!isNode(value)) return;
  if (isVehicle(value)) {
    found.vehicles.push(value);
    return;
  }
  if (Array.isArray(value['@graph'])) walk(value['@graph'], found, depth + 1);
  if (typesOf(value).includes('ItemList')) {
    found.lists.push(value);
    const elements = Array.isArray(value.itemListElement) ? value.itemListElement : [];
    for (const e of elements) walk(isNode(e) && 'item' in e ? e.item : e, found, depth + 1);
  }
}

/** Script text as JSON: some sites wrap it in an HTML comment or CDATA. */
function parseBlock(text: string): unknown {
  const body = text
    .trim()
    .replace(/^<!--|-->$/g, '')
    .replace(/^<!\[CDATA\[|\]\]>$/g, '');
  return JSON.parse(body);
}

export function parseHtml(body: string, url: string): ParsedPage {
  // htmlparser2 in HTML mode, not parse5: a listing page is mostly one large script, which parse5
  // takes some 30 times longer to read, and nothing here needs a spec-exact DOM.
  const $ = cheerio.load(body, { xml: { xmlMode: false, decodeEntities: true } });
  const blocks = $('script[type]').filter(
    (_, el) => ($(el).attr('type') ?? '').split(';')[0]!.trim().toLowerCase() === 'application/ld+json',
  );
  if (blocks.length === 0) throw new UnreadableBodyError('no JSON-LD block on the page');

  const reads: Read[] = [];
  const found = { vehicles: [] as Node[], lists: [] as Node[] };
  blocks.each((i, el) => {
    try {
      walk(parseBlock($(el).text()), found);
    } catch {
      reads.push({ externalId: null, reason: `JSON-LD block ${i + 1}: not valid JSON` });
    }
  });
  // A page without an ItemList is one vehicle's own page: its URL is the vehicle's.
  const isDetailPage = found.lists.length === 0 && found.vehicles.length === 1;
  for (const v of found.vehicles) reads.push(readVehicle(v, url, isDetailPage));

  const next = new Set<string>();
  $('link[rel~="next"][href], a[rel~="next"][href]').each((_, el) => {
    const href = sameHostUrl($(el).attr('href') ?? '', url);
    if (href && href !== url) next.add(href);
  });
  const expected = found.lists.map((l) => countOf(l.numberOfItems)).find((n) => n !== null) ?? null;
  return { ...collect(reads), next: [...next], expected };
}

export const htmlConnector: Connector = {
  kind: 'html',
  startUrls: (source) => [startUrl(source)],
  parse: (body, url) => parseHtml(body, url),
};
