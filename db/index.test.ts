// Which schema a PostgreSQL connection works in: notifications carry it, and a listener ignores
// another schema's, so the Db must name the one the URL's search_path gives. PostgreSQL only.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createDb } from './index.js';

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
