// The social toolkit's API with a real database: templates, content for a dealer's own car, publishing
// with its limits, media and tracked link, and who may see whose posts and analytics.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../testing/agent.js';
import { createTestDb, serveForTest, type TestContext } from '../../testing/test-server.js';
import { adminAgent, dealerWithStock, postBody, type TestDealer } from './testing.js';

let ctx: TestContext;
let north: TestDealer;
let south: TestDealer;
let admin: Agent;
let buyer: Agent;
const PUBLIC_URL = 'https://allmotors.example';

beforeAll(async () => {
  const { db, drop } = await createTestDb();
  ctx = await serveForTest(db, drop, { publicUrl: PUBLIC_URL }, {});
  north = await dealerWithStock(ctx, 'Northgate Motors', [
    { variant: 'Life', features: ['Sat Nav', 'Heated Seats'], postcode: 'LS11 5AB' },
    { make: 'Ford', model: 'Focus', variant: 'Titanium' },
  ]);
  south = await dealerWithStock(ctx, 'Southside Cars');
  admin = await adminAgent(ctx);
  buyer = new Agent(ctx.server);
  await buyer.register();
});
afterAll(() => ctx?.close());

describe('templates', () => {
  it('lists at least five templates, each with the platforms it suits and a preview, to anyone', async () => {
    const res = await new Agent(ctx.server).get('/api/social/templates');
    expect(res.status).toBe(200);
    const { templates } = res.body;
    expect(templates.length).toBeGreaterThanOrEqual(5);
    expect(templates.map((t: { id: string }) => t.id)).toEqual(
      expect.arrayContaining([
        'just-arrived',
        'price-highlight',
        'feature-spotlight',
        'test-drive-invite',
        'weekend-deal',
      ]),
    );
    for (const t of templates) {
      expect(t).toEqual({
        id: expect.any(String),
        name: expect.any(String),
        description: expect.any(String),
        platform: expect.any(Array),
        preview: expect.any(String),
      });
      expect(t.platform.length).toBeGreaterThan(0);
    }
  });
});

describe('generating content', () => {
  const url = '/api/social/generate-content';

  it('writes facebook and instagram by default from the dealer’s car, the same each time', async () => {
    const body = { carId: north.carIds[0], templateId: 'price-highlight' };
    const res = await north.agent.post(url, body);
    expect(res.status).toBe(200);
    const { content } = res.body;
    expect(content.map((c: { platform: string }) => c.platform)).toEqual(['facebook', 'instagram']);
    const [facebook, instagram] = content;
    expect(facebook.description).toContain('£18,495');
    expect(facebook.description).toContain('21,400 miles');
    expect(facebook.description).toContain('Northgate Motors');
    expect(facebook.limits).toEqual({ maxLength: 63_206, maxHashtags: 10, recommendedHashtags: 3 });
    expect(instagram.hashtags.length).toBeGreaterThanOrEqual(10);
    expect(instagram.description).toMatch(/link in bio/i);
    expect((await north.agent.post(url, body)).body).toEqual(res.body);
  });

  it('answers 400 naming the field', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ templateId: 'just-arrived' }, /^carId: /],
      [{ carId: north.carIds[0], templateId: 'nope' }, /^templateId: must be one of/],
      [{ carId: north.carIds[0], templateId: 'just-arrived', platforms: [] }, /^platforms: /],
      [{ carId: north.carIds[0], templateId: 'just-arrived', platforms: ['myspace'] }, /^platforms\.0: /],
      [
        { carId: north.carIds[0], templateId: 'just-arrived', platforms: ['twitter', 'twitter'] },
        /^platforms: must not name/,
      ],
      [{ carId: 'x', templateId: 'just-arrived' }, /^carId: /],
    ];
    for (const [body, message] of cases) {
      const res = await north.agent.post(url, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toMatch(message);
    }
  });

  it('is for approved dealers and admins: 401 signed out, 403 otherwise, 403 for a car not in stock', async () => {
    const body = { carId: north.carIds[0], templateId: 'just-arrived' };
    expect((await new Agent(ctx.server).post(url, body)).status).toBe(401);
    const plain = await buyer.post(url, body);
    expect(plain.status).toBe(403);
    expect(plain.body.code).toBe('NOT_A_DEALER');
    const other = await south.agent.post(url, body);
    expect(other.status).toBe(403);
    expect(other.body.code).toBe('CAR_NOT_IN_STOCK');
    expect((await south.agent.post(url, { ...body, dealerId: north.id })).status).toBe(404);
    expect((await admin.post(url, body)).body.code).toBe('DEALER_REQUIRED');
    const forNorth = await admin.post(url, { ...body, dealerId: north.id, platforms: ['linkedin'] });
    expect(forNorth.status).toBe(200);
    expect(forNorth.body.content[0].description).toContain('Northgate Motors');
  });
});

