// A sample dealer API (issue 11): what a dealer's stock system would publish for us, to try the
// certification's real API test against and to show dealers the format (plugins/dealers/api-test/
// CONTEXT.md). node:http only, not part of the product.
//   GET /api/vehicles?page=N&per_page=M   JSON `{ data, meta }` (the JSON API connector's shape;
//                                         `cursor`/`limit` are read as page/per_page for it)
//   GET /feed.csv, GET /feed.xml          the whole stock as the partner-feed connector reads it
//   GET /vehicles/<id>                    a plain advert page (public)
//   GET /images/<id>/<n>.svg              placeholder photos (public)
// The API and feeds need `Authorization: Bearer <token>`.
import { timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiVehicle } from '../world/render-api.js';
import { csvFeed, escapeXml, xmlFeed } from '../world/render-feed.js';
import { vehicleSvg } from '../world/render-svg.js';
import { DEFAULT_EPOCH } from '../world/options.js';
import { DEFAULT_SEED, DEFAULT_STOCK, makeStock, stockView, withBadRecords } from './stock.js';

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;

export interface DealerSampleOptions {
  token: string;
  /** How many vehicles (default 120). */
  vehicles?: number;
  seed?: number;
  /** badRecords: a few vehicles break one quality rule each (stock.ts, BAD_RECORDS). */
  faults?: { badRecords?: boolean };
  port?: number;
  host?: string;
}

export interface DealerSampleServer {
  url: string;
  token: string;
  vehicleCount: number;
  /** The stock ids served now. */
  ids(): string[];
  /** Takes a vehicle out of the API and the feeds (it was sold), as the dealer's system would. */
  remove(id: string): void;
  close(): Promise<void>;
}

const JSON_TYPE = 'application/json; charset=utf-8';

function reply(res: ServerResponse, status: number, type: string, body: string, headers = {}) {
  res.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body), ...headers });
  res.end(body);
}

function authorised(req: IncomingMessage, token: string): boolean {
  const m = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '');
  if (!m) return false;
  const given = Buffer.from(m[1]!.trim());
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A whole number from a query parameter, within bounds, else the fallback. */
function whole(value: string | null, fallback: number, min: number, max: number): number {
  const n = value !== null && /^\d+$/.test(value) ? Number(value) : fallback;
  return Math.min(max, Math.max(min, n));
}

export async function createDealerSampleServer(o: DealerSampleOptions): Promise<DealerSampleServer> {
  const stock = makeStock(o.vehicles ?? DEFAULT_STOCK, o.seed ?? DEFAULT_SEED);
  const byId = new Map(stock.items.map((i) => [i.id, i]));
  let views: ReturnType<typeof withBadRecords> = [];

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://sample.invalid');
    const path = url.pathname;
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return reply(res, 405, JSON_TYPE, JSON.stringify({ error: 'method not allowed' }), {
        allow: 'GET, HEAD',
      });

    const image = /^\/images\/([^/]+)\/(\d{1,2})\.svg$/.exec(path);
    if (image) {
      const item = byId.get(image[1]!);
      const n = Number(image[2]);
      if (!item || n < 1 || n > item.vehicle.row.image_count)
        return reply(res, 404, 'text/plain', 'not found');
      return reply(res, 200, 'image/svg+xml', vehicleSvg(item.vehicle, n), {
        'cache-control': 'public, max-age=86400',
      });
    }
    const advert = /^\/vehicles\/([^/]+)$/.exec(path);
    if (advert) {
      const v = views.find((x) => x.id === advert[1]);
      if (!v) return reply(res, 404, 'text/plain', 'not found');
      const html = `<!doctype html><title>${escapeXml(v.title)}</title><h1>${escapeXml(v.title)}</h1><p>£${v.price} · ${v.mileage} miles · ${escapeXml(v.seller.name)}</p>`;
      return reply(res, 200, 'text/html; charset=utf-8', html);
    }

    const protectedPath = path === '/api/vehicles' || path === '/feed.csv' || path === '/feed.xml';
    if (!protectedPath) return reply(res, 404, JSON_TYPE, JSON.stringify({ error: 'not found' }));
    if (!authorised(req, o.token))
      return reply(res, 401, JSON_TYPE, JSON.stringify({ error: 'a valid bearer token is required' }), {
        'www-authenticate': 'Bearer realm="dealer-api"',
      });

    if (path === '/feed.csv')
      return reply(res, 200, 'text/csv; charset=utf-8', csvFeed(views.map((view, seq) => ({ view, seq }))));
    if (path === '/feed.xml')
      return reply(res, 200, 'application/xml; charset=utf-8', xmlFeed(views, DEFAULT_EPOCH.toISOString()));

    const q = url.searchParams;
    const perPage = whole(q.get('per_page') ?? q.get('limit'), DEFAULT_PAGE_SIZE, 1, MAX_PAGE_SIZE);
    const pages = Math.max(1, Math.ceil(views.length / perPage));
    const page = whole(q.get('page') ?? q.get('cursor'), 1, 1, Number.MAX_SAFE_INTEGER);
    const data = views.slice((page - 1) * perPage, page * perPage).map(apiVehicle);
    const meta = {
      total: views.length,
      page,
      per_page: perPage,
      pages,
      next_cursor: page < pages ? String(page + 1) : null,
    };
    return reply(res, 200, JSON_TYPE, JSON.stringify({ data, meta }));
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(o.port ?? 0, o.host ?? '127.0.0.1', () => resolve());
  });
  const { port, address, family } = server.address() as AddressInfo;
  const host = family === 'IPv6' ? `[${address}]` : address;
  const url = `http://${host === '0.0.0.0' ? '127.0.0.1' : host === '[::]' ? 'localhost' : host}:${port}`;
  const shown = stock.items.map((item) => stockView(item, stock.dealer, url));
  views = o.faults?.badRecords ? withBadRecords(shown) : shown;

  return {
    url,
    token: o.token,
    vehicleCount: views.length,
    ids: () => views.map((v) => v.id),
    remove: (id) => {
      views = views.filter((v) => v.id !== id);
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
