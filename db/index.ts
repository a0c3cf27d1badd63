// The one way to the database: knex on PostgreSQL when a URL is given, otherwise an
// embedded PGlite (on disk in the data folder, or in memory for tests).
import fs from 'node:fs';
import path from 'node:path';
import knex, { type Knex } from 'knex';
import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import { Model } from 'objection';
import { migrationSource } from './migrate.js';

// int8 (count(*), sums) arrives as a string from pg and a number from PGlite: make both numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));
// Calendar dates stay 'YYYY-MM-DD' strings: no time zone may shift an MOT date.
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);
const PGLITE_PARSERS = { 20: Number, 1700: Number, 1082: (v: string) => v };

export interface DbConfig {
  /** postgres://… — when set, PostgreSQL through `pg`. */
  databaseUrl?: string | undefined;
  /** Folder for the embedded database; `null` = in memory (tests). */
  dataDir?: string | null;
  /** PostgreSQL schema to work in (tests give each run its own). */
  schema?: string | undefined;
  /**
   * In-memory PGlite only: start from this dump of a data folder (`pglite.dumpDataDir()`, a tar file)
   * instead of an empty database. Tests start from a migrated one (~1 s instead of ~5 s).
   */
  template?: string | undefined;
}

export interface Db {
  knex: Knex;
  kind: 'postgres' | 'pglite';
  /** The PGlite instance when embedded (for LISTEN/NOTIFY). */
  pglite?: PGlite;
  /** The PostgreSQL URL (a LISTEN connection of its own needs it). */
  url?: string;
  /** The schema the tables live in: notifications name it, so other schemas' are ignored. */
  schema: string;
  close(): Promise<void>;
}

async function currentSchema(instance: Knex): Promise<string> {
  const { rows } = (await instance.raw('select current_schema() as schema')) as {
    rows: { schema: string | null }[];
  };
  return rows[0]?.schema ?? 'public';
}

export async function createDb(config: DbConfig): Promise<Db> {
  if (config.databaseUrl) {
    const schema = config.schema;
    const instance = knex({
      client: 'pg',
      connection: config.databaseUrl,
      pool: { min: 0, max: 10 },
      ...(schema ? { searchPath: [schema, 'public'] } : {}),
      migrations: { migrationSource, ...(schema ? { schemaName: schema } : {}) },
    });
    if (schema) await instance.raw('create schema if not exists ??', [schema]);
    Model.knex(instance);
    return {
      knex: instance,
      kind: 'postgres',
      url: config.databaseUrl,
      // Without a schema of ours, the one the URL's search_path (or the server's default) gives:
      // notifications carry current_schema(), and a listener ignores another schema's.
      schema: schema ?? (await currentSchema(instance)),
      close: () => instance.destroy(),
    };
  }

  let dataDir: string | undefined;
  if (config.dataDir) {
    dataDir = path.resolve(config.dataDir, 'pglite');
    fs.mkdirSync(dataDir, { recursive: true });
  }
  // Loaded only for the embedded database: the two modules hold ~80 MB a PostgreSQL process never uses.
  const [{ PGlite }, { default: ClientPgLite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('knex-pglite'),
  ]);
  const pglite =
    config.template && !dataDir
      ? new PGlite({ parsers: PGLITE_PARSERS, loadDataDir: new Blob([fs.readFileSync(config.template)]) })
      : new PGlite(dataDir, { parsers: PGLITE_PARSERS });
  await pglite.waitReady;
  const instance = knex({
    client: ClientPgLite as unknown as typeof knex.Client,
    connection: () => ({ pglite }) as unknown as Knex.StaticConnectionConfig,
    migrations: { migrationSource },
    useNullAsDefault: true,
  });
  Model.knex(instance);
  return {
    knex: instance,
    kind: 'pglite',
    pglite,
    schema: 'public',
    close: async () => {
      await instance.destroy();
      if (!pglite.closed) await pglite.close();
    },
  };
}

export async function migrate(db: Db): Promise<void> {
  await db.knex.migrate.latest();
}

/**
 * The rows of a query run on every request, as a prepared statement on PostgreSQL: each pooled
 * connection parses and plans it once, by `name` (one `text` per name), rather than on each call.
 * PGlite (in process) runs it as it is. `text` numbers its parameters ($1, $2, …).
 */
export async function preparedRows<T>(
  knex: Knex,
  name: string,
  text: string,
  values: unknown[],
): Promise<T[]> {
  const client = knex.client as Knex.Client & { pglite?: PGlite };
  const connection = (await client.acquireConnection()) as PGlite | pg.Client;
  try {
    if (client.pglite) return (await (connection as PGlite).query<T>(text, values)).rows;
    return (await (connection as pg.Client).query<T & pg.QueryResultRow>({ name, text, values })).rows;
  } finally {
    await client.releaseConnection(connection);
  }
}