describe('publishing', () => {
  const url = '/api/social/posts';

  it('stores the final text, the car’s picture and a tracked link, and says no network is configured', async () => {
    const res = await north.agent.post(
      url,
      postBody(north, { hashtags: ['UsedCars', '#usedcars', '#Leeds'] }),
    );
    expect(res.status).toBe(201);
    const post = res.body;
    expect(post).toMatchObject({
      status: 'published',
      platform: 'facebook',
      templateId: 'just-arrived',
      content: {
        platform: 'facebook',
        title: 'Just arrived: 2021 Volkswagen Golf',
        description: 'Just arrived at our forecourt. Come and see it.',
        hashtags: ['#UsedCars', '#Leeds'],
      },
      car: { id: north.carIds[0], title: expect.stringContaining('Volkswagen Golf') },
      media: { imageUrl: `/api/media/listings/${north.carIds[0]}/0.svg`, videoId: null, videoUrl: null },
      delivery: {
        state: 'not_configured',
        message: expect.stringMatching(/No Facebook credentials are configured here/),
      },
      analytics: {
        metrics: { views: 0, reach: 0, enquiries: 0, saves: 0, likes: null, shares: null, comments: null },
      },
    });
    expect(post.link.code).toMatch(/^[A-Za-z0-9_-]{12}$/);
    expect(post.link.url).toBe(`${PUBLIC_URL}/r/${post.link.code}`);
    const again = await north.agent.post(url, postBody(north));
    expect(again.body.link.code).not.toBe(post.link.code);
  });

  it('refuses text beyond the network’s limits, naming the field', async () => {
    const long = await north.agent.post(
      url,
      postBody(north, { platform: 'twitter', description: 'A'.repeat(250) }),
    );
    expect(long.status).toBe(400);
    expect(long.body.message).toMatch(/^description: .* X \(Twitter\) allows 280/);
    const tags = await north.agent.post(
      url,
      postBody(north, { platform: 'twitter', hashtags: ['#A1', '#B2', '#C3', '#D4', '#E5', '#F6'] }),
    );
    expect(tags.body.message).toMatch(/^hashtags: /);
    const pin = await north.agent.post(
      url,
      postBody(north, { platform: 'pinterest', description: 'B'.repeat(480) }),
    );
    expect(pin.body.message).toMatch(/^description: /);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ title: 'T'.repeat(101) }, /^title: must be at most 100/],
      [{ title: '  ' }, /^title: is required/],
      [{ hashtags: ['#two words'] }, /^hashtags\.0: /],
      [{ platform: 'bebo' }, /^platform: /],
      [{ videoId: 0 }, /^videoId: /],
    ];
    for (const [over, message] of cases) {
      const res = await north.agent.post(url, postBody(north, over));
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    const stored = await ctx.db.knex('social_posts').where({ platform: 'twitter' }).count({ n: '*' }).first();
    expect(Number(stored!.n)).toBe(0);
  });

  it('carries the dealer’s video, its URL filled once it completes; another dealer’s video is 404', async () => {
    const mine = await ctx.server.app.videos.create(
      { dealerId: north.id, dealerName: north.name, isAdmin: false },
      { carId: north.carIds[0]! },
    );
    const theirs = await ctx.server.app.videos.create(
      { dealerId: south.id, dealerName: south.name, isAdmin: false },
      { carId: south.carIds[0]! },
    );
    expect((await north.agent.post(url, postBody(north, { videoId: theirs.id }))).status).toBe(404);
    expect((await north.agent.post(url, postBody(north, { videoId: 999_999 }))).status).toBe(404);
    const wrongCar = await north.agent.post(
      url,
      postBody(north, { videoId: mine.id, carId: north.carIds[1] }),
    );
    expect(wrongCar.body.message).toMatch(/^videoId: /);
    const res = await north.agent.post(url, postBody(north, { videoId: mine.id }));
    expect(res.status).toBe(201);
    expect(res.body.media).toMatchObject({ videoId: mine.id, videoUrl: null });
    await ctx.db
      .knex('video_jobs')
      .where({ id: mine.id })
      .update({ status: 'completed', completed_at: new Date() });
    const listed = (await north.agent.get(`/api/social/posts/${north.id}`)).body.posts;
    const found = listed.find((p: { id: number }) => p.id === res.body.id);
    expect(found.media.videoUrl).toMatch(/^\/api\/media\/videos\/[A-Za-z0-9_-]+\.mp4$/);
  });
});

