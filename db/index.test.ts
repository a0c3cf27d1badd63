// preparedRows on the database of the run; and which schema a PostgreSQL connection works in:
// notifications carry it, and a listener ignores another schema's, so the Db must name the one the
// URL's search_path gives (PostgreSQL only).
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createDb, preparedRows } from './index.js';

const url = process.env.DATABASE_URL;

describe.skipIf(!url)('createDb on PostgreSQL', () => {
  it("names the schema the URL's search_path selects, else the one it was given", async () => {
    const schema = `path_${randomBytes(3).toString('hex')}`;
    const admin = await createDb({ databaseUrl: url!, schema });
    try {
      expect(admin.schema).toBe(schema);
      const withPath = new URL(url!);
      withPath.searchParams.set('options', `-c search_path=${schema}`);
      const db = await createDb({ databaseUrl: withPath.toString() });
      try {
        expect(db.schema).toBe(schema);
      } finally {
        await db.close();
      }
    } finally {
      await admin.knex.raw('drop schema ?? cascade', [schema]);
      await admin.close();
    }
  });
});

describe('preparedRows', () => {
  it('answers each call with its own values, and on PostgreSQL keeps the statement prepared', async () => {
    const schema = `prepared_${randomBytes(3).toString('hex')}`;
    const db = url ? await createDb({ databaseUrl: url, schema }) : await createDb({ dataDir: null });
    try {
      const sql = 'select n * 2 as twice from unnest($1::int[]) as n order by n';
      expect(await preparedRows(db.knex, 'test.twice', sql, [[2, 1]])).toEqual([{ twice: 2 }, { twice: 4 }]);
      expect(await preparedRows(db.knex, 'test.twice', sql, [[5]])).toEqual([{ twice: 10 }]);
      if (url) {
        // One call at a time: the pool's one connection served both, and holds the statement.
        const kept = await preparedRows(
          db.knex,
          'test.kept',
          'select name from pg_prepared_statements where name = $1',
          ['test.twice'],
        );
        expect(kept).toEqual([{ name: 'test.twice' }]);
      }
    } finally {
      if (url) await db.knex.raw('drop schema ?? cascade', [schema]);
      await db.close();
    }
  });
});
