import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../testing/agent.js';
import { createTestServer, getJson, type TestContext } from '../../testing/test-server.js';
import { JPEG_2PX, listingForm, multipart, PNG_1PX, type Part } from './test-helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestServer({ listings: 300 });
}, 120_000);
afterAll(() => ctx?.close());

function upload(agent: Agent, method: 'POST' | 'PUT', url: string, parts: Part[]) {
  const { body, contentType } = multipart(parts);
  return agent.request(method, url, body, { headers: { 'content-type': contentType } });
}

const photo = (data: Buffer, filename = 'car.png', type = 'image/png'): Part => ({
  name: 'photos',
  filename,
  type,
  data,
});

describe('private sellers listing a vehicle', () => {
  it('answers 401 to a signed-out visitor', async () => {
    const agent = new Agent(ctx.server);
    expect((await agent.get('/api/user/listings')).status).toBe(401);
    expect((await agent.post('/api/user/listings', listingForm())).status).toBe(401);
    expect((await agent.get('/api/user/analytics')).status).toBe(401);
  });

  it('creates a listing with photos that search finds at once and the detail shows', async () => {
    const seller = new Agent(ctx.server);
    await seller.register();
    const res = await upload(seller, 'POST', '/api/user/listings', [
      { name: 'listing', value: JSON.stringify(listingForm()) },
      photo(PNG_1PX),
      photo(JPEG_2PX, 'front.jpg', 'image/jpeg'),
    ]);
    expect(res.status).toBe(201);
    const id = res.body.id as number;

    const found = await getJson(ctx.server, '/api/cars/search?make=Skoda&search=zanzibar');
    expect(found.body.cars.map((c: any) => c.id)).toContain(id);
    const card = found.body.cars.find((c: any) => c.id === id);
    expect(card).toMatchObject({
      title: '2019 Skoda Octavia Zanzibar Edition 1.5',
      sellerType: 'private',
      platform: 'allmotors',
    });
    expect(card.images).toEqual([`/api/media/photos/${id}/0`, `/api/media/photos/${id}/1`]);

    const detail = await getJson(ctx.server, `/api/cars/${id}`);
    expect(detail.body).toMatchObject({
      price: 1_249_500,
      dealerName: 'Private seller',
      dealerLocation: 'Leeds',
    });
    expect(detail.body.offers).toEqual([
      expect.objectContaining({
        platform: 'allmotors',
        platformName: 'AllMotors',
        externalUrl: `/cars/${id}`,
      }),
    ]);
    expect(detail.body.priceHistory).toHaveLength(1);

    const image = await ctx.server.inject(`/api/media/photos/${id}/1`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    // Stored as a decoded, re-encoded copy (photos.test.ts), not the bytes sent.
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 2, height: 2 });
    const png = await ctx.server.inject(`/api/media/photos/${id}/0`);
    expect(png.headers['content-type']).toBe('image/jpeg');

    const mine = await seller.get('/api/user/listings');
    expect(mine.body.stats).toEqual({ active: 1, total: 1 });
    expect(mine.body.cars[0]).toMatchObject({
      id,
      status: 'active',
      views: 0,
      enquiries: 0,
      daysListed: 0,
      photoCount: 2,
    });
  });

  it('accepts plain JSON without photos and reuses one seller row per person', async () => {
    const seller = new Agent(ctx.server);
    const { user } = await seller.register();
    const a = await seller.post(
      '/api/user/listings',
      listingForm({ make: 'Honda', model: 'Jazz', bodyType: 'Hatchback' }),
    );
    const b = await seller.post(
      '/api/user/listings',
      listingForm({
        category: 'van',
        make: 'Ford',
        model: 'Transit',
        bodyType: 'Panel Van',
        town: 'York',
        postcode: 'YO1 7HH',
      }),
    );
    expect([a.status, b.status]).toEqual([201, 201]);
    const sellers = await ctx.db.knex('sellers').where({ user_id: user.id });
    expect(sellers).toHaveLength(1);
    expect(sellers[0]).toMatchObject({ seller_type: 'private', town: 'York' });
    const van = await getJson(ctx.server, `/api/cars/${b.body.id}`);
    expect(van.body.images).toEqual([`/api/media/listings/${b.body.id}/0.svg`]);
  });

  it.each([
    [{ price: 12.5 }, 'price: must be a whole number of pence'],
    [{ bodyType: 'Scooter' }, 'bodyType: must be one of Hatchback'],
    [{ postcode: 'ZZ99 9ZZ' }, 'postcode:'],
    [{ make: '' }, 'make: is required'],
    [{ fuelType: 'Steam' }, 'fuelType: must be one of'],
  ])('refuses %j with a 400 naming the field', async (change, message) => {
    const seller = new Agent(ctx.server);
    await seller.register();
    const res = await seller.post('/api/user/listings', listingForm(change));
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
  });

  it('refuses a program renamed .jpg, judged by its bytes', async () => {
    const seller = new Agent(ctx.server);
    await seller.register();
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(200)]);
    const res = await upload(seller, 'POST', '/api/user/listings', [
      { name: 'listing', value: JSON.stringify(listingForm()) },
      photo(exe, 'holiday.jpg', 'image/jpeg'),
    ]);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('photos: must be JPEG, PNG or WebP');
    expect((await seller.get('/api/user/listings')).body.stats.total).toBe(0);
  });

  it('refuses a photo over 5 MB', async () => {
    const seller = new Agent(ctx.server);
    await seller.register();
    const big = Buffer.concat([PNG_1PX, Buffer.alloc(6 * 1024 * 1024)]);
    const res = await upload(seller, 'POST', '/api/user/listings', [
      { name: 'listing', value: JSON.stringify(listingForm()) },
      photo(big),
    ]);
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('photos: each photo must be 5 MB or smaller');
  });

  it('refuses more than 10 photos', async () => {
    const seller = new Agent(ctx.server);
    await seller.register();
    const res = await upload(seller, 'POST', '/api/user/listings', [
      { name: 'listing', value: JSON.stringify(listingForm()) },
      ...Array.from({ length: 11 }, () => photo(PNG_1PX)),
    ]);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('photos: at most 10');
  });

  it('lets only the owner edit or delete, and a removed listing leaves search', async () => {
    const owner = new Agent(ctx.server);
    await owner.register();
    const other = new Agent(ctx.server);
    await other.register();
    const { body } = await upload(owner, 'POST', '/api/user/listings', [
      {
        name: 'listing',
        value: JSON.stringify(
          listingForm({ make: 'Mazda', model: 'MX-5', bodyType: 'Convertible', variant: 'Quokka' }),
        ),
      },
      photo(PNG_1PX),
      photo(JPEG_2PX, 'b.jpg', 'image/jpeg'),
    ]);
    const id = body.id as number;
    const edit = listingForm({
      make: 'Mazda',
      model: 'MX-5',
      bodyType: 'Convertible',
      variant: 'Quokka',
      price: 999_500,
    });
    expect((await other.put(`/api/user/listings/${id}`, edit)).status).toBe(404);
    expect((await other.delete(`/api/user/listings/${id}`)).status).toBe(404);

    // Reorder: keep only the JPEG (position 1), which becomes the first photo.
    const put = await upload(owner, 'PUT', `/api/user/listings/${id}`, [
      { name: 'listing', value: JSON.stringify(edit) },
      { name: 'keepPhotos', value: '[1]' },
    ]);
    expect(put.status).toBe(200);
    const detail = await getJson(ctx.server, `/api/cars/${id}`);
    expect(detail.body.price).toBe(999_500);
    expect(detail.body.images).toEqual([`/api/media/photos/${id}/0`]);
    expect(detail.body.priceHistory.map((h: any) => h.price)).toEqual([1_249_500, 999_500]);
    const first = await ctx.server.inject(`/api/media/photos/${id}/0`);
    expect(first.headers['content-type']).toBe('image/jpeg');

    expect((await owner.delete(`/api/user/listings/${id}`)).status).toBe(204);
    expect((await getJson(ctx.server, `/api/cars/${id}`)).status).toBe(404);
    const search = await getJson(ctx.server, '/api/cars/search?search=quokka');
    expect(search.body.cars.map((c: any) => c.id)).not.toContain(id);
    const row = await ctx.db.knex('listings').where({ id }).first();
    expect(row.status).toBe('removed');
    expect(row.removed_at).not.toBeNull();
    expect((await owner.get('/api/user/listings')).body.stats).toEqual({ active: 0, total: 1 });
  });

  it('answers 404 for photos that do not exist', async () => {
    expect((await ctx.server.inject('/api/media/photos/999999/0')).statusCode).toBe(404);
  });
});
