// The engine against a plain reference: thousands of random stores (listings added, replaced and
// removed, with compaction) and random queries, and the engine's total, facet counts and page must be
// exactly what filtering, grouping and sorting every live listing gives.
import fc from 'fast-check';
import { distanceMiles } from '../../../db/reference/distance.js';
import { afterAll, describe, expect, it } from 'vitest';
import { CategoryStore } from './search-index.js';
import { HEAP_UP_TO, prepare, run } from './search-run.js';
import { SearchPool } from './search-pool.js';
import {
  applyOps,
  engineCounts,
  opsArb,
  rowArb,
  plan,
  reference,
  type Live,
  type Query,
} from './search-run.reference.js';
import { makeModelArb, priceFuelArb, queryArb, radiusArb } from './search-run.arbitraries.js';

describe('the search engine against a brute-force reference', () => {
  it('gives the same total, facet counts and page for random stores and queries', () => {
    const stats = { queries: 0, matched: 0 };
    fc.assert(
      fc.property(
        opsArb,
        opsArb,
        fc.array(queryArb, { minLength: 1, maxLength: 8 }),
        (ops, later, queries) => {
          const store = new CategoryStore('car');
          store.compactAfter = 8; // compaction happens in small stores too
          const live = new Map<number, Live>();
          const apply = (batch: typeof ops) => {
            applyOps(store, live, batch);
            expect(store.count).toBe(live.size);
          };
          const check = (q: Query) => {
            // Deep pages are picked by selection rather than a heap: sometimes from the first rank.
            const got = run(store, plan(store, q), q.offset % 2 ? 0 : HEAP_UP_TO);
            const want = reference([...live.values()], q);
            stats.queries++;
            if (want.total > 0) stats.matched++;
            expect(got.total).toBe(want.total);
            expect(got.page.map((p) => store.id[p.slot])).toEqual(want.page);
            expect(engineCounts(store, got.counts)).toEqual(want.counts);
          };
          // Queries, then more writes (the sort orders built by the first queries now have a tail, and
          // may see a compaction), then the queries again; each also without its filters, which is
          // answered from the sort orders.
          apply(ops);
          for (const q of queries) {
            check(q);
            if (q.sort !== 'distance')
              check({ sort: q.sort, descending: q.descending, offset: q.offset, limit: q.limit });
          }
          apply(later);
          for (const q of queries) {
            check(q);
            if (q.sort !== 'distance')
              check({ sort: q.sort, descending: q.descending, offset: q.offset, limit: q.limit });
          }
          // A compaction in steps (as SearchIndex runs it, the thread free between them): searches
          // between its steps see the store as it was, and after its last step as it is.
          const steps = store.compaction();
          for (let i = 0, step = steps.next(); ; i++, step = steps.next()) {
            const q = queries[i % queries.length]!;
            check(
              i % 2
                ? q
                : {
                    sort: q.sort === 'distance' ? 'relevance' : q.sort,
                    descending: q.descending,
                    offset: q.offset,
                    limit: q.limit,
                  },
            );
            if (step.done) {
              expect(step.value).toBe(true);
              break;
            }
          }
          for (const q of queries) check(q);
        },
      ),
      { numRuns: 1000 },
    );
    // The property is not vacuous: a good share of queries match something.
    expect(stats.matched / stats.queries).toBeGreaterThan(0.3);
  });
});

