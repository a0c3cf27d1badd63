// `npm run bench:dealer-kill`: long dealer work survives a kill -9 of the server (DECISIONS 16: "long
// work is a persisted machine plus jobs … surviving kill -9"), as bench:kill proves it for crawls. The
// real server runs as a child process (crawl-harness.ts: spawnServer, prepareDb), on PostgreSQL when
// DATABASE_URL is set (a schema per trial), else PGlite (a data folder per trial). The sample dealer
// API (bff/dealer-sample) runs in this process behind a proxy that holds every answer back, so the
// work is slow enough to kill mid-way. The job lease is 30 s (not configurable from the environment),
// so each trial waits about that long after its kill.
//
// review  An onboarding application whose API is the slowed sample; the admin (operator token)
//         presses Test; SIGKILL while the `dealer.api_test` job is calling the API (waiting for the
//         list, or for the images); restart. Expected: the job is taken over once its lease lapses,
//         the review machine leaves `testing` for `pending` with a result (score, vehicle count, or a
//         clear failed-test result), exactly one result recorded (one job, one TEST_DONE: the
//         snapshot's version), and Approve then works.
//   kill at = seconds after the job's first request to the API (phase: list | images);
//   resume s = kill → the restarted server's first request to the API; result s = kill → the admin
//   sees the result; jobs = state/claims of the test's job; version = the review snapshot's.
//
// sync    A dealer approved with an API integration (auto-sync, hourly) and a first, uninterrupted
//         sync of the sample's stock less some cars "not yet in stock"; then the stock changes (those
//         cars arrive, others are sold, every price goes up £150), the next pull is queued the way
//         the 5-minute task queues it (dealerSyncTask, with the database to ourselves), and the
//         server is SIGKILLed while it reads the pages; restart. Expected: the sync completes after
//         the restart, the dealer's active vehicles are exactly the sample's stock (none lost, none
//         extra, no stock id or offer twice, the cars already listed keep their listing, every price
//         the new one), the sold cars are removed, and the dealer's sync columns say a complete,
//         successful pull of every car.
//   kill at = page being read at the kill / pages; resume s = kill → the restarted server's first
//   request to the feed; done s = kill → the admin sees no pull under way and a new result (the
//   application's detail, `sync`); relisted = cars of the first pull now on another listing; stale =
//   active cars not at the feed's price; last result = last_sync_result (+added ~updated =unchanged
//   -removed); jobs = state/claims of the first and second pulls.
//
// --kills=N kills the same work N times (each time once the restarted server has taken it over). At
// N ≥ 3 (both jobs' max attempts) the job is given up: the review must then end `pending` with a
// failed-test result, and the sync must leave the vehicles as they were and record a failed pull.
// --sync-kill=merge kills after the last page was read, while the vehicles are merged (at 15-85% of
// the time the first pull took to merge), instead of mid-pull.
//
// Exit 1 if any trial fails. Options: --trials=3 --scenario=review|sync|both --vehicles=1500 (sync)
// --page-delay=400 (ms per feed page) --test-delay=2500 (ms per answer during the API test)
// --kills=1 --sync-kill=pull|merge.
import { performance } from 'node:perf_hooks';
import type { Knex } from 'knex';
import { createDealerSampleServer } from '../dealer-sample/server.js';
import { dealerSyncTask } from '../jobs/dealer-sync.task.js';
import { SYNC_ATTEMPTS, SYNC_QUEUE } from '../plugins/dealer-api/sync.job.js';
import { API_TEST_QUEUE, reviewActorId } from '../plugins/dealers/definitions.js';
import { loadLine, prepareDb, sleep, spawnServer, type BenchDb, type ChildServer } from './crawl-harness.js';
import { BrowserSession, onboardingApplication, startSlowProxy } from './dealer-kill-helpers.js';

