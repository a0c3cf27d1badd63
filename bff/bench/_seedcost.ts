import { createDb, migrate } from '/work/main/db/index.js';
import { seedDatabase } from '/work/main/db/seeds/index.js';
for (const triggers of [true, false, true, false]) {
  const schema = `seedcost_${Date.now()}`;
  const db = await createDb({ databaseUrl: 'postgres://postgres@127.0.0.1:5432/test', schema });
  await migrate(db);
  if (!triggers)
    for (const t of ['listings', 'offers']) await db.knex.raw(`alter table ${t} disable trigger user`);
  const t0 = Date.now();
  await seedDatabase(db.knex, { listings: 100_000, seed: 3 });
  const ms = Date.now() - t0;
  const feed = await db.knex('listing_changes').count('* as n').first();
  console.log(`triggers=${triggers} seed 100k: ${ms} ms, feed rows ${feed?.n}`);
  await db.knex.raw('drop schema ?? cascade', [schema]);
  await db.close();
}