describe('a store with more fuel types and body types than the joint column holds', () => {
  it('counts each facet option exactly, one by one', () => {
    // 12 fuels and 20 bodies: more than the 3 and 4 bits JOINT_FIELDS gives them (columns.ts).
    const many = (name: string, n: number) => Array.from({ length: n }, (_, k) => `${name} ${k}`);
    const rows = fc.tuple(rowArb, fc.constantFrom(...many('Fuel', 12)), fc.constantFrom(...many('Body', 20)));
    fc.assert(
      fc.property(
        fc.array(rows, { minLength: 1, maxLength: 120 }),
        fc.array(queryArb, { minLength: 1, maxLength: 6 }),
        (listed, queries) => {
          const store = new CategoryStore('car');
          const live = new Map<number, Live>();
          listed.forEach(([row, fuel, body], k) => {
            const put = { ...row, fuel_type: fuel, body_type: body, id: k + 1 };
            store.upsert(put);
            live.set(put.id, put);
          });
          for (const q of [
            { sort: 'relevance', descending: false, offset: 0, limit: 5 } as Query,
            ...queries,
          ]) {
            const got = run(store, plan(store, q));
            const want = reference([...live.values()], q);
            expect(got.total).toBe(want.total);
            expect(engineCounts(store, got.counts)).toEqual(want.counts);
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe.each([
  // Not vacuous: of the searches by a sort the order can serve, a good share (0.32-0.33 in six runs of
  // ~4,000) were answered from the band counts; the rest had an empty store, a range inside one band,
  // or fewer matches than their page.
  ['a price range with or without fuel, added up by band', priceFuelArb, 0.2, 500],
  // The same for a radius (0.44 of ~2,400): the rest had no listing in a cell wholly inside the circle.
  ['a place and radius alone, added up by grid cell', radiusArb, 0.2, 250],
  // And for a make, a model or both (0.19-0.21 of ~3,200 in three runs): the rest matched nothing, or
  // fewer listings than their page's end (the stores are small).
  ['a make, a model or both alone, added up by model', makeModelArb, 0.1, 250],
] as const)('%s', (_, queryArb, share, numRuns) => {
  it('gives the same total, facet counts, page and distances as the reference, through writes and compaction', () => {
    const stats = { queries: 0, counted: 0 };
    fc.assert(
      fc.property(
        opsArb,
        opsArb,
        fc.array(queryArb, { minLength: 1, maxLength: 8 }),
        (ops, later, queries) => {
          const store = new CategoryStore('car');
          store.compactAfter = 8;
          const live = new Map<number, Live>();
          const check = (q: Query) => {
            // Any share of the sort order may be read here, so small stores take the counted path
            // too; with half of it, some pages are not found within it and the search is scanned
            // after all.
            const p = plan(store, q);
            // (One by distance, from a place, reads the nearest cells.)
            if (q.sort !== 'distance' || q.geo) {
              stats.queries++;
              if (prepare(store, p, HEAP_UP_TO, 1).banded) stats.counted++;
            }
            const want = reference([...live.values()], q);
            for (const share of [1, 0.5]) {
              const got = run(store, p, HEAP_UP_TO, share);
              expect(got.total).toBe(want.total);
              expect(got.page.map((x) => store.id[x.slot])).toEqual(want.page);
              // Each listing's distance as the scan gives it (search-scan.ts), from the store's columns.
              const { geo } = p;
              expect(got.page.map((x) => x.distance)).toEqual(
                got.page.map((x) =>
                  geo ? distanceMiles(geo.lat, geo.lon, store.lat[x.slot]!, store.lon[x.slot]!) : null,
                ),
              );
              expect(engineCounts(store, got.counts)).toEqual(want.counts);
            }
          };
          applyOps(store, live, ops);
          queries.forEach(check);
          // Removals and moves after the orders were built: their tails and dead slots.
          applyOps(store, live, later);
          queries.forEach(check);
          store.compact();
          queries.forEach(check);
        },
      ),
      { numRuns },
    );
    expect(stats.counted / stats.queries).toBeGreaterThan(share);
  });
});

describe('a compaction in steps', () => {
  it('is abandoned, changing nothing, when the store is written to before its last step', () => {
    fc.assert(
      fc.property(opsArb, opsArb, fc.nat(), (ops, later, stop) => {
        const store = new CategoryStore('car');
        store.compactAfter = 1_000_000; // only the compaction this test runs
        const live = new Map<number, Live>();
        applyOps(store, live, [...ops, ...later]);
        const steps = store.compaction();
        const taken = stop % 40;
        let step = steps.next();
        for (let i = 0; i < taken && !step.done; i++) step = steps.next();
        if (step.done) return;
        // A write under the compaction: a new listing.
        const row = { ...(ops.find((op) => 'put' in op) as { row: Live } | undefined)?.row, id: 999_999 };
        if (!('make' in row)) return;
        store.upsert(row as Live);
        live.set(999_999, row as Live);
        const length = store.length;
        while (!step.done) step = steps.next();
        expect(step.value).toBe(false);
        expect(store.length).toBe(length);
        const q = { sort: 'price_asc' as const, descending: false, offset: 0, limit: 50 };
        const got = run(store, plan(store, q));
        const want = reference([...live.values()], q);
        expect(got.total).toBe(want.total);
        expect(got.page.map((p) => store.id[p.slot])).toEqual(want.page);
      }),
      { numRuns: 200 },
    );
  });
});

describe.each([1, 2])('searches on %i worker thread(s)', (threads) => {
  // Every scan goes to the threads, however few slots it visits; with two, the first search of a
  // batch is split (one part scanned in this thread, the other on a thread).
  const pool = new SearchPool({ threads, minVisits: 0 });
  afterAll(() => pool.close());

  it('answer as the index was when they started, whatever is written (and compacted) meanwhile', async () => {
    let counted = 0;
    await fc.assert(
      fc.asyncProperty(
        opsArb,
        opsArb,
        // (With the searches answered from band and cell counts: their pages are read at the start.)
        fc.array(fc.oneof(queryArb, priceFuelArb, radiusArb, makeModelArb), { minLength: 1, maxLength: 6 }),
        async (ops, later, queries) => {
          const store = new CategoryStore('car');
          store.compactAfter = 8;
          const live = new Map<number, Live>();
          const apply = (batch: typeof ops) => applyOps(store, live, batch);
          apply(ops);
          const before = [...live.values()];
          for (const q of queries) if (prepare(store, plan(store, q)).banded) counted++;
          // Started, then the store changes under them before they finish.
          const answers = queries.map((q) => pool.run(store, plan(store, q)));
          apply(later);
          store.compact();
          for (const [i, got] of (await Promise.all(answers)).entries()) {
            const want = reference(before, queries[i]!);
            expect(got.total).toBe(want.total);
            expect(got.page.map((p) => p.id)).toEqual(want.page);
            expect(engineCounts(store, got.counts)).toEqual(want.counts);
          }
        },
      ),
      { numRuns: 150 },
    );
    // Some were answered from the counts (~17 of ~500 queries; most stores are too small for it).
    expect(counted).toBeGreaterThan(0);
  });
});

describe('a search split over threads', () => {
  // Every scan is split (the pool is idle between these searches, and any number of slots is enough).
  const pool = new SearchPool({ threads: 3, minVisits: 0 });
  afterAll(() => pool.close());

  it('gives the answer of one pass: totals and facet counts added, pages merged by sort key and id', async () => {
    await fc.assert(
      fc.asyncProperty(opsArb, fc.array(queryArb, { minLength: 1, maxLength: 6 }), async (ops, queries) => {
        const store = new CategoryStore('car');
        const live = new Map<number, Live>();
        applyOps(store, live, ops);
        for (const q of queries) {
          const got = await pool.run(store, plan(store, q));
          const want = reference([...live.values()], q);
          expect(got.total).toBe(want.total);
          expect(got.page.map((p) => p.id)).toEqual(want.page);
          expect(engineCounts(store, got.counts)).toEqual(want.counts);
        }
      }),
      { numRuns: 150 },
    );
  });
});

describe('a radius search', () => {
  /** Listings on a lattice around Manchester (the first place): rows by dy, columns by dx, in degrees. */
  function lattice(seed: number, dys: number[], dxs: number[], stepLat: number, stepLon: number) {
    const store = new CategoryStore('car');
    const live: Live[] = [];
    const rows = fc.sample(rowArb, { numRuns: 4_000, seed });
    let id = 1;
    for (const dy of dys)
      for (const dx of dxs) {
        const row = { ...rows[id % rows.length]!, id, lat: 53.48 + dy * stepLat, lon: -2.24 + dx * stepLon };
        store.upsert(row);
        live.push(row);
        id++;
      }
    return { store, live, rows };
  }
  const range = (from: number, to: number, step = 1) =>
    Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, k) => from + k * step);

  /** The engine's answer is the reference's: total, page and every facet count. */
  function same(store: CategoryStore, live: Live[], q: Query) {
    const got = run(store, plan(store, q));
    const want = reference(live, q);
    expect(got.total).toBe(want.total);
    expect(got.page.map((p) => store.id[p.slot])).toEqual(want.page);
    expect(engineCounts(store, got.counts)).toEqual(want.counts);
  }

  it('finds and ranks exactly the listings within the radius, near the edges of the grid cells too', () => {
    // Listings every ~2 miles up to ~90 miles around the first place (Manchester), so many lie near
    // the circle's edge and in cells that straddle it.
    const { store, live } = lattice(11, range(-45, 45), range(-45, 45, 2), 0.029, 0.029);
    for (const radius of [5, 20, 60])
      for (const sort of ['distance', 'relevance', 'price_asc'] as const)
        for (const offset of [0, 40])
          same(store, live, { geo: { place: 0, radius }, sort, descending: false, offset, limit: 25 });
  });

  it('decides a radius too large for the approximation by the grid cells within it, and the rest exactly', () => {
    // Listings over ±11° of latitude and ±18° of longitude around Manchester: at 600 miles and more
    // the search's box is too large for the approximate haversine's bounds to be tight (grid.ts), so
    // the scan accepts a listing by its cell lying wholly within, or by its exact distance.
    const { store, live, rows } = lattice(12, range(-55, 55), range(-60, 60), 0.2, 0.3);
    for (const radius of [600, 750])
      for (const fuels of [undefined, [rows[0]!.fuel_type]])
        for (const sort of ['distance', 'relevance'] as const)
          same(store, live, {
            geo: { place: 0, radius },
            fuels,
            sort,
            descending: false,
            offset: 0,
            limit: 25,
          });
  });
});
