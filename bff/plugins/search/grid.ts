// The grid a radius search reads: cells a quarter of a degree each way, about 17 by 11 miles in
// Great Britain.
import { distanceMiles } from '../../../db/reference/distance.js';

export const GRID_STEP = 0.25;
export const gridCell = (degrees: number): number => Math.floor(degrees / GRID_STEP);
export const gridKey = (latCell: number, lonCell: number): number =>
  (latCell + 1024) * 4096 + (lonCell + 2048);

/**
 * The grid cells overlapping the box around a place (rows from y0, columns from x0): which lie wholly
 * within the radius (every corner inside it, less a margin for rounding: a cell's farthest point from
 * any point is one of its corners), and a lower bound of its slots' distances.
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
      const south = (y0 + y) * GRID_STEP;
      const west = (x0 + x) * GRID_STEP;
      let farthest = 0;
      for (const la of [south, south + GRID_STEP])
        for (const lo of [west, west + GRID_STEP])
          farthest = Math.max(farthest, distanceMiles(geo.lat, geo.lon, la, lo));
      within[y * width + x] = farthest < geo.radius - 0.01 ? 1 : 0;
      // No point of the cell is nearer than the place's distance to its centre less the centre's to
      // its farthest corner (the triangle inequality), less the same margin.
      const [midLat, midLon] = [south + GRID_STEP / 2, west + GRID_STEP / 2];
      const halfDiagonal = distanceMiles(midLat, midLon, south, west + GRID_STEP);
      const halfDiagonal2 = distanceMiles(midLat, midLon, south + GRID_STEP, west + GRID_STEP);
      nearest[y * width + x] = Math.max(
        0,
        distanceMiles(geo.lat, geo.lon, midLat, midLon) - Math.max(halfDiagonal, halfDiagonal2) - 0.01,
      );
    }
  return { y0, x0, height, width, within, nearest };
}
