// Shared by the crawl benchmarks (kill-resume.ts, crawl.bench.ts): a database of their own (a
// PostgreSQL schema when DATABASE_URL is set, else a fresh PGlite data folder) with the demo sources
// pointed at a world the benchmark runs, the real server as a child process (`bff/start.ts`, so a
// SIGKILL is a real kill -9 of the product), its API through the operator token, every request the
// world serves (node:diagnostics_channel, the world runs in the benchmark's process), and the
// comparison of the product's offers with the world's ground truth.
import { spawn, type ChildProcess } from 'node:child_process';
import dc from 'node:diagnostics_channel';
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { createDb, migrate, type Db } from '../../db/index.js';
import { platformBaseUrl } from '../../db/reference/platforms.js';
import type { Truth } from '../world/world.js';

export const ROOT = path.resolve(import.meta.dirname, '../..');
/** The machine's load, printed with every figure: on a shared 2-core machine it moves them a lot. */
export const loadLine = () =>
  `load average ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')} on ${os.cpus().length} cores`;
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface BenchDb {
  kind: 'postgres' | 'pglite';
  /** Environment for the child server: DATABASE_URL or DATA_DIR (always a DATA_DIR of its own). */
  env: Record<string, string>;
  dataDir: string;
  open(): Promise<Db>;
  /** Drops the schema and deletes the folder; `keepFolder` keeps the folder (server.log, PGlite files). */
  drop(keepFolder?: boolean): Promise<void>;
}

/**
 * A migrated, empty database whose demo sources point at the world on `worldPort`. On PostgreSQL the
 * child reaches its schema through the URL's `options=-c search_path=…` (start.ts has no schema
 * setting); on PGlite the folder is closed again before the child opens it (one process at a time).
 */
export async function prepareDb(
  label: string,
  worldPort: number,
  sources: { minDelayMs?: number } = {},
): Promise<BenchDb> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${label}-`));
  const url = process.env.DATABASE_URL;
  const schema = `${label.replace(/-/g, '_')}_${randomBytes(3).toString('hex')}`;
  const open = () => (url ? createDb({ databaseUrl: url, schema }) : createDb({ dataDir }));
  const db = await open();
  await migrate(db);
  for (const id of (await db.knex('platforms').where({ demo: true }).pluck('id')) as string[])
    await db
      .knex('platforms')
      .where({ id })
      .update({
        base_url: platformBaseUrl(id, worldPort),
        ...(sources.minDelayMs !== undefined ? { min_delay_ms: sources.minDelayMs } : {}),
      });
  await db.close();
  const childUrl = url
    ? `${url}${url.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema},public`)}`
    : null;
  return {
    kind: url ? 'postgres' : 'pglite',
    env: childUrl ? { DATABASE_URL: childUrl, DATA_DIR: dataDir } : { DATA_DIR: dataDir },
    dataDir,
    open,
    drop: async (keepFolder = false) => {
      if (url) {
        const admin = await createDb({ databaseUrl: url });
        await admin.knex.raw('drop schema if exists ?? cascade', [schema]);
        await admin.close();
      }
      if (!keepFolder) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export interface ChildServer {
  child: ChildProcess;
  port: number;
  /** Where the child writes its output (its log, and with no SMTP_URL its e-mails). */
  logFile: string;
  api<T = any>(urlPath: string, method?: 'GET' | 'POST'): Promise<T>;
  /** SIGKILL: no shutdown hook runs, leases stay held, transactions in flight roll back. */
  kill(): Promise<void>;
  /** SIGTERM: the clean stop. */
  stop(): Promise<void>;
  /** Resident set size of the process in bytes (from /proc), 0 once gone. */
  rss(): number;
}

/**
 * `node --import tsx bff/start.ts`: one process. (tsx's CLI wrapper forks the real server as a child
 * of its own, so a SIGKILL to the wrapper would orphan the server and nothing would have died.)
 */
export async function spawnServer(db: BenchDb, extraEnv: Record<string, string> = {}): Promise<ChildServer> {
  const port = await freePort();
  const log = fs.openSync(path.join(db.dataDir, 'server.log'), 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', 'bff/start.ts'], {
    cwd: ROOT,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      DEMO_SOURCES: 'off',
      SKIP_WEB_BUILD: '1',
      LOG_LEVEL: 'warn',
      // No scheduled run may start while we measure one.
      SCRAPE_CRON: '0 0 1 1 *',
      ...db.env,
      ...extraEnv,
    },
  });
  fs.closeSync(log);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let token = '';
  const api = async <T>(urlPath: string, method: 'GET' | 'POST' = 'GET'): Promise<T> => {
    const res = await fetch(`http://127.0.0.1:${port}${urlPath}`, {
      method,
      headers: {
        'x-operator-token': token,
        ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
      },
      ...(method === 'POST' ? { body: '{}' } : {}),
    });
    if (res.status >= 400) throw new Error(`${method} ${urlPath}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}); see ${db.dataDir}`);
    const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error(`the server did not start; see ${db.dataDir}/server.log`);
    await sleep(100);
  }
  token = fs.readFileSync(path.join(db.dataDir, 'operator-token'), 'utf8').trim();
  return {
    child,
    port,
    logFile: path.join(db.dataDir, 'server.log'),
    api,
    kill: async () => {
      child.kill('SIGKILL');
      await exited;
    },
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
    rss: () => {
      try {
        const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
        return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
      } catch {
        return 0;
      }
    },
  };
}

