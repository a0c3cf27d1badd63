// The index compacts a store off the request path: in slices, searches answered from the store as it
// was meanwhile, changes held until the compacted store is in place (SearchIndex.applyRows).
import { describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { SearchIndex } from './index-lifecycle.js';
import type { IndexRow } from './queries.js';
import { run, type Plan } from './search-run.js';
import { orderedPage } from './sort-order.js';
import { setBits } from './slot-arrays.js';

const MAKES = ['Ford', 'Vauxhall', 'BMW', 'Audi'];

function row(id: number, price: number): IndexRow {
  return {
    id,
    category: 'car',
    status: 'active',
    make: MAKES[id % 4]!,
    model: `Model ${id % 7}`,
    fuel_type: id % 3 ? 'Petrol' : 'Diesel',
    body_type: 'Hatchback',
    transmission: 'Manual',
    color: 'Blue',
    seller_type: 'trade',
    doors: 5,
    seats: 5,
    previous_owners: 1,
    is_electric: false,
    year: 2015 + (id % 9),
    engine_size: 1.5,
    electric_range: null,
    price,
    mileage: (id % 50) * 2_000,
    platform_mask: 1,
    lat: 51.5,
    lon: -0.1,
    relevance: 0.5,
    title: `listing ${id} ${id % 2 ? 'sport' : 'estate'}`,
    variant: '',
    description: `number ${id}`,
    deal: 0,
    deal_score: NaN,
    listed: 0,
    dropped: 0,
  };
}

const plan = (over: Partial<Plan> = {}): Plan => ({
  minPrice: 0,
  maxPrice: 2 ** 31 - 1,
  minYear: 0,
  maxYear: 65535,
  maxMileage: 2 ** 31 - 1,
  doors: null,
  seats: null,
  color: null,
  maxOwners: 255,
  minEngine: 0,
  maxEngine: 65535,
  electric: null,
  minRange: 0,
  text: null,
  titleHit: null,
  geo: null,
  makes: null,
  models: null,
  fuels: null,
  bodies: null,
  transmissions: null,
  sellers: null,
  platformMask: 0,
  deals: null,
  droppedSince: 0,
  sort: 'price_asc',
  descending: false,
  offset: 0,
  limit: 10,
  ...over,
});

/** The ids of the cheapest `limit` listings of a price map, ties by id. */
const cheapest = (prices: Map<number, number>, limit: number) =>
  [...prices]
    .sort(([a, pa], [b, pb]) => pa - pb || a - b)
    .slice(0, limit)
    .map(([id]) => id);

describe('background compaction', () => {
  it('compacts a store in slices after enough updates, holding later changes until it is done', async () => {
    // No database: applyRows is given the rows apply() would have read.
    const index = new SearchIndex(null as unknown as Knex, { compactionSliceMs: 0 });
    const store = index.stores.car;
    store.compactAfter = 100;
    const prices = new Map<number, number>();
    const ids = Array.from({ length: 2_000 }, (_, i) => i + 1);
    await index.applyRows(
      ids,
      ids.map((id) => row(id, 10_000 + ((id * 7919) % 5_000))),
    );
    ids.forEach((id) => prices.set(id, 10_000 + ((id * 7919) % 5_000)));
    orderedPage(store, 'price_asc', false, 0, 10); // a sort order, to be carried through the compaction
    expect(store.compactions).toBe(0);

    // Updates move listings to new slots; their old slots die. Past a quarter dead, a compaction starts.
    let round = 0;
    while (store.compactions === 0 && round < 20) {
      const batch = ids.slice(round * 100, round * 100 + 100);
      round++;
      const applied = index.applyRows(
        batch,
        batch.map((id) => row(id, 20_000 - id)),
      );
      batch.forEach((id) => prices.set(id, 20_000 - id));
      await applied;
      // While it runs (between its slices), searches answer from the store as it was.
      const before = store.compactions;
      const answer = run(store, plan());
      expect(answer.total).toBe(2_000);
      expect(answer.page.map((p) => store.id[p.slot])).toEqual(cheapest(prices, 10));
      // (Its first slice has run: the dead slots are still there, and it has not finished.)
      if (before === 0 && store.wantsCompaction) {
        // A change arriving during the compaction waits for it, then applies to the compacted store.
        const next = ids[round * 100]!;
        await index.applyRows([next], [row(next, 1)]);
        prices.set(next, 1);
        expect(store.compactions).toBeGreaterThanOrEqual(1);
      }
    }
    await index.settled();
    expect(store.compactions).toBe(1);
    // The dead slots are gone: one slot per listing, and a change since sits after them.
    expect(store.length).toBe(2_000 + 1);
    expect(store.count).toBe(2_000);
    const after = run(store, plan({ limit: 25 }));
    expect(after.total).toBe(2_000);
    expect(after.page.map((p) => store.id[p.slot])).toEqual(cheapest(prices, 25));
    // The sort order came through the compaction (remapped, not rebuilt) and still reads right.
    const page = orderedPage(store, 'price_asc', false, 0, 25).map((s) => store.id[s]);
    expect(page).toEqual(cheapest(prices, 25));
    // The words came through too.
    const sport = setBits(store.text.match(['sport'], store.length).bits).filter((s) => store.alive[s] === 1);
    expect(sport.length).toBe(1_000);
  });
});