describe('content with a video', () => {
  const url = '/api/social/generate-with-video';

  it('writes facebook, instagram and tiktok and starts a video of the car with the video defaults', async () => {
    const res = await north.agent.post(url, { carId: north.carIds[0], templateId: 'video-tour' });
    expect(res.status).toBe(202);
    expect(res.body.posts.map((p: { platform: string }) => p.platform)).toEqual([
      'facebook',
      'instagram',
      'tiktok',
    ]);
    const video = await north.agent.get(`/api/tiktok/videos/${res.body.videoId}`);
    expect(video.status).toBe(200);
    expect(video.body).toMatchObject({
      status: 'queued',
      config: {
        template: 'spotlight',
        duration: 30,
        aspectRatio: '9:16',
        dealerId: north.id,
        carId: north.carIds[0],
        callToAction: 'Visit us today for a test drive!',
        dealerBranding: { logo: null, colors: { primary: '#3B82F6', secondary: '#1E40AF' }, watermark: true },
      },
    });
  });

  it('takes the video’s choices, naming a bad one; another dealer’s car makes no video', async () => {
    const body = { carId: north.carIds[0], templateId: 'video-tour', platforms: ['youtube'] };
    const res = await north.agent.post(url, { ...body, video: { duration: 15, aspectRatio: '16:9' } });
    expect(res.status).toBe(202);
    const video = (await north.agent.get(`/api/tiktok/videos/${res.body.videoId}`)).body;
    expect(video.config).toMatchObject({ duration: 15, aspectRatio: '16:9' });
    const bad = await north.agent.post(url, { ...body, video: { duration: 20 } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^video\.duration: /);
    const before = await ctx.db.knex('video_jobs').count({ n: '*' }).first();
    expect((await south.agent.post(url, body)).status).toBe(403);
    expect((await buyer.post(url, body)).status).toBe(403);
    const after = await ctx.db.knex('video_jobs').count({ n: '*' }).first();
    expect(Number(after!.n)).toBe(Number(before!.n));
  });
});

describe('whose posts and analytics', () => {
  it('lists the dealer’s own posts newest first; another dealer’s are 404; admins see any', async () => {
    await south.agent.post('/api/social/posts', postBody(south));
    const own = await north.agent.get(`/api/social/posts/${north.id}?limit=2`);
    expect(own.status).toBe(200);
    expect(own.body.posts).toHaveLength(2);
    const all = (await north.agent.get(`/api/social/posts/${north.id}?limit=50`)).body.posts;
    expect(all.every((p: { car: { id: number } }) => north.carIds.includes(p.car.id))).toBe(true);
    const ids = all.map((p: { id: number }) => p.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    for (const path of [`/api/social/posts/${south.id}`, `/api/social/analytics/${south.id}`]) {
      expect((await north.agent.get(path)).status).toBe(404);
      expect((await admin.get(path)).status).toBe(200);
      expect((await buyer.get(path)).status).toBe(403);
      expect((await new Agent(ctx.server).get(path)).status).toBe(401);
    }
    expect((await admin.get(`/api/social/posts/${south.id}`)).body.posts).toHaveLength(1);
    expect((await north.agent.get(`/api/social/posts/${north.id}?limit=0`)).body.message).toMatch(/^limit: /);
    expect((await north.agent.get(`/api/social/analytics/${north.id}?days=366`)).body.message).toMatch(
      /^days: /,
    );
    expect((await north.agent.get('/api/social/posts/abc')).body.message).toMatch(/^dealerId: /);
  });

  it('answers analytics with zeros and a daily series when nothing was visited', async () => {
    const res = await south.agent.get(`/api/social/analytics/${south.id}?days=7`);
    expect(res.status).toBe(200);
    expect(res.body.summary).toEqual({
      views: 0,
      reach: 0,
      posts: 1,
      engagements: 0,
      avgEngagementRate: null,
    });
    expect(res.body.daily).toHaveLength(7);
    expect(res.body.daily.every((d: { views: number }) => d.views === 0)).toBe(true);
    expect(res.body.topPerformingPosts).toEqual([]);
    expect(res.body.byPlatform).toEqual([
      { platform: 'facebook', posts: 1, views: 0, reach: 0, engagements: 0 },
    ]);
  });
});
