// bench:dealer-kill (dealer-kill.ts): the options, the constants and the helpers both scenarios use.
import type { Knex } from 'knex';
import { prepareDb, sleep, type BenchDb, type ChildServer } from './crawl-harness.js';
import { BrowserSession, onboardingApplication } from './dealer-kill-helpers.js';

export const args = new Map(
  process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string]),
);
export const TRIALS = Number(args.get('trials') ?? 3);
export const SCENARIO = args.get('scenario') ?? 'both';
export const VEHICLES = Number(args.get('vehicles') ?? 1500);
export const PAGE_DELAY_MS = Number(args.get('page-delay') ?? 400);
export const TEST_DELAY_MS = Number(args.get('test-delay') ?? 2500);
export const KILLS = Number(args.get('kills') ?? 1);
export const SYNC_KILL = args.get('sync-kill') ?? 'pull';
export const TOKEN = 'dealer-kill-bench-token';
/** Pounds the dealer adds to every price between the two pulls. */
export const PRICE_BUMP = 150;
/** definitions.ts queueTest's maxAttempts: killed this often, the API test is given up. */
export const API_TEST_ATTEMPTS = 3;
/** The sync reads the JSON API 100 vehicles a page (json-api.ts API_PAGE_SIZE). */
export const PAGE_SIZE = 100;
/** Lease (30 s) + start-up + the work again, with room for a loaded machine. */
export const RECOVERY_TIMEOUT_MS = 150_000;
export const SERVER_ENV = {
  DEALER_API_ALLOWED_HOSTS: '127.0.0.1',
  SIGNUPS_PER_ADDRESS_HOURLY: '1000',
  SEARCH_THREADS: '0',
  LOG_LEVEL: 'info',
};

export const seconds = (ms: number | null | undefined) =>
  ms === null || ms === undefined ? '-' : (ms / 1000).toFixed(1);
export const errorText = (error: unknown) => {
  const e = error as Error & { cause?: Error };
  return `${e.message}${e.cause ? ` (${e.cause.message})` : ''}`;
};

/** A fresh database the server will not fill by crawling: it has had its first run already. */
export async function freshDb(label: string): Promise<BenchDb> {
  const db = await prepareDb(label, 0);
  const open = await db.open();
  await open.knex('scrape_runs').insert({ trigger: 'manual', state: 'completed', finished_at: new Date() });
  await open.close();
  return db;
}

export async function withDb<T>(db: BenchDb, work: (knex: Knex) => Promise<T>): Promise<T> {
  const open = await db.open();
  try {
    return await work(open.knex);
  } finally {
    await open.close();
  }
}

/** A signed-up person's onboarding application whose API is `apiEndpoint`; returns its id. */
export async function apply(server: ChildServer, apiEndpoint: string, n: number): Promise<number> {
  const browser = new BrowserSession(`http://127.0.0.1:${server.port}`);
  await browser.register(n, server.logFile);
  const res = await browser.request<{ applicationId: number }>(
    'POST',
    '/api/dealer/onboard',
    onboardingApplication(apiEndpoint, TOKEN),
  );
  if (res.status !== 201) throw new Error(`onboard: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.applicationId;
}

export interface Row {
  cells: (string | number)[];
  ok: boolean;
  notes: string[];
}

/** Runs `trials` trials one after another, printing each row and its notes; returns how many failed. */
export async function runTrials(trials: number, trial: (n: number) => Promise<Row>): Promise<number> {
  let failures = 0;
  for (let i = 1; i <= trials; i++) {
    try {
      const row = await trial(i);
      if (!row.ok) failures++;
      console.log(row.cells.join('\t'));
      for (const note of row.notes) console.log(`  ${note}`);
    } catch (error) {
      failures++;
      console.log(`${i}\tfailed: ${errorText(error)}`);
    }
  }
  return failures;
}

export async function waitFor<T>(find: () => T | undefined, timeoutMs: number, what: string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(what);
    await sleep(10);
  }
}
