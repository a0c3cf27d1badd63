// One video through the API with the real renderer (resvg + ffmpeg): the job reports real progress
// while it encodes, completes, and the served file is a 15 s 1080×1080 H.264 MP4 by its own boxes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../../testing/eventually.js';
import { createTestDb, serveForTest, type TestContext } from '../../testing/test-server.js';
import { readMp4 } from './render/mp4-boxes.js';
import { dealerAccount, type DealerAccount } from './testing.js';

let ctx: TestContext;
let dealer: DealerAccount;

beforeAll(async () => {
  const { db, drop } = await createTestDb();
  ctx = await serveForTest(db, drop, {}, { scraping: { worker: true }, videos: { concurrency: 1 } });
  await ctx.server.app.jobs.start();
  dealer = await dealerAccount(ctx.server, 'Headrow Autos');
}, 60_000);
afterAll(() => ctx?.close());

describe('a real render through the API', () => {
  it('shows real progress, then serves a 15 s 1080×1080 H.264 MP4', async () => {
    const res = await dealer.agent.post('/api/tiktok/generate', {
      carId: dealer.cars[0],
      duration: 15,
      aspectRatio: '1:1',
      template: 'walkaround',
    });
    expect(res.status).toBe(202);
    const seen: { status: string; progress: number; stage: string | null }[] = [];
    const video = await eventually(
      async () => {
        const { body } = await dealer.agent.get(`/api/tiktok/videos/${res.body.projectId}`);
        seen.push({ status: body.status, progress: body.progress, stage: body.stage });
        expect(body.status).toBe('completed');
        return body;
      },
      150_000,
      250,
    );
    expect(
      seen.some(
        (s) => s.status === 'rendering' && s.stage === 'Encoding' && s.progress > 15 && s.progress < 100,
      ),
    ).toBe(true);
    expect(video.processingTime).toBeGreaterThan(0);
    const file = await ctx.server.inject({ url: video.outputUrl });
    expect(file.statusCode).toBe(200);
    const info = readMp4(file.rawPayload);
    expect(info).toMatchObject({ width: 1080, height: 1080, codec: 'avc1', faststart: true });
    expect(Math.abs(info.durationSeconds - 15)).toBeLessThanOrEqual(0.1);
    expect(file.rawPayload.length).toBe(video.sizeBytes);
  }, 180_000);
});
