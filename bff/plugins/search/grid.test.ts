import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distanceMiles, EARTH_RADIUS_MILES } from '../../../db/reference/distance.js';
import { FINE, FINE_STEP, fineCell, finerCells, fineKey, gridCell, isNear, nearTest, RAD } from './grid.js';
import { box } from './search-scan.js';

/** The point `miles` from a place on a bearing (radians), on the same sphere as distanceMiles. */
function destination(lat: number, lon: number, bearing: number, miles: number) {
  const angle = miles / EARTH_RADIUS_MILES;
  const [φ, λ] = [lat * RAD, lon * RAD];
  const φ2 = Math.asin(Math.sin(φ) * Math.cos(angle) + Math.cos(φ) * Math.sin(angle) * Math.cos(bearing));
  const λ2 =
    λ +
    Math.atan2(
      Math.sin(bearing) * Math.sin(angle) * Math.cos(φ),
      Math.cos(angle) - Math.sin(φ) * Math.sin(φ2),
    );
  return { lat: φ2 / RAD, lon: λ2 / RAD };
}

describe('the radius test without trigonometry (NearTest)', () => {
  it('decides every point of the box as distanceMiles does, at the circle above all', () => {
    const place = fc.record({
      lat: fc.double({ min: 49.8, max: 60.9, noNaN: true }),
      lon: fc.double({ min: -8.2, max: 1.8, noNaN: true }),
    });
    const radius = fc.oneof(
      fc.integer({ min: 1, max: 200 }),
      fc.double({ min: 0.1, max: 1000, noNaN: true }),
    );
    // Points on and near the circle (within a few millionths of the radius either side), anywhere
    // inside it, and anywhere in the box.
    const at = fc.oneof(
      fc.integer({ min: -8, max: 8 }).map((k) => 1 + k * 1e-7),
      fc.double({ min: 0, max: 1, noNaN: true }),
      fc.double({ min: 0.999, max: 1.001, noNaN: true }),
      fc.double({ min: 0, max: 1.6, noNaN: true }),
    );
    fc.assert(
      fc.property(
        place,
        radius,
        fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
        at,
        (p, r, bearing, f) => {
          const geo = { lat: p.lat, lon: p.lon, radius: r };
          const { latBox, lonBox } = box(geo);
          const point = destination(p.lat, p.lon, bearing, r * f);
          // The scan tests the box first: only points inside it are asked.
          fc.pre(Math.abs(point.lat - p.lat) <= latBox && Math.abs(point.lon - p.lon) <= lonBox);
          const near = nearTest(geo, latBox, lonBox);
          expect(isNear(near, geo, point.lat, point.lon)).toBe(
            distanceMiles(p.lat, p.lon, point.lat, point.lon) <= r,
          );
        },
      ),
      { numRuns: 20_000 },
    );
  });

  it('decides most points without the exact distance for the radii people use', () => {
    // Only a band around the circle is left to distanceMiles: a thousandth of the radius or less.
    for (const radius of [1, 15, 30, 60, 100]) {
      const geo = { lat: 53.48, lon: -2.24, radius };
      const { latBox, lonBox } = box(geo);
      const near = nearTest(geo, latBox, lonBox);
      const band = Math.sqrt(near.aOut / near.aIn) - 1;
      expect(band, `radius ${radius}`).toBeGreaterThan(0);
      expect(band, `radius ${radius}`).toBeLessThan(1e-3);
    }
  });
});

describe('the finer cells of a grid cell (finerCells)', () => {
  it("hold exactly the points whose fine cell they are, and bound every point's distance", () => {
    const place = fc.record({
      lat: fc.double({ min: 49.8, max: 60.9, noNaN: true }),
      lon: fc.double({ min: -8.2, max: 1.8, noNaN: true }),
    });
    fc.assert(
      fc.property(
        place,
        fc.double({ min: 0.5, max: 80, noNaN: true }),
        // A point anywhere within 0.6 degrees of the place, and where in its cell.
        fc.double({ min: -0.6, max: 0.6, noNaN: true }),
        fc.double({ min: -0.6, max: 0.6, noNaN: true }),
        (p, radius, dLat, dLon) => {
          const geo = { lat: p.lat, lon: p.lon, radius };
          const [lat, lon] = [p.lat + dLat, p.lon + dLon];
          // The point's fine cell is one of its grid cell's finer cells (exact: a power of two).
          const [y, x] = [fineCell(lat), fineCell(lon)];
          expect([Math.floor(y / FINE), Math.floor(x / FINE)]).toEqual([gridCell(lat), gridCell(lon)]);
          const cells = finerCells(geo, gridCell(lat), gridCell(lon));
          expect(cells).toHaveLength(FINE * FINE);
          const cell = cells.find((c) => c.key === fineKey(y, x))!;
          expect(lat).toBeGreaterThanOrEqual(cell.south);
          expect(lat).toBeLessThan(cell.south + FINE_STEP);
          expect(lon).toBeGreaterThanOrEqual(cell.west);
          expect(lon).toBeLessThan(cell.west + FINE_STEP);
          // No point of a cell is nearer than its bound; every point of a cell wholly within is within.
          const d = distanceMiles(p.lat, p.lon, lat, lon);
          expect(d).toBeGreaterThanOrEqual(cell.nearest);
          if (cell.within) expect(d).toBeLessThanOrEqual(radius);
        },
      ),
      { numRuns: 20_000 },
    );
  });
});
