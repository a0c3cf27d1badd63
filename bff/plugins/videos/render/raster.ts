// SVG → PNG with resvg at the output size. Fonts are DejaVu Sans from the registry package (never the
// system's: every machine renders the same pixels), resolved from this module, not the working folder.
import { createRequire } from 'node:module';
import { renderAsync, type ResvgRenderOptions } from '@resvg/resvg-js';

const require = createRequire(import.meta.url);
export const FONT_FILES = [
  require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
];
export const FONT_FAMILY = 'DejaVu Sans';

const options = (width: number): ResvgRenderOptions => ({
  fitTo: { mode: 'width', value: width },
  font: {
    loadSystemFonts: false,
    fontFiles: FONT_FILES,
    defaultFontFamily: FONT_FAMILY,
    // The listing drawings ask for Inter, Helvetica …, sans-serif: all of them become DejaVu Sans.
    sansSerifFamily: FONT_FAMILY,
  },
  shapeRendering: 2,
  textRendering: 1,
  logLevel: 'off',
});

/**
 * Rasterises off the main thread (resvg's thread pool), so heartbeats and requests carry on. (resvg's
 * own abort signal is not a DOM AbortSignal: the pipeline checks its signal between scenes instead.)
 */
export async function rasterise(svg: string, width: number): Promise<Buffer> {
  const image = await renderAsync(svg, options(width));
  return image.asPng();
}
