// A snapshot of the search index is a shortcut, never a source of truth: a load from it must give the
// index a full read would, reading again only what changed; one that no longer fits is not used.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../../db/reference/types.js';
import type { Db } from '../../../db/index.js';
import { seedDatabase } from '../../../db/seeds/index.js';
import { createTestDb, SEED_NOW } from '../../testing/test-server.js';
import { SearchIndex } from './index-lifecycle.js';
import { TextIndex } from './text-index.js';
import { hasBit, setBits } from './slot-arrays.js';

const QUERIES = ['m sport', 'heated seats', 'golf', 'f', 'leather', 'changed words'];

/** Everything a search can see of an index, by listing id. */
function contents(index: SearchIndex) {
  return Object.fromEntries(
    CATEGORIES.map((category) => {
      const store = index.stores[category];
      const listings: Record<number, unknown[]> = {};
      for (let s = 0; s < store.length; s++) {
        if (store.alive[s] === 0) continue;
        listings[store.id[s]!] = [
          store.makes.values[store.make[s]!],
          store.models.values[store.model[s]!],
          store.fuels.values[store.fuel[s]!],
          ...[
            store.price,
            store.mileage,
            store.year,
            store.engine,
            store.lat,
            store.lon,
            store.relevance,
          ].map((column) => column[s]),
          store.platforms[s],
        ];
      }
      const words = Object.fromEntries(
        QUERIES.map((q) => {
          const { bits, titleHits } = store.text.match(TextIndex.queryWords(q), store.length);
          const ids = [...setBits(bits)]
            .filter((s) => store.alive[s] === 1)
            .map((s) => [store.id[s]!, hasBit(titleHits, s) ? 1 : 0]);
          return [q, ids.sort((a, b) => a[0]! - b[0]!)];
        }),
      );
      // As the API lists them: a make with no listing left stays in the dictionary (as it does when
      // listings go one by one), counted 0.
      const makes = Object.fromEntries(
        store.makes.values.flatMap((make, id) =>
          (store.makeCount[id] ?? 0) > 0 ? [[make, store.makeCount[id]]] : [],
        ),
      );
      return [category, { listings, words, makes, count: store.count }];
    }),
  );
}

let db: Db;
let drop: () => Promise<void>;
let dir: string;
beforeAll(async () => {
  ({ db, drop } = await createTestDb());
  await seedDatabase(db.knex, { listings: 150, seed: 9, now: SEED_NOW });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'index-snapshot-'));
}, 60_000);
afterAll(async () => {
  await drop?.();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function loaded(options: ConstructorParameters<typeof SearchIndex>[1] = {}) {
  const index = new SearchIndex(db.knex, options);
  await index.load();
  await index.saveSnapshot();
  return index;
}

describe('a snapshot of the search index', () => {
  it('gives the index a full read gives, reading again only the listings changed since', async () => {
    const file = path.join(dir, 'changes.snapshot');
    const ids = (await db.knex('listings').where({ status: 'active' }).orderBy('id').pluck('id')) as number[];
    await db.knex('listings').where({ id: ids[0] }).update({ status: 'removed' });
    const first = await loaded({ snapshotFile: file });
    expect(first.lastLoad).toMatchObject({ from: 'database' });
    expect(fs.existsSync(file)).toBe(true);

    // Since: a price, words, a category, a removal, and a listing back on sale.
    await db.knex('listings').where({ id: ids[1] }).update({ price: 123_456 });
    await db.knex('listings').where({ id: ids[2] }).update({ description: 'changed words everywhere' });
    const moved = await db.knex('listings').where({ category: 'car', status: 'active' }).first('id');
    await db.knex('listings').where({ id: moved.id }).update({ category: 'van', body_type: 'Panel Van' });
    await db.knex('listings').where({ id: ids[3] }).update({ status: 'removed' });
    await db.knex('listings').where({ id: ids[0] }).update({ status: 'active' });

    const again = await loaded({ snapshotFile: file });
    expect(again.lastLoad).toMatchObject({ from: 'snapshot', changed: 5 });
    const full = await loaded();
    expect(full.lastLoad).toMatchObject({ from: 'database' });
    expect(contents(again)).toEqual(contents(full));
    expect(contents(again).car!.words['changed words']).toEqual([[ids[2], 0]]);

    // Unchanged since: nothing read again, and the same index.
    const unchanged = await loaded({ snapshotFile: file });
    expect(unchanged.lastLoad).toMatchObject({ from: 'snapshot', changed: 0 });
    expect(contents(unchanged)).toEqual(contents(full));
  });

  it('is not used when too much has changed, or it is not a snapshot of this database as it is', async () => {
    const file = path.join(dir, 'stale.snapshot');
    await loaded({ snapshotFile: file });
    // Most listings changed: a full read is cheaper than reading them one by one.
    await db
      .knex('listings')
      .where({ status: 'active' })
      .update({ mileage: db.knex.raw('mileage + 1') });
    const stale = await loaded({ snapshotFile: file });
    expect(stale.lastLoad).toMatchObject({ from: 'database' });
    expect(contents(stale)).toEqual(contents(await loaded()));

    // Another migration since, or a file that is not a snapshot.
    const written = await loaded({ snapshotFile: file });
    expect(written.lastLoad).toMatchObject({ from: 'snapshot' });
    await db
      .knex('knex_migrations')
      .insert({ name: '29991231000000_later.ts', batch: 99, migration_time: new Date() });
    try {
      expect((await loaded({ snapshotFile: file })).lastLoad).toMatchObject({ from: 'database' });
    } finally {
      await db.knex('knex_migrations').where({ name: '29991231000000_later.ts' }).delete();
    }
    fs.writeFileSync(file, 'not a snapshot');
    expect((await loaded({ snapshotFile: file })).lastLoad).toMatchObject({ from: 'database' });
    expect((await loaded({ snapshotFile: file })).lastLoad).toMatchObject({ from: 'snapshot' });
  });
});
