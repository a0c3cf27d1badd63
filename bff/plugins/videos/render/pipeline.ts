// The real renderer: the template's timeline drawn scene by scene (SVG → PNG, the first 15 % of the bar),
// then ffmpeg's encode (the rest, from its own progress). Everything happens in a temporary folder
// removed whatever the outcome; the MP4's bytes are returned for the job to store.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ffmpegArgs, runFfmpeg, type SegmentFiles } from './ffmpeg.js';
import { rasterise } from './raster.js';
import { drawScene } from './scenes.js';
import { timeline } from './timeline.js';
import type { RenderFunction } from './types.js';

/** The share of the bar the drawing takes; encoding takes the rest up to 99 (100 is 'completed'). */
const DRAWING = 15;

/**
 * What a process killed mid-render left (kill -9 runs no finally): its folder, named after the process,
 * and, where setpriv could not tie it to the server, its ffmpeg still encoding into it. Both go once
 * that process is gone.
 */
async function sweepOrphans(): Promise<void> {
  for (const name of await fs.readdir(os.tmpdir())) {
    const pid = Number(/^video-\d+-(\d+)-/.exec(name)?.[1]);
    if (!pid || pid === process.pid || alive(pid)) continue;
    const dir = path.join(os.tmpdir(), name);
    for (const orphan of await processesUsing(dir)) {
      try {
        process.kill(orphan, 'SIGKILL');
      } catch {
        // Gone meanwhile.
      }
    }
    await fs.rm(dir, { recursive: true, force: true });
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code !== 'ESRCH';
  }
}

/** Processes whose command line names `dir` (Linux /proc; elsewhere none are found). */
async function processesUsing(dir: string): Promise<number[]> {
  const found: number[] = [];
  const pids = await fs.readdir('/proc').catch(() => [] as string[]);
  for (const pid of pids.filter((p) => /^\d+$/.test(p))) {
    const cmdline = await fs.readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
    if (cmdline.includes(`${dir}/`)) found.push(Number(pid));
  }
  return found;
}

export const renderVideo: RenderFunction = async (spec, { signal, onProgress }) => {
  await sweepOrphans().catch(() => {});
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), `video-${spec.videoId}-${process.pid}-`));
  try {
    const segments = timeline(spec.template, spec.duration, spec.car.images.length);
    const files: SegmentFiles[] = [];
    for (const [i, segment] of segments.entries()) {
      if (signal.aborted) throw new Error('The render was stopped');
      onProgress({ progress: (DRAWING * i) / segments.length, stage: 'Drawing scenes' });
      const drawn = drawScene(spec, segment);
      const name = (part: string) => path.join(dir, `scene-${String(i).padStart(2, '0')}-${part}.png`);
      const base = name('base');
      await fs.writeFile(base, await rasterise(drawn.base, spec.width));
      const overlay = drawn.overlay === null ? null : name('overlay');
      if (overlay) await fs.writeFile(overlay, await rasterise(drawn.overlay!, spec.width));
      files.push({ base, overlay });
    }
    onProgress({ progress: DRAWING, stage: 'Encoding' });
    const output = path.join(dir, 'video.mp4');
    const args = ffmpegArgs(segments, files, {
      width: spec.width,
      height: spec.height,
      fadeColour: spec.branding.colors.secondary,
      output,
    });
    await runFfmpeg(args, signal, (seconds) =>
      onProgress({
        progress: DRAWING + (99 - DRAWING) * Math.min(1, seconds / spec.duration),
        stage: 'Encoding',
      }),
    );
    return await fs.readFile(output);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
};
