// One video job (issue 13 item 3) as a persisted machine: queued → rendering → completed | failed, and
// RETRY from failed back to queued. The render itself is a job (`video.render`) asked for on entering
// queued, with its own idempotency key per attempt; it reports RENDER_STARTED, then RENDER_DONE (in the
// transaction that stores the file) or RENDER_FAILED. Nothing long runs inside the machine (GUIDE 11).
import * as v from 'valibot';
import { assign, emit, setup } from 'xstate';

export interface VideoContext {
  videoId: number;
  /** Render attempts asked for: 1 at creation, one more at every RETRY. */
  attempt: number;
  error: string | null;
}

const done = v.object({
  type: v.literal('RENDER_DONE'),
  sizeBytes: v.pipe(v.number(), v.integer(), v.minValue(1)),
  processingMs: v.pipe(v.number(), v.integer(), v.minValue(0)),
  width: v.pipe(v.number(), v.integer()),
  height: v.pipe(v.number(), v.integer()),
  durationMs: v.pipe(v.number(), v.integer()),
});
export const videoEventSchema = v.variant('type', [
  v.object({ type: v.literal('RENDER_STARTED') }),
  done,
  v.object({ type: v.literal('RENDER_FAILED'), error: v.pipe(v.string(), v.minLength(1)) }),
  v.object({ type: v.literal('RETRY') }),
]);
export type VideoEvent = v.InferOutput<typeof videoEventSchema>;
export type RenderResult = Omit<v.InferOutput<typeof done>, 'type'>;

export type VideoEmitted =
  | { type: 'queueRender'; videoId: number; attempt: number }
  | { type: 'status'; videoId: number; status: 'queued' | 'rendering' }
  | ({ type: 'completed'; videoId: number } & RenderResult)
  | { type: 'failed'; videoId: number; error: string };

export const videoMachine = setup({
  types: {
    context: {} as VideoContext,
    events: {} as VideoEvent,
    input: {} as { videoId: number },
    emitted: {} as VideoEmitted,
  },
  actions: {
    queueRender: emit(({ context }) => ({
      type: 'queueRender' as const,
      videoId: context.videoId,
      attempt: context.attempt,
    })),
    markRendering: emit(({ context }) => ({
      type: 'status' as const,
      videoId: context.videoId,
      status: 'rendering' as const,
    })),
  },
}).createMachine({
  id: 'videoJob',
  context: ({ input }) => ({ videoId: input.videoId, attempt: 0, error: null }),
  initial: 'queued',
  states: {
    queued: {
      description: 'Waiting for a worker with room (VIDEO_RENDER_CONCURRENCY) to claim the render job.',
      entry: [
        assign({ attempt: ({ context }) => context.attempt + 1, error: null }),
        'queueRender',
        emit(({ context }) => ({
          type: 'status' as const,
          videoId: context.videoId,
          status: 'queued' as const,
        })),
      ],
      on: {
        RENDER_STARTED: { target: 'rendering' },
        // The job gave up without ever starting (its worker died on every attempt).
        RENDER_FAILED: {
          target: 'failed',
          actions: assign({ error: ({ event }) => event.error }),
        },
      },
    },
    rendering: {
      description: 'A worker draws and encodes; a render taken over after a crash starts again from scratch.',
      entry: 'markRendering',
      on: {
        // Another claim of the same job (the first worker died): the render begins again.
        RENDER_STARTED: { actions: 'markRendering' },
        RENDER_DONE: {
          target: 'completed',
          actions: emit(({ context, event }) => {
            const { type: _type, ...result } = event as Extract<VideoEvent, { type: 'RENDER_DONE' }>;
            return { type: 'completed' as const, videoId: context.videoId, ...result };
          }),
        },
        RENDER_FAILED: {
          target: 'failed',
          actions: assign({ error: ({ event }) => event.error }),
        },
      },
    },
    failed: {
      entry: emit(({ context }) => ({
        type: 'failed' as const,
        videoId: context.videoId,
        error: context.error ?? 'The render failed',
      })),
      on: { RETRY: { target: 'queued' } },
    },
    completed: { type: 'final' },
  },
});
