// The grid a radius search reads: cells a quarter of a degree each way, about 17 by 11 miles in
// Great Britain.
export const GRID_STEP = 0.25;
export const gridCell = (degrees: number): number => Math.floor(degrees / GRID_STEP);
export const gridKey = (latCell: number, lonCell: number): number =>
  (latCell + 1024) * 4096 + (lonCell + 2048);
