// The video generator's API with a real database and job worker, and a fake renderer (no ffmpeg):
// who may ask for which car, the 400s naming fields, the job's life (queued → rendering → completed |
// failed, Try Again), the file served only once completed with Range support, logos, and renders held
// to VIDEO_RENDER_CONCURRENCY. The real renderer: videos-render.test.ts and render/render.test.ts.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../testing/agent.js';
import { eventually } from '../../testing/eventually.js';
import { createTestDb, serveForTest, type TestContext } from '../../testing/test-server.js';
import { rasterise } from './render/raster.js';
import { fakeRenderer } from './render/testing.js';
import { addVehicle, adminAgent, dealerAccount, reprice, type DealerAccount } from './testing.js';

let ctx: TestContext;
let north: DealerAccount;
let south: DealerAccount;
let admin: Agent;
let png: Buffer;
const fake = fakeRenderer();

beforeAll(async () => {
  const { db, drop } = await createTestDb();
  ctx = await serveForTest(
    db,
    drop,
    {},
    { scraping: { worker: true }, videos: { render: fake.render, concurrency: 1, progressIntervalMs: 0 } },
  );
  await ctx.server.app.jobs.start();
  north = await dealerAccount(ctx.server, 'Northgate Motors', [{}, { make: 'Ford', model: 'Focus' }]);
  south = await dealerAccount(ctx.server, 'Southside Cars');
  admin = await adminAgent(ctx.server);
  png = await rasterise(
    '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="#f00"/></svg>',
    40,
  );
}, 60_000);
afterAll(() => ctx?.close());

const generate = (agent: Agent, body: Record<string, unknown>) => agent.post('/api/tiktok/generate', body);
const finished = (agent: Agent, id: number, status = 'completed') =>
  eventually(async () => {
    const res = await agent.get(`/api/tiktok/videos/${id}`);
    expect(res.body.status).toBe(status);
    return res.body;
  }, 10_000);

