// Per-account write limits and the photo storage quota (issue 15, item 13), with low limits so the
// tests reach them: counted per account whatever the address, 429 with Retry-After, 413 when full.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JPEG_2PX, listingForm, multipart, type Part } from '../plugins/listings/test-helpers.js';
import { Agent } from '../testing/agent.js';
import { createTestServer, type TestContext } from '../testing/test-server.js';

let ctx: TestContext;
let cars: number[];
beforeAll(async () => {
  ctx = await createTestServer({
    listings: 60,
    config: {
      accountLimits: {
        listingsDaily: 3,
        listingEditsHourly: 2,
        photosDaily: 4,
        enquiriesHourly: 2,
        photoStorageBytes: 40_000,
      },
    },
  });
  cars = (await ctx.db
    .knex('listings')
    .where({ status: 'active' })
    .orderBy('id')
    .limit(10)
    .pluck('id')) as number[];
}, 120_000);
afterAll(() => ctx?.close());

async function person() {
  const agent = new Agent(ctx.server);
  const { user } = await agent.register();
  return { agent, user: user as { id: number } };
}

function upload(agent: Agent, method: 'POST' | 'PUT', url: string, form: object, photos: Buffer[]) {
  const parts: Part[] = [
    { name: 'listing', value: JSON.stringify(form) },
    ...photos.map((data) => ({ name: 'photos', filename: 'car.jpg', type: 'image/jpeg', data })),
  ];
  const { body, contentType } = multipart(parts);
  return agent.request(method, url, body, { headers: { 'content-type': contentType } });
}

function expectLimited(res: { status: number; body: any; headers: Record<string, unknown> }, what: RegExp) {
  expect(res.status).toBe(429);
  expect(res.body.message).toMatch(what);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

describe('per-account write limits', () => {
  it('answers 429 with Retry-After after the daily listing limit, while another account still lists', async () => {
    const { agent } = await person();
    for (let n = 0; n < 3; n++)
      expect((await agent.post('/api/user/listings', listingForm())).status).toBe(201);
    const fourth = await agent.post('/api/user/listings', listingForm());
    expectLimited(fourth, /^Too many new listings: at most 3 a day\. Try again in \d+ hours\.$/);
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    expect((await agent.get('/api/user/listings')).body.stats.total).toBe(3);

    const other = await person();
    expect((await other.agent.post('/api/user/listings', listingForm())).status).toBe(201);
  });

  it('does not count a form refused for its fields', async () => {
    const { agent } = await person();
    for (let n = 0; n < 4; n++)
      expect((await agent.post('/api/user/listings', listingForm({ price: -1 }))).status).toBe(400);
    expect((await agent.post('/api/user/listings', listingForm())).status).toBe(201);
  });

  it('limits listing edits per hour', async () => {
    const { agent } = await person();
    const id = (await agent.post('/api/user/listings', listingForm())).body.id as number;
    for (let n = 0; n < 2; n++)
      expect(
        (await agent.put(`/api/user/listings/${id}`, listingForm({ price: 1_000_000 + n }))).status,
      ).toBe(200);
    expectLimited(
      await agent.put(`/api/user/listings/${id}`, listingForm()),
      /^Too many listing edits: at most 2 an hour/,
    );
  });

  it('counts each photo towards the daily photo limit', async () => {
    const { agent } = await person();
    expect(
      (await upload(agent, 'POST', '/api/user/listings', listingForm(), [JPEG_2PX, JPEG_2PX, JPEG_2PX]))
        .status,
    ).toBe(201);
    const res = await upload(agent, 'POST', '/api/user/listings', listingForm(), [JPEG_2PX, JPEG_2PX]);
    expectLimited(res, /^Too many photo uploads: at most 4 a day/);
  });

  it('gives a dealer five times a private seller’s listing limit', async () => {
    const { agent, user } = await person();
    await ctx.db.knex('users').where({ id: user.id }).update({ role: 'dealer' });
    for (let n = 0; n < 4; n++)
      expect((await agent.post('/api/user/listings', listingForm())).status).toBe(201);
  });

  it('limits enquiries per account, across listings', async () => {
    const { agent } = await person();
    const send = (car: number) =>
      agent.post(`/api/cars/${car}/enquiries`, { body: 'Is it still available?' });
    expect((await send(cars[0]!)).status).toBe(201);
    expect((await send(cars[1]!)).status).toBe(201);
    expectLimited(await send(cars[2]!), /^Too many enquiries: at most 2 an hour/);
  });

  it('limits changes to the dream garage (300 an hour)', async () => {
    const { agent, user } = await person();
    expect((await agent.post('/api/dream-garage', { carId: cars[0] })).status).toBe(201);
    // The hour's other 299 changes, as the shared counter would hold them.
    await ctx.db
      .knex('rate_limits')
      .where({ key: `account:garage.write:user:${user.id}` })
      .update({ count: 300 });
    expectLimited(
      await agent.post('/api/dream-garage', { carId: cars[1] }),
      /^Too many changes to your garage: at most 300 an hour/,
    );
    expectLimited(await agent.delete(`/api/dream-garage/${cars[0]}`), /garage/);
  });
});

describe('the photo storage quota', () => {
  // Noise does not compress: about 22 KB each once re-encoded, so two pass the 40 000-byte quota.
  const noisy = () =>
    sharp({
      create: {
        width: 200,
        height: 200,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .jpeg({ quality: 95 })
      .toBuffer();

  it('refuses with 413 an upload that would pass the quota, and removing a listing frees room', async () => {
    const { agent } = await person();
    const first = await upload(agent, 'POST', '/api/user/listings', listingForm(), [await noisy()]);
    expect(first.status).toBe(201);
    const stored = await ctx.db
      .knex('listing_photos')
      .where({ listing_id: first.body.id })
      .first('byte_size');
    expect(stored.byte_size).toBeGreaterThan(20_000);

    const full = await upload(agent, 'POST', '/api/user/listings', listingForm(), [await noisy()]);
    expect(full.status).toBe(413);
    expect(full.body.message).toMatch(
      /^photos: Your photo storage is full: [\d.]+ KB of 39.1 KB used, and these photos need [\d.]+ KB\. Remove photos or listings you no longer need to make room\.$/,
    );
    expect((await agent.get('/api/user/listings')).body.stats.total).toBe(1);

    expect((await agent.delete(`/api/user/listings/${first.body.id}`)).status).toBe(204);
    expect(await ctx.db.knex('listing_photos').where({ listing_id: first.body.id }).first()).toBeUndefined();
    const again = await upload(agent, 'POST', '/api/user/listings', listingForm(), [await noisy()]);
    expect(again.status).toBe(201);
  });
});
