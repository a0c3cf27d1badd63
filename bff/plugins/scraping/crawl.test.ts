// Crawling the demo world over loopback HTTP, as the product does in production: the database fills
// by crawling, politeness holds (read from the world's own counters), the same vehicle on several
// platforms becomes one listing, and a change in the world reaches search after one run.
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCrawlWorld, type CrawlWorld } from '../../testing/crawl-world.js';

let t: CrawlWorld;
const DELAY_MS = 40;

beforeAll(async () => {
  t = await createCrawlWorld({
    // Partner feeds in parts of two postings: each is crawled by following its Link headers.
    world: { vehicles: 400, pageSize: 25, apiPageSize: 25, feedPartSize: 2 },
    minDelayMs: DELAY_MS,
  });
}, 120_000);
afterAll(() => t?.close());

interface Truth {
  vehicles: {
    id: string | number;
    postings: { platform: string; externalId: string; malformed?: string }[];
  }[];
}

/** The world's truth without the postings it broke on purpose (the crawler rejects those). */
function wellFormed(truth: Truth): Truth {
  return {
    vehicles: truth.vehicles
      .map((v) => ({ ...v, postings: v.postings.filter((p) => !p.malformed) }))
      .filter((v) => v.postings.length > 0),
  };
}

/** Pairs of postings that are one vehicle: in the world's truth, and as the product merged them. */
export async function mergeQuality(knex: Knex, truth: Truth) {
  const pairs = (groups: string[][]) => {
    const out = new Set<string>();
    for (const g of groups) {
      const sorted = [...g].sort();
      for (let i = 0; i < sorted.length; i++)
        for (let j = i + 1; j < sorted.length; j++) out.add(`${sorted[i]}~${sorted[j]}`);
    }
    return out;
  };
  const real = pairs(truth.vehicles.map((v) => v.postings.map((p) => `${p.platform}/${p.externalId}`)));
  const offers = (await knex('offers')
    .select('listing_id', 'platform', 'external_id')
    .where('status', 'active')) as { listing_id: number; platform: string; external_id: string }[];
  const byListing = new Map<number, string[]>();
  for (const o of offers)
    byListing.set(o.listing_id, [...(byListing.get(o.listing_id) ?? []), `${o.platform}/${o.external_id}`]);
  const merged = pairs([...byListing.values()]);
  let both = 0;
  for (const p of merged) if (real.has(p)) both++;
  return {
    precision: merged.size ? both / merged.size : 1,
    recall: real.size ? both / real.size : 1,
    pairs: real.size,
  };
}

describe('the first crawl', () => {
  let run: any;
  beforeAll(async () => {
    run = await t.crawl();
  }, 120_000);

  it('completes, every source done, and fills search by crawling', async () => {
    expect(run.state).toBe('completed');
    expect(run.sources.map((s: { state: string }) => s.state)).toEqual(Array(8).fill('done'));
    expect(run.totals.added).toBeGreaterThan(400);
    const truth = await t.control<Truth>('/_truth');
    const status = (await t.admin.get('/api/scraping/status')).body;
    // One listing per vehicle (give or take a missed merge), all eight sources scraped.
    expect(status.totalCars).toBeGreaterThanOrEqual(truth.vehicles.length * 0.97);
    expect(status.totalCars).toBeLessThanOrEqual(truth.vehicles.length * 1.05);
    expect(status.sitesScraped).toBe(8);
    const search = (await t.admin.get('/api/cars/search?limit=1')).body;
    expect(search.total).toBeGreaterThan(0);
  });

  it('counts each source’s listings as the world lists them, less the records it rejected', async () => {
    const truth = await t.control<Truth>('/_truth');
    const good = new Map<string, number>();
    const broken = new Map<string, number>();
    for (const v of truth.vehicles)
      for (const p of v.postings) {
        const into = p.malformed ? broken : good;
        into.set(p.platform, (into.get(p.platform) ?? 0) + 1);
      }
    const { sources } = (await t.admin.get('/api/scraping/sources')).body;
    for (const s of sources) {
      expect({ id: s.id, listings: s.listings }).toEqual({ id: s.id, listings: good.get(s.id) ?? 0 });
      const rejected = run.sources.find((r: { sourceId: string }) => r.sourceId === s.id).rejected;
      expect({ id: s.id, rejected }).toEqual({ id: s.id, rejected: broken.get(s.id) ?? 0 });
      expect(s.lastRun).not.toBeNull();
    }
  });

  it('crawls a partner feed served in parts completely, following their Link headers', async () => {
    const truth = await t.control<Truth>('/_truth');
    for (const id of ['pistonpost', 'dealerdirect']) {
      const urls = (await t.db.knex('crawl_pages').where({ source_id: id }).pluck('url')) as string[];
      const parts = urls.filter((url) => new URL(url).searchParams.has('after'));
      expect({ id, parts: parts.length > 0, first: urls.length - parts.length }).toEqual({
        id,
        parts: true,
        first: 1,
      });
      const postings = truth.vehicles
        .flatMap((v) => v.postings)
        .filter((p) => p.platform === id && !p.malformed)
        .map((p) => p.externalId);
      const offers = (await t.db
        .knex('offers')
        .where({ platform: id, status: 'active' })
        .pluck('external_id')) as string[];
      expect(postings.length).toBeGreaterThan(0);
      expect(offers.sort()).toEqual(postings.sort());
    }
    const dealerdirect = run.sources.find((s: { sourceId: string }) => s.sourceId === 'dealerdirect');
    expect(dealerdirect.pages).toBeGreaterThan(2);
  });

  it('was polite: no disallowed path, one request at a time per host, never closer than the delay', async () => {
    const stats = await t.control<{ platforms: Record<string, any> }>('/_stats');
    for (const [id, s] of Object.entries(stats.platforms)) {
      expect({ id, disallowed: s.disallowedRequests }).toEqual({ id, disallowed: 0 });
      expect(s.maxInFlight).toBeLessThanOrEqual(1);
      if (s.requests > 1) expect(s.minGapMs, `${id}: smallest gap`).toBeGreaterThanOrEqual(DELAY_MS);
    }
  });

  it('merges the same vehicle across platforms with precision ≥ 99% and recall ≥ 95%', async () => {
    const quality = await mergeQuality(t.db.knex, wellFormed(await t.control<Truth>('/_truth')));
    expect(quality.pairs).toBeGreaterThan(50);
    expect(quality.precision).toBeGreaterThanOrEqual(0.99);
    expect(quality.recall).toBeGreaterThanOrEqual(0.95);
  });

  it('keeps every malformed record as a reject with a reason', async () => {
    const rejects = (await t.db.knex('crawl_rejects').select('source_id', 'reason')) as { reason: string }[];
    expect(rejects.length).toBe(run.totals.rejected);
    for (const r of rejects) expect(r.reason).toMatch(/\w+/);
  });

  it('re-crawls an unchanged world with conditional requests and changes nothing', async () => {
    const before = await t.control<{ platforms: Record<string, { notModified: number }> }>('/_stats');
    const again = await t.crawl();
    expect(again.state).toBe('completed');
    expect(again.totals).toMatchObject({ added: 0, updated: 0, removed: 0 });
    const after = await t.control<{ platforms: Record<string, { notModified: number }> }>('/_stats');
    const served304 = Object.keys(after.platforms).reduce(
      (n, id) => n + after.platforms[id]!.notModified - (before.platforms[id]?.notModified ?? 0),
      0,
    );
    expect(served304).toBeGreaterThan(0);
  });
});

