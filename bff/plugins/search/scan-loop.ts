// The scan's loop (search-scan.ts), written for each shape of search (which filters are active, the
// sort, whether facets are counted) and compiled once per shape: a loop holding only the tests its
// search needs runs faster than one loop testing every filter's flag on every slot
// (`npm run bench:search-engine` and docs/operations.md, 'The scan compiled per shape'). The generated
// source is built from fixed fragments below and the shape's flags only: nothing a user sends reaches
// it as text.
import { JOINT_FIELDS } from './columns.js';
import type { Plan } from './search-run.js';
import type { Columns } from './search-scan.js';

/** The facet filters a loop may test, each with its column's value in the loop and its counts. */
export const FILTERS = ['make', 'model', 'fuel', 'body', 'trans', 'seller', 'platform', 'deal'] as const;
export type FacetFilter = (typeof FILTERS)[number];
export type Filters = Record<`${Exclude<FacetFilter, 'platform'>}Ok`, Uint8Array | null>;
const VALUE: Record<FacetFilter, string> = {
  make: 'mk',
  model: 'md',
  fuel: 'fu',
  body: 'bo',
  trans: 'tr',
  seller: 'se',
  platform: 'pl',
  deal: 'dr',
};
const COLUMN: Record<FacetFilter, string> = {
  make: 'make',
  model: 'model',
  fuel: 'fuel',
  body: 'body',
  trans: 'trans',
  seller: 'seller',
  platform: 'platforms',
  deal: 'deal',
};
const COUNTS: Record<FacetFilter, string> = {
  make: 'cMake',
  model: 'cModel',
  fuel: 'cFuel',
  body: 'cBody',
  trans: 'cTrans',
  seller: 'cSeller',
  platform: 'cPlatform',
  deal: 'cDeal',
};

/** What a loop is written for: the filters it tests, the sort, whether it counts facets. */
export interface Shape {
  /** The slots visited: all of [from, to), a list's entries [from, to), or a bitmap's words [from, to). */
  visit: 'all' | 'list' | 'bits';
  rare: boolean;
  geo: boolean;
  count: boolean;
  /** The ranges searched by: each is tested in the loop only if active. */
  ranges: { price: boolean; year: boolean; mileage: boolean };
  /** Whether the loop ranks its slots for the page (else it counts only). */
  rank: boolean;
  /**
   * The facet filters searched by (in FILTERS' order): each is tested in the loop only if active,
   * so a loop is written for each set of them a search uses (a few dozen in practice).
   */
  facets: FacetFilter[];
  maskHistogram: boolean;
  /**
   * Whether a slot passing every filter counts its fuel, body, gearbox, seller type and deal rating
   * as one, its `joint` value (columns.ts), spread over their counts after the loop: one read and
   * one increment in place of five (the loop counting seven facets cost twice the loop reading them).
   */
  joint: boolean;
  /** Whether models are counted: only under a make filter (the model facet is shown only then). */
  models: boolean;
  sort: Plan['sort'];
}

/** The facets the `joint` column holds (Shape.joint): JOINT_FIELDS names them as FILTERS does. */
const JOINT = Object.keys(JOINT_FIELDS) as FacetFilter[];

type Loop = (cols: Columns, c: Record<string, unknown>) => number;
const loops = new Map<string, Loop>();
/** Loops kept at most: the least recently compiled goes first (searches use a few dozen shapes). */
const MAX_LOOPS = 1024;

export function loopFor(shape: Shape): Loop {
  const key = JSON.stringify(shape);
  let loop = loops.get(key);
  if (!loop) {
    if (loops.size >= MAX_LOOPS) loops.delete(loops.keys().next().value!);
    // Built from the fixed fragments of loopSource and the shape's flags only (see the file's head).
    loop = new Function('cols', 'c', loopSource(shape)) as Loop;
    loops.set(key, loop);
  }
  return loop;
}

/** A slot's value in a facet's counting array (nothing for a model not counted). */
const countOne = (f: FacetFilter, shape: Shape) =>
  f === 'model' && !shape.models
    ? ';'
    : f !== 'platform'
      ? `${COUNTS[f]}[${VALUE[f]}]++;`
      : shape.maskHistogram
        ? 'maskHistogram[pl]++;'
        : 'countBits(cPlatform, pl);';

