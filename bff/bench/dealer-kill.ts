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
// --kills=1 --sync-kill=pull|merge. The scenarios: dealer-kill-review.ts and dealer-kill-sync.ts; what
// both use: dealer-kill-common.ts.
import { performance } from 'node:perf_hooks';
import { loadLine } from './crawl-harness.js';
import { reviewTrial } from './dealer-kill-review.js';
import { syncTrial } from './dealer-kill-sync.js';
import {
  TRIALS,
  SCENARIO,
  VEHICLES,
  PAGE_DELAY_MS,
  TEST_DELAY_MS,
  KILLS,
  SYNC_KILL,
  PAGE_SIZE,
  errorText,
  type Row,
} from './dealer-kill-common.js';

// ---- the run ---------------------------------------------------------------------------------------

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
