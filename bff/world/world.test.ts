// The world's state: deterministic for a seed, messy in the ways CONTEXT.md promises, and changing
// hour by hour with validators that move only when content does.
import { describe, expect, it } from 'vitest';
import { PLATFORMS } from '../../db/reference/platforms.js';
import { externalId } from './ids.js';
import { apiPage } from './render-api.js';
import { csvFeed, xmlFeed } from './render-feed.js';
import { listPage } from './render-html.js';
import { isDisallowed, robotsTxt } from './robots.js';
import { postingView } from './view.js';
import { createWorld, type World } from './world.js';

const BASE = (id: string) => `http://${id}.localhost:3001`;

function renderPage(world: World, platformId: string, page: number): string {
  const { items, total, pages } = world.page(platformId, page);
  const spec = world.state(platformId).spec;
  const views = items.map((p) => postingView(p, BASE(platformId)));
  return listPage(spec, {
    page,
    pages,
    total,
    pageSize: world.options.pageSize,
    views,
    base: BASE(platformId),
  });
}

function renderWindow(world: World, platformId: string, after: number, limit: number): string {
  const w = world.window(platformId, after, limit);
  return apiPage(
    w.items.map((p) => postingView(p, BASE(platformId))),
    w.total,
    w.nextSeq === null ? null : String(w.nextSeq),
  );
}

function renderFeed(world: World, platformId: string): string {
  const views = world.state(platformId).active.map((p) => postingView(p, BASE(platformId)));
  return platformId === 'pistonpost'
    ? csvFeed(views.map((view, i) => ({ view, seq: world.state(platformId).active[i]!.seq })))
    : xmlFeed(views, new Date(world.state(platformId).changedAt).toISOString());
}

/** A feed part as the routes serve it: the body, and the next part's seq its Link header names. */
function renderFeedPart(world: World, platformId: string, after: number, size: number): string {
  const part = world.feedPart(platformId, after, size);
  const views = part.items.map((p) => postingView(p, BASE(platformId)));
  const body =
    platformId === 'pistonpost'
      ? csvFeed(views.map((view, i) => ({ view, seq: part.items[i]!.seq })))
      : xmlFeed(views, new Date(part.changedAt).toISOString());
  return `${body}\nnext: ${part.nextSeq}`;
}