const failsFilter = (f: FacetFilter) =>
  f === 'platform' ? '(pl & pmask) === 0' : `${f}Ok[${VALUE[f]}] === 0`;

/** The source of a loop for a shape (its steps in the order, and with the meaning, of the comments). */
export function loopSource(shape: Shape): string {
  const out: string[] = [
    'const { died, price, year, mileage, owners, engine, electric, range, doors, seats, color, make, model, fuel,',
    '  body, trans, seller, platforms, lat, lon, relevance, id, deal, dealScore, listed, dropped, joint } = cols;',
    'const { priceSpan, yearSpan, visit, bits, from, to, removals, makeOk, modelOk, fuelOk, bodyOk, transOk, sellerOk, dealOk, colorOk, pmask, droppedSince,',
    '  minPrice, maxPrice, minYear, maxYear, maxMileage, maxOwners, minEngine, maxEngine, minRange, electricWanted,',
    '  hasOwners, hasEngine, hasRange, hasElectric, hasColor, hasDoors, hasSeats, hasDropped,',
    '  doorsValue, doorsOrMore, seatsValue, seatsOrMore, titleHit, gLat, gLon, gRadius, latBox, lonBox, y0, x0, width, height, within, nearest,',
    '  near, aBound, approx,',
    '  relevanceSign, cMake, cModel, cFuel, cBody, cTrans, cSeller, cPlatform, cDeal, maskHistogram, cJoint, heap,',
    '  distanceMiles, gridCell, dealKey, countBits } = c;',
    'let total = 0;',
    'let bound = heap.bound();',
    shape.geo && shape.sort === 'distance' ? 'let farther = aBound(near, bound);' : '',
    shape.visit === 'list'
      ? 'for (let i = from; i < to; i++) { const s = visit[i];'
      : shape.visit === 'bits'
        ? // Each set bit of each word, lowest first (the bit is cleared before the body, whose
          // `continue` goes on to the next bit).
          'for (let w = from; w < to; w++) { let word = bits[w]; const base = w << 5; while (word !== 0) { const low = word & -word; word ^= low; const s = base + 31 - Math.clz32(low);'
        : 'for (let s = from; s < to; s++) {',
    // Dead, unless it died after the moment this task describes.
    'const gone = died[s]; if (gone !== 0 && gone <= removals) continue;',
  ];
  const line = (when: unknown, code: string) => {
    if (when) out.push(code);
  };
  // The active ranges in one test without branches between them: a value outside a range is
  // unpredictable, and one mispredicted branch costs more than reading a column.
  const outside = [
    shape.ranges.price && '((price[s] - minPrice) >>> 0) > priceSpan',
    shape.ranges.year && '((year[s] - minYear) >>> 0) > yearSpan',
    shape.ranges.mileage && '(mileage[s] > maxMileage)',
  ].filter(Boolean);
  line(outside.length, `if (${outside.join(' | ')}) continue;`);
  line(
    shape.rare,
    `if (hasOwners && owners[s] > maxOwners) continue;
     if (hasEngine) { const e = engine[s]; if (e < minEngine || e > maxEngine) continue; }
     if (hasRange && range[s] < minRange) continue;
     if (hasElectric && electric[s] !== electricWanted) continue;
     if (hasColor && colorOk[color[s]] === 0) continue;
     if (hasDoors && (doorsOrMore ? doors[s] < doorsValue : doors[s] !== doorsValue)) continue;
     if (hasSeats && (seatsOrMore ? seats[s] < seatsValue : seats[s] !== seatsValue)) continue;
     if (hasDropped && dropped[s] < droppedSince) continue;`,
  );
  if (shape.geo) {
    // In the box, then the approximate haversine (grid.ts, NearTest) decides; only between its two
    // bounds (near the circle, or everywhere with a box too large for the bounds to be tight) is a
    // grid cell wholly within the radius looked up (`within`, made only then), else the exact
    // distance computed (d stays -1 until computed).
    out.push(
      'let d = -1; let inside = -1;',
      'const la = lat[s]; const lo = lon[s];',
      'if (Math.abs(la - gLat) > latBox || Math.abs(lo - gLon) > lonBox) continue;',
      'const a = approx(near, gLat, gLon, la, lo);',
      'if (a > near.aOut) continue;',
      'if (a >= near.aIn) {',
      '  const cy = within === null ? -1 : gridCell(la) - y0; const cx = gridCell(lo) - x0;',
      '  if (cy >= 0 && cy < height && cx >= 0 && cx < width && within[cy * width + cx] === 1) inside = cy * width + cx;',
      '  else { d = distanceMiles(gLat, gLon, la, lo); if (d > gRadius) continue; }',
      '}',
    );
  }
  if (shape.count) {
    // The filtered facets' columns are read first: a row failing their test needs no other.
    const { facets } = shape;
    const read = (f: FacetFilter) => `const ${VALUE[f]} = ${COLUMN[f]}[s];`;
    out.push(facets.map(read).join(' '));
    // A row failing exactly one facet filter still counts towards that facet's options; failing
    // more, it counts towards nothing.
    if (facets.length === 1) {
      const f = facets[0]!;
      out.push(`if (${failsFilter(f)}) { ${countOne(f, shape)} continue; }`);
    } else if (facets.length === 2) {
      const [f, g] = facets as [FacetFilter, FacetFilter];
      out.push(
        `const failF = ${failsFilter(f)}; const failG = ${failsFilter(g)};`,
        'if (failF || failG) {',
        'if (failF && failG) continue;',
        `if (failF) ${countOne(f, shape)} else ${countOne(g, shape)}`,
        'continue; }',
      );
    } else if (facets.length > 2) {
      out.push('let fails = 0; let failed = -1;');
      facets.forEach((f, k) => out.push(`if (${failsFilter(f)}) { fails++; failed = ${k}; }`));
      out.push('if (fails > 1) continue;', 'if (fails === 1) {');
      facets.forEach((f, k) =>
        out.push(`${k === 0 ? '' : 'else '}if (failed === ${k}) ${countOne(f, shape)}`),
      );
      out.push('continue; }');
    }
    // Past the filters: every facet counts (the joint ones as one).
    const counted = FILTERS.filter((f) => !shape.joint || !JOINT.includes(f));
    out.push(
      counted
        .filter((f) => !facets.includes(f) && (f !== 'model' || shape.models))
        .map(read)
        .join(' '),
    );
    for (const f of counted) out.push(countOne(f, shape));
    if (shape.joint) out.push('cJoint[joint[s]]++;');
  }
  out.push('total++;');
  if (shape.rank) out.push(...rankSlot(shape));
  out.push('}');
  if (shape.visit === 'bits') out.push('}');
  out.push('return total;');
  return out.join('\n');
}

