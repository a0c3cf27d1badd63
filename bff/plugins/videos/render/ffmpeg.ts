// ffmpeg (the registry's static build, @ffmpeg-installer/ffmpeg: ffmpeg 4.1, so no xfade) turns the
// drawn frames into the video: zoompan moves the camera over photo segments, still ones are looped,
// every segment fades in and out through the dealer's secondary colour, and the lot is concatenated and
// encoded H.264 (libx264, yuv420p, 30 fps, CRF 23, +faststart). Progress comes from `-progress pipe:1`.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import installer from '@ffmpeg-installer/ffmpeg';
import { FPS, type TimedSegment } from './timeline.js';

export const FFMPEG = installer.path;
/**
 * util-linux's setpriv asks the kernel to kill ffmpeg when the server dies (kill -9 runs no code of
 * ours); where it is missing, the next render sweeps orphans instead (pipeline.ts).
 */
const SETPRIV = ['/usr/bin/setpriv', '/bin/setpriv'].find((file) => fs.existsSync(file)) ?? null;
/** Frames each fade takes (a third of a second), at most a third of a short segment. */
const FADE = 10;
/** How far photo segments zoom in (1.12 = 12 %). */
const ZOOM = 0.12;

/** A picture as a source of the graph (our own temporary paths: letters, digits, '-', '/', '.'). */
const movie = (file: string) => {
  if (!/^[\w./-]+$/.test(file)) throw new Error(`An unexpected picture path: ${file}`);
  return `movie=${file}`;
};
const hex = (colour: string) => `0x${colour.replace('#', '')}`;

function move(s: TimedSegment, width: number, height: number): string {
  const n = s.frames;
  const size = `d=${n}:s=${width}x${height}:fps=${FPS}`;
  const centre = `x='(iw-iw/zoom)/2':y='(ih-ih/zoom)/2'`;
  switch (s.motion) {
    case 'zoomIn':
      return `zoompan=z='1+${ZOOM}*on/${n}':${centre}:${size}`;
    case 'zoomOut':
      return `zoompan=z='${1 + ZOOM}-${ZOOM}*on/${n}':${centre}:${size}`;
    case 'panRight':
      return `zoompan=z='${1 + ZOOM}':x='(iw-iw/zoom)*on/${n}':y='(ih-ih/zoom)/2':${size}`;
    case 'panLeft':
      return `zoompan=z='${1 + ZOOM}':x='(iw-iw/zoom)*(1-on/${n})':y='(ih-ih/zoom)/2':${size}`;
    default:
      return '';
  }
}

export interface SegmentFiles {
  base: string;
  /** Drawn over the moving base, still (a photo segment's caption, logo and watermark). */
  overlay: string | null;
}

/** The command line for the segments' PNGs (in order) to `output`. */
export function ffmpegArgs(
  segments: TimedSegment[],
  files: SegmentFiles[],
  options: { width: number; height: number; fadeColour: string; output: string },
): string[] {
  const chains: string[] = [];
  segments.forEach((s, i) => {
    const fade = Math.max(1, Math.min(FADE, Math.floor(s.frames / 3)));
    const fades =
      `fade=t=in:s=0:n=${fade}:c=${hex(options.fadeColour)},` +
      `fade=t=out:s=${s.frames - fade}:n=${fade}:c=${hex(options.fadeColour)}`;
    const { base, overlay } = files[i]!;
    // Pictures are read by `movie` sources inside the graph, so each is decoded only when concat
    // reaches its segment (as -i inputs, ffmpeg reads them all ahead: twice the memory).
    if (s.motion === 'still') {
      // One frame, repeated to the exact count, timed at 30 fps.
      chains.push(
        `${movie(base)},format=yuv420p,loop=loop=${s.frames - 1}:size=1:start=0,settb=1/${FPS},setpts=N,${fades},setsar=1[s${i}]`,
      );
      return;
    }
    // zoompan makes all `frames` from the single picture; the overlay (one frame) is held over them.
    const moved = `${movie(base)},format=yuv420p,${move(s, options.width, options.height)},setsar=1`;
    if (!overlay) {
      chains.push(`${moved},${fades}[s${i}]`);
      return;
    }
    chains.push(
      `${moved}[m${i}];${movie(overlay)}[o${i}];[m${i}][o${i}]overlay=format=yuv420:eof_action=repeat,${fades}[s${i}]`,
    );
  });
  const total = segments.reduce((n, s) => n + s.frames, 0);
  const graph = `${chains.join(';')};${segments.map((_, i) => `[s${i}]`).join('')}concat=n=${segments.length}:v=1:a=0,format=yuv420p[v]`;
  return [
    '-hide_banner',
    '-nostdin',
    '-loglevel',
    'error',
    '-filter_complex',
    graph,
    '-map',
    '[v]',
    '-r',
    String(FPS),
    '-frames:v',
    String(total),
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-crf',
    '23',
    '-pix_fmt',
    'yuv420p',
    '-movflags',
    '+faststart',
    '-progress',
    'pipe:1',
    '-nostats',
    '-y',
    options.output,
  ];
}

/**
 * Runs ffmpeg; `onTime` gets the encoded time in seconds as it goes. The child is killed (SIGKILL) when
 * `signal` aborts; a failure rejects with ffmpeg's own last words.
 */
export function runFfmpeg(
  args: string[],
  signal: AbortSignal,
  onTime: (seconds: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new Error('The render was stopped'));
    const child = SETPRIV
      ? spawn(SETPRIV, ['--pdeathsig', 'KILL', FFMPEG, ...args], { stdio: ['ignore', 'pipe', 'pipe'] })
      : spawn(FFMPEG, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    let pending = '';
    const kill = () => child.kill('SIGKILL');
    signal.addEventListener('abort', kill, { once: true });
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        // ffmpeg 4.1 names microseconds out_time_ms; later builds add out_time_us.
        const m = /^out_time_(?:us|ms)=(\d+)/.exec(line);
        if (m) onTime(Number(m[1]) / 1e6);
      }
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-4000);
    });
    child.on('error', (error) => {
      signal.removeEventListener('abort', kill);
      reject(error);
    });
    child.on('close', (code, killed) => {
      signal.removeEventListener('abort', kill);
      if (signal.aborted) return reject(new Error('The render was stopped'));
      if (code === 0) return resolve();
      const last = stderr.trim().split('\n').slice(-3).join(' ');
      reject(new Error(`ffmpeg ${killed ? `was killed (${killed})` : `exited with ${code}`}: ${last}`));
    });
  });
}
