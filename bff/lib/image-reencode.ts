// Uploaded images are decoded and stored as a fresh copy (issue 15, item 13), never as sent: a file
// whose first bytes say JPEG but whose body is something else does not decode and is refused; what is
// stored carries no metadata (a phone photo's EXIF holds where it was taken); it stands the right way
// up (EXIF orientation applied); it is at most MAX_LONG_EDGE pixels on its long edge.
import sharp from 'sharp';

export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp';

/** Long edge of a stored image: sharp on any screen, and a 5 MB upload shrinks to a few hundred KB. */
export const MAX_LONG_EDGE = 2560;
/**
 * Decompression bombs: a few KB can declare a huge canvas. 64 megapixels passes a 50 MP phone
 * photo and refuses anything whose decoding would take gigabytes.
 */
export const MAX_INPUT_PIXELS = 64_000_000;
const QUALITY = 82;

const FORMATS: Record<ImageType, string> = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp' };

export type Reencoded =
  | { ok: true; contentType: ImageType; data: Buffer }
  | { ok: false; reason: 'unreadable' | 'too-many-pixels' };

/**
 * Decodes `data` (whose first bytes said `sniffed`) and encodes it again. WebP stays WebP; PNG stays
 * PNG only with `keepPng` (a logo's transparency), else it becomes a JPEG on white like any photo.
 */
export async function reencodeImage(
  data: Buffer,
  sniffed: ImageType,
  options: { keepPng?: boolean } = {},
): Promise<Reencoded> {
  try {
    // 'error' refuses corrupt and truncated data; animated: false keeps only a WebP's first frame.
    const image = sharp(data, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS, animated: false });
    const meta = await image.metadata();
    if (meta.format !== FORMATS[sniffed]) return { ok: false, reason: 'unreadable' };
    const shaped = image
      .rotate()
      .resize({ width: MAX_LONG_EDGE, height: MAX_LONG_EDGE, fit: 'inside', withoutEnlargement: true });
    // sharp writes no metadata unless asked (keepMetadata/withMetadata), so EXIF and GPS go here.
    if (sniffed === 'image/webp')
      return {
        ok: true,
        contentType: 'image/webp',
        data: await shaped.webp({ quality: QUALITY }).toBuffer(),
      };
    if (sniffed === 'image/png' && options.keepPng)
      return {
        ok: true,
        contentType: 'image/png',
        data: await shaped.png({ compressionLevel: 9 }).toBuffer(),
      };
    const jpeg = await shaped.flatten({ background: '#ffffff' }).jpeg({ quality: QUALITY }).toBuffer();
    return { ok: true, contentType: 'image/jpeg', data: jpeg };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, reason: /pixel limit/i.test(message) ? 'too-many-pixels' : 'unreadable' };
  }
}
