// Shared drawing helpers for the vehicle illustrations (see vehicle-svg.ts).
// Local coordinates: ground at y = 0, up is negative y, the vehicle's front points to +x.

export type Pt = readonly [number, number, number?];
export type XY = readonly [number, number];

/** A panel on a swept (3/4 view) surface: segment a-b swept from t0 to t1 of the depth vector. */
export interface Face {
  a: XY;
  b: XY;
  t0: number;
  t1: number;
  fill: string;
  /** 1: seen from the front only, -1: from the rear only, 0: always. */
  side: 1 | -1 | 0;
}

export interface Wheel {
  x: number;
  r: number;
  /** 'c' car alloy, 'v' van steel, 'b' bike cast, 'w' wire spokes, 'k' knobbly wire. */
  k: 'c' | 'v' | 'b' | 'w' | 'k';
  /** Front bike wheel: draw a brake disc. */
  disc?: boolean;
}

export interface Shape {
  L: number;
  H: number;
  /** Width of the vehicle (depth of the 3/4 sweep); 0 = no sweep (motorcycles). */
  W: number;
  under: string;
  /** Body silhouette path (cars, vans). */
  body?: string;
  /** Sampled upper outline of the body, rear-bottom to front-bottom, for the 3/4 sweep. */
  top?: XY[];
  /** Height (positive) below which the body gets the darker lower-panel shade. */
  lower?: number;
  over: string;
  wheels: Wheel[];
  faces: Face[];
  /** Centre of the detail crop. */
  focus: XY;
  /** Extra swept outlines (e.g. a flatbed) with their colour. */
  extra?: { poly: XY[]; hex: string }[];
}

/** Colours and ids of one drawing. */
export interface Ctx {
  id: string;
  /** Fill for painted panels (a gradient url). */
  paint: string;
  /** Base paint colour as hex. */
  hex: string;
}

export const GLASS_DARK = '#1a2129';
export const TRIM = '#24272c';
export const CHROME = '#c9ced4';
export const LAMP = '#eef3f8';
export const TAIL = '#b3202b';
export const INTERIOR = '#2a2d32';

export const f = (x: number): string => String(Math.round(x * 10) / 10);

