// Uploaded photos: the type is read from the file's first bytes (magic numbers), never from its name
// or the declared content type, so a renamed program is refused; then each is decoded and stored as a
// re-encoded copy (bff/lib/image-reencode.ts), so what does not decode is refused too.
import { createError } from '../../lib/errors.js';
import { MAX_INPUT_PIXELS, reencodeImage, type ImageType } from '../../lib/image-reencode.js';
import { MAX_PHOTO_BYTES, MAX_PHOTOS } from './schemas.js';

export type PhotoType = ImageType;

export interface Photo {
  contentType: PhotoType;
  data: Buffer;
}

export function sniffImage(data: Buffer): PhotoType | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  if (
    data.length >= 8 &&
    data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'image/png';
  if (
    data.length >= 12 &&
    data.subarray(0, 4).toString('latin1') === 'RIFF' &&
    data.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'image/webp';
  return null;
}

/** The `photos` parts of a multipart payload (one Buffer or several), checked by their bytes alone. */
export function checkPhotoParts(
  value: unknown,
  alreadyKept = 0,
): { index: number; type: PhotoType; data: Buffer }[] {
  if (value === undefined || value === null || value === '') return [];
  const parts = Array.isArray(value) ? value : [value];
  if (parts.length + alreadyKept > MAX_PHOTOS)
    throw createError('TOO_MANY_PHOTOS', `photos: at most ${MAX_PHOTOS} photos per listing`, 400);
  return parts.map((part, index) => {
    if (!Buffer.isBuffer(part)) throw createError('BAD_PHOTO', 'photos: must be image files', 400);
    if (part.length > MAX_PHOTO_BYTES)
      throw createError('PHOTO_TOO_LARGE', 'photos: each photo must be 5 MB or smaller', 413);
    const type = sniffImage(part);
    if (!type) throw createError('BAD_PHOTO_TYPE', 'photos: must be JPEG, PNG or WebP', 400);
    return { index, type, data: part };
  });
}

/**
 * Decodes and re-encodes checked photos one at a time (each decode may take a few hundred MB, and
 * ten at once on a small server would starve every other request).
 */
export async function decodePhotos(
  parts: { index: number; type: PhotoType; data: Buffer }[],
): Promise<Photo[]> {
  const photos: Photo[] = [];
  for (const part of parts) {
    const result = await reencodeImage(part.data, part.type);
    if (!result.ok && result.reason === 'too-many-pixels')
      throw createError(
        'PHOTO_TOO_LARGE',
        `photos[${part.index}]: is larger than ${MAX_INPUT_PIXELS / 1_000_000} megapixels`,
        413,
      );
    if (!result.ok) throw createError('BAD_PHOTO', `photos[${part.index}]: is not an image we can read`, 400);
    photos.push({ contentType: result.contentType, data: result.data });
  }
  return photos;
}

/**
 * A write's payload: JSON (the listing's fields, no photos), or multipart with a `listing` part
 * holding those fields as JSON, `photos` files and, on edit, `keepPhotos` (JSON positions).
 */
export function splitPayload(payload: unknown): { fields: unknown; photos: unknown; keepPhotos: unknown } {
  const body = (payload ?? {}) as Record<string, unknown>;
  if (!('listing' in body) && !('photos' in body))
    return { fields: body, photos: undefined, keepPhotos: undefined };
  return {
    fields: parseJsonPart('listing', body.listing),
    photos: body.photos,
    keepPhotos: body.keepPhotos === undefined ? undefined : parseJsonPart('keepPhotos', body.keepPhotos),
  };
}

function parseJsonPart(name: string, value: unknown): unknown {
  const text = Buffer.isBuffer(value) ? value.toString('utf8') : value;
  if (typeof text !== 'string') throw createError('BAD_PART', `${name}: must be JSON`, 400);
  try {
    return JSON.parse(text);
  } catch {
    throw createError('BAD_PART', `${name}: must be JSON`, 400);
  }
}
