// The video settings' choices and defaults (001 §9) and what the preview shows of a template.
import type { AspectRatio, Duration, VideoTemplate } from '../types';

export const DURATIONS: Duration[] = [15, 30, 60];
export const ASPECT_RATIOS: { id: AspectRatio; label: string; size: string }[] = [
  { id: '9:16', label: 'Vertical 9:16', size: '1080 × 1920' },
  { id: '1:1', label: 'Square 1:1', size: '1080 × 1080' },
  { id: '16:9', label: 'Landscape 16:9', size: '1920 × 1080' },
];

export const DEFAULTS = {
  template: 'spotlight',
  duration: 30 as Duration,
  aspectRatio: '9:16' as AspectRatio,
  primary: '#3B82F6',
  secondary: '#1E40AF',
  watermark: true,
  callToAction: 'Visit us today for a test drive!',
};
export const CTA_MAX = 80;

export const isHexColour = (s: string) => /^#[0-9a-fA-F]{6}$/.test(s);

/**
 * Each scene's start and length in whole seconds at the chosen duration: shares rounded so that the
 * lengths add up to the duration exactly (the last scene takes what rounding left).
 */
export function sceneTimings(template: VideoTemplate, duration: number) {
  let start = 0;
  return template.scenes.map((scene, i) => {
    const isLast = i === template.scenes.length - 1;
    const seconds = isLast ? duration - start : Math.max(1, Math.round(scene.share * duration));
    const timing = { ...scene, start, seconds: Math.max(0, seconds) };
    start += timing.seconds;
    return timing;
  });
}

export const aspectLabel = (a: AspectRatio) => ASPECT_RATIOS.find((r) => r.id === a)?.label ?? a;

/** '12.4 s' from milliseconds. */
export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** '2.3 MB' from bytes. */
export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
