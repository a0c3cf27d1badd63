// Small SVG drawing helpers for the scenes: text (wrapped to a width), money and mileage as people in
// the UK write them, and the listing drawings placed inside a scene.
import { escapeXml, renderVehicleSvg } from '../../media/vehicle-svg.js';
import { FONT_FAMILY } from './raster.js';
import type { RenderSpec } from './types.js';

export { escapeXml };

export const pounds = (pence: number) =>
  `£${Math.round(pence / 100).toLocaleString('en-GB', { maximumFractionDigits: 0 })}`;
export const miles = (n: number) => `${n.toLocaleString('en-GB')} miles`;
export const longDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/London',
  });

/** DejaVu Sans is wide: about 0.6 em a character on average (bold a little more). */
const charWidth = (size: number, bold: boolean) => size * (bold ? 0.64 : 0.58);

/** Breaks `text` into at most `maxLines` lines of `width`; the last one ends '…' when cut. */
export function wrap(text: string, width: number, size: number, maxLines: number, bold = false): string[] {
  const perLine = Math.max(4, Math.floor(width / charWidth(size, bold)));
  const lines: string[] = [];
  let line = '';
  const words = text.trim().split(/\s+/);
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const next = line ? `${line} ${word}` : word;
    if (next.length <= perLine) {
      line = next;
      continue;
    }
    if (line) lines.push(line);
    line = word.length > perLine ? `${word.slice(0, perLine - 1)}…` : word;
    if (lines.length === maxLines) break;
  }
  if (line && lines.length < maxLines) lines.push(line);
  if (lines.length === maxLines && lines.join(' ').length < text.trim().length) {
    const last = lines[maxLines - 1]!;
    lines[maxLines - 1] =
      `${last.slice(0, Math.max(1, perLine - 1)).replace(/\s+\S*$/, '') || last.slice(0, perLine - 1)}…`;
  }
  return lines;
}

export interface TextStyle {
  size: number;
  fill: string;
  bold?: boolean;
  anchor?: 'start' | 'middle' | 'end';
  opacity?: number;
  /** Line height as a multiple of the size (default 1.2). */
  leading?: number;
  decoration?: 'line-through';
}

/** Lines of text from the first baseline `y`. */
export function text(lines: string[], x: number, y: number, style: TextStyle): string {
  const leading = (style.leading ?? 1.2) * style.size;
  return lines
    .map(
      (line, i) =>
        `<text x="${x.toFixed(1)}" y="${(y + i * leading).toFixed(1)}" font-family="${FONT_FAMILY}" ` +
        `font-size="${style.size.toFixed(1)}" font-weight="${style.bold ? 700 : 400}" fill="${style.fill}" ` +
        `text-anchor="${style.anchor ?? 'start'}"${style.opacity === undefined ? '' : ` opacity="${style.opacity}"`}` +
        `${style.decoration ? ` text-decoration="${style.decoration}"` : ''}>${escapeXml(line)}</text>`,
    )
    .join('');
}

export interface DrawingOf {
  id: number;
  category: string;
  bodyType: string;
  colour: string;
  make: string;
  model: string;
  year: number;
}

/** The listing's n-th drawing (the media plugin's picture) as a nested SVG in the box given. */
export function carDrawing(
  car: DrawingOf,
  view: number,
  box: { x: number; y: number; w: number; h: number },
) {
  const svg = renderVehicleSvg({
    category: car.category as never,
    bodyType: car.bodyType,
    colour: car.colour,
    make: car.make,
    model: car.model,
    year: car.year,
    view,
    seed: car.id,
  });
  // Its own root element, placed and sized by the scene (the drawing is 800×600).
  return svg.replace(
    /^<svg [^>]*>/,
    `<svg x="${box.x.toFixed(1)}" y="${box.y.toFixed(1)}" width="${box.w.toFixed(1)}" height="${box.h.toFixed(1)}" viewBox="0 0 800 600" preserveAspectRatio="xMidYMid meet">`,
  );
}

/** An uploaded logo as a data URI image, fitted in the box. */
export function logoImage(
  logo: { contentType: string; data: Buffer },
  box: { x: number; y: number; w: number; h: number },
) {
  return (
    `<image x="${box.x.toFixed(1)}" y="${box.y.toFixed(1)}" width="${box.w.toFixed(1)}" height="${box.h.toFixed(1)}" ` +
    `preserveAspectRatio="xMidYMid meet" href="data:${logo.contentType};base64,${logo.data.toString('base64')}"/>`
  );
}

/** The output frame: its size, the unit (1 at a 1080 short side) and its shape. */
export interface Frame {
  W: number;
  H: number;
  u: number;
  portrait: boolean;
  landscape: boolean;
}

export const WHITE = '#FFFFFF';

export function frameOf(spec: RenderSpec): Frame {
  const { width: W, height: H } = spec;
  return { W, H, u: Math.min(W, H) / 1080, portrait: H > W, landscape: W > H };
}

/** Keeps text clear of the edges (and of a zoomed photo's crop). */
export const margin = (f: Frame) => f.u * 90;
