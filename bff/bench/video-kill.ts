// `npm run bench:video-kill`: a video render survives a kill -9 of its server (issue 13 item 3: "a
// server killed mid-render leaves no half-written file visible and the job resumes or fails cleanly
// after restart"). Not part of the test run: each trial takes the 30 s job lease plus two renders.
//
// The real server runs as a child process (crawl-harness.ts: spawnServer, on PostgreSQL when
// DATABASE_URL is set, else PGlite). A person signs up and applies as a dealer, the operator approves
// it, the dealer's system adds a car through the inventory API, and the dealer asks for a 60 s 9:16
// video. Once ffmpeg is encoding (at a random point between 20 % and 70 % of the bar), the server is
// SIGKILLed. While it is down the database must show the video still rendering and no file stored,
// and no ffmpeg of the dead server may be left running; after the restart the API must show no
// outputUrl until the video completes. Expected: the job is claimed again once its lease lapses, the
// render starts again from scratch and completes (or, given up, fails with a reason), one file is
// stored, and the served MP4 is 60 s at 1080×1920 by its own boxes.
//
// Options: --trials=1 --duration=60 --aspect=9:16. Exit 1 if any trial fails.
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { registrationOf, vehicleBody } from '../plugins/dealer-api/testing.js';
import { readMp4 } from '../plugins/videos/render/mp4-boxes.js';
import { loadLine, sleep, spawnServer, type ChildServer } from './crawl-harness.js';
import { args, freshDb, runTrials, seconds, withDb } from './dealer-kill-common.js';
import { BrowserSession, onboardingApplication } from './dealer-kill-helpers.js';

const TRIALS = Number(args.get('trials') ?? 1);
const DURATION = Number(args.get('duration') ?? 60);
const ASPECT = args.get('aspect') ?? '9:16';
const PASSWORD = 'Correct-Horse-7';
const RECOVERY_TIMEOUT_MS = 420_000;
// LOG_LEVEL info: with no SMTP_URL the sign-up confirmation e-mail (its link) is written to the log.
const ENV = {
  SIGNUPS_PER_ADDRESS_HOURLY: '1000',
  SEARCH_THREADS: '0',
  VIDEO_RENDER_CONCURRENCY: '1',
  LOG_LEVEL: 'info',
};

const base = (server: ChildServer) => `http://127.0.0.1:${server.port}`;

async function signIn(server: ChildServer, n: number): Promise<BrowserSession> {
  const browser = new BrowserSession(base(server));
  const res = await browser.request('POST', '/api/login', { username: `dealer${n}`, password: PASSWORD });
  if (res.status !== 200) throw new Error(`login: ${res.status} ${JSON.stringify(res.body)}`);
  return browser;
}

/** A signed-up dealer, approved by the operator, with one car from its inventory API. */
async function dealerWithCar(server: ChildServer, n: number): Promise<{ carId: number }> {
  const browser = new BrowserSession(base(server));
  await browser.register(n, server.logFile);
  const applied = await browser.request<{ applicationId: number }>(
    'POST',
    '/api/dealer/onboard',
    onboardingApplication('https://northgate.example/api/vehicles', 'token'),
  );
  if (applied.status !== 201) throw new Error(`onboard: ${applied.status} ${JSON.stringify(applied.body)}`);
  const approval = await server.api<{ credentials: { apiKey: string } }>(
    `/api/admin/dealer-applications/${applied.body.applicationId}/approve`,
    'POST',
  );
  const res = await fetch(`${base(server)}/api/dealer/v1/vehicles`, {
    method: 'POST',
    headers: { 'x-api-key': approval.credentials.apiKey, 'content-type': 'application/json' },
    body: JSON.stringify(vehicleBody(`VK-${n}`, { registration: registrationOf(900_000 + n) })),
  });
  if (res.status !== 201) throw new Error(`vehicle: ${res.status} ${await res.text()}`);
  return { carId: ((await res.json()) as { vehicle: { listingId: number } }).vehicle.listingId };
}

/** ffmpeg processes of a dead server's render of this video still running (there should be none). */
function orphanFfmpeg(videoId: number, pid: number): number {
  let found = 0;
  for (const p of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const cmd = fs.readFileSync(`/proc/${p}/cmdline`, 'utf8');
      if (cmd.includes('ffmpeg') && cmd.includes(`video-${videoId}-${pid}-`)) found++;
    } catch {
      // Gone meanwhile.
    }
  }
  return found;
}