const args = new Map(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string]));
const TRIALS = Number(args.get('trials') ?? 3);
const SCENARIO = args.get('scenario') ?? 'both';
const VEHICLES = Number(args.get('vehicles') ?? 1500);
const PAGE_DELAY_MS = Number(args.get('page-delay') ?? 400);
const TEST_DELAY_MS = Number(args.get('test-delay') ?? 2500);
const KILLS = Number(args.get('kills') ?? 1);
const SYNC_KILL = args.get('sync-kill') ?? 'pull';
const TOKEN = 'dealer-kill-bench-token';
/** Pounds the dealer adds to every price between the two pulls. */
const PRICE_BUMP = 150;
/** definitions.ts queueTest's maxAttempts: killed this often, the API test is given up. */
const API_TEST_ATTEMPTS = 3;
/** The sync reads the JSON API 100 vehicles a page (json-api.ts API_PAGE_SIZE). */
const PAGE_SIZE = 100;
/** Lease (30 s) + start-up + the work again, with room for a loaded machine. */
const RECOVERY_TIMEOUT_MS = 150_000;
const SERVER_ENV = {
  DEALER_API_ALLOWED_HOSTS: '127.0.0.1',
  SIGNUPS_PER_ADDRESS_HOURLY: '1000',
  SEARCH_THREADS: '0',
  LOG_LEVEL: 'info',
};

const seconds = (ms: number | null | undefined) =>
  ms === null || ms === undefined ? '-' : (ms / 1000).toFixed(1);
const errorText = (error: unknown) => {
  const e = error as Error & { cause?: Error };
  return `${e.message}${e.cause ? ` (${e.cause.message})` : ''}`;
};

/** A fresh database the server will not fill by crawling: it has had its first run already. */
async function freshDb(label: string): Promise<BenchDb> {
  const db = await prepareDb(label, 0);
  const open = await db.open();
  await open.knex('scrape_runs').insert({ trigger: 'manual', state: 'completed', finished_at: new Date() });
  await open.close();
  return db;
}

async function withDb<T>(db: BenchDb, work: (knex: Knex) => Promise<T>): Promise<T> {
  const open = await db.open();
  try {
    return await work(open.knex);
  } finally {
    await open.close();
  }
}