export function hexRgb(h: string): [number, number, number] {
  const n = parseInt(h.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Mixes hex colour a towards b by t (0..1). */
export function mix(a: string, b: string, t: number): string {
  const x = hexRgb(a);
  const y = hexRgb(b);
  let s = '#';
  for (let i = 0; i < 3; i++) {
    const v = Math.round(x[i]! + (y[i]! - x[i]!) * t);
    s += v.toString(16).padStart(2, '0');
  }
  return s;
}

export function luminance(h: string): number {
  const [r, g, b] = hexRgb(h);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}

/**
 * Rounded polygon / polyline through points [x, y, cornerRadius]. Returns the path data and
 * a sampled outline (for the 3/4 sweep).
 */
export function rounded(pts: readonly Pt[], closed = true): { d: string; poly: XY[] } {
  const n = pts.length;
  const poly: XY[] = [];
  const parts: string[] = [];
  const corner = (i: number): [XY, XY, XY] | null => {
    const p = pts[i]!;
    const r = p[2] ?? 0;
    if (!closed && (i === 0 || i === n - 1)) return null;
    if (r <= 0) return null;
    const a = pts[(i - 1 + n) % n]!;
    const b = pts[(i + 1) % n]!;
    const la = Math.hypot(a[0] - p[0], a[1] - p[1]);
    const lb = Math.hypot(b[0] - p[0], b[1] - p[1]);
    const ra = Math.min(r, la / 2);
    const rb = Math.min(r, lb / 2);
    const p1: XY = [p[0] + ((a[0] - p[0]) * ra) / la, p[1] + ((a[1] - p[1]) * ra) / la];
    const p2: XY = [p[0] + ((b[0] - p[0]) * rb) / lb, p[1] + ((b[1] - p[1]) * rb) / lb];
    return [p1, [p[0], p[1]], p2];
  };
  const emit = (i: number, first: boolean): void => {
    const c = corner(i);
    const p = pts[i]!;
    if (!c) {
      parts.push(`${first ? 'M' : 'L'}${f(p[0])} ${f(p[1])}`);
      poly.push([p[0], p[1]]);
      return;
    }
    const [p1, q, p2] = c;
    parts.push(`${first ? 'M' : 'L'}${f(p1[0])} ${f(p1[1])}Q${f(q[0])} ${f(q[1])} ${f(p2[0])} ${f(p2[1])}`);
    poly.push(p1, [(p1[0] + 2 * q[0] + p2[0]) / 4, (p1[1] + 2 * q[1] + p2[1]) / 4], p2);
  };
  for (let i = 0; i < n; i++) emit(i, i === 0);
  return { d: parts.join('') + (closed ? 'Z' : ''), poly };
}

export const path = (d: string, fill: string, extra = ''): string =>
  `<path d="${d}" fill="${fill}"${extra}/>`;

export const poly = (pts: readonly Pt[], fill: string, extra = ''): string =>
  path(rounded(pts).d, fill, extra);

export const line = (
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  w: number,
  col: string,
  extra = '',
): string =>
  `<path d="M${f(x1)} ${f(y1)}L${f(x2)} ${f(y2)}" stroke="${col}" stroke-width="${f(w)}" stroke-linecap="round"${extra}/>`;

export const circ = (x: number, y: number, r: number, fill: string, extra = ''): string =>
  `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${fill}"${extra}/>`;

/** A band of an annulus (fenders, mudguards) from angle a1 to a2 in degrees (0 = +x, -90 = up). */
export function arcBand(
  cx: number,
  cy: number,
  r1: number,
  r2: number,
  a1: number,
  a2: number,
  fill: string,
): string {
  const p = (r: number, a: number): string => {
    const t = (a * Math.PI) / 180;
    return `${f(cx + r * Math.cos(t))} ${f(cy + r * Math.sin(t))}`;
  };
  const large = Math.abs(a2 - a1) > 180 ? 1 : 0;
  return path(
    `M${p(r2, a1)}A${f(r2)} ${f(r2)} 0 ${large} 1 ${p(r2, a2)}L${p(r1, a2)}A${f(r1)} ${f(r1)} 0 ${large} 0 ${p(r1, a1)}Z`,
    fill,
  );
}

/** Bottom edge of a body from x1 (front) back to x0 (rear) at height y, cutting arches over wheels. */
export function bottom(
  x1: number,
  x0: number,
  y: number,
  wheels: readonly Wheel[],
  wells?: string[],
): string {
  let d = '';
  const ws = [...wheels].filter((w) => w.x < x1 && w.x > x0).sort((a, b) => b.x - a.x);
  for (const w of ws) {
    const ra = w.r + 6;
    const dy = Math.abs(y + w.r);
    if (dy >= ra) continue;
    const dx = Math.sqrt(ra * ra - dy * dy);
    const arc = `${f(w.x + dx)} ${f(y)}A${f(ra)} ${f(ra)} 0 ${y > -w.r ? 1 : 0} 0 ${f(w.x - dx)} ${f(y)}`;
    d += `L${arc}`;
    wells?.push(`M${arc}Z`);
  }
  return `${d}L${f(x0)} ${f(y)}`;
}

/** A small chrome maker's badge. */
export const badge = (x: number, y: number, ctx: Ctx): string =>
  `<rect x="${f(x - 7)}" y="${f(y - 2)}" width="14" height="4" rx="2" fill="url(#${ctx.id}r)" stroke="#000" stroke-opacity=".35" stroke-width=".6"/>`;

/** A wheel standing on the ground at x. */
export function wheel(w: Wheel, ctx: Ctx, dim = false): string {
  const { x, r, k } = w;
  const cy = -r;
  const g = `<g transform="translate(${f(x)} ${f(cy)})">`;
  if (dim) return `${g}${circ(0, 0, r, '#15171a')}${circ(0, 0, r * 0.6, '#3a3e44')}</g>`;
  const rim = `url(#${ctx.id}r)`;
  let s = g;
  if (k === 'c' || k === 'v') {
    s += circ(0, 0, r, '#202328');
    s += circ(0, 0, r - 0.8, 'none', ' stroke="#3b3f45" stroke-width="1.6"');
    s += circ(0, 0, r * 0.9, 'none', ` stroke="#2f3338" stroke-width="${f(r * 0.05)}"`);
    s += circ(0, 0, r * 0.66, k === 'c' ? '#33373d' : '#5d636b');
    if (k === 'c') {
      let sp = '';
      for (let i = 0; i < 5; i++) {
        const a = (i * 72 - 90) * (Math.PI / 180);
        sp += `M0 0L${f(Math.cos(a) * r * 0.6)} ${f(Math.sin(a) * r * 0.6)}`;
      }
      s += `<path d="${sp}" stroke="${rim}" stroke-width="${f(r * 0.2)}" stroke-linecap="round"/>`;
      s += circ(0, 0, r * 0.62, 'none', ` stroke="${rim}" stroke-width="${f(r * 0.09)}"`);
    } else {
      s += circ(0, 0, r * 0.56, rim);
      for (let i = 0; i < 6; i++) {
        const a = i * 60 * (Math.PI / 180);
        s += circ(Math.cos(a) * r * 0.38, Math.sin(a) * r * 0.38, r * 0.07, '#3a3f46');
      }
    }
    s += circ(0, 0, r * 0.17, rim, ' stroke="#50565e" stroke-width="1"');
    s += circ(0, 0, r * 0.06, '#2a2d31');
  } else {
    // motorcycle: thin tyre, large rim
    const tw = k === 'k' ? r * 0.24 : r * 0.2;
    s += circ(0, 0, r - tw / 2, 'none', ` stroke="#1b1d21" stroke-width="${f(tw)}"`);
    if (k === 'k')
      s += circ(0, 0, r - 1, 'none', ` stroke="#1b1d21" stroke-width="3" stroke-dasharray="3 2.6"`);
    s += circ(0, 0, r - tw, 'none', ` stroke="${rim}" stroke-width="${f(r * 0.06)}"`);
    if (k === 'b') {
      let sp = '';
      for (let i = 0; i < 5; i++) {
        const a = (i * 72 - 90) * (Math.PI / 180);
        sp += `M0 0L${f(Math.cos(a) * (r - tw))} ${f(Math.sin(a) * (r - tw))}`;
      }
      s += `<path d="${sp}" stroke="#33373d" stroke-width="${f(r * 0.11)}"/>`;
      if (w.disc)
        s +=
          circ(0, 0, r * 0.5, 'none', ` stroke="#a7adb4" stroke-width="${f(r * 0.13)}"`) +
          `<rect x="${f(-r * 0.62)}" y="${f(-r * 0.5)}" width="${f(r * 0.24)}" height="${f(r * 0.34)}" rx="2" fill="#7a2a2a"/>`;
    } else {
      let sp = '';
      for (let i = 0; i < 18; i++) {
        const a = i * 20 * (Math.PI / 180);
        const h = r * 0.1;
        const o = i % 2 ? 0.5 : -0.5;
        sp += `M${f(Math.cos(a + o) * h)} ${f(Math.sin(a + o) * h)}L${f(Math.cos(a) * (r - tw))} ${f(Math.sin(a) * (r - tw))}`;
      }
      s += `<path d="${sp}" stroke="#a9afb6" stroke-width="0.7"/>`;
      if (w.disc) s += circ(0, 0, r * 0.36, 'none', ` stroke="#a7adb4" stroke-width="${f(r * 0.09)}"`);
    }
    s += circ(0, 0, r * 0.13, '#5b6168');
  }
  return s + '</g>';
}

/** Specification of a car- or van-like body drawn from an outline. */
export interface BodySpec {
  L: number;
  W: number;
  wheels: Wheel[];
  /** Upper outline, rear-bottom to front-bottom. */
  top: Pt[];
  /** Raw path continuing from the last top point back to the first (defaults to a sill line with arches); collects wheel wells. */
  bot?: (wells: string[]) => string;
  sill?: number;
  lower: number;
  glass: Pt[][];
  /** Pillars as [xBottom, xTop] drawn over the glass. */
  pillars?: [number, number][];
  /** Door shut lines as [x1, y1, x2, y2]. */
  doors?: [number, number, number, number][];
  handles?: XY[];
  head: Pt[];
  tail: Pt[];
  mirror?: XY;
  under?: string;
  over?: string;
  faces: Face[];
  focus: XY;
  extra?: { poly: XY[]; hex: string }[];
}

/** Builds a Shape for cars and vans from a BodySpec. */
export function body(s: BodySpec, ctx: Ctx): Shape {
  const t = rounded(s.top, false);
  const first = s.top[0]!;
  const last = s.top[s.top.length - 1]!;
  const wells: string[] = [];
  const d =
    t.d + (s.bot ? s.bot(wells) : bottom(last[0], first[0], s.sill ?? last[1], s.wheels, wells)) + 'Z';
  const H = -Math.min(...s.top.map((p) => p[1]));
  let over = '';
  const trim = luminance(ctx.hex) < 0.3 ? '#8d949c' : TRIM;
  for (const g of s.glass) over += poly(g, `url(#${ctx.id}g)`, ` stroke="${trim}" stroke-width="2"`);
  // pillars: painted strips clipped to the glass area
  if (s.pillars?.length) {
    const clip = `${ctx.id}w`;
    over += `<clipPath id="${clip}">${s.glass.map((g) => path(rounded(g).d, '#000')).join('')}</clipPath>`;
    over += `<g clip-path="url(#${clip})">${s.pillars
      .map(([a, b]) =>
        path(`M${f(a - 3.5)} 0L${f(b - 3.5)} ${f(-H)}H${f(b + 3.5)}L${f(a + 3.5)} 0Z`, '#1c1f24'),
      )
      .join('')}</g>`;
  }
  for (const [x1, y1, x2, y2] of s.doors ?? [])
    over += line(x1, y1, x2, y2, 1.3, '#000', ' stroke-opacity=".3"');
  for (const [x, y] of s.handles ?? [])
    over += `<rect x="${f(x - 7)}" y="${f(y - 1.5)}" width="14" height="3.2" rx="1.6" fill="${mix(ctx.hex, '#000000', 0.35)}"/>`;
  over += poly(s.head, LAMP, ' stroke="#8e97a1" stroke-width="1"');
  over += poly(s.tail, TAIL, ' stroke="#6d1016" stroke-width="1"');
  if (s.mirror) {
    const [x, y] = s.mirror;
    over += poly(
      [
        [x - 4, y, 2],
        [x - 2, y - 13, 3],
        [x + 12, y - 12, 4],
        [x + 14, y - 2, 2],
      ],
      `url(#${ctx.id}p)`,
      ' stroke="#000" stroke-opacity=".3" stroke-width="1"',
    );
  }
  over += s.over ?? '';
  const fw = s.wheels.reduce((a, b) => (b.x > a.x ? b : a));
  over += badge(Math.min(fw.x + fw.r + 20, s.L - 22), -fw.r * 1.5, ctx);
  return {
    L: s.L,
    H,
    W: s.W,
    under: (s.under ?? '') + path(wells.join(''), '#0e1012'),
    body: d,
    top: t.poly,
    lower: s.lower,
    over,
    wheels: s.wheels,
    faces: s.faces,
    focus: s.focus,
    ...(s.extra ? { extra: s.extra } : {}),
  };
}

/** Standard front and rear face panels (lamps, grille, plates) for the 3/4 views. */
export function endFaces(
  front: { lamp: [XY, XY]; grille?: [XY, XY]; plate?: [XY, XY] },
  rear: { lamp: [XY, XY]; plate?: [XY, XY] },
  glass: { ws?: [XY, XY]; rw?: [XY, XY] },
  ctx: Ctx,
): Face[] {
  const out: Face[] = [];
  const g = `url(#${ctx.id}g)`;
  if (glass.ws) out.push({ a: glass.ws[0], b: glass.ws[1], t0: 0.07, t1: 0.93, fill: g, side: 1 });
  if (glass.rw) out.push({ a: glass.rw[0], b: glass.rw[1], t0: 0.09, t1: 0.91, fill: g, side: -1 });
  out.push({ a: front.lamp[0], b: front.lamp[1], t0: 0.04, t1: 0.24, fill: LAMP, side: 1 });
  out.push({ a: front.lamp[0], b: front.lamp[1], t0: 0.76, t1: 0.96, fill: LAMP, side: 1 });
  if (front.grille)
    out.push({ a: front.grille[0], b: front.grille[1], t0: 0.28, t1: 0.72, fill: '#202328', side: 1 });
  if (front.plate)
    out.push({ a: front.plate[0], b: front.plate[1], t0: 0.36, t1: 0.64, fill: '#f4f4f0', side: 1 });
  out.push({ a: rear.lamp[0], b: rear.lamp[1], t0: 0.03, t1: 0.2, fill: TAIL, side: -1 });
  out.push({ a: rear.lamp[0], b: rear.lamp[1], t0: 0.8, t1: 0.97, fill: TAIL, side: -1 });
  if (rear.plate)
    out.push({ a: rear.plate[0], b: rear.plate[1], t0: 0.36, t1: 0.64, fill: '#f2c230', side: -1 });
  return out;
}
