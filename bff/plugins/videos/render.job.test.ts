// The render job's idempotence with a real database and a fake renderer: a render whose worker died
// mid-way is taken over once its lease lapses and rendered again from scratch (one file, one
// completion), and a job run again after the video completed does nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimJobs } from '../../lib/queue/queries.js';
import { createTestDb, serveForTest, type TestContext } from '../../testing/test-server.js';
import { RENDER_QUEUE, videoActorId, videoDefinition } from './definitions.js';
import { runRender } from './render.job.js';
import { fakeRenderer } from './render/testing.js';
import { dealerAccount, type DealerAccount } from './testing.js';

let ctx: TestContext;
let dealer: DealerAccount;
const fake = fakeRenderer();

beforeAll(async () => {
  const { db, drop } = await createTestDb();
  // No worker of its own running: the test claims and runs jobs by hand.
  ctx = await serveForTest(
    db,
    drop,
    {},
    { scraping: { worker: false }, videos: { render: fake.render, concurrency: 1 } },
  );
  dealer = await dealerAccount(ctx.server, 'Kirkgate Cars');
  // Making the dealer queued its e-mails (the sign-up confirmation among them): send them now, so
  // each runOnce below claims the render job.
  while ((await ctx.server.app.jobs.runOnce()) > 0);
}, 60_000);
afterAll(() => ctx?.close());

const scope = () => ({ dealerId: dealer.dealerId, dealerName: 'Kirkgate Cars', isAdmin: false });

describe('the video.render job', () => {
  it('takes over a render whose worker died, renders it again from scratch, and completes it once', async () => {
    const { knex } = ctx.db;
    const video = await ctx.server.app.videos.create(scope(), { carId: dealer.cars[0]!, duration: 15 });
    // A worker claims the job with a lease that lapses at once, starts the render, and dies.
    const [dead] = await claimJobs(knex, [RENDER_QUEUE], 'dead-worker', 1, 1);
    expect(dead!.payload).toEqual({ videoId: video.id, attempt: 1 });
    await ctx.server.app.videos.host.sendWithRetry(knex, videoDefinition, videoActorId(video.id), {
      type: 'RENDER_STARTED',
    });
    await knex('video_jobs').where({ id: video.id }).update({ progress: 63 });
    expect((await ctx.server.app.videos.get(scope(), video.id)).status).toBe('rendering');

    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await ctx.server.app.jobs.runOnce()).toBe(1);
    const done = await ctx.server.app.videos.get(scope(), video.id);
    expect(done).toMatchObject({ status: 'completed', progress: 100 });
    const job = await knex('jobs').where({ id: dead!.id }).first();
    expect(job).toMatchObject({ state: 'done', attempts: 2 });
    expect(await knex('video_files').where({ video_id: video.id }).count({ n: '*' }).first()).toEqual({
      n: 1,
    });
  });

  it('does nothing when run again for a video already completed', async () => {
    const { knex } = ctx.db;
    const video = await ctx.server.app.videos.create(scope(), { carId: dealer.cars[0]!, duration: 15 });
    await ctx.server.app.jobs.runOnce();
    const before = await knex('actor_snapshots')
      .where({ id: videoActorId(video.id) })
      .first('version');
    const renders = fake.specs.length;
    const signal = new AbortController().signal;
    const again = await runRender(
      { knex, service: ctx.server.app.videos, render: fake.render },
      { videoId: video.id, attempt: 1 },
      { job: {} as never, signal, heartbeat: async () => {} },
    );
    expect(again).toEqual({ skipped: true });
    expect(fake.specs.length).toBe(renders);
    expect(
      await knex('actor_snapshots')
        .where({ id: videoActorId(video.id) })
        .first('version'),
    ).toEqual(before);
  });
});
