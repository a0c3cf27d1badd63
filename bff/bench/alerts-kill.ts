// `npm run bench:alerts-kill`: alerts stay exactly once across a kill -9 of the server (issue 14: "a
// price drop at a demo source reaches the saved-search owner's notifications exactly once after a
// scraping run (kill mid-run and resume: still exactly once)"). Not part of `npm test`: each trial
// crawls a world twice and waits out the 30 s job lease.
//
// Per trial, with the crawl harness (crawl-harness.ts): a demo world of its own and a fresh database
// (a PostgreSQL schema when DATABASE_URL is set, else a PGlite folder); the real server crawls it on
// its first start; once that run is done and the follower jobs (alerts.detect, deals.rate) are idle
// and the 'alerts' follower has read every change, a buyer is written straight into the database: a
// user, two instant searches with e-mail on (a narrower one, `maxPrice`, saved first so it names its
// matches, then `{}` for every car) and a few dream-garage cars. The world moves on (`/_advance`:
// price drops, new and relisted cars), an operator starts a scraping run, and the server is SIGKILLed
// at a random point: once a random share of the run's pages is done ("pages"), or, on PostgreSQL
// where the bench can watch the jobs table while the server runs, the moment an alerts.detect job is
// seen running ("detect"). Whether a detection job was really cut short is read from the database
// while the server is down (a job left 'running'). Then a restart, the run's end, idle followers.
//
// The check is independent of the job: expected = for each search, the active cars the search API
// (HTTP, every page) finds that came on the market (first seen or relisted) or dropped in price after
// the search was saved, plus garage cars that dropped after they were saved; keyed as the product
// keys notifications (`new_match:<listing>`, `price_drop:<listing>:<price>`, once per person).
//   lost        expected with no notification          dup     two notifications for one key
//   unexpected  notified, not expected, car still for sale (a car sold since is counted as 'gone';
//               a drop at an earlier price of a car that dropped again is 'earlier drop')
//   e-mails     outbox rows to the buyer; mailed = notifications of the searches named in their bodies;
//               mail lost / mail dup = search notifications carried by 0 / more than 1 e-mail
// Exit 1 if anything is lost or duplicated (notifications or e-mails), or a trial fails.
// Options: --trials=3 --vehicles=1500 --hours=6 (world hours advanced) --seed=21 --crawl-delay=0.2
import { performance } from 'node:perf_hooks';
import type { Knex } from 'knex';
import { startWorldServer } from '../world/server.js';
import {
  loadLine,
  prepareDb,
  sleep,
  spawnServer,
  waitForRun,
  type BenchDb,
  type ChildServer,
} from './crawl-harness.js';
import { args, runTrials, seconds, withDb, type Row } from './dealer-kill-common.js';
import { check, createBuyer, ENV } from './alerts-kill-check.js';

const TRIALS = Number(args.get('trials') ?? 3);
const VEHICLES = Number(args.get('vehicles') ?? 1500);
const HOURS = Number(args.get('hours') ?? 6);
const SEED = Number(args.get('seed') ?? 21);
const CRAWL_DELAY_S = Number(args.get('crawl-delay') ?? 0.2);
const RUN_TIMEOUT_MS = 10 * 60_000;
const SETTLE_TIMEOUT_MS = 5 * 60_000;
const FOLLOWER_QUEUES = ['alerts.detect', 'deals.rate'];
const PG = !!process.env.DATABASE_URL;

/** The first_start run the server starts on an empty database. */
async function firstRun(server: ChildServer): Promise<number> {
  for (let i = 0; i < 400; i++) {
    const status = await server.api('/api/scraping/status');
    if (status.run?.id) return status.run.id as number;
    await sleep(50);
  }
  throw new Error('no first_start run was started');
}

/** No follower job queued or running, and the 'alerts' follower has read every committed change. */
async function idle(knex: Knex): Promise<{ ok: boolean; jobs: number; behind: number }> {
  const [jobs] = (await knex('jobs')
    .whereIn('queue', FOLLOWER_QUEUES)
    .whereIn('state', ['queued', 'running'])
    .count({ n: '*' })) as { n: number }[];
  const behind = await knex.raw(
    `select count(*)::int as n
       from listing_changes c, change_followers f
      where f.name = 'alerts'
        and c.xid >= pg_snapshot_xmin(f.position)
        and not pg_visible_in_snapshot(c.xid, f.position)`,
  );
  const n = { jobs: Number(jobs!.n), behind: Number((behind.rows[0] as { n: number }).n) };
  return { ok: n.jobs === 0 && n.behind === 0, ...n };
}