describe('createWorld', () => {
  it('is deterministic for a seed, and another seed gives another world', () => {
    const a = createWorld({ seed: 7, vehicles: 400 });
    const b = createWorld({ seed: 7, vehicles: 400 });
    const c = createWorld({ seed: 8, vehicles: 400 });
    expect(b.truth()).toEqual(a.truth());
    expect(renderPage(b, 'autohub', 1)).toBe(renderPage(a, 'autohub', 1));
    expect(c.truth()).not.toEqual(a.truth());
    a.advance(3);
    b.advance(3);
    expect(b.truth()).toEqual(a.truth());
    expect(renderPage(b, 'autohub', 2)).toBe(renderPage(a, 'autohub', 2));
    expect(renderFeed(b, 'dealerdirect')).toBe(renderFeed(a, 'dealerdirect'));
  });

  it('puts about a third of vehicles on two or three platforms, with their own ids and prices', () => {
    const world = createWorld({ seed: 11, vehicles: 3000 });
    const counts = world.vehicles.map((v) => v.postings.length);
    const multi = counts.filter((n) => n >= 2).length / counts.length;
    expect(multi).toBeGreaterThan(0.27);
    expect(multi).toBeLessThan(0.42);
    expect(Math.max(...counts)).toBe(3);
    for (const p of PLATFORMS) expect(world.state(p.id).active.length).toBeGreaterThan(0);
    const multiVehicles = world.vehicles.filter((v) => v.postings.length >= 2);
    const differing = multiVehicles.filter((v) => new Set(v.postings.map((p) => p.price)).size > 1);
    expect(differing.length / multiVehicles.length).toBeGreaterThan(0.8);
    for (const v of multiVehicles) {
      const [low, high] = [
        Math.min(...v.postings.map((p) => p.price)),
        Math.max(...v.postings.map((p) => p.price)),
      ];
      expect((high - low) / low).toBeLessThan(0.06);
    }
  });

  it('presents a vehicle differently on each platform: title, seller name, postcode, mileage, registration', () => {
    const world = createWorld({ seed: 11, vehicles: 3000 });
    const views = world.vehicles
      .filter((v) => v.postings.length >= 2)
      .map((v) => v.postings.map((p) => postingView(p, BASE(p.platform.id))));
    const share = (pred: (vs: ReturnType<typeof postingView>[]) => boolean) =>
      views.filter(pred).length / views.length;
    expect(share((vs) => new Set(vs.map((v) => v.title)).size > 1)).toBeGreaterThan(0.6);
    expect(share((vs) => new Set(vs.map((v) => v.seller.postcode)).size > 1)).toBeGreaterThan(0.2);
    expect(share((vs) => new Set(vs.map((v) => v.mileage)).size > 1)).toBeGreaterThan(0.3);
    expect(share((vs) => new Set(vs.map((v) => v.registration)).size > 1)).toBeGreaterThan(0.1);
    const dealers = views.filter((vs) => vs[0]!.seller.type === 'dealer');
    expect(dealers.filter((vs) => new Set(vs.map((v) => v.seller.name)).size > 1).length).toBeGreaterThan(
      dealers.length * 0.3,
    );
  });

  it('breaks about 0.5% of records on purpose, in ways each format can show', () => {
    const world = createWorld({ seed: 3, vehicles: 20000 });
    const postings = world.vehicles.flatMap((v) => v.postings);
    const broken = postings.filter((p) => p.malformed);
    expect(broken.length / postings.length).toBeGreaterThan(0.003);
    expect(broken.length / postings.length).toBeLessThan(0.008);
    for (const p of broken) {
      if (p.malformed === 'invalidJsonLd') expect(p.platform.kind).toBe('html');
      if (p.malformed === 'wrongFieldCount') expect(p.platform.id).toBe('pistonpost');
      if (p.malformed === 'missingMake') expect(p.platform.id).toBe('dealerdirect');
    }
  });

  it('issues unique external ids in each platform’s own format', () => {
    const formats: Record<string, RegExp> = {
      autohub: /^AH-[0-9A-Z]{5}$/,
      motormart: /^MM\d{6}$/,
      drivelist: /^dl-[0-9a-f]{8}$/,
      pistonpost: /^PP-\d{7}$/,
      wheelswap: /^ws_[0-9a-z]{6}$/,
      localmotors: /^\d{8}$/,
      dealerdirect: /^DD\d{6}$/,
      carnation: /^CN-[0-9A-Z]{5}$/,
    };
    for (const p of PLATFORMS) {
      const ids = Array.from({ length: 150_000 }, (_, n) => externalId(p.id, n));
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids.slice(0, 500)) expect(id).toMatch(formats[p.id]!);
    }
  });
});

