// The grid a radius search reads: cells a quarter of a degree each way, about 17 by 11 miles in
// Great Britain, each split into FINE × FINE finer cells (about 4 by 3 miles) for the circle's edge.
import { distanceMiles, EARTH_RADIUS_MILES } from '../../../db/reference/distance.js';

export const GRID_STEP = 0.25;
export const gridCell = (degrees: number): number => Math.floor(degrees / GRID_STEP);
export const gridKey = (latCell: number, lonCell: number): number =>
  (latCell + 1024) * 4096 + (lonCell + 2048);

/**
 * The finer grid: each cell split this many ways each way. A step of a power of two of a degree
 * divides exactly, so a point's fine cell lies in its cell (fineCell(d) >> 2 === gridCell(d)).
 */
export const FINE = 8;
export const FINE_STEP = GRID_STEP / FINE;
export const fineCell = (degrees: number): number => Math.floor(degrees / FINE_STEP);
export const fineKey = (latCell: number, lonCell: number): number =>
  (latCell + 4096) * 16384 + (lonCell + 8192);

/**
 * The finer cells of grid cell (latCell, lonCell) seen from a place, as reach() sees a cell: FINE × FINE
 * of them, row by row from the south-west (row y, column x at y * FINE + x), each with its key, its
 * south-west corner, whether it lies wholly within the radius and a lower bound of its points'
 * distances. The corners the cells share are measured once.
 */
export function finerCells(
  geo: { lat: number; lon: number; radius: number },
  latCell: number,
  lonCell: number,
) {
  const side = FINE + 1;
  const corners = new Float64Array(side * side);
  for (let y = 0; y < side; y++)
    for (let x = 0; x < side; x++)
      corners[y * side + x] = distanceMiles(
        geo.lat,
        geo.lon,
        (latCell * FINE + y) * FINE_STEP,
        (lonCell * FINE + x) * FINE_STEP,
      );
  const cells: { key: number; south: number; west: number; within: boolean; nearest: number }[] = [];
  for (let y = 0; y < FINE; y++) {
    const south = (latCell * FINE + y) * FINE_STEP;
    const midLat = south + FINE_STEP / 2;
    // A cell's centre to its corners depends on its latitude only (the haversine on the longitudes' difference).
    const halfDiagonal = Math.max(
      distanceMiles(midLat, 0, south, FINE_STEP / 2),
      distanceMiles(midLat, 0, south + FINE_STEP, FINE_STEP / 2),
    );
    for (let x = 0; x < FINE; x++) {
      const west = (lonCell * FINE + x) * FINE_STEP;
      const farthest = Math.max(
        corners[y * side + x]!,
        corners[y * side + x + 1]!,
        corners[(y + 1) * side + x]!,
        corners[(y + 1) * side + x + 1]!,
      );
      cells.push({
        key: fineKey(latCell * FINE + y, lonCell * FINE + x),
        south,
        west,
        within: farthest < geo.radius - 0.01,
        nearest: Math.max(
          0,
          distanceMiles(geo.lat, geo.lon, midLat, west + FINE_STEP / 2) - halfDiagonal - 0.01,
        ),
      });
    }
  }
  return cells;
}

/**
 * A cell of `step` degrees whose south-west corner is (south, west), seen from a place: whether it lies
 * wholly within the radius (every corner inside it, less a margin for rounding: a cell's farthest
 * point from any point is one of its corners), and a lower bound of its points' distances.
 */
export function reach(
  geo: { lat: number; lon: number; radius: number },
  south: number,
  west: number,
  step: number,
): { within: boolean; nearest: number } {
  let farthest = 0;
  for (const la of [south, south + step])
    for (const lo of [west, west + step])
      farthest = Math.max(farthest, distanceMiles(geo.lat, geo.lon, la, lo));
  // No point of the cell is nearer than the place's distance to its centre less the centre's to its
  // farthest corner (the triangle inequality), less the same margin.
  const [midLat, midLon] = [south + step / 2, west + step / 2];
  const halfDiagonal = distanceMiles(midLat, midLon, south, west + step);
  const halfDiagonal2 = distanceMiles(midLat, midLon, south + step, west + step);
  return {
    within: farthest < geo.radius - 0.01,
    nearest: Math.max(
      0,
      distanceMiles(geo.lat, geo.lon, midLat, midLon) - Math.max(halfDiagonal, halfDiagonal2) - 0.01,
    ),
  };
}

/**
 * The grid cells overlapping the box around a place (rows from y0, columns from x0): which lie wholly
 * within the radius, and a lower bound of its slots' distances (reach).
 */
