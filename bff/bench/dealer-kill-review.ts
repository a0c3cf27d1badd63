// bench:dealer-kill's review scenario (dealer-kill.ts explains it): the API test killed mid-way.
import { performance } from 'node:perf_hooks';
import { createDealerSampleServer } from '../dealer-sample/server.js';
import { API_TEST_QUEUE, reviewActorId } from '../plugins/dealers/definitions.js';
import { sleep, spawnServer, type ChildServer } from './crawl-harness.js';
import { startSlowProxy } from './dealer-kill-helpers.js';
import {
  TEST_DELAY_MS,
  KILLS,
  TOKEN,
  API_TEST_ATTEMPTS,
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

// ---- review: the API test killed mid-way -------------------------------------------------------------

export async function reviewTrial(trial: number): Promise<Row> {
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
