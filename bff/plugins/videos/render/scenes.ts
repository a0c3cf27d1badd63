// Each scene of a template drawn as one SVG frame at the output size (the title card, photo
// sequence, specs, price, call to action and branding), in the dealer's colours, with its logo and
// watermark. Layouts scale with the shorter side (u = 1 at 1080) and stack for portrait, sit side by
// side for landscape. Figures come only from the listing and its real facts (DECISIONS 11).
import {
  carDrawing,
  frameOf,
  logoImage,
  margin,
  miles,
  pounds,
  text,
  wrap,
  WHITE,
  type Frame,
} from './draw.js';
import { priceScene } from './price-scene.js';
import type { RenderSpec } from './types.js';

export interface Segment {
  sceneId: string;
  kind: string;
  /** Photo segments: which of the listing's drawings. */
  view: number;
  /** Photo segments: this one's place in the sequence. */
  index: number;
  count: number;
}

function background(spec: RenderSpec, f: Frame): string {
  const { primary, secondary } = spec.branding.colors;
  return (
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${primary}"/>` +
    `<stop offset="1" stop-color="${secondary}"/></linearGradient></defs>` +
    `<rect width="${f.W}" height="${f.H}" fill="url(#bg)"/>` +
    `<circle cx="${f.W * 0.9}" cy="${f.H * 0.08}" r="${f.u * 320}" fill="${WHITE}" opacity=".07"/>` +
    `<circle cx="${f.W * 0.05}" cy="${f.H * 0.95}" r="${f.u * 260}" fill="#000" opacity=".08"/>`
  );
}

/** The dealer's name, small, in the corner of every frame (when the dealer asked for a watermark). */
function watermark(spec: RenderSpec, f: Frame): string {
  if (!spec.branding.watermark) return '';
  const m = f.u * 70;
  const size = f.u * 30;
  const w = spec.dealerName.length * 0.64 * size + size;
  // On a dark pill, so it reads over a light drawing as well as over the dealer's colours.
  return (
    `<rect x="${f.W - m - w + size / 2}" y="${f.H - m - size * 1.15}" width="${w}" height="${size * 1.6}" rx="${size * 0.8}" fill="#000" opacity=".22"/>` +
    text([spec.dealerName], f.W - m, f.H - m, {
      size: f.u * 30,
      fill: WHITE,
      bold: true,
      anchor: 'end',
      opacity: 0.55,
    })
  );
}

function cornerLogo(spec: RenderSpec, f: Frame): string {
  if (!spec.branding.logo) return '';
  const m = f.u * 70;
  return logoImage(spec.branding.logo, { x: m, y: m, w: f.u * 200, h: f.u * 110 });
}

function titleCard(spec: RenderSpec, f: Frame): string {
  const m = margin(f);
  const car = spec.car;
  const drawW = f.landscape ? f.W * 0.5 : f.W - 2 * m;
  const drawH = drawW * 0.75;
  const size = f.u * (f.landscape ? 68 : 84);
  const title = wrap(
    `${car.year} ${car.make} ${car.model}`,
    f.landscape ? f.W * 0.38 : f.W - 2 * m,
    size,
    3,
    true,
  );
  const sub = wrap(car.title, f.landscape ? f.W * 0.38 : f.W - 2 * m, f.u * 38, 2);
  const textX = m;
  const textY = f.landscape ? f.H * 0.36 : f.portrait ? f.H * 0.2 : f.H * 0.17;
  const drawing = f.landscape
    ? { x: f.W - drawW - m * 0.6, y: (f.H - drawH) / 2, w: drawW, h: drawH }
    : { x: m, y: f.portrait ? f.H * 0.42 : f.H * 0.42, w: drawW, h: f.portrait ? drawH : f.H * 0.45 };
  return (
    text(title, textX, textY, { size, fill: WHITE, bold: true, leading: 1.1 }) +
    text(sub, textX, textY + title.length * size * 1.1 + f.u * 20, {
      size: f.u * 38,
      fill: WHITE,
      opacity: 0.85,
    }) +
    `<rect x="${drawing.x - f.u * 12}" y="${drawing.y - f.u * 12}" width="${drawing.w + f.u * 24}" height="${drawing.h + f.u * 24}" rx="${f.u * 28}" fill="${WHITE}" opacity=".16"/>` +
    carDrawing({ ...car, category: spec.category }, 0, drawing) +
    (f.portrait
      ? text([`Available now at ${spec.dealerName}`], f.W / 2, f.H * 0.88, {
          size: f.u * 40,
          fill: WHITE,
          anchor: 'middle',
          bold: true,
        })
      : '')
  );
}

/** The moving part of a photo segment: the drawing as large as the frame allows (ffmpeg pans and zooms it). */
function photo(spec: RenderSpec, f: Frame, s: Segment): string {
  const w = f.landscape ? f.H * (4 / 3) : f.W;
  const h = w * 0.75;
  return carDrawing({ ...spec.car, category: spec.category }, s.view, {
    x: (f.W - w) / 2,
    y: (f.H - h) / 2,
    w,
    h,
  });
}

/** What stays still over a moving photo: the title and price (portrait), and its place in the sequence. */
function photoCaption(spec: RenderSpec, f: Frame, s: Segment): string {
  const m = margin(f);
  const label = s.count > 1 ? `${s.index + 1} / ${s.count}` : '';
  return (
    (f.portrait
      ? text(wrap(spec.car.title, f.W - 2 * m, f.u * 54, 2, true), f.W / 2, f.H * 0.16, {
          size: f.u * 54,
          fill: WHITE,
          bold: true,
          anchor: 'middle',
        }) +
        text([pounds(spec.car.price)], f.W / 2, f.H * 0.8, {
          size: f.u * 72,
          fill: WHITE,
          bold: true,
          anchor: 'middle',
        })
      : '') +
    (label
      ? text([label], f.W - m, m + f.u * 40, { size: f.u * 34, fill: WHITE, anchor: 'end', bold: true })
      : '')
  );
}

