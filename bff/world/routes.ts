// What a platform host answers: robots.txt, its stock in its own format, adverts, images, and the
// pages crawlers are asked to keep out of.
import { demoFeedKey, type PlatformSpec } from '../../db/reference/platforms.js';
import { apiError, apiPage, decodeCursor, encodeCursor } from './render-api.js';
import { csvFeed, xmlFeed } from './render-feed.js';
import { detailPage, disallowedPage, homePage, listPage, messagePage } from './render-html.js';
import { vehicleSvg } from './render-svg.js';
import { isDisallowed, robotsTxt } from './robots.js';
import { postingView } from './view.js';
import type { World } from './world.js';

export interface Reply {
  status: number;
  type: string;
  body: string;
  /** World time (ms) the content last changed: a 200 with it gets Last-Modified and an ETag. */
  lastModified?: number;
  headers?: Record<string, string>;
}

export const HTML = 'text/html; charset=utf-8';
export const JSON_TYPE = 'application/json; charset=utf-8';
const TEXT = 'text/plain; charset=utf-8';
const API_MAX_LIMIT = 200;

export interface PlatformRequest {
  world: World;
  platform: PlatformSpec;
  url: URL;
  authorization: string | undefined;
  /** `http://autohub.localhost:3001`: the host the client asked for, for absolute links. */
  base: string;
}

export function platformReply(r: PlatformRequest): Reply {
  const { world, platform, url } = r;
  const path = url.pathname;
  const html = (status: number, body: string, lastModified?: number): Reply => ({
    status,
    type: HTML,
    body,
    lastModified,
  });
  const notFound = () =>
    html(404, messagePage(platform, 'Page not found', 'There is nothing at this address.'));

  if (path === '/robots.txt')
    return {
      status: 200,
      type: TEXT,
      body: robotsTxt(world.options.crawlDelaySeconds),
      lastModified: world.epoch,
    };
  if (path === '/') return html(200, homePage(platform), world.epoch);
  if (isDisallowed(`${path}${url.search}`)) {
    const contact = /^\/vehicles\/([^/]+)\/contact$/.exec(path);
    if (contact && !world.posting(platform.id, safeDecode(contact[1]!))) return notFound();
    return html(200, disallowedPage(platform, path), world.epoch);
  }
  if (path === '/used-vehicles' && platform.kind === 'html') return listReply(r);
  if (path === '/api/v1/vehicles' && platform.kind === 'json') return apiReply(r);
  if (path === platform.startPath && platform.kind === 'feed') return feedReply(r);

  const vehicle = /^\/vehicles\/([^/]+)$/.exec(path);
  if (vehicle) {
    const p = world.posting(platform.id, safeDecode(vehicle[1]!));
    if (!p) return notFound();
    if (!p.active)
      return html(
        410,
        messagePage(platform, 'This advert has been removed', 'The vehicle has probably been sold.'),
      );
    return html(200, detailPage(platform, postingView(p, r.base)), p.updatedAt);
  }
  const image = /^\/images\/([^/]+)\/(\d{1,2})\.svg$/.exec(path);
  if (image) {
    const p = world.posting(platform.id, safeDecode(image[1]!));
    const n = Number(image[2]);
    if (!p || n < 1 || n > p.vehicle.row.image_count) return notFound();
    return {
      status: 200,
      type: 'image/svg+xml',
      body: vehicleSvg(p.vehicle, n),
      lastModified: p.createdAt,
      headers: { 'cache-control': 'public, max-age=86400' },
    };
  }
  return path.startsWith('/api/')
    ? { status: 404, type: JSON_TYPE, body: apiError('not found') }
    : notFound();
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function listReply({ world, platform, url, base }: PlatformRequest): Reply {
  const raw = url.searchParams.get('page') ?? '1';
  const page = /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  if (!(page >= 1))
    return {
      status: 400,
      type: HTML,
      body: messagePage(platform, 'Bad request', 'The page number is not valid.'),
    };
  const pageSize = world.options.pageSize;
  const { items, total, pages, changedAt } = world.page(platform.id, page, pageSize);
  if (page > pages)
    return {
      status: 404,
      type: HTML,
      body: messagePage(platform, 'Page not found', 'There are not that many pages.'),
    };
  const views = items.map((p) => postingView(p, base));
  return {
    status: 200,
    type: HTML,
    body: listPage(platform, { page, pages, total, pageSize, views, base }),
    lastModified: changedAt,
  };
}

function apiReply({ world, platform, url, base }: PlatformRequest): Reply {
  const bad = (message: string): Reply => ({ status: 400, type: JSON_TYPE, body: apiError(message) });
  const rawLimit = url.searchParams.get('limit');
  let limit = world.options.apiPageSize;
  if (rawLimit !== null) {
    if (!/^\d{1,9}$/.test(rawLimit) || Number(rawLimit) < 1)
      return bad('limit must be a whole number from 1 to 200');
    limit = Math.min(API_MAX_LIMIT, Number(rawLimit));
  }
  const rawCursor = url.searchParams.get('cursor');
  let after = 0;
  if (rawCursor) {
    const seq = decodeCursor(rawCursor);
    if (seq === null) return bad('cursor is not valid');
    after = seq;
  }
  const { items, total, nextSeq, changedAt } = world.window(platform.id, after, limit);
  const next = nextSeq === null ? null : encodeCursor(nextSeq);
  return {
    status: 200,
    type: JSON_TYPE,
    body: apiPage(
      items.map((p) => postingView(p, base)),
      total,
      next,
    ),
    lastModified: changedAt,
  };
}

/**
 * A partner feed in parts of `feedPartSize` postings (in seq order, as the JSON API's cursor): the
 * feed URL answers the first part and `?after=<seq>` the postings after that seq. Every full part
 * carries `Link: <next part>; rel="next"` (RFC 8288); the part without one is the last (it may be
 * empty when the stock fills its parts exactly). A feed no bigger than one part is one file, as ever.
 */
function feedReply({ world, platform, url, authorization, base }: PlatformRequest): Reply {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  if (!match || match[1] !== demoFeedKey(platform.id)) {
    return {
      status: 401,
      type: TEXT,
      body: 'A partner key is required: Authorization: Bearer <key>\n',
      headers: { 'www-authenticate': `Bearer realm="${platform.id}"` },
    };
  }
  const rawAfter = url.searchParams.get('after');
  let after = 0;
  if (rawAfter !== null) {
    if (!/^\d{1,15}$/.test(rawAfter))
      return {
        status: 400,
        type: TEXT,
        body:
          "The after parameter must be a whole number: the position a part's Link header names " +
          `(e.g. ${platform.startPath}?after=1234)\n`,
      };
    after = Number(rawAfter);
  }
  const { items, nextSeq, changedAt } = world.feedPart(platform.id, after, world.options.feedPartSize);
  const headers =
    nextSeq === null ? undefined : { link: `<${base}${platform.startPath}?after=${nextSeq}>; rel="next"` };
  if (platform.startPath.endsWith('.csv')) {
    const rows = items.map((p) => ({ view: postingView(p, base), seq: p.seq }));
    return {
      status: 200,
      type: 'text/csv; charset=utf-8',
      body: csvFeed(rows),
      lastModified: changedAt,
      headers,
    };
  }
  const views = items.map((p) => postingView(p, base));
  return {
    status: 200,
    type: 'application/xml; charset=utf-8',
    body: xmlFeed(views, new Date(changedAt).toISOString()),
    lastModified: changedAt,
    headers,
  };
}