describe('who may use the generator', () => {
  it('answers 401 signed out, and serves the templates to anyone', async () => {
    const anon = new Agent(ctx.server);
    expect((await anon.get('/api/marketing/dealers')).status).toBe(401);
    expect((await anon.get('/api/tiktok/recent')).status).toBe(401);
    expect((await anon.post('/api/tiktok/generate', { carId: 1 })).status).toBe(401);
    const { status, body } = await anon.get('/api/tiktok/templates');
    expect(status).toBe(200);
    expect(body.templates.map((t: { id: string }) => t.id)).toEqual([
      'spotlight',
      'walkaround',
      'price-drop',
      'comparison',
    ]);
    expect(
      body.templates.filter((t: { default: boolean }) => t.default).map((t: { id: string }) => t.id),
    ).toEqual(['spotlight']);
    for (const t of body.templates) {
      const sum = t.scenes.reduce((n: number, s: { share: number }) => n + s.share, 0);
      expect(sum).toBeCloseTo(1, 9);
      expect(t.scenes.map((s: { kind: string }) => s.kind)).toEqual(
        expect.arrayContaining(['title', 'photos', 'cta', 'branding']),
      );
    }
  });

  it('answers 403 NOT_A_DEALER to a signed-in person who is not a dealer', async () => {
    const buyer = new Agent(ctx.server);
    await buyer.register();
    for (const res of [
      await buyer.get('/api/marketing/dealers'),
      await buyer.get('/api/marketing/cars'),
      await generate(buyer, { carId: north.cars[0] }),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('NOT_A_DEALER');
      expect(res.body.message).toMatch(/dealer/);
    }
  });

  it('gives a dealer its own dealer and stock, and an admin every dealer', async () => {
    const own = await north.agent.get('/api/marketing/dealers');
    expect(own.body).toEqual({
      dealers: [{ id: north.dealerId, name: 'Northgate Motors', vehicles: 2 }],
      canChoose: false,
    });
    const cars = await north.agent.get('/api/marketing/cars?limit=1');
    expect(cars.body.total).toBe(2);
    expect(cars.body.cars).toHaveLength(1);
    expect((await north.agent.get(`/api/marketing/cars?dealerId=${south.dealerId}`)).status).toBe(404);
    expect((await north.agent.get('/api/marketing/cars?all=true')).status).toBe(403);
    expect((await north.agent.get('/api/marketing/cars?limit=51')).body.message).toMatch(/^limit: /);
    const all = await admin.get('/api/marketing/dealers');
    expect(all.body.canChoose).toBe(true);
    expect(all.body.dealers.map((d: { id: number }) => d.id)).toEqual(
      expect.arrayContaining([north.dealerId, south.dealerId]),
    );
    const found = await admin.get('/api/marketing/cars?all=true&q=focus');
    expect(found.body.cars.map((c: { id: number }) => c.id)).toContain(north.cars[1]);
    expect((await admin.get('/api/marketing/cars')).body.code).toBe('DEALER_REQUIRED');
  });
});

describe('asking for a video', () => {
  it('answers 400 naming the field for bad input', async () => {
    const car = north.cars[0];
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'carId: '],
      [{ carId: car, duration: 20 }, 'duration: must be 15, 30 or 60'],
      [{ carId: car, aspectRatio: '4:3' }, 'aspectRatio: must be 9:16, 1:1 or 16:9'],
      [{ carId: car, template: 'glitter' }, 'template: must be one of spotlight'],
      [{ carId: car, callToAction: '   ' }, 'callToAction: must be 1 to 80 characters'],
      [{ carId: car, callToAction: 'x'.repeat(81) }, 'callToAction: must be 1 to 80 characters'],
      [
        { carId: car, dealerBranding: { colors: { primary: 'blue' } } },
        'dealerBranding.colors.primary: must be a colour',
      ],
      [{ carId: car, dealerBranding: { logo: 'no-such-logo-id' } }, 'dealerBranding.logo: '],
    ];
    for (const [body, message] of cases) {
      const res = await generate(north.agent, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toContain(message);
    }
  });

  it("answers 403 for a car not in the dealer's stock and 404 for no such car", async () => {
    const res = await generate(north.agent, { carId: south.cars[0] });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('CAR_NOT_IN_STOCK');
    expect((await generate(north.agent, { carId: 99_999_999 })).status).toBe(404);
    expect((await generate(north.agent, { carId: north.cars[0], dealerId: south.dealerId })).status).toBe(
      404,
    );
  });

  it('queues a job (202) that renders to a completed video with its URLs, the render given real facts', async () => {
    // A real price drop in the car's history: the dealer lowers its price.
    const added = await addVehicle(ctx.server, north.key, { make: 'Audi', model: 'A3', price: 2_100_000 });
    await reprice(ctx.server, north.key, added, 2_050_000);
    const vehicle = {
      id: added.listingId,
      price: 2_050_000,
      title: (await ctx.db.knex('listings').where({ id: added.listingId }).first('title')).title,
    };
    const res = await generate(north.agent, {
      carId: vehicle.id,
      template: 'price-drop',
      duration: 15,
      aspectRatio: '1:1',
      dealerBranding: { colors: { primary: '#112233', secondary: '#445566' }, watermark: false },
    });
    expect(res.status).toBe(202);
    expect(res.body.projectId).toBe(res.body.video.id);
    expect(res.body.video).toMatchObject({
      status: 'queued',
      progress: 0,
      width: 1080,
      height: 1080,
      outputUrl: null,
      config: {
        template: 'price-drop',
        duration: 15,
        aspectRatio: '1:1',
        dealerId: north.dealerId,
        carId: vehicle.id,
        dealerBranding: {
          logo: null,
          colors: { primary: '#112233', secondary: '#445566' },
          watermark: false,
        },
        callToAction: 'Visit us today for a test drive!',
      },
      car: { id: vehicle.id, title: vehicle.title },
    });
    const video = await finished(north.agent, res.body.projectId);
    expect(video).toMatchObject({ progress: 100, error: null, stage: null });
    expect(video.outputUrl).toMatch(/^\/api\/media\/videos\/[\w-]+\.mp4$/);
    expect(video.downloadUrl).toBe(`${video.outputUrl}?download=1`);
    expect(video.processingTime).toBeGreaterThanOrEqual(0);
    expect(video.sizeBytes).toBeGreaterThan(0);
    expect(video.completedAt).not.toBeNull();
    const spec = fake.specs.at(-1)!;
    expect(spec.car.price).toBe(2_050_000);
    expect(spec.facts.priceChange).toMatchObject({ previous: 2_100_000 });
    expect(spec.facts.market.count).toBeGreaterThanOrEqual(0);
    const recent = await north.agent.get('/api/tiktok/recent?limit=1');
    expect(recent.body.videos.map((v: { id: number }) => v.id)).toEqual([video.id]);
  });

  it('says the current price honestly when the car never dropped, and counts real comparables', async () => {
    const res = await generate(south.agent, { carId: south.cars[0], template: 'comparison', duration: 15 });
    await finished(south.agent, res.body.projectId);
    const spec = fake.specs.at(-1)!;
    expect(spec.facts.priceChange).toBeNull();
    // North's Golf is the one other active Golf.
    expect(spec.facts.market).toEqual({ count: 1, median: expect.any(Number) });
  });
});

