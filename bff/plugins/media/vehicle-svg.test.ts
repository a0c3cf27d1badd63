import { describe, expect, it } from 'vitest';
import { BODY_TYPES, CATEGORIES, COLOURS } from '../../../db/reference/types.js';
import type { Category } from '../../../db/reference/types.js';
import { COLOUR_HEX, renderVehicleSvg } from './vehicle-svg.js';
import type { VehicleDrawing } from './vehicle-svg.js';

const base: VehicleDrawing = {
  category: 'car',
  bodyType: 'Hatchback',
  colour: 'Red',
  make: 'Ford',
  model: 'Focus',
  year: 2019,
  view: 0,
  seed: 42,
};

/** Cheap well-formedness check: every opened element is closed in order. */
function balanced(svg: string): boolean {
  const stack: string[] = [];
  const re = /<(\/?)([a-zA-Z][\w:-]*)((?:"[^"]*"|'[^']*'|[^'">])*?)(\/?)>/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(svg))) {
    const [, close, name, , self] = m;
    if (self) continue;
    if (close) {
      if (stack.pop() !== name) return false;
    } else stack.push(name!);
  }
  return stack.length === 0;
}

function checkSvg(svg: string): void {
  expect(svg.startsWith('<svg')).toBe(true);
  expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
  expect(svg).toContain('viewBox="0 0 800 600"');
  expect(svg).toContain('width="800" height="600"');
  expect(svg.endsWith('</svg>')).toBe(true);
  expect(svg).not.toMatch(/undefined|NaN|Infinity|null/);
  expect(svg).toContain('Illustration');
  expect(balanced(svg)).toBe(true);
  expect(svg.length).toBeLessThan(12 * 1024);
}

describe('renderVehicleSvg', () => {
  for (const category of CATEGORIES) {
    for (const bodyType of BODY_TYPES[category]) {
      it(`renders every view of a ${category} ${bodyType}`, () => {
        for (let view = 0; view < 4; view++) {
          checkSvg(
            renderVehicleSvg({ ...base, category, bodyType, view, colour: 'Multicolour', seed: view }),
          );
        }
      });
    }
  }

  it('has a paint colour for each of the 21 colours, and renders them all', () => {
    expect(Object.keys(COLOUR_HEX).sort()).toEqual([...COLOURS].sort());
    for (const colour of COLOURS) {
      expect(COLOUR_HEX[colour]).toMatch(/^#[0-9a-f]{6}$/);
      checkSvg(renderVehicleSvg({ ...base, colour }));
    }
  });

  it('paints the vehicle in its colour (Multicolour as a gradient)', () => {
    expect(renderVehicleSvg({ ...base, colour: 'Blue' })).toContain(COLOUR_HEX.Blue!);
    const multi = renderVehicleSvg({ ...base, colour: 'Multicolour' });
    const paint = multi.match(/<linearGradient id="v[0-9a-z]+p"[^>]*>(.*?)<\/linearGradient>/)![1]!;
    expect(new Set(paint.match(/#[0-9a-f]{6}/g)).size).toBeGreaterThanOrEqual(3);
    expect(paint).not.toContain(COLOUR_HEX.Multicolour!);
  });

  it('is deterministic', () => {
    for (const category of CATEGORIES) {
      const d: VehicleDrawing = { ...base, category, bodyType: BODY_TYPES[category][1], view: 1 };
      expect(renderVehicleSvg(d)).toBe(renderVehicleSvg({ ...d }));
    }
  });

  it('draws visibly different pictures for the four views, and takes other view numbers modulo 4', () => {
    for (const category of CATEGORIES) {
      const svgs = [0, 1, 2, 3].map((view) =>
        renderVehicleSvg({ ...base, category, bodyType: BODY_TYPES[category][0], view }),
      );
      expect(new Set(svgs).size).toBe(4);
      const strip = (s: string): string => s.replace(/\bv[0-9a-z]+(?=[a-z]"|[a-z]\))/g, 'ID');
      expect(strip(renderVehicleSvg({ ...base, category, bodyType: BODY_TYPES[category][0], view: 5 }))).toBe(
        strip(svgs[1]!),
      );
      expect(
        strip(renderVehicleSvg({ ...base, category, bodyType: BODY_TYPES[category][0], view: -1 })),
      ).toBe(strip(svgs[3]!));
    }
  });

  it('varies the background with the seed', () => {
    const bg = (seed: number): string =>
      renderVehicleSvg({ ...base, seed }).match(/stop-color="(#[0-9a-f]{6})"/)![1]!;
    expect(new Set([1, 2, 3, 4, 5, 6, 7, 8].map(bg)).size).toBeGreaterThan(2);
  });

  it('distinguishes the body types of a category', () => {
    for (const category of CATEGORIES) {
      const shapes = BODY_TYPES[category].map((bodyType) =>
        renderVehicleSvg({ ...base, category, bodyType, seed: 1 }).replace(
          /\bv[0-9a-z]+(?=[a-z]"|[a-z]\))/g,
          'ID',
        ),
      );
      expect(new Set(shapes).size).toBe(BODY_TYPES[category].length);
    }
  });

  it("falls back to the category's most common shape for unknown body types and colours", () => {
    const strip = (s: string): string => s.replace(/\bv[0-9a-z]+(?=[a-z]"|[a-z]\))/g, 'ID');
    const fallbacks: Record<Category, string> = { car: 'Hatchback', motorcycle: 'Naked', van: 'Panel Van' };
    for (const category of CATEGORIES) {
      const unknown = renderVehicleSvg({ ...base, category, bodyType: 'Hovercraft' });
      checkSvg(unknown);
      expect(strip(unknown)).toBe(
        strip(renderVehicleSvg({ ...base, category, bodyType: fallbacks[category] })),
      );
    }
    checkSvg(renderVehicleSvg({ ...base, colour: 'Tartan' }));
  });

  it('escapes text from the input', () => {
    const svg = renderVehicleSvg({ ...base, make: 'A&B <x>', model: `"Q" 'R'` });
    checkSvg(svg);
    expect(svg).toContain('A&amp;B &lt;x&gt;');
    expect(svg).toContain('&quot;Q&quot; &apos;R&apos;');
    expect(svg).not.toContain('<x>');
    expect(svg).toContain('2019 A&amp;B &lt;x&gt; &quot;Q&quot; &apos;R&apos;');
  });

  it('uses the caption font and stays small even with long names and odd numbers', () => {
    const svg = renderVehicleSvg({
      ...base,
      make: '&'.repeat(300),
      model: 'x'.repeat(300),
      year: NaN,
      view: NaN,
      seed: Infinity,
    });
    checkSvg(svg);
    expect(svg).toContain('font-family="Inter, Segoe UI, Helvetica, Arial, sans-serif"');
  });
});
