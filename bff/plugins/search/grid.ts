// The grid a radius search reads: cells a quarter of a degree each way, about 17 by 11 miles in
// Great Britain, each split into FINE × FINE finer cells (about 2.2 by 1.4 miles) for the circle's
// edge.
import { distanceMiles, EARTH_RADIUS_MILES } from '../../../db/reference/distance.js';

export const GRID_STEP = 0.25;
export const gridCell = (degrees: number): number => Math.floor(degrees / GRID_STEP);
export const gridKey = (latCell: number, lonCell: number): number =>
  (latCell + 1024) * 4096 + (lonCell + 2048);

/**
 * The finer grid: each cell split this many ways each way. A step of a power of two of a degree
 * divides exactly, so a point's fine cell lies in its cell (fineCell(d) >> 3 === gridCell(d)).
 */
export const FINE = 8;
export const FINE_STEP = GRID_STEP / FINE;
export const fineCell = (degrees: number): number => Math.floor(degrees / FINE_STEP);
export const fineKey = (latCell: number, lonCell: number): number =>
  (latCell + 4096) * 16384 + (lonCell + 8192);

/** The key of the cell, and of the finer cell, a point lies in. */
export const cellOf = (lat: number, lon: number): number => gridKey(gridCell(lat), gridCell(lon));
export const fineCellOf = (lat: number, lon: number): number => fineKey(fineCell(lat), fineCell(lon));

/**
 * The finer cells of grid cell (latCell, lonCell) seen from a place (reachOf): FINE × FINE of them,
 * row by row from the south-west, each with its key and south-west corner.
 */
export function finerCells(
  geo: { lat: number; lon: number; radius: number },
  latCell: number,
  lonCell: number,
) {
  const [y0, x0] = [latCell * FINE, lonCell * FINE];
  const { within, nearest } = reachOf(geo, y0, x0, FINE, FINE, FINE_STEP);
  const cells: { key: number; south: number; west: number; within: boolean; nearest: number }[] = [];
  for (let y = 0; y < FINE; y++)
    for (let x = 0; x < FINE; x++)
      cells.push({
        key: fineKey(y0 + y, x0 + x),
        south: (y0 + y) * FINE_STEP,
        west: (x0 + x) * FINE_STEP,
        within: within[y * FINE + x] === 1,
        nearest: nearest[y * FINE + x] as number,
      });
  return cells;
}

/**
 * The grid cells overlapping the box around a place (rows from y0, columns from x0), seen from it
 * (reachOf).
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
  return { y0, x0, height, width, ...reachOf(geo, y0, x0, height, width, GRID_STEP) };
}

/**
 * Cells of `step` degrees (rows from y0, columns from x0 of that step's grid) seen from a place: which
 * lie wholly within the radius (every corner inside it, less a margin for rounding: a cell's farthest
 * point from any point is one of its corners), and a lower bound of their points' distances (the
 * place's distance to the centre less the centre's to its farthest corner, by the triangle inequality,
 * less the same margin). The corners cells share are measured once.
 */
function reachOf(
  geo: { lat: number; lon: number; radius: number },
  y0: number,
  x0: number,
  height: number,
  width: number,
  step: number,
) {
  const side = width + 1;
  const corners = new Float64Array((height + 1) * side);
  for (let y = 0; y <= height; y++)
    for (let x = 0; x <= width; x++)
      corners[y * side + x] = distanceMiles(geo.lat, geo.lon, (y0 + y) * step, (x0 + x) * step);
  const within = new Uint8Array(height * width);
  const nearest = new Float64Array(height * width);
  for (let y = 0; y < height; y++) {
    const south = (y0 + y) * step;
    const midLat = south + step / 2;
    // The centre to a corner depends on the latitudes only (the haversine takes the longitudes' difference).
    const halfDiagonal = Math.max(
      distanceMiles(midLat, 0, south, step / 2),
      distanceMiles(midLat, 0, south + step, step / 2),
    );
    for (let x = 0; x < width; x++) {
      const farthest = Math.max(
        corners[y * side + x]!,
        corners[y * side + x + 1]!,
        corners[(y + 1) * side + x]!,
        corners[(y + 1) * side + x + 1]!,
      );
      within[y * width + x] = farthest < geo.radius - 0.01 ? 1 : 0;
      const centre = distanceMiles(geo.lat, geo.lon, midLat, (x0 + x) * step + step / 2);
      nearest[y * width + x] = Math.max(0, centre - halfDiagonal - 0.01);
    }
  }
  return { within, nearest };
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
