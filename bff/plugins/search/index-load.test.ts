// The start-up load reads the database's binary COPY bytes itself: it must give exactly the fields
// the row query gives, on PGlite (pages) and PostgreSQL (one stream), however the bytes are cut.
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../../db/seeds/index.js';
import type { Db } from '../../../db/index.js';
import { createTestDb, SEED_NOW } from '../../testing/test-server.js';
import { CopyDecoder } from './copy-rows.js';
import {
  INDEX_COPY_SELECT,
  LISTING_COLUMNS,
  listingRows,
  readActiveListings,
  type LoadedListing,
} from './index-load.js';
import { loadIndexRows, type IndexRow } from './queries.js';
import { SearchIndex } from './index-lifecycle.js';
import { CategoryStore } from './search-index.js';
import { TextIndex } from './text-index.js';
import { hasBit, setBits } from './slot-arrays.js';

const decoder = new TextDecoder();

/** A listing as read, with its text fields as strings (the objects passed are reused). */
function plain({ row, text }: LoadedListing): IndexRow {
  const field = (start: number, end: number) => decoder.decode(text.bytes.subarray(start, end));
  expect(field(text.makeStart, text.makeEnd)).toBe(row.make);
  expect(field(text.modelStart, text.modelEnd)).toBe(row.model);
  return {
    ...row,
    title: field(text.titleStart, text.titleEnd),
    variant: field(text.variantStart, text.variantEnd),
    description: field(text.descriptionStart, text.descriptionEnd),
  };
}

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ db, drop } = await createTestDb());
  await seedDatabase(db.knex, { listings: 120, seed: 5, now: SEED_NOW });
  const ids = (await db.knex('listings').orderBy('id').pluck('id')) as number[];
  // Text beyond ASCII, an empty variant, a missing electric range, and listings no longer active.
  await db.knex('listings').where({ id: ids[0] }).update({
    title: '2019 Škoda Octavia İSTANBUL',
    variant: '',
    description: 'Straße ΟΔΟΣ café ２０２０ — tidy',
    electric_range: null,
  });
  await db.knex('listings').whereIn('id', ids.slice(1, 6)).update({ status: 'removed' });
}, 60_000);
afterAll(() => drop?.());

describe('readActiveListings', () => {
  it('gives every active listing with the fields the row query gives', async () => {
    const read: IndexRow[] = [];
    const count = await readActiveListings(db.knex, (listing) => read.push(plain(listing)), { pageSize: 7 });
    const active = (await db.knex('listings').where({ status: 'active' }).pluck('id')) as number[];
    expect(count).toBe(active.length);
    expect(read.map((r) => r.id).sort((a, b) => a - b)).toEqual(active.sort((a, b) => a - b));
    const want = new Map((await loadIndexRows(db.knex, { ids: active })).map((r) => [r.id, r]));
    for (const got of read) {
      const row = want.get(got.id)!;
      // real arrives as text through the row query, as its exact float4 value here.
      expect({ ...got, relevance: Math.fround(got.relevance) }).toEqual({
        ...row,
        relevance: Math.fround(row.relevance),
      });
    }
    expect(read.find((r) => r.id === Math.min(...active))?.description).toContain('Straße');
  });
});