/** A loop's ranking of a matching slot for the page: its key, then the bounded heap. */
function rankSlot(shape: Shape): string[] {
  // Smaller keys come first.
  const key: Record<Plan['sort'], string> = {
    price_asc: 'const key = price[s];',
    price_desc: 'const key = -price[s];',
    mileage_asc: 'const key = mileage[s];',
    // Newest first; within a year, the most relevant first.
    year_desc: 'const key = -year[s] + (1 - Math.min(1, relevance[s])) / 2;',
    // Nearer than its cell's nearest point (or than its approximate distance says) a slot cannot be:
    // past the page's bound, it is not ranked.
    distance: shape.geo
      ? 'if (d < 0) { if (inside !== -1 ? nearest[inside] > bound : a > farther) continue; d = distanceMiles(gLat, gLon, la, lo); } const key = d;'
      : 'const key = 0;',
    deal: 'const key = dealKey(dealScore[s]);',
    newest: 'const key = -listed[s];',
    relevance:
      'const key = relevanceSign * (relevance[s] + (titleHit !== null && (titleHit[s >>> 5] & (1 << (s & 31))) !== 0 ? 1 : 0));',
  };
  // Most matches of a broad search rank below the page: they are not offered (a key above the bound
  // would be refused; one equal to it may still win on its id, and a NaN is offered as before).
  const rebound = shape.geo && shape.sort === 'distance' ? ' farther = aBound(near, bound);' : '';
  return [
    key[shape.sort],
    `if (!(key > bound)) { heap.offer(key, id[s], s); bound = heap.bound();${rebound} }`,
  ];
}