describe('one video', () => {
  it("answers 404 for another dealer's video; an admin may open any", async () => {
    const mine = (await north.agent.get('/api/tiktok/recent')).body.videos[0];
    expect((await south.agent.get(`/api/tiktok/videos/${mine.id}`)).status).toBe(404);
    expect((await south.agent.post(`/api/tiktok/videos/${mine.id}/retry`)).status).toBe(404);
    expect((await admin.get(`/api/tiktok/videos/${mine.id}`)).body.id).toBe(mine.id);
    expect((await north.agent.get('/api/tiktok/videos/99999999')).status).toBe(404);
    expect((await north.agent.get('/api/tiktok/videos/abc')).body.message).toMatch(/^id: /);
  });

  it('serves the finished MP4 with Range support (206, 416) and as a download', async () => {
    const video = (await north.agent.get('/api/tiktok/recent')).body.videos[0];
    const anon = new Agent(ctx.server);
    const whole = await ctx.server.inject({ method: 'GET', url: video.outputUrl });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const size = whole.rawPayload.length;
    expect(size).toBe(video.sizeBytes);
    const part = await ctx.server.inject({
      method: 'GET',
      url: video.outputUrl,
      headers: { range: 'bytes=4-11' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 4-11/${size}`);
    expect(part.rawPayload.toString('latin1')).toBe('ftypisom');
    const bad = await ctx.server.inject({
      method: 'GET',
      url: video.outputUrl,
      headers: { range: `bytes=${size + 10}-` },
    });
    expect(bad.statusCode).toBe(416);
    const download = await anon.get(video.downloadUrl);
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="allmotors-${video.car.id}-${video.id}.mp4"`,
    );
    expect((await anon.get('/api/media/videos/not-a-real-key-000000.mp4')).status).toBe(404);
  });

  it('fails with the reason, answers 409 to Try Again unless failed, and renders again on Try Again', async () => {
    fake.failWith = 'ffmpeg exited with 1: out of disk';
    const res = await generate(north.agent, { carId: north.cars[0], duration: 15 });
    const failed = await finished(north.agent, res.body.projectId, 'failed');
    expect(failed.error).toContain('out of disk');
    expect(failed.outputUrl).toBeNull();
    fake.failWith = null;
    const retried = await north.agent.post(`/api/tiktok/videos/${failed.id}/retry`);
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ status: 'queued', error: null });
    const done = await finished(north.agent, failed.id);
    const again = await north.agent.post(`/api/tiktok/videos/${done.id}/retry`);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('EVENT_NOT_ACCEPTED');
    // Each attempt was a job of its own.
    const jobs = await ctx.db
      .knex('jobs')
      .where({ queue: 'video.render' })
      .whereRaw("(payload->>'videoId')::int = ?", [done.id]);
    expect(jobs.map((j: { idempotency_key: string }) => j.idempotency_key).sort()).toEqual([
      `video.render:${done.id}:1`,
      `video.render:${done.id}:2`,
    ]);
  });

  it('runs at most VIDEO_RENDER_CONCURRENCY renders at once, and shows no file before completion', async () => {
    fake.hold = true;
    fake.mostAtOnce = 0;
    const ids: number[] = [];
    for (let i = 0; i < 3; i++)
      ids.push((await generate(north.agent, { carId: north.cars[0], duration: 15 })).body.projectId);
    await eventually(async () => expect(fake.running).toBe(1), 5000);
    const rendering = await eventually(async () => {
      const videos = (await north.agent.get('/api/tiktok/recent')).body.videos.filter((v: { id: number }) =>
        ids.includes(v.id),
      );
      expect(videos.map((v: { status: string }) => v.status).sort()).toEqual([
        'queued',
        'queued',
        'rendering',
      ]);
      return videos.find((v: { status: string }) => v.status === 'rendering');
    }, 5000);
    expect(rendering).toMatchObject({ progress: 40, stage: 'Encoding', outputUrl: null });
    const key = (await ctx.db.knex('video_jobs').where({ id: rendering.id }).first('output_key')).output_key;
    expect((await ctx.server.inject({ url: `/api/media/videos/${key}.mp4` })).statusCode).toBe(404);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(fake.running).toBe(1);
    fake.release();
    for (const id of ids) await finished(north.agent, id);
    expect(fake.mostAtOnce).toBe(1);
  });
});