describe('a world that moves on', () => {
  it('brings price drops (with history), sales and new vehicles to search after one run', async () => {
    const truthBefore = await t.control<Truth>('/_truth');
    const advanced = await t.control<{ changes: Record<string, number> }>('/_advance?hours=3', 'POST');
    expect(advanced.changes.priceDrops).toBeGreaterThan(0);
    const run = await t.crawl();
    expect(run.state).toBe('completed');
    expect(run.totals.updated).toBeGreaterThan(0);
    expect(run.totals.removed).toBeGreaterThan(0);
    expect(run.totals.added).toBeGreaterThan(0);

    const truth = await t.control<Truth>('/_truth');
    const now = new Set(
      truth.vehicles.flatMap((v) => v.postings.map((p) => `${p.platform}/${p.externalId}`)),
    );
    const gone = truthBefore.vehicles
      .flatMap((v) => v.postings)
      .find((p) => !now.has(`${p.platform}/${p.externalId}`));
    expect(gone).toBeDefined();
    const offer = await t.db
      .knex('offers')
      .where({ platform: gone!.platform, external_id: gone!.externalId })
      .first();
    expect(offer.status).toBe('removed');

    // A listing whose price fell shows both prices in its history, the newer one lower.
    const dropped = (await t.db
      .knex('price_history as h')
      .join('offers as o', 'o.id', 'h.offer_id')
      .select('h.listing_id', 'h.offer_id')
      .where('o.status', 'active')
      .groupBy('h.listing_id', 'h.offer_id')
      .havingRaw('count(*) > 1')
      .first()) as { listing_id: number; offer_id: number };
    expect(dropped).toBeDefined();
    const droppedOffer = await t.db.knex('offers').where({ id: dropped.offer_id }).first();
    const detail = (await t.admin.get(`/api/cars/${dropped.listing_id}`)).body;
    const prices = detail.priceHistory
      .filter((h: { platform: string }) => h.platform === droppedOffer.platform)
      .map((h: { price: number }) => h.price);
    expect(prices.length).toBeGreaterThan(1);
    expect(prices.at(-1)).toBeLessThan(prices[0]);
  }, 120_000);
});

describe('a world that throttles', () => {
  it('honours Retry-After on 429 and 503, retries, and still completes every source', async () => {
    const rough = await createCrawlWorld({
      world: {
        vehicles: 150,
        pageSize: 10,
        apiPageSize: 10,
        faults: { throttleEvery: 4, unavailableEvery: 7, slowEvery: 0, slowMs: 0 },
      },
    });
    try {
      const run = await rough.crawl(120_000);
      expect(run.state).toBe('completed');
      expect(run.sources.map((s: { state: string }) => s.state)).toEqual(Array(8).fill('done'));
      const stats = await rough.control<{ platforms: Record<string, any> }>('/_stats');
      const all = Object.values(stats.platforms);
      expect(all.reduce((n, s) => n + s.throttled + s.unavailable, 0)).toBeGreaterThan(0);
      for (const s of all) expect(s.retryAfterViolations).toBe(0);
    } finally {
      await rough.close();
    }
  }, 180_000);
});