describe('CopyDecoder', () => {
  // The loader's own query over tables of the same column types (and one with doors as int), in an
  // embedded database of its own.
  let pglite: PGlite;
  beforeAll(async () => {
    pglite = new PGlite();
    for (const [schema, doors] of [
      ['same', 'smallint'],
      ['wide', 'int'],
    ])
      await pglite.exec(`create schema ${schema}; set search_path = ${schema};
      create table listings (id int, category text, status text, make text, model text,
      fuel_type text, body_type text, transmission text, color text, seller_type text, doors ${doors},
      seats smallint, previous_owners smallint, is_electric boolean, year smallint, engine_size numeric(3,1),
      electric_range smallint, price int, mileage int, platform_mask int, lat float8, lon float8,
      relevance real, title text, variant text, description text, deal_rating text, deal_score real,
      first_seen_at timestamptz, price_dropped_at timestamptz);
      insert into listings values
        (1, 'car', 'active', 'Ford', 'Focus', 'Petrol', 'Hatchback', 'Manual', 'Blue', 'trade', 5, 5, 1,
         false, 2019, 1.6, null, 1250000, 42000, 5, 51.5, -0.12, 0.75, 'Ford Focus', 'Zetec', 'Tidy.',
         'good', -0.0625, '2026-11-01T12:00:00Z', '2026-11-20T08:30:00Z'),
        (2, 'van', 'active', 'Citroën', 'Berlingo', 'Electric', 'Panel Van', 'Automatic', 'White', 'private',
         4, 3, 0, true, 2024, 0, 171, 0, 0, -2147483648, 57.1, -4.2, -1.5, '', '', repeat('é', 5000),
         null, null, '2026-10-01T00:00:00Z', null),
        (3, 'car', 'removed', 'Kia', 'Ceed', 'Diesel', 'Estate', 'Manual', 'Red', 'trade', 5, 5, 2,
         false, 2015, 1.4, null, 1, 1, 1, 50, 0, 0, 't', 'v', 'd', null, null, now(), null);`);
  }, 60_000);
  afterAll(() => pglite?.close());

  async function copyBytes(schema = 'same') {
    await pglite.exec(`set search_path = ${schema}`);
    const result = await pglite.query(
      `copy (${INDEX_COPY_SELECT} order by id) to '/dev/blob' with (format binary)`,
    );
    return new Uint8Array(await result.blob!.arrayBuffer());
  }

  it('decodes the same listings whatever sizes the stream arrives in', async () => {
    const bytes = await copyBytes();
    const whole: IndexRow[] = [];
    const all = new CopyDecoder(
      LISTING_COLUMNS,
      listingRows((l) => whole.push(plain(l))),
    );
    all.write(bytes);
    all.end();
    expect(whole.map((r) => r.id)).toEqual([1, 2]);
    expect(whole[0]).toMatchObject({ make: 'Ford', engine_size: 1.6, electric_range: null, lon: -0.12 });
    expect(whole[0]).toMatchObject({
      deal: 2,
      deal_score: -0.0625,
      listed: Date.parse('2026-11-01T12:00:00Z') / 60_000,
      dropped: Date.parse('2026-11-20T08:30:00Z') / 60_000,
    });
    expect(whole[1]).toMatchObject({ deal: 0, deal_score: NaN, dropped: 0 });
    expect(whole[1]).toMatchObject({ make: 'Citroën', is_electric: true, platform_mask: -2147483648 });
    expect(whole[1]!.description).toBe('é'.repeat(5000));
    for (const size of [1, 2, 3, 7, 19, 64, 1000]) {
      const cut: IndexRow[] = [];
      const decoder = new CopyDecoder(
        LISTING_COLUMNS,
        listingRows((l) => cut.push(plain(l))),
      );
      for (let at = 0; at < bytes.length; at += size) decoder.write(bytes.slice(at, at + size));
      decoder.end();
      expect(cut, `chunks of ${size}`).toEqual(whole);
    }
  });

  it('refuses a stream cut short, and a column of another type than it reads', async () => {
    const bytes = await copyBytes();
    const short = new CopyDecoder(LISTING_COLUMNS, () => {});
    short.write(bytes.subarray(0, bytes.length - 10));
    expect(() => short.end()).toThrow(/cut short/);
    const wide = await copyBytes('wide');
    expect(() => new CopyDecoder(LISTING_COLUMNS, () => {}).write(wide)).toThrow(
      /column doors is 4 bytes long/,
    );
  });
});

describe('SearchIndex.load', () => {
  /** Each query's matches as listing id → title hit. */
  const found = (store: CategoryStore, query: string) => {
    const { bits, titleHits } = store.text.match(TextIndex.queryWords(query), store.length);
    return Object.fromEntries([...setBits(bits)].map((s) => [store.id[s]!, hasBit(titleHits, s) ? 1 : 0]));
  };
  const QUERIES = [
    'm sport',
    'heated seats',
    'golf gti',
    'f',
    'škoda',
    'straße',
    'οδος',
    'istanbul',
    'the',
    '２０',
  ];

  it('indexes the same words with its text worker as without, and as listing by listing', async () => {
    const inWorker = new SearchIndex(db.knex, { textWorkerFromBytes: 0 });
    const inThread = new SearchIndex(db.knex, { textWorkerFromBytes: Number.POSITIVE_INFINITY });
    await inWorker.load();
    await inThread.load();
    expect(inWorker.lastLoad?.textWorkerMs).not.toBeNull();
    expect(inThread.lastLoad?.textWorkerMs).toBeNull();
    const active = (await db.knex('listings').where({ status: 'active' }).pluck('id')) as number[];
    const byRow = {
      car: new CategoryStore('car'),
      motorcycle: new CategoryStore('motorcycle'),
      van: new CategoryStore('van'),
    };
    for (const row of await loadIndexRows(db.knex, { ids: active })) byRow[row.category].upsert(row);
    let matched = 0;
    for (const category of ['car', 'motorcycle', 'van'] as const)
      for (const query of QUERIES) {
        const want = found(byRow[category], query);
        matched += Object.keys(want).length;
        expect(found(inWorker.stores[category], query), `${category}: ${query}`).toEqual(want);
        expect(found(inThread.stores[category], query), `${category}: ${query}`).toEqual(want);
      }
    expect(matched).toBeGreaterThan(50);
    expect(found(inWorker.stores.car, 'straße οδος')).not.toEqual({});
  });
});