export function cellsAround(
  geo: { lat: number; lon: number; radius: number },
  latBox: number,
  lonBox: number,
) {
  const y0 = gridCell(geo.lat - latBox);
  const x0 = gridCell(geo.lon - lonBox);
  const height = gridCell(geo.lat + latBox) - y0 + 1;
  const width = gridCell(geo.lon + lonBox) - x0 + 1;
  const within = new Uint8Array(height * width);
  const nearest = new Float64Array(height * width);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const cell = reach(geo, (y0 + y) * GRID_STEP, (x0 + x) * GRID_STEP, GRID_STEP);
      within[y * width + x] = cell.within ? 1 : 0;
      nearest[y * width + x] = cell.nearest;
    }
  return { y0, x0, height, width, within, nearest };
}

/**
 * "Within the radius" for a point in the search's box, as `distanceMiles(place, point) <= radius`
 * decides it, mostly without that function's five calls to trigonometry. Of the haversine's
 * a = sin²(Δlat/2) + cos(lat₁)·cos(lat₂)·sin²(Δlon/2) (the point within `radius` when a ≤ sin²(radius/2R)),
 * `approx` takes sin x ≈ x and cos(lat₁ + δ) ≈ cos(lat₁)(1 − δ²/2) − sin(lat₁)·δ, whose relative error
 * over the box is bounded (`eps`, from the Taylor remainders: x²/3 for sin²x, δ⁴/24 and |δ|³/6 for the
 * cosine). A point whose `approx` is above `aOut` is surely outside, below `aIn` surely inside; only
 * between them (a band of a thousandth of the radius or less for the radii people use) is the exact
 * distance computed. With a box too large for the bound to be tight, every point is computed.
 */
export interface NearTest {
  cosLat: number;
  sinLat: number;
  /** `approx` below this: within the radius; above `aOut`: beyond it. */
  aIn: number;
  aOut: number;
  /** The bound `aBound(miles)` scales: above aBound(d), a point is farther than d. */
  slack: number;
}

export const RAD = Math.PI / 180;
/** Room for rounding in distanceMiles (a few units in the last place) and in `approx`. */
const ROUNDING = 1e-9;

export function nearTest(geo: { lat: number; lon: number; radius: number }, latBox: number, lonBox: number) {
  const cosLat = Math.cos(geo.lat * RAD);
  const sinLat = Math.sin(geo.lat * RAD);
  const delta = latBox * RAD;
  const h = delta / 2;
  const g = (lonBox * RAD) / 2;
  const farthestLat = Math.abs(geo.lat) + latBox;
  const cosLow = farthestLat < 89 ? Math.cos(farthestLat * RAD) : 0;
  const cosError = (Math.abs(cosLat) * delta ** 4) / 24 + (Math.abs(sinLat) * Math.abs(delta) ** 3) / 6;
  const cosRel = cosLow > 0 ? cosError / cosLow : Infinity;
  const sinRel = Math.max(h * h, g * g) / 3;
  // Each of the two terms within (1 ± its error), so their sum within (1 ± the larger), doubled.
  const eps = 2 * Math.max(sinRel, cosRel + sinRel + cosRel * sinRel) + ROUNDING;
  const a = aOf(geo.radius);
  const tight = eps < 0.01;
  return {
    cosLat,
    sinLat,
    aIn: tight ? a * (1 - ROUNDING) * (1 - eps) : -1,
    aOut: tight ? a * (1 + ROUNDING) * (1 + eps) : Infinity,
    slack: tight ? (1 + ROUNDING) * (1 + eps) : Infinity,
  } satisfies NearTest;
}

/** The haversine's `a` at a distance of `miles`. */
function aOf(miles: number): number {
  return Math.sin(Math.min(Math.PI / 2, miles / (2 * EARTH_RADIUS_MILES))) ** 2;
}

/** `approx` above this: the point is farther than `miles` (Infinity: no bound known). */
export function aBound(near: NearTest, miles: number): number {
  return Number.isFinite(near.slack) && miles < Infinity ? aOf(miles) * near.slack : Infinity;
}

/** The approximate haversine `a` of a point in the box (see NearTest). */
export function approx(near: NearTest, gLat: number, gLon: number, la: number, lo: number): number {
  const dp = (la - gLat) * RAD;
  const h = dp * 0.5;
  const g = (lo - gLon) * RAD * 0.5;
  return h * h + near.cosLat * (near.cosLat * (1 - dp * dp * 0.5) - near.sinLat * dp) * g * g;
}

/** Whether a point in the box is within the radius, exactly as distanceMiles decides. */
export function isNear(
  near: NearTest,
  geo: { lat: number; lon: number; radius: number },
  la: number,
  lo: number,
) {
  const a = approx(near, geo.lat, geo.lon, la, lo);
  if (a > near.aOut) return false;
  if (a < near.aIn) return true;
  return distanceMiles(geo.lat, geo.lon, la, lo) <= geo.radius;
}