/** Polls a run until it has finished; returns its summary. */
export async function waitForRun(server: ChildServer, runId: number, timeoutMs: number): Promise<any> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const run = await server.api(`/api/scraping/runs/${runId}`);
    if (run.finishedAt) return run;
    if (Date.now() > deadline) throw new Error(`run ${runId} did not finish: ${JSON.stringify(run.totals)}`);
    await sleep(250);
  }
}

export interface WorldRequest {
  host: string;
  url: string;
  at: number;
  status: number | null;
}

/** Every request a platform host of the world received (images and the control host left out). */
export function recordWorldRequests(): { requests: WorldRequest[]; close(): void } {
  const requests: WorldRequest[] = [];
  const open = new WeakMap<IncomingMessage, WorldRequest>();
  const start = (message: unknown) => {
    const { request } = message as { request: IncomingMessage };
    const host = (request.headers.host ?? '').split('.')[0]!;
    if (!(request.headers.host ?? '').includes('.localhost') || request.url?.startsWith('/images/')) return;
    const entry = { host, url: request.url ?? '', at: performance.now(), status: null };
    requests.push(entry);
    open.set(request, entry);
  };
  const finish = (message: unknown) => {
    const { request, response } = message as { request: IncomingMessage; response: ServerResponse };
    const entry = open.get(request);
    if (entry) entry.status = response.statusCode;
  };
  dc.subscribe('http.server.request.start', start);
  dc.subscribe('http.server.response.finish', finish);
  return {
    requests,
    close: () => {
      dc.unsubscribe('http.server.request.start', start);
      dc.unsubscribe('http.server.response.finish', finish);
    },
  };
}

export interface TruthCheck {
  /** Well-formed postings in the world. */
  postings: number;
  activeListings: number;
  /** Well-formed postings with no active offer. */
  lost: string[];
  /** Active offers the world does not have. */
  extra: number;
  /** (platform, external id) keys held by more than one offer row. */
  duplicateKeys: number;
  /** Truth vehicle id → how many listings its active offers are spread over. */
  listingsPerVehicle: Map<number, number>;
  /** Truth vehicle id → its postings' keys grouped by listing (sorted, for comparing groupings). */
  grouping: Map<number, string>;
  /** Listings holding the postings of more than one vehicle of the world (wrong merges). */
  mixedListings: number;
}

export async function checkTruth(knex: Knex, truth: Truth): Promise<TruthCheck> {
  const offers = (await knex('offers').select('platform', 'external_id', 'listing_id', 'status')) as {
    platform: string;
    external_id: string;
    listing_id: number;
    status: string;
  }[];
  const counts = new Map<string, number>();
  const active = new Map<string, number>();
  for (const o of offers) {
    const key = `${o.platform}/${o.external_id}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
    if (o.status === 'active') active.set(key, o.listing_id);
  }
  const [row] = (await knex('listings').where('status', 'active').count({ n: '*' })) as { n: number }[];
  const lost: string[] = [];
  const listingsPerVehicle = new Map<number, number>();
  const grouping = new Map<number, string>();
  const known = new Set<string>();
  const vehiclesOf = new Map<number, Set<number>>();
  let postings = 0;
  for (const v of truth.vehicles) {
    const byListing = new Map<number, string[]>();
    for (const p of v.postings) {
      const key = `${p.platform}/${p.externalId}`;
      known.add(key);
      if (p.malformed) continue;
      postings++;
      const listing = active.get(key);
      if (listing === undefined) lost.push(key);
      else {
        byListing.set(listing, [...(byListing.get(listing) ?? []), key]);
        vehiclesOf.set(listing, (vehiclesOf.get(listing) ?? new Set()).add(v.id));
      }
    }
    listingsPerVehicle.set(v.id, byListing.size);
    grouping.set(
      v.id,
      [...byListing.values()]
        .map((keys) => keys.sort().join('+'))
        .sort()
        .join(' | '),
    );
  }
  return {
    postings,
    activeListings: Number(row?.n ?? 0),
    lost,
    extra: [...active.keys()].filter((k) => !known.has(k)).length,
    duplicateKeys: [...counts.values()].filter((n) => n > 1).length,
    listingsPerVehicle,
    grouping,
    mixedListings: [...vehiclesOf.values()].filter((ids) => ids.size > 1).length,
  };
}
