// Draws the brand logo on a 320×80 canvas with a white background and saves it as a PNG (000 §2).
import { BRAND, LOGO_FILE_NAME } from './nav-links';

export const LOGO_WIDTH = 320;
export const LOGO_HEIGHT = 80;

const BLUE_700 = '#1d4ed8';
const SLATE_900 = '#0f172a';
const SLATE_600 = '#475569';
const FONT = "'Inter', 'Segoe UI', system-ui, -apple-system, Helvetica, Arial, sans-serif";

// The header's car-front mark (lucide, 24-unit grid), drawn in white inside the blue tile.
const CAR_PATHS = [
  'm21 8-2 2-1.5-3.7A2 2 0 0 0 15.646 5H8.4a2 2 0 0 0-1.903 1.257L5 10 3 8',
  'M7 14h.01',
  'M17 14h.01',
  'M5 10h14a2 2 0 0 1 2 2v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4a2 2 0 0 1 2-2z',
  'M5 18v2',
  'M19 18v2',
];

function tile(ctx: CanvasRenderingContext2D, x: number, y: number, size: number, radius: number) {
  ctx.beginPath();
  ctx.moveTo(x + radius, y);
  ctx.arcTo(x + size, y, x + size, y + size, radius);
  ctx.arcTo(x + size, y + size, x, y + size, radius);
  ctx.arcTo(x, y + size, x, y, radius);
  ctx.arcTo(x, y, x + size, y, radius);
  ctx.closePath();
}

export function drawLogo(ctx: CanvasRenderingContext2D) {
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, LOGO_WIDTH, LOGO_HEIGHT);

  ctx.fillStyle = BLUE_700;
  tile(ctx, 16, 16, 48, 10);
  ctx.fill();

  if (typeof Path2D !== 'undefined') {
    ctx.save();
    ctx.translate(22, 22);
    ctx.scale(1.5, 1.5);
    ctx.strokeStyle = '#ffffff';
    ctx.lineWidth = 2;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    for (const d of CAR_PATHS) ctx.stroke(new Path2D(d));
    ctx.restore();
  }

  ctx.textBaseline = 'alphabetic';
  ctx.fillStyle = SLATE_900;
  ctx.font = `700 30px ${FONT}`;
  ctx.fillText(BRAND.name, 78, 44);
  ctx.fillStyle = SLATE_600;
  ctx.font = `500 13px ${FONT}`;
  ctx.fillText(BRAND.tagline, 79, 63);
}

/** Renders the logo and starts a download of it; rejects when the browser cannot draw or encode it. */
export async function downloadLogo(): Promise<void> {
  const canvas = document.createElement('canvas');
  canvas.width = LOGO_WIDTH;
  canvas.height = LOGO_HEIGHT;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('Canvas drawing is not available in this browser');
  drawLogo(ctx);

  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('The logo could not be encoded as PNG');

  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = LOGO_FILE_NAME;
  link.hidden = true;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoke later: revoking straight after click can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
