// The template's scenes laid out in frames: each scene gets its share of duration × 30 frames (the last
// the remainder, so the total is exact), and the photo scene one segment per listing drawing, each
// long enough (≥ 1.2 s) to take in, with its own camera move.
import type { VideoTemplate } from '../schemas.js';
import type { Segment } from './scenes.js';

export const FPS = 30;
const MIN_PHOTO_FRAMES = 36;

export type Motion = 'still' | 'zoomIn' | 'panRight' | 'zoomOut' | 'panLeft';
const MOVES: Motion[] = ['zoomIn', 'panRight', 'zoomOut', 'panLeft'];

export interface TimedSegment extends Segment {
  frames: number;
  motion: Motion;
}

export function timeline(template: VideoTemplate, duration: number, images: number): TimedSegment[] {
  const total = duration * FPS;
  const out: TimedSegment[] = [];
  let used = 0;
  template.scenes.forEach((scene, i) => {
    const frames =
      i === template.scenes.length - 1 ? total - used : Math.max(1, Math.round(scene.share * total));
    used += frames;
    if (scene.kind !== 'photos') {
      out.push({ sceneId: scene.id, kind: scene.kind, view: 0, index: 0, count: 1, frames, motion: 'still' });
      return;
    }
    const count = Math.max(1, Math.min(images, Math.floor(frames / MIN_PHOTO_FRAMES)));
    let left = frames;
    for (let n = 0; n < count; n++) {
      const part = n === count - 1 ? left : Math.floor(frames / count);
      left -= part;
      out.push({
        sceneId: scene.id,
        kind: scene.kind,
        view: n,
        index: n,
        count,
        frames: part,
        motion: MOVES[n % MOVES.length]!,
      });
    }
  });
  return out;
}
