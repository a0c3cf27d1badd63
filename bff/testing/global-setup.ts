// Vitest global setup (server project): on the embedded database, one migrated PGlite is made per test
// run and dumped to a file; every test database then starts from that dump (createTestDb) instead of
// an empty PGlite migrated again (~1 s instead of ~5 s each). PostgreSQL runs are left as they are.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDb, migrate } from '../../db/index.js';
import { loadConfig } from '../config.js';

export const TEMPLATE_ENV = 'TEST_PGLITE_TEMPLATE';

export default async function setup(): Promise<() => void> {
  if (loadConfig().databaseUrl) return () => {};
  const file = path.join(os.tmpdir(), `allmotors-test-template-${process.pid}.tar`);
  const db = await createDb({ dataDir: null });
  await migrate(db);
  const dump = await db.pglite!.dumpDataDir('none');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await db.close();
  // Read by the test workers, which start after this.
  process.env[TEMPLATE_ENV] = file;
  return () => fs.rmSync(file, { force: true });
}
