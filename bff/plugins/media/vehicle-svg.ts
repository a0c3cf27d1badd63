// Server-side vehicle illustrations: a flat, studio-style SVG per listing (the demo listings have no
// photos and no external image hosts may be used). Pure and deterministic: the same input always
// gives the same SVG string.
import type { Category } from '../../../db/reference/types.js';
import { drawBike } from './vehicle-svg-bikes.js';
import { drawCar } from './vehicle-svg-cars.js';
import { f, mix, wheel } from './vehicle-svg-parts.js';
import type { Ctx, Shape, XY } from './vehicle-svg-parts.js';
import { drawVan } from './vehicle-svg-vans.js';

export interface VehicleDrawing {
  category: Category;
  bodyType: string;
  colour: string;
  make: string;
  model: string;
  year: number;
  view: number;
  seed: number;
}

/** Paint colour for each of the 21 catalogue colours. Multicolour is drawn as a gradient. */
export const COLOUR_HEX: Record<string, string> = {
  Beige: '#cdbb97',
  Black: '#1f2227',
  Blue: '#2f5fa8',
  Bronze: '#8f6a3e',
  Brown: '#6b4a35',
  Burgundy: '#6e1f30',
  Gold: '#c5a253',
  Green: '#2f6b4c',
  Grey: '#7a818b',
  Indigo: '#3d3f91',
  Maroon: '#6a2632',
  Multicolour: '#2f7f9e',
  Navy: '#1f2f55',
  Orange: '#e07a2e',
  Pink: '#e09bb4',
  Purple: '#6b4090',
  Red: '#c3262f',
  Silver: '#c2c7cd',
  Turquoise: '#2aa6a0',
  White: '#f2f3f5',
  Yellow: '#eec53c',
};

const MULTI = ['#d1495b', '#edae49', '#2f9e8f', '#30638e'];
const FONT = 'Inter, Segoe UI, Helvetica, Arial, sans-serif';
/** Soft studio backdrops: [hue, saturation %]. */
const BACKDROPS: [number, number][] = [
  [215, 22],
  [205, 18],
  [30, 16],
  [150, 10],
  [260, 14],
  [190, 20],
  [40, 10],
  [0, 0],
];
const GROUND = 468;

export function escapeXml(s: string): string {
  return s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );
}