function rows(spec: RenderSpec, f: Frame, heading: string, items: [string, string][]): string {
  const m = margin(f);
  const size = f.u * (f.landscape ? 46 : 50);
  const gap = size * (f.portrait ? 2.3 : 1.75);
  const top = f.portrait ? f.H * 0.28 : f.H * 0.3;
  const left = f.landscape ? f.W * 0.18 : m;
  const right = f.landscape ? f.W * 0.82 : f.W - m;
  let out = text([heading], left, top - gap * 0.9, { size: f.u * 70, fill: WHITE, bold: true });
  items.forEach(([label, value], i) => {
    const y = top + i * gap;
    out +=
      `<rect x="${left}" y="${y - size * 1.05}" width="${right - left}" height="${size * 1.55}" rx="${f.u * 18}" fill="${WHITE}" opacity=".12"/>` +
      text([label], left + f.u * 30, y, { size, fill: WHITE, opacity: 0.8 }) +
      text([value], right - f.u * 30, y, { size, fill: WHITE, bold: true, anchor: 'end' });
  });
  return out;
}

function specs(spec: RenderSpec, f: Frame, sceneId: string): string {
  const car = spec.car;
  if (sceneId === 'features' && car.features.length > 0) {
    const items = car.features
      .slice(0, f.landscape ? 5 : 6)
      .map((feature): [string, string] => ['✓', feature]);
    return rows(spec, f, 'Equipment', items);
  }
  const items: [string, string][] = [
    ['Year', String(car.year)],
    ['Mileage', miles(car.mileage)],
    ['Fuel', car.fuelType],
    ['Gearbox', car.transmission],
    ['Body', car.bodyType],
    ['Colour', car.colour],
  ];
  return rows(spec, f, 'Key specs', f.landscape ? items.slice(0, 5) : items);
}

function callToAction(spec: RenderSpec, f: Frame): string {
  const m = margin(f);
  const size = f.u * (f.landscape ? 86 : 92);
  const lines = wrap(spec.callToAction, f.W - 2 * m, size, 4, true);
  const y = f.H / 2 - ((lines.length - 1) * size * 1.15) / 2;
  const buttonW = Math.min(f.W - 2 * m, f.u * 720);
  const by = y + lines.length * size * 1.15 + f.u * 40;
  return (
    text(lines, f.W / 2, y, { size, fill: WHITE, bold: true, anchor: 'middle', leading: 1.15 }) +
    `<rect x="${(f.W - buttonW) / 2}" y="${by}" width="${buttonW}" height="${f.u * 110}" rx="${f.u * 55}" fill="${WHITE}"/>` +
    text([spec.dealerName], f.W / 2, by + f.u * 72, {
      size: f.u * 44,
      fill: spec.branding.colors.secondary,
      bold: true,
      anchor: 'middle',
    })
  );
}

function branding(spec: RenderSpec, f: Frame): string {
  const logoBox = { x: f.W / 2 - f.u * 300, y: f.H / 2 - f.u * 320, w: f.u * 600, h: f.u * 330 };
  const mark = spec.branding.logo
    ? logoImage(spec.branding.logo, logoBox)
    : `<circle cx="${f.W / 2}" cy="${f.H / 2 - f.u * 160}" r="${f.u * 150}" fill="${WHITE}" opacity=".95"/>` +
      text([initials(spec.dealerName)], f.W / 2, f.H / 2 - f.u * 115, {
        size: f.u * 130,
        fill: spec.branding.colors.secondary,
        bold: true,
        anchor: 'middle',
      });
  return (
    mark +
    text(wrap(spec.dealerName, f.W - 2 * margin(f), f.u * 70, 2, true), f.W / 2, f.H / 2 + f.u * 130, {
      size: f.u * 70,
      fill: WHITE,
      bold: true,
      anchor: 'middle',
    }) +
    text(['Find this car on AllMotors'], f.W / 2, f.H / 2 + f.u * 330, {
      size: f.u * 40,
      fill: WHITE,
      anchor: 'middle',
      opacity: 0.85,
    })
  );
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');

const svgOf = (f: Frame, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${f.W}" height="${f.H}" viewBox="0 0 ${f.W} ${f.H}">${body}</svg>`;

/**
 * One segment of the video as SVG: `base`, and for a photo segment the `overlay` (transparent) that
 * stays still while ffmpeg moves the base, so text, logo and watermark never drift or crop.
 */
export function drawScene(spec: RenderSpec, segment: Segment): { base: string; overlay: string | null } {
  const f = frameOf(spec);
  const logo = segment.kind === 'branding' ? '' : cornerLogo(spec, f);
  if (segment.kind === 'photos')
    return {
      base: svgOf(f, background(spec, f) + photo(spec, f, segment)),
      overlay: svgOf(f, photoCaption(spec, f, segment) + logo + watermark(spec, f)),
    };
  const body =
    segment.kind === 'title'
      ? titleCard(spec, f)
      : segment.kind === 'specs'
        ? specs(spec, f, segment.sceneId)
        : segment.kind === 'price'
          ? priceScene(spec, f, segment.sceneId)
          : segment.kind === 'cta'
            ? callToAction(spec, f)
            : branding(spec, f);
  return { base: svgOf(f, background(spec, f) + body + logo + watermark(spec, f)), overlay: null };
}
