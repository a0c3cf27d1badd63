// A seeded server for API tests: in-memory PGlite by default, or a schema of its own on the
// PostgreSQL in DATABASE_URL, so parallel runs never see each other's rows.
import { randomBytes } from 'node:crypto';
import { loadConfig, type Config } from '../config.js';
import type { AuthLimits } from '../plugins/auth/service.js';
import type { LiveLimits } from '../lib/realtime.js';
import { createDb, migrate, type Db } from '../../db/index.js';
import { TEMPLATE_ENV } from './global-setup.js';
import { seedDatabase } from '../../db/seeds/index.js';
import { createServer, type AppServer, type ServerDeps } from '../server.js';

/** A fixed clock for seeded data so test expectations never depend on the day they run. */
export const SEED_NOW = new Date('2026-11-01T12:00:00Z');

export interface TestContext {
  server: AppServer;
  db: Db;
  close(): Promise<void>;
}

export async function createTestDb(): Promise<{ db: Db; drop(): Promise<void> }> {
  const config = loadConfig();
  if (!config.databaseUrl) {
    // From the run's migrated template when there is one (global-setup.ts); migrate() then finds
    // nothing to do, or adds a migration written since.
    const db = await createDb({ dataDir: null, template: process.env[TEMPLATE_ENV] });
    await migrate(db);
    return { db, drop: () => db.close() };
  }
  const schema = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const db = await createDb({ databaseUrl: config.databaseUrl, schema });
  await migrate(db);
  return {
    db,
    drop: async () => {
      await db.knex.raw('drop schema if exists ?? cascade', [schema]);
      await db.close();
    },
  };
}

export const TEST_OPERATOR_TOKEN = 'test-operator-token-0123456789';

export async function createTestServer(
  options: {
    listings?: number;
    seed?: number;
    config?: Partial<Config>;
    authLimits?: AuthLimits;
    liveLimits?: Partial<LiveLimits>;
  } = {},
): Promise<TestContext> {
  const { db, drop } = await createTestDb();
  await seedDatabase(db.knex, { listings: options.listings ?? 1200, seed: options.seed ?? 7, now: SEED_NOW });
  return serveForTest(db, drop, options.config, {
    operatorToken: TEST_OPERATOR_TOKEN,
    ...(options.authLimits ? { authLimits: options.authLimits } : {}),
    ...(options.liveLimits ? { liveLimits: options.liveLimits } : {}),
  });
}

/**
 * Another server process's worth of state on the same PostgreSQL schema: its own connection pool,
 * change feed and search index. (PGlite is one process with one connection: PostgreSQL only.)
 */
export async function createPeerServer(
  ctx: TestContext,
  options: { config?: Partial<Config>; listen?: boolean } = {},
): Promise<TestContext> {
  const url = loadConfig().databaseUrl;
  if (!url) throw new Error('createPeerServer needs DATABASE_URL (PostgreSQL)');
  const db = await createDb({ databaseUrl: url, schema: ctx.db.schema });
  return serveForTest(
    db,
    () => db.close(),
    options.config,
    options.listen === undefined ? {} : { listen: options.listen },
  );
}

/** An initialised (not listening) server on `db`; closing stops it, then runs `release`. */
export async function serveForTest(
  db: Db,
  release: () => Promise<void>,
  config: Partial<Config> | undefined,
  deps: Omit<ServerDeps, 'db' | 'webDist'>,
): Promise<TestContext> {
  const server = await createServer(
    // No search threads unless a test asks: most test servers hold a few hundred listings. No
    // wall-clock schedule: a test runs tasks with its own clock, and a real 5-minute tick would race it.
    { ...loadConfig(), logLevel: 'silent', port: 0, searchThreads: 0, schedule: false, ...config },
    { db, webDist: '/nonexistent', ...deps },
  );
  await server.initialize();
  return {
    server,
    db,
    close: async () => {
      await server.stop();
      await release();
    },
  };
}

/** GET through server.inject, returning status and parsed JSON. */
export async function getJson<T = any>(server: AppServer, url: string): Promise<{ status: number; body: T }> {
  const res = await server.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.payload ? JSON.parse(res.payload) : undefined };
}
