// The store's bookkeeping: replaced listings move slots, removed ones stop matching, compaction keeps
// every live listing and its words.
import { describe, expect, it } from 'vitest';
import { CategoryStore } from './search-index.js';
import type { IndexRow } from './queries.js';
import { TextIndex } from './text-index.js';
import { setBits } from './slot-arrays.js';

function row(id: number, over: Partial<IndexRow> = {}): IndexRow {
  return {
    id,
    category: 'car',
    status: 'active',
    make: 'Ford',
    model: 'Focus',
    fuel_type: 'Petrol',
    body_type: 'Hatchback',
    transmission: 'Manual',
    color: 'Blue',
    seller_type: 'trade',
    doors: 5,
    seats: 5,
    previous_owners: 1,
    is_electric: false,
    year: 2020,
    engine_size: 1,
    electric_range: null,
    price: 1_000_000,
    mileage: 20_000,
    platform_mask: 1,
    lat: 51.5,
    lon: -0.1,
    relevance: 0.5,
    title: `2020 Ford Focus ${id}`,
    variant: 'Zetec',
    description: 'Lovely car',
    deal: 0,
    deal_score: NaN,
    listed: 0,
    dropped: 0,
    ...over,
  };
}

const find = (store: CategoryStore, search: string) => {
  const { bits } = store.text.match(TextIndex.queryWords(search), store.length);
  return [...setBits(bits)]
    .filter((s) => store.alive[s])
    .map((s) => store.id[s] as number)
    .sort((a, b) => a - b);
};

describe('CategoryStore', () => {
  it('moves a replaced listing to a new slot so its old words no longer match', () => {
    const store = new CategoryStore('car');
    store.upsert(row(1, { description: 'panoramic roof' }));
    store.upsert(row(2));
    expect(find(store, 'panoramic')).toEqual([1]);
    store.upsert(row(1, { description: 'heated seats' }));
    expect(find(store, 'panoramic')).toEqual([]);
    expect(find(store, 'heated')).toEqual([1]);
    expect(store.count).toBe(2);
    expect(store.makeCount[store.makes.find('Ford')[0]!]).toBe(2);
  });

  it('compacts dead slots and keeps every live listing, its columns and its words', () => {
    const store = new CategoryStore('car');
    for (let id = 1; id <= 40_000; id++)
      store.upsert(row(id, { price: id, description: id % 2 ? 'odd one' : 'even one' }));
    // Written to directly (not through SearchIndex, which compacts in the background from a quarter
    // dead), a store compacts itself once more than half its slots are dead.
    for (let id = 1; id <= 25_000; id++) store.remove(id);
    store.upsert(row(50_000, { price: 50_000, description: 'odd one' })); // triggers compaction
    expect(store.length).toBe(15_001);
    expect(store.count).toBe(15_001);
    for (const id of [25_001, 30_000, 40_000, 50_000]) expect(store.price[store.slot(id)!]).toBe(id);
    expect(find(store, 'odd')).toHaveLength(7_501);
    expect(find(store, 'even')).toHaveLength(7_500);
  });
});