describe('logos', () => {
  it('takes a PNG, serves it with its type, and puts it in the render', async () => {
    const res = await north.agent.post(`/api/tiktok/logo`, png, { headers: { 'content-type': 'image/png' } });
    expect(res.status).toBe(201);
    expect(res.body.logo.url).toBe(`/api/media/logos/${res.body.logo.id}`);
    const served = await ctx.server.inject({ url: res.body.logo.url });
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    // A re-encoded copy (bff/lib/image-reencode.ts): a PNG of the same size, its transparency kept.
    const stored = await sharp(served.rawPayload).metadata();
    const sent = await sharp(png).metadata();
    expect(stored).toMatchObject({
      format: 'png',
      width: sent.width,
      height: sent.height,
      hasAlpha: sent.hasAlpha,
    });
    const video = await generate(north.agent, {
      carId: north.cars[0],
      duration: 15,
      dealerBranding: { logo: res.body.logo.id },
    });
    expect(video.status).toBe(202);
    await finished(north.agent, video.body.projectId);
    expect(fake.specs.at(-1)!.branding.logo?.data.equals(served.rawPayload)).toBe(true);
    // Another dealer cannot use it.
    const theirs = await generate(south.agent, {
      carId: south.cars[0],
      dealerBranding: { logo: res.body.logo.id },
    });
    expect(theirs.status).toBe(400);
  });

  it('refuses SVG and HTML whatever their declared type', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const html = Buffer.from('<!doctype html><html><body>hi</body></html>');
    for (const [body, type] of [
      [svg, 'image/svg+xml'],
      [svg, 'image/png'],
      [html, 'text/html'],
    ] as const) {
      const res = await north.agent.post('/api/tiktok/logo', body, { headers: { 'content-type': type } });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('logo: must be a PNG or JPEG image');
    }
    const buyer = new Agent(ctx.server);
    await buyer.register();
    expect(
      (await buyer.post('/api/tiktok/logo', png, { headers: { 'content-type': 'image/png' } })).status,
    ).toBe(403);
  });
});