/** A signed-up person's onboarding application whose API is `apiEndpoint`; returns its id. */
async function apply(server: ChildServer, apiEndpoint: string, n: number): Promise<number> {
  const browser = new BrowserSession(`http://127.0.0.1:${server.port}`);
  await browser.register(n);
  const res = await browser.request<{ applicationId: number }>(
    'POST',
    '/api/dealer/onboard',
    onboardingApplication(apiEndpoint, TOKEN),
  );
  if (res.status !== 201) throw new Error(`onboard: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.applicationId;
}

interface Row {
  cells: (string | number)[];
  ok: boolean;
  notes: string[];
}

// ---- review: the API test killed mid-way -------------------------------------------------------------

async function reviewTrial(trial: number): Promise<Row> {
  const sample = await createDealerSampleServer({ token: TOKEN });
  const proxy = await startSlowProxy(sample.url);
  const db = await freshDb('dealer-kill-review');
  let server: ChildServer | null = null;
  let failed = true;
  try {
    server = await spawnServer(db, SERVER_ENV);
    const id = await apply(server, `${proxy.url}/api/vehicles`, trial);
    proxy.delayMs = TEST_DELAY_MS;
    // The admin presses Test; the answer never comes (the server dies while it waits for the job).
    void server.api(`/api/admin/dealer-applications/${id}/test`, 'POST').catch(() => {});
    const kills: string[] = [];
    let killedAt = 0;
    for (let k = 1; k <= KILLS; k++) {
      const start = proxy.requests.length;
      // The job's first request to the API: the first claim's, or the taken-over one's.
      const first = await waitFor(
        () => proxy.requests[start],
        RECOVERY_TIMEOUT_MS,
        `the API test never called the API (kill ${k})`,
      );
      // Anywhere in the test: waiting for the list (one delay), then for the images (another).
      const offset = 200 + Math.random() * (2 * TEST_DELAY_MS - 500);
      await sleep(Math.max(0, first.at + offset - performance.now()));
      kills.push(`${seconds(offset)} s (${first.sentAt === null ? 'list' : 'images'})`);
      await server.kill();
      killedAt = performance.now();
      server = await spawnServer(db, SERVER_ENV);
      const atRestart = (await server.api(`/api/admin/dealer-applications/${id}`)).status as string;
      if (atRestart !== 'testing') throw new Error(`the test was over before kill ${k} (${atRestart})`);
    }
    const before = proxy.requests.length;
    let detail: any;
    const deadline = Date.now() + RECOVERY_TIMEOUT_MS;
    for (;;) {
      detail = await server.api(`/api/admin/dealer-applications/${id}`);
      if (detail.status !== 'testing' || Date.now() > deadline) break;
      await sleep(250);
    }
    const resultMs = performance.now() - killedAt;
    const resumed = proxy.requests.slice(before).find((r) => r.at > killedAt);
    const resumeMs = resumed ? resumed.at - killedAt : null;
    const notes: string[] = [];
    let approved = false;
    if (detail.status === 'pending') {
      try {
        const approval = await server.api(`/api/admin/dealer-applications/${id}/approve`, 'POST');
        approved = Number.isInteger(approval.credentials?.dealerId) && !!approval.credentials?.apiKey;
      } catch (error) {
        notes.push(`approve: ${errorText(error)}`);
      }
    }
    await server.stop();
    server = null;
    const check = await withDb(db, async (knex) => ({
      jobs: (await knex('jobs')
        .where({ queue: API_TEST_QUEUE })
        .whereRaw("(payload->>'applicationId')::int = ?", [id])
        .select('state', 'attempts')) as { state: string; attempts: number }[],
      actor: (await knex('actor_snapshots')
        .where({ id: reviewActorId(id) })
        .first('version', 'state', 'snapshot')) as {
        version: number;
        state: unknown;
        snapshot: { context: { tests: number; lastResult: unknown } };
      },
      app: (await knex('dealer_applications').where({ id }).first('status', 'test_result', 'dealer_id')) as {
        status: string;
        test_result: { success: boolean; dataQualityScore: number; vehicleCount: number } | null;
        dealer_id: number | null;
      },
    }));
    const result = detail.testResult as {
      success: boolean;
      dataQualityScore: number;
      vehicleCount: number;
      issues: string[];
    } | null;
    const outcome =
      detail.status !== 'pending'
        ? `stuck ${detail.status}`
        : !result
          ? 'pending, no result'
          : result.success
            ? `tested: score ${result.dataQualityScore}, ${result.vehicleCount} vehicles`
            : `failed test: ${result.issues[0] ?? '?'}`;
    // create (1), TEST (2), TEST_DONE or TEST_FAILED (3), APPROVE (4): one report, not two. Killed
    // on each of its attempts, the job is given up and reports TEST_FAILED.
    const givenUp = KILLS >= API_TEST_ATTEMPTS;
    const oneResult =
      check.jobs.length === 1 &&
      check.jobs[0]!.state === (givenUp ? 'failed' : 'done') &&
      check.jobs[0]!.attempts >= KILLS + 1 &&
      check.actor.version === 4 &&
      check.actor.snapshot.context.tests === 1;
    const goodResult =
      !!result &&
      (givenUp
        ? !result.success && /could not be completed/.test(result.issues[0] ?? '')
        : result.success && result.vehicleCount === sample.vehicleCount);
    const ok =
      detail.status === 'pending' &&
      goodResult &&
      oneResult &&
      approved &&
      check.app.status === 'approved' &&
      check.app.dealer_id !== null;
    if (!oneResult)
      notes.push(
        `jobs ${JSON.stringify(check.jobs)}, machine version ${check.actor.version}, tests ${check.actor.snapshot.context.tests}`,
      );
    if (result && !result.success) notes.push(`issues: ${result.issues.join('; ')}`);
    failed = !ok;
    return {
      ok,
      notes,
      cells: [
        trial,
        kills.join('; '),
        seconds(resumeMs),
        seconds(resultMs),
        check.jobs.map((j) => `${j.state}/${j.attempts}`).join(',') || '-',
        check.actor.version,
        approved ? 'yes' : 'no',
        outcome,
        ok ? 'yes' : 'NO',
      ],
    };
  } catch (error) {
    throw new Error(`${errorText(error)}; kept ${db.dataDir}`);
  } finally {
    if (server && server.child.exitCode === null) await server.kill();
    await proxy.close();
    await sample.close();
    await db.drop(failed);
  }
}

// ---- sync: the dealer's auto-sync killed mid-pull --------------------------------------------------

interface VehicleRow {
  stock_id: string;
  /** Pence, as the dealer's feed said it (the kept fields). */
  price: number;
  offer_id: number;
  status: string;
  listing_id: number;
  listing_status: string;
  synced_at: Date | null;
}

async function dealerVehicles(knex: Knex, dealerId: number): Promise<VehicleRow[]> {
  return (await knex('dealer_vehicles as v')
    .join('offers as o', 'o.id', 'v.offer_id')
    .join('listings as l', 'l.id', 'o.listing_id')
    .where('v.dealer_id', dealerId)
    .select(
      'v.stock_id',
      'v.offer_id',
      'o.status',
      'o.listing_id',
      'l.status as listing_status',
      'v.synced_at',
      knex.raw("(v.vehicle->>'price')::int as price"),
    )) as VehicleRow[];
}

/** The sample's prices (whole pounds) by stock id, read from its API as a dealer's system shows them. */
async function samplePrices(url: string): Promise<Map<string, number>> {
  const prices = new Map<string, number>();
  for (let page = 1; ; page++) {
    const res = await fetch(`${url}/api/vehicles?page=${page}&per_page=200`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    const doc = (await res.json()) as {
      data: { id: string; price_gbp: number }[];
      meta: { next_cursor: string | null };
    };
    for (const v of doc.data) prices.set(v.id, v.price_gbp);
    if (!doc.meta.next_cursor) return prices;
  }
}

/** Queues the dealer's pull as the 5-minute task does (the database to ourselves: no server runs). */
async function queueSync(db: BenchDb, at: Date): Promise<void> {
  const { queued } = await withDb(db, (knex) => dealerSyncTask({ knex }, at));
  if (queued !== 1) throw new Error(`the sync task queued ${queued} pulls, not 1`);
}

interface SyncView {
  pulling: boolean;
  lastSyncedAt: string | null;
  lastResult: { ok: boolean } | null;
}

/**
 * Polls the dealer's auto-sync as the admin sees it (the application's detail) until no pull is
 * queued or running and `done` holds; returns when that was seen, or null after `timeoutMs`.
 */
async function waitForSync(
  server: ChildServer,
  applicationId: number,
  done: (sync: SyncView) => boolean,
  timeoutMs: number,
): Promise<number | null> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const sync = (await server
      .api(`/api/admin/dealer-applications/${applicationId}`)
      .then((d) => d.sync as SyncView | null)
      .catch(() => null)) as SyncView | null;
    if (sync && !sync.pulling && done(sync)) return performance.now();
    if (Date.now() > deadline) return null;
    await sleep(250);
  }
}

const syncedSince = (since: Date) => (sync: SyncView) =>
  sync.lastSyncedAt !== null && new Date(sync.lastSyncedAt) > since;

async function syncTrial(trial: number): Promise<Row> {
  // A sample of its own: the trial sells some of its cars.
  const sample = await createDealerSampleServer({ token: TOKEN, vehicles: VEHICLES });
  const proxy = await startSlowProxy(sample.url);
  const db = await freshDb('dealer-kill-sync');
  let server: ChildServer | null = null;
  let failed = true;
  try {
    // Cars 'not yet in stock' at the first pull, and cars sold before the second.
    const all = sample.ids();
    const arriving = all.filter((_, i) => i % 20 === 7);
    const sold = all.filter((_, i) => i % 25 === 3);
    for (const id of arriving) proxy.hidden.add(id);

    server = await spawnServer(db, SERVER_ENV);
    const applicationId = await apply(server, `${proxy.url}/api/vehicles`, trial);
    const tested = await server.api(`/api/admin/dealer-applications/${applicationId}/test`, 'POST');
    if (!tested.success) throw new Error(`the API test failed: ${JSON.stringify(tested)}`);
    const approval = await server.api(`/api/admin/dealer-applications/${applicationId}/approve`, 'POST');
    const dealerId = approval.credentials.dealerId as number;
    await server.stop();
    server = null;

    // The first pull, uninterrupted.
    const queuedAt = new Date();
    await queueSync(db, queuedAt);
    const firstStart = proxy.requests.length;
    server = await spawnServer(db, SERVER_ENV);
    const firstDone = await waitForSync(server, applicationId, syncedSince(queuedAt), 120_000);
    // How long the first pull took from its last page to its end (the merge, mostly).
    const lastPage = proxy.requests.slice(firstStart).at(-1)?.sentAt;
    const mergeMs = firstDone && lastPage ? firstDone - lastPage : 1000;
    await server.stop();
    server = null;
    const firstResult = await withDb(db, async (knex) => {
      const row = (await knex('dealers').where({ id: dealerId }).first('last_sync_result')) as {
        last_sync_result: { ok?: boolean } | null;
      };
      return row.last_sync_result;
    });
    if (!firstResult?.ok) throw new Error(`the first sync did not complete: ${JSON.stringify(firstResult)}`);
    const listed = new Map(
      (await withDb(db, (knex) => dealerVehicles(knex, dealerId))).map((v) => [v.stock_id, v]),
    );

    // The stock changes; the next pull is due (as an hour later); the server dies while it reads.
    proxy.hidden.clear();
    proxy.priceBump = PRICE_BUMP;
    const prices = await samplePrices(sample.url); // before the sales: a given-up pull keeps them
    for (const id of sold) sample.remove(id);
    const pages = Math.ceil(sample.ids().length / PAGE_SIZE);
    // Killed on each of its attempts, the pull is given up: the vehicles stay as the first pull left
    // them, and the dealer's sync columns should say the pull failed.
    const givenUp = KILLS >= SYNC_ATTEMPTS;
    const expected = givenUp
      ? new Set([...listed.values()].filter((v) => v.status === 'active').map((v) => v.stock_id))
      : new Set(sample.ids());
    await queueSync(db, new Date(Date.now() + 2 * 3_600_000));
    proxy.delayMs = PAGE_DELAY_MS;
    const kills: string[] = [];
    let killedAt = 0;
    let killedAtWall = new Date();
    for (let k = 1; k <= KILLS; k++) {
      const start = proxy.requests.length;
      server = await spawnServer(db, SERVER_ENV);
      // The pull (the first claim's, or the one taken over after a kill) asks for page after page.
      if (SYNC_KILL === 'merge') {
        // Every page read: the vehicles are being merged, 1,000 a transaction, then the removals.
        await waitFor(
          () => (proxy.requests.length - start >= pages && proxy.requests.at(-1)!.sentAt ? true : undefined),
          RECOVERY_TIMEOUT_MS,
          `the pull never read its last page (kill ${k})`,
        );
        const after = (0.15 + Math.random() * 0.7) * mergeMs;
        await sleep(after);
        kills.push(`merge +${seconds(after)} s`);
      } else {
        const page = 2 + Math.floor(Math.random() * (pages - 1)); // 2..pages
        await waitFor(
          () => (proxy.requests.length - start >= page ? true : undefined),
          RECOVERY_TIMEOUT_MS,
          `the pull never asked for page ${page} (kill ${k})`,
        );
        await sleep(Math.random() * PAGE_DELAY_MS * 0.9);
        kills.push(`page ${proxy.requests.length - start}/${pages}`);
      }
      await server.kill();
      killedAt = performance.now();
      killedAtWall = new Date();
      server = null;
    }

    // The restarted worker takes the pull over once the lease lapses, or (killed on its last
    // attempt) gives it up: either way no pull is left queued or running.
    server = await spawnServer(db, SERVER_ENV);
    const finished = await waitForSync(
      server,
      applicationId,
      givenUp ? () => true : syncedSince(killedAtWall),
      RECOVERY_TIMEOUT_MS,
    );
    const doneMs = finished === null ? null : finished - killedAt;
    const resumed = proxy.requests.find((r) => r.at > killedAt);
    const resumeMs = resumed ? resumed.at - killedAt : null;
    await server.stop();
    server = null;

    const check = await withDb(db, async (knex) => ({
      vehicles: await dealerVehicles(knex, dealerId),
      offers: (await knex('offers')
        .where('external_id', 'like', `dealer:${dealerId}:%`)
        .select('external_id')) as { external_id: string }[],
      dealer: (await knex('dealers').where({ id: dealerId }).first('last_synced_at', 'last_sync_result')) as {
        last_synced_at: Date | null;
        last_sync_result: Record<string, unknown> | null;
      },
      jobs: (await knex('jobs')
        .where({ queue: SYNC_QUEUE })
        .whereRaw("(payload->>'dealerId')::int = ?", [dealerId])
        .orderBy('id')
        .select('state', 'attempts')) as { state: string; attempts: number }[],
    }));
    const active = check.vehicles.filter((v) => v.status === 'active');
    const activeIds = new Set(active.map((v) => v.stock_id));
    const lost = [...expected].filter((id) => !activeIds.has(id));
    const extra = [...activeIds].filter((id) => !expected.has(id));
    const count = <T>(xs: T[]) => {
      const m = new Map<T, number>();
      for (const x of xs) m.set(x, (m.get(x) ?? 0) + 1);
      return [...m.values()].filter((n) => n > 1).length;
    };
    const duplicates =
      count(check.vehicles.map((v) => v.stock_id)) + count(check.offers.map((o) => o.external_id));
    const unlisted = active.filter((v) => v.listing_status !== 'active').length;
    // Every car at the feed's new price (or, when the pull was given up, still at the old one).
    const bump = givenUp ? 0 : PRICE_BUMP;
    const stale = active.filter((v) => v.price !== (prices.get(v.stock_id)! + bump) * 100).length;
    const relisted = active.filter(
      (v) => listed.has(v.stock_id) && listed.get(v.stock_id)!.listing_id !== v.listing_id,
    ).length;
    const soldListed = givenUp ? [] : sold.filter((id) => listed.has(id));
    const soldKept = soldListed.filter((id) => activeIds.has(id)).length;
    const r = check.dealer.last_sync_result ?? {};
    const syncedAfter = !!check.dealer.last_synced_at && check.dealer.last_synced_at > killedAtWall;
    const statusOk = givenUp
      ? r.ok === false && syncedAfter
      : r.ok === true &&
        r.complete === true &&
        r.processed === expected.size &&
        r.rejected === 0 &&
        r.removed === soldListed.length &&
        syncedAfter;
    const second = check.jobs[1];
    const jobsOk =
      check.jobs.length === 2 &&
      check.jobs[0]!.state === 'done' &&
      second!.state === (givenUp ? 'failed' : 'done') &&
      second!.attempts >= KILLS + 1;
    const ok =
      doneMs !== null &&
      lost.length === 0 &&
      extra.length === 0 &&
      duplicates === 0 &&
      unlisted === 0 &&
      relisted === 0 &&
      stale === 0 &&
      soldKept === 0 &&
      statusOk &&
      jobsOk;
    const notes: string[] = [];
    if (lost.length) notes.push(`lost: ${lost.slice(0, 10).join(', ')}`);
    if (extra.length) notes.push(`extra: ${extra.slice(0, 10).join(', ')}`);
    if (unlisted) notes.push(`${unlisted} active vehicles on a listing that is not active`);
    if (second?.state === 'done' && second.attempts === 1)
      notes.push('inconclusive: the pull had finished before the kill (it was never taken over)');
    if (!statusOk || !jobsOk)
      notes.push(
        `last_synced_at ${check.dealer.last_synced_at?.toISOString() ?? null} (kill ${killedAtWall.toISOString()}), last_sync_result ${JSON.stringify(r)}, jobs ${JSON.stringify(check.jobs)}`,
      );
    failed = !ok;
    return {
      ok,
      notes,
      cells: [
        trial,
        kills.join('; '),
        seconds(resumeMs),
        seconds(doneMs),
        `${active.length}/${expected.size}`,
        lost.length,
        extra.length,
        duplicates,
        relisted,
        stale,
        `${soldListed.length - soldKept}/${soldListed.length}`,
        `${r.ok === true ? 'ok' : 'failed'}${r.complete ? ', complete' : ''}, +${r.added} ~${r.updated} =${r.unchanged} -${r.removed}${syncedAfter ? '' : ' (from before the kill)'}`,
        check.jobs.map((j) => `${j.state}/${j.attempts}`).join(','),
        ok ? 'yes' : 'NO',
      ],
    };
  } catch (error) {
    throw new Error(`${errorText(error)}; kept ${db.dataDir}`);
  } finally {
    if (server && server.child.exitCode === null) await server.kill();
    await proxy.close();
    await sample.close();
    await db.drop(failed);
  }
}

// ---- the run ---------------------------------------------------------------------------------------

async function waitFor<T>(find: () => T | undefined, timeoutMs: number, what: string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(what);
    await sleep(10);
  }
}

async function scenario(
  title: string,
  columns: string[],
  run: (trial: number) => Promise<Row>,
): Promise<number> {
  console.log(`\n${title}`);
  console.log(columns.join('\t'));
  let failures = 0;
  for (let i = 1; i <= TRIALS; i++) {
    let row: Row;
    try {
      row = await run(i);
    } catch (error) {
      failures++;
      console.log(`${i}\tfailed: ${errorText(error)}`);
      continue;
    }
    if (!row.ok) failures++;
    console.log(row.cells.join('\t'));
    for (const note of row.notes) console.log(`  ${note}`);
  }
  return failures;
}

const kind = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
console.log(`kill -9 of long dealer work on ${kind}, ${TRIALS} trials per scenario (${loadLine()})`);
const t0 = performance.now();
let failures = 0;
let trials = 0;
if (SCENARIO === 'review' || SCENARIO === 'both') {
  trials += TRIALS;
  failures += await scenario(
    `review: the API test killed mid-way ${KILLS === 1 ? 'once' : `${KILLS} times`} (each answer of the sample API held ${TEST_DELAY_MS} ms)`,
    ['trial', 'kill at', 'resume s', 'result s', 'jobs', 'version', 'approve', 'outcome', 'ok'],
    reviewTrial,
  );
}
if (SCENARIO === 'sync' || SCENARIO === 'both') {
  trials += TRIALS;
  failures += await scenario(
    `sync: auto-sync killed ${SYNC_KILL === 'merge' ? 'mid-merge' : 'mid-pull'} ${KILLS === 1 ? 'once' : `${KILLS} times`} (${VEHICLES} vehicles, ${Math.ceil(VEHICLES / PAGE_SIZE)} pages, each held ${PAGE_DELAY_MS} ms; 5% arrive and 4% are sold between the pulls)`,
    [
      'trial',
      'kill at',
      'resume s',
      'done s',
      'active',
      'lost',
      'extra',
      'dup',
      'relisted',
      'stale',
      'sold gone',
      'last result',
      'jobs',
      'ok',
    ],
    syncTrial,
  );
}
console.log(
  `\n${trials - failures}/${trials} trials survived kill -9 on ${kind} in ${((performance.now() - t0) / 1000).toFixed(0)} s (${loadLine()})`,
);
process.exit(failures ? 1 : 0);
