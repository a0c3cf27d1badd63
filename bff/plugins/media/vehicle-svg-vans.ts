// Van side profiles (see vehicle-svg.ts). Units are roughly centimetres, ground at y = 0, front to +x.
import { pickup } from './vehicle-svg-cars.js';
import {
  arcBand,
  body,
  bottom,
  endFaces,
  line,
  mix,
  path,
  poly,
  rounded,
  TRIM,
} from './vehicle-svg-parts.js';
import type { BodySpec, Ctx, Face, Pt, Shape, Wheel, XY } from './vehicle-svg-parts.js';

const R = 36;
const ALU = '#c9ced4';
const wheels = (xs: number[]): Wheel[] => xs.map((x) => ({ x, r: R, k: 'v' as const }));

/** Cab roof and front from the cab's back edge at x = c. */
// prettier-ignore
const cabTop = (c: number): Pt[] => [
  [c + 10, -250, 12], [c + 48, -238, 14], [c + 116, -130, 14], [c + 172, -112, 18], [c + 188, -94, 10], [c + 190, -58, 8], [c + 182, -30, 6],
];

function front(c: number, ctx: Ctx, rear: { lamp: [XY, XY]; plate?: [XY, XY] }, rw?: [XY, XY]): Face[] {
  const L = c + 190;
  // prettier-ignore
  return endFaces(
    { lamp: [[L - 3, -98], [L - 1, -86]], grille: [[L, -82], [L, -64]], plate: [[L, -58], [L - 1, -48]] },
    rear,
    rw ? { ws: [[c + 116, -130], [c + 48, -238]], rw } : { ws: [[c + 116, -130], [c + 48, -238]] },
    ctx,
  );
}

/** Common cab parts for a van whose cab back edge is at x = c. */
function cab(c: number): Pick<BodySpec, 'head' | 'mirror'> & {
  glass: Pt[];
  doors: [number, number, number, number][];
  handles: XY[];
} {
  return {
    glass: [
      [c + 14, -150, 3],
      [c + 16, -224, 8],
      [c + 50, -226, 6],
      [c + 96, -150, 3],
    ],
    doors: [[c + 8, -236, c + 8, -40]],
    handles: [[c + 28, -142]],
    head: [
      [c + 158, -114, 4],
      [c + 184, -98, 4],
      [c + 187, -88, 2],
      [c + 162, -96, 4],
    ],
    mirror: [c + 88, -151],
  };
}

const win = (x0: number, x1: number, y0 = -154, y1 = -224): Pt[] => [
  [x0, y0, 3],
  [x0, y1, 6],
  [x1, y1, 6],
  [x1, y0, 3],
];

