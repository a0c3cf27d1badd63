// bench:dealer-kill's sync scenario (dealer-kill.ts explains it): the dealer's auto-sync killed mid-pull.
import { performance } from 'node:perf_hooks';
import type { Knex } from 'knex';
import { createDealerSampleServer } from '../dealer-sample/server.js';
import { dealerSyncTask } from '../jobs/dealer-sync.task.js';
import { SYNC_ATTEMPTS, SYNC_QUEUE } from '../plugins/dealer-api/sync.job.js';
import { sleep, spawnServer, type BenchDb, type ChildServer } from './crawl-harness.js';
import { startSlowProxy } from './dealer-kill-helpers.js';
import {
  VEHICLES,
  PAGE_DELAY_MS,
  KILLS,
  SYNC_KILL,
  TOKEN,
  PRICE_BUMP,
  PAGE_SIZE,
  RECOVERY_TIMEOUT_MS,
  SERVER_ENV,
  seconds,
  errorText,
  freshDb,
  withDb,
  apply,
  waitFor,
  type Row,
} from './dealer-kill-common.js';

// ---- sync: the dealer's auto-sync killed mid-pull --------------------------------------------------

export interface VehicleRow {
  stock_id: string;
  /** Pence, as the dealer's feed said it (the kept fields). */
  price: number;
  offer_id: number;
  status: string;
  listing_id: number;
  listing_status: string;
  synced_at: Date | null;
}

export async function dealerVehicles(knex: Knex, dealerId: number): Promise<VehicleRow[]> {
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
export async function samplePrices(url: string): Promise<Map<string, number>> {
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
export async function queueSync(db: BenchDb, at: Date): Promise<void> {
  const { queued } = await withDb(db, (knex) => dealerSyncTask({ knex }, at));
  if (queued !== 1) throw new Error(`the sync task queued ${queued} pulls, not 1`);
}

export interface SyncView {
  pulling: boolean;
  lastSyncedAt: string | null;
  lastResult: { ok: boolean } | null;
}

/**
 * Polls the dealer's auto-sync as the admin sees it (the application's detail) until no pull is
 * queued or running and `done` holds; returns when that was seen, or null after `timeoutMs`.
 */
export async function waitForSync(
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

export const syncedSince = (since: Date) => (sync: SyncView) =>
  sync.lastSyncedAt !== null && new Date(sync.lastSyncedAt) > since;

export async function syncTrial(trial: number): Promise<Row> {
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
