// Photos are decoded on upload and stored as a re-encoded copy (issue 15, item 13): what does not
// decode is refused, metadata (EXIF GPS) is dropped, orientation applied, size capped, bombs refused.
import zlib from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_LONG_EDGE } from '../../lib/image-reencode.js';
import { Agent } from '../../testing/agent.js';
import { createTestServer, type TestContext } from '../../testing/test-server.js';
import { JPEG_2PX, listingForm, multipart, PNG_1PX, type Part } from './test-helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestServer({ listings: 50 });
}, 120_000);
afterAll(() => ctx?.close());

const photo = (data: Buffer, type = 'image/jpeg', filename = 'car.jpg'): Part => ({
  name: 'photos',
  filename,
  type,
  data,
});

async function list(photos: Part[]) {
  const seller = new Agent(ctx.server);
  await seller.register();
  const { body, contentType } = multipart([
    { name: 'listing', value: JSON.stringify(listingForm()) },
    ...photos,
  ]);
  const res = await seller.request('POST', '/api/user/listings', body, {
    headers: { 'content-type': contentType },
  });
  return { seller, res };
}

async function served(id: number, position: number) {
  const res = await ctx.server.inject(`/api/media/photos/${id}/${position}`);
  expect(res.statusCode).toBe(200);
  return { type: res.headers['content-type'], data: Buffer.from(res.rawPayload) };
}

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2a6' } });

describe('photo decoding', () => {
  it('refuses a photo that starts like a JPEG but does not decode, naming which one', async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(4000, 7)]);
    const { seller, res } = await list([photo(JPEG_2PX), photo(PNG_1PX, 'image/png'), photo(fake)]);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('photos[2]: is not an image we can read');
    expect((await seller.get('/api/user/listings')).body.stats.total).toBe(0);
  });

  it('refuses a truncated photo', async () => {
    const whole = await solid(400, 300).jpeg().toBuffer();
    const { res } = await list([photo(whole.subarray(0, Math.floor(whole.length / 2)))]);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('photos[0]: is not an image we can read');
  });

  it('stores a photo taken with GPS in its EXIF without any metadata', async () => {
    const withGps = await solid(64, 48)
      .withExif({
        IFD0: { Make: 'PhoneCo', Model: 'Snapper 9' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '51/1 30/1 2/1',
          GPSLongitudeRef: 'W',
          GPSLongitude: '0/1 7/1 5/1',
        },
      })
      .jpeg()
      .toBuffer();
    expect((await sharp(withGps).metadata()).exif).toBeDefined();
    const { res } = await list([photo(withGps)]);
    expect(res.status).toBe(201);
    const stored = await served(res.body.id, 0);
    expect(stored.type).toBe('image/jpeg');
    const meta = await sharp(stored.data).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(stored.data.includes(Buffer.from('PhoneCo'))).toBe(false);
    expect(meta).toMatchObject({ width: 64, height: 48 });
  });

  it('turns a photo the right way up by its EXIF orientation', async () => {
    // Orientation 6: the camera was held sideways; the picture is shown rotated 90° clockwise.
    const sideways = await solid(80, 40).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const { res } = await list([photo(sideways)]);
    expect(res.status).toBe(201);
    const meta = await sharp((await served(res.body.id, 0)).data).metadata();
    expect(meta).toMatchObject({ width: 40, height: 80 });
    expect(meta.orientation ?? 1).toBe(1);
  });

  it(`scales a photo larger than ${MAX_LONG_EDGE} px on its long edge`, async () => {
    const huge = await solid(4000, 1000).png().toBuffer();
    const { res } = await list([photo(huge, 'image/png', 'wide.png')]);
    expect(res.status).toBe(201);
    const stored = await served(res.body.id, 0);
    // A PNG photo is stored as a JPEG (served with that type); a WebP stays WebP.
    expect(stored.type).toBe('image/jpeg');
    expect(await sharp(stored.data).metadata()).toMatchObject({
      format: 'jpeg',
      width: MAX_LONG_EDGE,
      height: 640,
    });
  });

  it('keeps a WebP a WebP', async () => {
    const webp = await solid(30, 20).webp().toBuffer();
    const { res } = await list([photo(webp, 'image/webp', 'car.webp')]);
    expect(res.status).toBe(201);
    const stored = await served(res.body.id, 0);
    expect(stored.type).toBe('image/webp');
    expect(await sharp(stored.data).metadata()).toMatchObject({ format: 'webp', width: 30, height: 20 });
  });

  it('refuses a decompression bomb: a tiny file declaring a 20000 × 20000 canvas', async () => {
    const bomb = Buffer.from(await solid(1, 1).png().toBuffer());
    bomb.writeUInt32BE(20_000, 16);
    bomb.writeUInt32BE(20_000, 20);
    bomb.writeUInt32BE(zlib.crc32(bomb.subarray(12, 29)), 29); // the IHDR chunk's checksum
    const { res } = await list([photo(bomb, 'image/png', 'bomb.png')]);
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('photos[0]: is larger than 64 megapixels');
  });
});