function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function hsl(h: number, s: number, l: number): string {
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
  const c = (n: number): string => {
    const k = (n + h / 30) % 12;
    const v = l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(v * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${c(0)}${c(8)}${c(4)}`;
}

function shapeFor(category: string, bodyType: string, ctx: Ctx): Shape {
  if (category === 'motorcycle') return drawBike(bodyType, ctx);
  if (category === 'van') return drawVan(bodyType, ctx);
  return drawCar(bodyType, ctx);
}

/** The swept top and end surfaces of a body seen in a three-quarter view. */
function sweep(pts: readonly XY[], v: XY, hex: string): string {
  const shades = [mix(hex, '#ffffff', 0.22), mix(hex, '#ffffff', 0.06), mix(hex, '#000000', 0.22)];
  const groups: { pts: XY[]; s: number }[] = [];
  let cur: { pts: XY[]; s: number } | null = null;
  for (let i = 0; i + 1 < pts.length; i++) {
    const a = pts[i]!;
    const b = pts[i + 1]!;
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
    if (len < 1e-6) continue;
    const nx = (b[1] - a[1]) / len;
    const ny = -(b[0] - a[0]) / len;
    if (nx * v[0] + ny * v[1] <= 0.01) {
      cur = null;
      continue;
    }
    const s = ny < -0.8 ? 0 : ny < -0.35 ? 1 : 2;
    if (cur && cur.s === s) cur.pts.push(b);
    else groups.push((cur = { pts: [a, b], s }));
  }
  return groups
    .map((g) => {
      const fw = g.pts.map((p) => `${f(p[0])} ${f(p[1])}`).join('L');
      const bw = [...g.pts]
        .reverse()
        .map((p) => `${f(p[0] + v[0])} ${f(p[1] + v[1])}`)
        .join('L');
      return `<path d="M${fw}L${bw}Z" fill="${shades[g.s]}" stroke="${shades[g.s]}" stroke-width=".6" stroke-linejoin="round"/>`;
    })
    .join('');
}

function vehicle(sh: Shape, ctx: Ctx, v: XY | null): string {
  const id = ctx.id;
  let s = '';
  // ground shadow
  const vx = v ? v[0] : 0;
  const vy = v ? v[1] : 0;
  s += `<ellipse cx="${f(sh.L / 2 + vx / 2)}" cy="${f(vy / 2)}" rx="${f(sh.L * 0.56 + Math.abs(vx) / 2)}" ry="${f(Math.max(sh.L * 0.035, Math.abs(vy) / 2 + 10))}" fill="url(#${id}s)"/>`;
  for (const w of sh.wheels)
    s += `<ellipse cx="${f(w.x)}" cy="0" rx="${f(w.r * 0.85)}" ry="${f(w.r * 0.12)}" fill="#000" opacity=".3"/>`;
  if (!sh.body) {
    return s + sh.under + sh.wheels.map((w) => wheel(w, ctx)).join('') + sh.over;
  }
  s += sh.under;
  if (v && sh.top) {
    const far = sh.wheels
      .map((w) => `<g transform="translate(${f(v[0])} ${f(v[1])})">${wheel(w, ctx, true)}</g>`)
      .join('');
    const extra = (sh.extra ?? []).map((e) => sweep(e.poly, v, e.hex)).join('');
    const dark = mix(ctx.hex, '#000000', 0.3);
    s += far + (v[0] > 0 ? extra : '');
    s += `<use xlink:href="#${id}b" transform="translate(${f(v[0])} ${f(v[1])})" fill="${dark}"/>`;
    s += sweep(sh.top, v, ctx.hex) + (v[0] < 0 ? extra : '');
    const side = v[0] > 0 ? 1 : -1;
    for (const q of sh.faces) {
      if (q.side !== 0 && q.side !== side) continue;
      const P = (p: XY, t: number): string => `${f(p[0] + v[0] * t)} ${f(p[1] + v[1] * t)}`;
      s += `<path d="M${P(q.a, q.t0)}L${P(q.b, q.t0)}L${P(q.b, q.t1)}L${P(q.a, q.t1)}Z" fill="${q.fill}" stroke="#000" stroke-opacity=".2" stroke-width=".8"/>`;
    }
  }
  s += `<path id="${id}b" d="${sh.body}" fill="${ctx.paint}" stroke="#0b0d10" stroke-opacity=".35" stroke-width="1.2"/>`;
  s += `<clipPath id="${id}c"><use xlink:href="#${id}b"/></clipPath>`;
  s += `<g clip-path="url(#${id}c)"><rect x="-20" y="${f(-(sh.lower ?? 40))}" width="${f(sh.L + 40)}" height="${f((sh.lower ?? 40) + 10)}" fill="#000" opacity=".16"/>`;
  s += `<rect x="-20" y="${f(-(sh.lower ?? 40) - 3)}" width="${f(sh.L + 40)}" height="2.4" fill="#fff" opacity=".22"/></g>`;
  s += sh.over + sh.wheels.map((w) => wheel(w, ctx)).join('');
  return s;
}

export function renderVehicleSvg(d: VehicleDrawing): string {
  const category = d.category === 'motorcycle' || d.category === 'van' ? d.category : 'car';
  const colourKey = Object.keys(COLOUR_HEX).find(
    (k) =>
      k.toLowerCase() ===
      String(d.colour ?? '')
        .trim()
        .toLowerCase(),
  );
  const multi = colourKey === 'Multicolour';
  const hex = colourKey ? COLOUR_HEX[colourKey]! : '#8a9099';
  const viewRaw = Number.isFinite(d.view) ? Math.trunc(d.view) : 0;
  const view = ((viewRaw % 4) + 4) % 4;
  const seed = Number.isFinite(d.seed) ? Math.trunc(d.seed) >>> 0 : 0;
  const bodyType = String(d.bodyType ?? '');
  const id =
    'v' +
    hash(
      `${category}|${bodyType}|${colourKey ?? ''}|${view}|${seed}|${d.make}|${d.model}|${d.year}`,
    ).toString(36);
  const ctx: Ctx = { id, paint: `url(#${id}p)`, hex };
  const sh = shapeFor(category, bodyType, ctx);

  // background: soft studio gradient varied by seed
  const rnd = hash(`bg${seed}`);
  const [hue, sat] = BACKDROPS[rnd % BACKDROPS.length]!;
  const hueJ = hue + ((rnd >>> 8) % 16) - 8;
  const bgTop = hsl(hueJ, sat, 95);
  const bgMid = hsl(hueJ, sat, 89);
  const bgLow = hsl(hueJ, Math.max(0, sat - 4), 83);
  const glowX = 320 + ((rnd >>> 12) % 160);

  // framing
  const bike = sh.W === 0;
  const three = view === 1 || view === 2;
  const dir = view === 2 ? -1 : 1;
  const v: XY | null = three && !bike ? [dir * sh.W * 0.5, -sh.W * 0.2] : null;
  const k = three ? (bike ? 0.86 : 0.84) : 1;
  const mirror = view !== 2;
  const x0 = Math.min(0, v ? v[0] : 0) - 6;
  const x1 = Math.max(sh.L, sh.L + (v ? v[0] : 0)) + 6;
  const y0 = -sh.H + (v ? v[1] : 0) - 4;
  let s = Math.min(640 / ((x1 - x0) * k), 360 / -y0);
  if (three && bike) s *= 1.06;
  let tx: number;
  let ty: number;
  const xc = (x0 + x1) / 2;
  if (view === 3) {
    s *= bike ? 1.7 : 2.3;
    tx = 400 + (mirror ? 1 : -1) * s * sh.focus[0];
    ty = 290 - s * sh.focus[1];
  } else {
    const shift = three ? (bike ? 30 : 0) * (mirror ? 1 : -1) : 0;
    tx = 400 + shift + (mirror ? 1 : -1) * s * k * xc;
    ty = GROUND + (three && !bike ? 12 : 0);
  }
  const sx = s * k * (mirror ? -1 : 1);

  const paintStops = multi
    ? MULTI.map((c, i) => `<stop offset="${f(i / (MULTI.length - 1))}" stop-color="${c}"/>`).join('')
    : `<stop offset="0" stop-color="${mix(hex, '#ffffff', 0.2)}"/><stop offset=".5" stop-color="${hex}"/><stop offset="1" stop-color="${mix(hex, '#000000', 0.3)}"/>`;
  const paintGrad = multi
    ? `<linearGradient id="${id}p" gradientUnits="userSpaceOnUse" x1="0" y1="${f(-sh.H)}" x2="${f(sh.L)}" y2="0">${paintStops}</linearGradient>`
    : `<linearGradient id="${id}p" gradientUnits="userSpaceOnUse" x1="0" y1="${f(-sh.H)}" x2="0" y2="0">${paintStops}</linearGradient>`;

  const defs =
    `<defs>` +
    `<linearGradient id="${id}a" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${bgTop}"/><stop offset=".66" stop-color="${bgMid}"/><stop offset="1" stop-color="${bgLow}"/></linearGradient>` +
    `<radialGradient id="${id}h" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="#fff" stop-opacity=".75"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="${id}s" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="#000" stop-opacity=".32"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>` +
    paintGrad +
    `<linearGradient id="${id}g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#4a5866"/><stop offset=".42" stop-color="#1d252e"/><stop offset=".47" stop-color="#5d6c7a"/><stop offset=".55" stop-color="#1d252e"/><stop offset="1" stop-color="#0f1419"/></linearGradient>` +
    `<linearGradient id="${id}r" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#eef1f4"/><stop offset=".5" stop-color="#b4bac2"/><stop offset="1" stop-color="#7c838c"/></linearGradient>` +
    `</defs>`;

  const bg =
    `<rect width="800" height="600" fill="url(#${id}a)"/>` +
    `<ellipse cx="${glowX}" cy="300" rx="380" ry="250" fill="url(#${id}h)"/>` +
    `<rect y="${GROUND - 50}" width="800" height="1" fill="#000" opacity=".035"/>`;

  const title =
    `${Number.isFinite(d.year) ? `${Math.trunc(d.year)} ` : ''}${String(d.make ?? '')} ${String(d.model ?? '')}`
      .trim()
      .slice(0, 70);
  const fs = Math.max(14, Math.min(24, Math.floor(1250 / Math.max(1, title.length))));
  const caption =
    `<rect y="544" width="800" height="56" fill="#fff" opacity=".82"/><rect y="544" width="800" height="1" fill="#000" opacity=".08"/>` +
    `<text x="28" y="579" font-family="${FONT}" font-size="${fs}" font-weight="600" fill="#1f2933">${escapeXml(title)}</text>` +
    `<rect x="680" y="16" width="104" height="24" rx="12" fill="#fff" opacity=".75"/>` +
    `<text x="732" y="32.5" text-anchor="middle" font-family="${FONT}" font-size="12" fill="#52606d" letter-spacing=".4">Illustration</text>`;

  const car =
    `<g transform="translate(${f(tx)} ${f(ty)}) scale(${sx.toFixed(3)} ${s.toFixed(3)})">` +
    vehicle(sh, ctx, v) +
    `</g>`;

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 800 600" width="800" height="600" role="img" aria-label="${escapeXml(`Illustration of ${title}`)}">` +
    defs +
    bg +
    car +
    caption +
    `</svg>`
  );
}
