// The real renderer (resvg + the registry's ffmpeg), read back from the MP4's own boxes: 15 s at the
// exact frame of each aspect ratio, H.264, moov first. Each render costs ~10-20 s on a 2-core machine,
// so there are few: 9:16 and 16:9 here, 1:1 through the API in videos-render.test.ts.
import fs from 'node:fs';
import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { readMp4 } from './mp4-boxes.js';
import { renderVideo } from './pipeline.js';
import { sampleSpec as spec } from './testing.js';
import type { RenderProgress } from './types.js';

// This process's render folders (another process's are not ours to count).
const temps = () => fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith(`video-1-${process.pid}-`));

describe('renderVideo', () => {
  it.each([
    ['9:16', 'spotlight', 1080, 1920],
    ['16:9', 'comparison', 1920, 1080],
  ] as const)(
    'renders %s (%s) as a 15 s H.264 MP4 of %i×%i, with progress from drawing to encoding',
    async (ratio, template, width, height) => {
      const progress: RenderProgress[] = [];
      const before = temps();
      const data = await renderVideo(spec(ratio, template, 15), {
        signal: new AbortController().signal,
        onProgress: (p) => progress.push(p),
      });
      const info = readMp4(data);
      expect(info.width).toBe(width);
      expect(info.height).toBe(height);
      expect(info.durationSeconds).toBeGreaterThan(14.9);
      expect(info.durationSeconds).toBeLessThan(15.1);
      expect(info.codec).toBe('avc1');
      expect(info.faststart).toBe(true);
      const values = progress.map((p) => p.progress);
      expect(values).toEqual([...values].sort((a, b) => a - b));
      expect(progress[0]!.stage).toBe('Drawing scenes');
      expect(progress.some((p) => p.stage === 'Encoding' && p.progress > 15 && p.progress < 99)).toBe(true);
      expect(values.at(-1)).toBeGreaterThan(90);
      // The temporary folder is gone.
      expect(temps()).toEqual(before);
    },
    120_000,
  );

  it('stops (ffmpeg killed) when its signal aborts, and leaves no temporary folder', async () => {
    const controller = new AbortController();
    const before = temps();
    const rendering = renderVideo(spec('1:1', 'spotlight', 15), {
      signal: controller.signal,
      onProgress: (p) => {
        if (p.stage === 'Encoding' && p.progress > 16) controller.abort();
      },
    });
    await expect(rendering).rejects.toThrow('The render was stopped');
    expect(temps()).toEqual(before);
  }, 120_000);
});