async function trial(n: number): Promise<{ ok: boolean; cells: (string | number)[]; notes: string[] }> {
  const db = await freshDb('video-kill');
  let server: ChildServer | null = null;
  const notes: string[] = [];
  // A failed trial keeps its folder (server.log) for a look.
  let keep = true;
  try {
    server = await spawnServer(db, ENV);
    const { carId } = await dealerWithCar(server, n);
    let browser = await signIn(server, n);
    const asked = await browser.request<{ projectId: number }>('POST', '/api/tiktok/generate', {
      carId,
      duration: DURATION,
      aspectRatio: ASPECT,
    });
    if (asked.status !== 202) throw new Error(`generate: ${asked.status} ${JSON.stringify(asked.body)}`);
    const id = asked.body.projectId;
    const killAt = 20 + Math.random() * 50;
    let at: any;
    for (;;) {
      at = (await browser.request('GET', `/api/tiktok/videos/${id}`)).body;
      if (at.status !== 'queued' && at.status !== 'rendering')
        throw new Error(`finished before the kill: ${at.status}`);
      if (at.stage === 'Encoding' && at.progress >= killAt) break;
      await sleep(100);
    }
    const pid = server.child.pid!;
    await server.kill();
    const killedAt = performance.now();
    await sleep(2000);
    const orphans = orphanFfmpeg(id, pid);
    const down = await withDb(db, async (knex) => ({
      status: (await knex('video_jobs').where({ id }).first('status')).status as string,
      files: Number((await knex('video_files').where({ video_id: id }).count({ n: '*' }).first())!.n),
    }));

    server = await spawnServer(db, ENV);
    browser = await signIn(server, n);
    let early = 0;
    let video: any;
    const deadline = Date.now() + RECOVERY_TIMEOUT_MS;
    for (;;) {
      video = (await browser.request('GET', `/api/tiktok/videos/${id}`)).body;
      if (video.status === 'completed' || video.status === 'failed' || Date.now() > deadline) break;
      if (video.outputUrl !== null) early++;
      await sleep(500);
    }
    const recoveredS = (performance.now() - killedAt) / 1000;
    let mp4 = '-';
    let mp4Ok = false;
    if (video.status === 'completed') {
      const res = await fetch(`${base(server)}${video.outputUrl}`);
      const data = Buffer.from(await res.arrayBuffer());
      const info = readMp4(data);
      mp4 = `${info.width}×${info.height} ${info.durationSeconds.toFixed(2)} s`;
      mp4Ok =
        res.status === 200 &&
        data.length === video.sizeBytes &&
        info.width === video.width &&
        info.height === video.height &&
        Math.abs(info.durationSeconds - DURATION) <= 0.1;
    }
    await server.stop();
    server = null;
    const after = await withDb(db, async (knex) => ({
      jobs: (await knex('jobs')
        .where({ queue: 'video.render' })
        .whereRaw("(payload->>'videoId')::int = ?", [id])
        .select('state', 'attempts')) as { state: string; attempts: number }[],
      files: Number((await knex('video_files').where({ video_id: id }).count({ n: '*' }).first())!.n),
    }));
    const clean =
      video.status === 'completed'
        ? mp4Ok && after.files === 1
        : video.status === 'failed' && !!video.error && after.files === 0;
    const ok = down.status === 'rendering' && down.files === 0 && orphans === 0 && early === 0 && clean;
    if (video.status === 'failed') notes.push(`failed: ${video.error}`);
    keep = !ok;
    if (keep) notes.push(`kept ${db.dataDir}`);
    return {
      ok,
      notes,
      cells: [
        n,
        `${at.progress}%`,
        `${down.status}, ${down.files} files`,
        orphans,
        video.status,
        seconds(recoveredS * 1000),
        after.jobs.map((j) => `${j.state}/${j.attempts}`).join(','),
        mp4,
        ok ? 'ok' : 'FAIL',
      ],
    };
  } finally {
    if (server) await server.kill();
    await db.drop(keep);
  }
}

const kind = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
console.log(
  `kill -9 mid-render of a ${DURATION} s ${ASPECT} video on ${kind}, ${TRIALS} trial(s) (${loadLine()})`,
);
console.log(
  ['trial', 'killed at', 'while down', 'orphan ffmpeg', 'outcome', 'kill → done s', 'jobs', 'mp4', 'ok'].join(
    '\t',
  ),
);
const failures = await runTrials(TRIALS, trial);
console.log(`\n${TRIALS - failures}/${TRIALS} trials survived kill -9 on ${kind} (${loadLine()})`);
process.exit(failures ? 1 : 0);