/**
 * Waits until the followers are idle (twice in a row, 1.5 s apart: a wake-up is queued ~2 s after a
 * batch), then stops the server. PostgreSQL: watched while the server runs. PGlite (one process at a
 * time): stop, look, and start again while it is not.
 */
async function settle(db: BenchDb, server: ChildServer): Promise<void> {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  let last = { ok: false, jobs: 0, behind: 0 };
  if (PG) {
    let quiet = 0;
    while (quiet < 2) {
      if (Date.now() > deadline) throw new Error(`followers not idle: ${JSON.stringify(last)}`);
      await sleep(1500);
      last = await withDb(db, idle);
      quiet = last.ok ? quiet + 1 : 0;
    }
    await server.stop();
    return;
  }
  let current: ChildServer | null = server;
  for (;;) {
    await sleep(4000);
    await current.stop();
    last = await withDb(db, idle);
    if (last.ok) return;
    if (Date.now() > deadline) throw new Error(`followers not idle: ${JSON.stringify(last)}`);
    current = await spawnServer(db, ENV);
  }
}

interface KillPoint {
  mode: 'pages' | 'detect';
  where: string;
  /** An alerts.detect job left 'running' by the dead process: detection really was cut short. */
  detectCut: boolean;
}

/** Waits for the kill point and SIGKILLs the server. */
async function killAt(
  db: BenchDb,
  server: ChildServer,
  runId: number,
  mode: KillPoint['mode'],
  fraction: number,
  basePages: number,
  firstJob: number,
): Promise<KillPoint> {
  let where = '';
  if (mode === 'pages') {
    const target = Math.max(1, Math.round(fraction * basePages));
    for (;;) {
      const run = await server.api(`/api/scraping/runs/${runId}`);
      if (run.totals.pages >= target || run.finishedAt) {
        await server.kill();
        where = `${run.totals.pages}/${basePages} pages${run.finishedAt ? ' (run done)' : ''}`;
        break;
      }
      await sleep(20);
    }
  } else {
    // The bench watches the jobs table itself (PostgreSQL only): kill the moment detection is claimed.
    const open = await db.open();
    try {
      let finishedAt = 0;
      for (;;) {
        const job = (await open
          .knex('jobs')
          .where({ queue: 'alerts.detect', state: 'running' })
          .andWhere('id', '>=', firstJob)
          .first('id', 'attempts')) as { id: number; attempts: number } | undefined;
        if (job || (finishedAt && Date.now() - finishedAt > 30_000)) {
          await server.kill();
          const run = await withDb(db, (knex) =>
            knex('scrape_runs').where({ id: runId }).first('finished_at'),
          ).catch(() => null);
          where = job
            ? `detect job ${job.id} claimed${run?.finished_at ? ' (run done)' : ''}`
            : 'no detect job seen (run done + 30 s)';
          break;
        }
        if (!finishedAt) {
          const run = await open.knex('scrape_runs').where({ id: runId }).first('finished_at');
          if (run?.finished_at) finishedAt = Date.now();
        }
        await sleep(5);
      }
    } finally {
      await open.close();
    }
  }
  const detectCut = await withDb(db, async (knex) =>
    Boolean(
      await knex('jobs')
        .where({ queue: 'alerts.detect', state: 'running' })
        .andWhere('id', '>=', firstJob)
        .first('id'),
    ),
  );
  return { mode, where, detectCut };
}

