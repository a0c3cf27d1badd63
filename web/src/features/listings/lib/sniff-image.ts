// The browser's first check of a chosen photo, by its bytes as the server checks them: a renamed
// file is refused before upload (the server checks again).
export const MAX_PHOTOS = 10;
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

export async function sniffImage(file: Blob): Promise<'image/jpeg' | 'image/png' | 'image/webp' | null> {
  const b = new Uint8Array(await readHead(file));
  if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if ([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((x, i) => b[i] === x)) return 'image/png';
  const ascii = (from: number, to: number) => String.fromCharCode(...b.slice(from, to));
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return null;
}

function readHead(file: Blob): Promise<ArrayBuffer> {
  const head = file.slice(0, 12);
  if (typeof head.arrayBuffer === 'function') return head.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(head);
  });
}

/** Why a file cannot be a listing photo, or null when it can. */
export async function photoProblem(file: File): Promise<string | null> {
  if (file.size > MAX_PHOTO_BYTES) return `${file.name}: each photo must be 5 MB or smaller`;
  if (!(await sniffImage(file))) return `${file.name}: must be JPEG, PNG or WebP`;
  return null;
}