export function drawVan(type: string, ctx: Ctx): Shape {
  const shade = mix(ctx.hex, '#000000', 0.45);
  switch (type) {
    case 'Pickup Truck':
      return pickup(ctx, true);
    case 'Minibus': {
      const c = 416;
      const k = cab(c);
      // prettier-ignore
      return body(
        {
          L: 606, W: 200, wheels: wheels([130, 496]), sill: -30, lower: 58,
          top: [[10, -30], [3, -46, 4], [3, -262, 12], [16, -278, 14], [c, -280, 30], [c + 40, -258, 14], [c + 108, -132, 14], [c + 166, -114, 18], [c + 186, -94, 10], [c + 190, -58, 8], [c + 182, -30, 6]],
          glass: [[[c + 8, -150, 3], [c + 10, -238, 8], [c + 42, -244, 6], [c + 90, -150, 3]], win(20, 104, -154, -240), win(116, 200, -154, -240), win(212, 296, -154, -240), win(308, 396, -154, -240)],
          doors: [[c + 2, -262, c + 2, -40], [300, -258, 300, -40]],
          handles: [[c + 22, -142], [320, -142]],
          head: k.head.map(([x, y, r]) => [x - 8, y, r] as Pt),
          tail: [[3, -226, 2], [10, -226, 2], [10, -156, 2], [3, -156, 2]],
          mirror: [c + 82, -151],
          faces: endFaces(
            { lamp: [[603, -98], [605, -86]], grille: [[606, -82], [606, -64]], plate: [[606, -58], [605, -48]] },
            { lamp: [[3, -226], [3, -156]], plate: [[3, -80], [3, -66]] },
            { ws: [[c + 108, -132], [c + 40, -258]], rw: [[3, -250], [3, -170]] },
            ctx,
          ),
          focus: [516, -62],
        },
        ctx,
      );
    }
    case 'Chassis Cab':
    case 'Dropside': {
      const c = 360;
      const k = cab(c);
      const ws = wheels([128, c + 80]);
      const drop = type === 'Dropside';
      const bed: Pt[] = [
        [10, -78, 2],
        [10, -132, 2],
        [c - 8, -132, 2],
        [c - 8, -78, 2],
      ];
      let over = '';
      if (drop) {
        over += poly(bed, ALU, ` stroke="${mix(ALU, '#000000', 0.3)}" stroke-width="1.5"`);
        for (const x of [12, 120, 240, c - 12])
          over += `<rect x="${x - 2}" y="-132" width="6" height="54" fill="${mix(ALU, '#000000', 0.25)}"/>`;
        over += line(14, -106, c - 12, -106, 1, '#000', ' stroke-opacity=".18"');
        for (const x of [60, 180, 300])
          over += `<rect x="${x}" y="-88" width="10" height="6" rx="1" fill="#6d737b"/>`;
      } else {
        over += `<rect x="${c - 8}" y="-236" width="8" height="196" fill="${shade}"/>`;
      }
      // prettier-ignore
      return body(
        {
          L: c + 190, W: 200, wheels: ws, lower: 58,
          top: [[c, -40], [c, -242, 8], ...cabTop(c)],
          bot: (w) => bottom(c + 182, c, -30, ws, w),
          glass: [k.glass],
          doors: k.doors, handles: k.handles, head: k.head, mirror: k.mirror,
          tail: [[14, -70, 2], [34, -70, 2], [34, -60, 2], [14, -60, 2]],
          under:
            `<rect x="14" y="-70" width="${c - 10}" height="16" fill="${TRIM}"/>` +
            arcBand(128, -R, R + 4, R + 10, 185, 355, TRIM) +
            (drop ? `<rect x="${c - 14}" y="-250" width="12" height="120" fill="${TRIM}"/>` + path(`M${c - 12} -246V-134M${c - 8} -246V-134`, 'none', ' stroke="#5b6168" stroke-width="1"') : ''),
          over,
          faces: [
            ...(drop ? [{ a: [12, -132] as XY, b: [c - 10, -132] as XY, t0: 0.05, t1: 0.95, fill: mix(ALU, '#000000', 0.22), side: 0 as const }] : []),
            ...front(c, ctx, drop ? { lamp: [[10, -80], [10, -100]] } : { lamp: [[c, -230], [c, -200]] }),
          ],
          focus: [c + 100, -62],
          extra: drop ? [{ poly: rounded(bed).poly, hex: ALU }] : [{ poly: [[14, -54], [14, -70], [c, -70], [c, -54]], hex: '#3a3e44' }],
        },
        ctx,
      );
    }
    case 'Luton Van':
    case 'Box Van':
    case 'Refrigerated': {
      const luton = type === 'Luton Van';
      const fridge = type === 'Refrigerated';
      const c = luton ? 370 : fridge ? 350 : 380;
      const h = fridge ? 286 : luton ? 292 : 280;
      const ws = wheels([fridge ? 112 : 126, c + 80]);
      const k = cab(c);
      const boxTop: Pt[] = luton
        ? [
            [c + 60, -h, 14],
            [c + 80, -h + 18, 10],
            [c + 72, -256, 6],
            [c + 40, -252, 2],
          ]
        : [
            [c, -h, 4],
            [c, -252, 2],
            [c + 10, -250, 12],
          ];
      let over = line(c, -250, c, -80, 2.5, '#000', ' stroke-opacity=".35"');
      over += line(14, -100, c - 8, -100, 2, '#000', ' stroke-opacity=".18"');
      over += line(14, -h + 12, c - 8, -h + 12, 1.5, '#fff', ' stroke-opacity=".35"');
      if (fridge) {
        over += poly(
          [
            [c - 8, -h + 2, 6],
            [c + 44, -h + 6, 10],
            [c + 50, -258, 8],
            [c - 8, -256, 4],
          ],
          '#e2e5e9',
          ' stroke="#7d8690" stroke-width="1.5"',
        );
        over += path(
          `M${c + 6} ${8 - h}h34M${c + 6} ${16 - h}h36M${c + 6} ${24 - h}h36`,
          'none',
          ' stroke="#4f5760" stroke-width="3" stroke-linecap="round"',
        );
        for (const x of [100, 200, 300]) over += line(x, -h + 4, x, -84, 1, '#000', ' stroke-opacity=".12"');
      } else if (!luton) {
        over += poly(
          [
            [4, -90, 2],
            [10, -90, 2],
            [10, -h + 4, 2],
            [4, -h + 4, 2],
          ],
          TRIM,
          ' opacity=".7"',
        );
      }
      // prettier-ignore
      return body(
        {
          L: c + 190, W: 210, wheels: ws, lower: 56,
          top: [[8, -80], [4, -92, 4], [4, -h + 8, 8], [12, -h, 8], ...boxTop, ...cabTop(c).slice(luton ? 1 : 1)],
          bot: (w) => bottom(c + 182, c, -30, ws, w) + `L${c} -80`,
          glass: [k.glass],
          doors: k.doors, handles: k.handles, head: k.head, mirror: k.mirror,
          tail: [[4, -120, 2], [10, -120, 2], [10, -92, 2], [4, -92, 2]],
          under: `<rect x="20" y="-84" width="${c}" height="20" fill="${TRIM}"/>` + arcBand(ws[0]!.x, -R, R + 4, R + 10, 185, 355, TRIM),
          over,
          faces: front(c, ctx, { lamp: [[4, -92], [4, -120]], plate: [[4, -100], [4, -86]] }),
          focus: [c + 100, -62],
        },
        ctx,
      );
    }
    default: {
      // Panel Van and Crew Van
      const c = 356;
      const k = cab(c);
      const crew = type === 'Crew Van';
      // prettier-ignore
      return body(
        {
          L: c + 190, W: 200, wheels: wheels([104, c + 80]), sill: -30, lower: 58,
          top: [[10, -30], [3, -46, 4], [3, -238, 10], [14, -250, 12], ...cabTop(c)],
          glass: [k.glass, ...(crew ? [win(236, 340), win(112, 222)] : [])],
          doors: [...k.doors, [228, -246, 228, -36], [c - 4, -246, c - 4, -36]],
          handles: [...k.handles, [246, -142]],
          head: k.head,
          tail: [[3, -204, 2], [10, -204, 2], [10, -146, 2], [3, -146, 2]],
          mirror: k.mirror,
          over: line(100, -150, 226, -150, 2, '#000', ' stroke-opacity=".22"'),
          faces: front(c, ctx, { lamp: [[3, -204], [3, -146]], plate: [[3, -80], [3, -66]] }, [[3, -238], [3, -160]]),
          focus: [c + 100, -62],
        },
        ctx,
      );
    }
  }
}