async function trial(n: number): Promise<Row> {
  const world = await startWorldServer({
    seed: SEED + n,
    vehicles: VEHICLES,
    port: 0,
    crawlDelaySeconds: CRAWL_DELAY_S,
  });
  const db = await prepareDb('bench-alerts-kill', world.port);
  const notes: string[] = [];
  let server: ChildServer | null = null;
  let keep = true;
  try {
    server = await spawnServer(db, ENV);
    const first = await waitForRun(server, await firstRun(server), RUN_TIMEOUT_MS);
    await settle(db, server);
    server = null;
    const { buyer, firstJob } = await withDb(db, async (knex) => ({
      buyer: await createBuyer(knex),
      firstJob: Number(((await knex('jobs').max({ id: 'id' }).first()) as { id: number | null }).id ?? 0) + 1,
    }));
    await sleep(50);
    const advanced = (await (
      await fetch(`${world.url}/_advance?hours=${HOURS}`, { method: 'POST' })
    ).json()) as {
      changes: Record<string, number>;
    };
    server = await spawnServer(db, ENV);
    const started = await server.api<{ run: { id: number } }>('/api/scraping/start', 'POST');
    const runId = started.run.id;
    const mode = PG && Math.random() < 0.5 ? 'detect' : 'pages';
    const kill = await killAt(
      db,
      server,
      runId,
      mode,
      0.1 + Math.random() * 0.7,
      first.totals.pages,
      firstJob,
    );
    const killedAt = performance.now();
    server = await spawnServer(db, ENV);
    const run = await waitForRun(server, runId, RUN_TIMEOUT_MS);
    await settle(db, server);
    server = null;
    const doneMs = performance.now() - killedAt;
    const retried = await withDb(
      db,
      async (knex) =>
        (await knex('jobs')
          .where({ queue: 'alerts.detect' })
          .andWhere('id', '>=', firstJob)
          .andWhere('attempts', '>', 1)
          .count({ n: '*' })
          .first()) as { n: number },
    );
    const c = await check(db, buyer);
    const ok =
      run.state === 'completed' &&
      c.lost.length === 0 &&
      c.duplicated === 0 &&
      c.unexpected.length === 0 &&
      c.mailLost === 0 &&
      c.mailDup === 0 &&
      c.sameSetDup === 0;
    notes.push(
      `world +${HOURS} h: ${Object.entries(advanced.changes)
        .map(([k, v]) => `${k} ${v}`)
        .join(
          ', ',
        )}; run ${run.state}, ${run.totals.pages} pages; garage drops expected ${c.garageDrops}, garage notifications (no search matched, not e-mailed) ${c.garageNotified}`,
    );
    if (c.lost.length) notes.push(`lost: ${c.lost.slice(0, 10).join(', ')}`);
    if (c.unexpected.length) notes.push(`unexpected: ${c.unexpected.slice(0, 10).join(', ')}`);
    keep = !ok;
    if (keep) notes.push(`kept ${db.dataDir}`);
    return {
      ok,
      notes,
      cells: [
        n,
        `${kill.mode}: ${kill.where}`,
        kill.detectCut ? 'yes' : 'no',
        Number(retried.n),
        seconds(doneMs),
        c.expected,
        c.notified,
        c.lost.length,
        c.duplicated,
        c.unexpected.length,
        c.gone,
        c.earlierDrops,
        c.emails,
        c.mailed,
        c.mailLost,
        c.mailDup + c.sameSetDup,
        ok ? 'yes' : 'NO',
      ],
    };
  } finally {
    if (server?.child.exitCode === null) await server.kill();
    await world.close();
    await db.drop(keep);
  }
}

const kind = PG ? 'PostgreSQL' : 'PGlite';
console.log(
  `alerts across kill -9 on ${kind}: ${VEHICLES} vehicles, world +${HOURS} h between runs, ${TRIALS} trials (${loadLine()})`,
);
console.log(
  [
    'trial',
    'killed at',
    'detect cut',
    'detect retried',
    'kill → idle s',
    'expected',
    'notified',
    'lost',
    'dup',
    'unexpected',
    'gone',
    'earlier drop',
    'e-mails',
    'mailed',
    'mail lost',
    'mail dup',
    'ok',
  ].join('\t'),
);
const t0 = performance.now();
const failures = await runTrials(TRIALS, trial);
console.log(
  `\n${TRIALS - failures}/${TRIALS} trials exactly once on ${kind} (0 lost, 0 duplicated, every e-mail once) in ${((performance.now() - t0) / 1000).toFixed(0)} s (${loadLine()})`,
);
process.exit(failures ? 1 : 0);
