// The video renderer's cost on this machine (issue 13's figure): the real pipeline (resvg + ffmpeg)
// renders 15 s and 60 s at each aspect ratio, one at a time as VIDEO_RENDER_CONCURRENCY=1 runs them,
// and prints the render time, ffmpeg's peak RSS (VmHWM, sampled from /proc while it runs) and the
// node process's peak RSS.   npm run bench:video [-- --durations=15,60 --ratios=9:16,1:1,16:9]
import fs from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { readMp4 } from '../plugins/videos/render/mp4-boxes.js';
import { renderVideo } from '../plugins/videos/render/pipeline.js';
import { sampleSpec } from '../plugins/videos/render/testing.js';
import { ASPECT_RATIOS, type AspectRatio } from '../plugins/videos/schemas.js';

const args = new Map(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string]));
const durations = (args.get('durations') ?? '15,60').split(',').map(Number);
const ratios = (args.get('ratios')?.split(',') ?? [...ASPECT_RATIOS]) as AspectRatio[];
const mib = (kib: number) => `${(kib / 1024).toFixed(0)} MiB`;

/** Peak RSS (KiB) of this process's ffmpeg children, sampled every 50 ms. */
function watchFfmpeg(): () => number {
  let peak = 0;
  const sample = () => {
    for (const pid of fs.readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
      try {
        const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
        if (!/^Name:\s+ffmpeg/m.test(status) || Number(/PPid:\s+(\d+)/.exec(status)?.[1]) !== process.pid)
          continue;
        peak = Math.max(peak, Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0));
      } catch {
        // It exited between the listing and the read.
      }
    }
  };
  const timer = setInterval(sample, 50);
  return () => {
    clearInterval(timer);
    return peak;
  };
}

console.log(
  `# video render on ${os.cpus().length} cores (${os.cpus()[0]?.model}), load ${os.loadavg()[0]!.toFixed(2)}`,
);
console.log(
  '| duration | aspect | frame | render (s) | drawing (s) | × real time | size | ffmpeg peak RSS | node peak RSS |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const duration of durations) {
  for (const ratio of ratios) {
    const spec = sampleSpec(ratio, 'spotlight', duration);
    const stop = watchFfmpeg();
    const started = performance.now();
    let encodingAt = 0;
    const data = await renderVideo(spec, {
      signal: new AbortController().signal,
      onProgress: (p) => {
        if (p.stage === 'Encoding' && !encodingAt) encodingAt = performance.now();
      },
    });
    const seconds = (performance.now() - started) / 1000;
    const ffmpegPeak = stop();
    const info = readMp4(data);
    const node = process.resourceUsage().maxRSS;
    console.log(
      `| ${duration} s | ${ratio} | ${info.width}×${info.height}, ${info.durationSeconds.toFixed(2)} s | ${seconds.toFixed(1)} | ` +
        `${((encodingAt - started) / 1000).toFixed(1)} | ${(seconds / duration).toFixed(2)} | ${(data.length / 2 ** 20).toFixed(1)} MiB | ` +
        `${mib(ffmpegPeak)} | ${mib(node)} |`,
    );
  }
}
