// The video job machine on its own (no database): its states, what it emits for the host's effects
// (each render attempt its own job), RETRY only from failed, and a snapshot restored mid-render.
import { describe, expect, it } from 'vitest';
import { createActor, type EventObject } from 'xstate';
import { videoMachine, type VideoEvent } from './video.machine.js';

const done: VideoEvent = {
  type: 'RENDER_DONE',
  sizeBytes: 1000,
  processingMs: 900,
  width: 1080,
  height: 1920,
  durationMs: 15000,
};

function video() {
  const emitted: EventObject[] = [];
  const actor = createActor(videoMachine, { input: { videoId: 5 } });
  actor.on('*', (e) => emitted.push(e));
  actor.start();
  return { actor, emitted };
}

describe('the video job machine', () => {
  it('starts queued and asks for the first render job', () => {
    const { actor, emitted } = video();
    expect(actor.getSnapshot().value).toBe('queued');
    expect(emitted).toContainEqual({ type: 'queueRender', videoId: 5, attempt: 1 });
    expect(actor.getSnapshot().can({ type: 'RETRY' })).toBe(false);
    expect(actor.getSnapshot().can(done)).toBe(false);
  });

  it('goes queued → rendering → completed, and takes nothing after', () => {
    const { actor, emitted } = video();
    actor.send({ type: 'RENDER_STARTED' });
    expect(actor.getSnapshot().value).toBe('rendering');
    expect(emitted).toContainEqual({ type: 'status', videoId: 5, status: 'rendering' });
    actor.send(done);
    expect(actor.getSnapshot().status).toBe('done');
    expect(emitted.find((e) => e.type === 'completed')).toMatchObject({ videoId: 5, sizeBytes: 1000 });
    expect(actor.getSnapshot().can({ type: 'RETRY' })).toBe(false);
  });

  it('keeps the reason of a failure, and RETRY queues a new attempt with its own job', () => {
    const { actor, emitted } = video();
    actor.send({ type: 'RENDER_STARTED' });
    actor.send({ type: 'RENDER_FAILED', error: 'ffmpeg exited with 1' });
    expect(actor.getSnapshot().value).toBe('failed');
    expect(emitted).toContainEqual({ type: 'failed', videoId: 5, error: 'ffmpeg exited with 1' });
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().value).toBe('queued');
    expect(actor.getSnapshot().context).toMatchObject({ attempt: 2, error: null });
    expect(emitted).toContainEqual({ type: 'queueRender', videoId: 5, attempt: 2 });
  });

  it('takes RENDER_STARTED again while rendering (a render taken over after a crash starts again)', () => {
    const { actor, emitted } = video();
    actor.send({ type: 'RENDER_STARTED' });
    actor.send({ type: 'RENDER_STARTED' });
    expect(actor.getSnapshot().value).toBe('rendering');
    expect(
      emitted.filter((e) => e.type === 'status' && (e as { status?: string }).status === 'rendering'),
    ).toHaveLength(2);
  });

  it('restores a snapshot taken mid-render to the same place, without asking for another job', () => {
    const { actor } = video();
    actor.send({ type: 'RENDER_STARTED' });
    const saved = JSON.parse(JSON.stringify(actor.getPersistedSnapshot()));
    actor.stop();
    const emitted: EventObject[] = [];
    const restored = createActor(videoMachine, { snapshot: saved, input: { videoId: 5 } });
    restored.on('*', (e) => emitted.push(e));
    restored.start();
    expect(restored.getSnapshot().value).toBe('rendering');
    expect(emitted).toEqual([]);
    restored.send(done);
    expect(restored.getSnapshot().value).toBe('completed');
  });
});