describe('World.advance', () => {
  it('drops prices, sells, adds, relists under the old ids, and cross-lists, hour by hour', () => {
    const world = createWorld({ seed: 5, vehicles: 2000 });
    const before = new Map(world.vehicles.map((v) => [v.id, v.postings.map((p) => p.externalId)]));
    const total = { priceDrops: 0, sold: 0, added: 0, relisted: 0, crossListed: 0 };
    for (let h = 0; h < 30; h++) {
      const c = world.advance(1);
      for (const k of Object.keys(total) as (keyof typeof total)[]) total[k] += c[k];
    }
    expect(world.hour).toBe(30);
    expect(total.priceDrops).toBeGreaterThan(30 * 2800 * 0.02);
    expect(total.sold).toBeGreaterThan(30 * 2000 * 0.012);
    expect(total.added).toBe(30 * 40);
    expect(total.relisted).toBeGreaterThan(0);
    expect(total.crossListed).toBeGreaterThan(0);
    const truth = world.truth();
    const ids = truth.vehicles.map((v) => v.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(2000 + total.added - total.sold + total.relisted);
    const relisted = world.vehicles.filter(
      (v) =>
        v.soldAt === null && v.postings.some((p) => p.listedAt > world.epoch && p.createdAt < p.listedAt),
    );
    expect(relisted.length).toBeGreaterThan(0);
    for (const v of relisted) {
      if (before.has(v.id))
        expect(before.get(v.id)).toEqual(expect.arrayContaining([v.postings[0]!.externalId]));
    }
    for (const state of world.platforms.values()) {
      const seqs = state.active.map((p) => p.seq);
      expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
      expect(state.active.every((p) => p.active)).toBe(true);
    }
  });

  it('moves Last-Modified exactly when a page, API window or feed changes', () => {
    const world = createWorld({ seed: 9, vehicles: 1500, pageSize: 20 });
    const platforms = ['carnation', 'wheelswap', 'pistonpost', 'dealerdirect'];
    const snapshot = () =>
      platforms.flatMap((id) => {
        const out: { key: string; body: string; at: number }[] = [];
        const pages = world.page(id, 1).pages;
        for (let n = 1; n <= pages; n++) {
          out.push({
            key: `${id} page ${n}`,
            body: renderPage(world, id, n),
            at: world.page(id, n).changedAt,
          });
        }
        for (const after of [0, 300, 1200, 2000, 2200, 2600]) {
          for (const limit of [3, 25]) {
            const at = world.window(id, after, limit).changedAt;
            out.push({
              key: `${id} after ${after} limit ${limit}`,
              body: renderWindow(world, id, after, limit),
              at,
            });
          }
        }
        out.push({ key: `${id} feed`, body: renderFeed(world, id), at: world.state(id).changedAt });
        if (id === 'pistonpost' || id === 'dealerdirect') {
          // Parts at fixed positions, and every part of the chain as a crawler follows it.
          for (const after of [0, 300, 1200, 2000, 2200, 2600]) {
            for (const size of [3, 25]) {
              out.push({
                key: `${id} part after ${after} size ${size}`,
                body: renderFeedPart(world, id, after, size),
                at: world.feedPart(id, after, size).changedAt,
              });
            }
          }
          for (let after: number | null = 0; after !== null;) {
            const part = world.feedPart(id, after, 10);
            out.push({
              key: `${id} chain after ${after}`,
              body: renderFeedPart(world, id, after, 10),
              at: part.changedAt,
            });
            after = part.nextSeq;
          }
        }
        return out;
      });
    let same = 0;
    let changed = 0;
    for (let h = 0; h < 12; h++) {
      const before = new Map(snapshot().map((s) => [s.key, s]));
      world.advance(1);
      for (const now of snapshot()) {
        const old = before.get(now.key);
        if (!old) continue;
        if (now.body === old.body) {
          expect(now.at, now.key).toBe(old.at);
          same++;
        } else {
          expect(now.at, now.key).toBe(world.now());
          changed++;
        }
      }
    }
    expect(same).toBeGreaterThan(20);
    expect(changed).toBeGreaterThan(20);
  });
});

describe('robots', () => {
  it('publishes the same rules for every crawler and matches paths by them', () => {
    const txt = robotsTxt(0.2);
    expect(txt).toContain('User-agent: *\nDisallow: /account/');
    expect(txt).toContain(
      'User-agent: AllMotorsBot\nDisallow: /account/\nDisallow: /search\nDisallow: /vehicles/*/contact\nCrawl-delay: 0.2',
    );
    expect(isDisallowed('/account/saved')).toBe(true);
    expect(isDisallowed('/search?q=bmw')).toBe(true);
    expect(isDisallowed('/vehicles/AH-12345/contact')).toBe(true);
    expect(isDisallowed('/%61ccount/login')).toBe(true);
    expect(isDisallowed('/vehicles/AH-12345')).toBe(false);
    expect(isDisallowed('/used-vehicles?page=2')).toBe(false);
    expect(isDisallowed('/feeds/stock.csv?after=12345')).toBe(false);
    expect(isDisallowed('/feeds/stock.xml?after=12345')).toBe(false);
    expect(isDisallowed('/account')).toBe(false);
  });
});
