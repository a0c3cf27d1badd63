// The video job machine as the host runs it (GUIDE 10): its events, and what each emitted event does to
// video_jobs, in the transaction that saves the snapshot. The row's status mirrors the machine's state
// for lists; the machine stays the one that decides.
import type { Knex } from 'knex';
import type { MachineDefinition } from '../../lib/actors/host.js';
import { enqueue } from '../../lib/queue/queue.js';
import { videoEventSchema, videoMachine, type VideoEmitted } from './video.machine.js';

export const RENDER_QUEUE = 'video.render';
export const videoActorId = (videoId: number) => `video_job:${videoId}`;
/** Claims of one render before it is given up (a render killed with its server is claimed again). */
export const RENDER_ATTEMPTS = 3;

type Effect<K extends VideoEmitted['type']> = (
  trx: Knex.Transaction,
  emitted: Extract<VideoEmitted, { type: K }>,
) => Promise<void>;

const video = (trx: Knex.Transaction, id: number) => trx('video_jobs').where({ id }) as Knex.QueryBuilder;

const queueRender: Effect<'queueRender'> = async (trx, e) => {
  await enqueue(trx, {
    queue: RENDER_QUEUE,
    payload: { videoId: e.videoId, attempt: e.attempt },
    idempotencyKey: `${RENDER_QUEUE}:${e.videoId}:${e.attempt}`,
    maxAttempts: RENDER_ATTEMPTS,
  });
};

const status: Effect<'status'> = async (trx, e) => {
  const now = new Date();
  await video(trx, e.videoId).update({
    status: e.status,
    progress: 0,
    stage: e.status === 'queued' ? null : 'Starting',
    error: null,
    ...(e.status === 'rendering' ? { started_at: now } : {}),
    updated_at: now,
  });
};

const completed: Effect<'completed'> = async (trx, e) => {
  const now = new Date();
  await video(trx, e.videoId).update({
    status: 'completed',
    progress: 100,
    stage: null,
    error: null,
    size_bytes: e.sizeBytes,
    processing_ms: e.processingMs,
    completed_at: now,
    updated_at: now,
  });
};

const failed: Effect<'failed'> = async (trx, e) => {
  await video(trx, e.videoId).update({
    status: 'failed',
    stage: null,
    error: e.error.slice(0, 500),
    updated_at: new Date(),
  });
};

export const videoDefinition: MachineDefinition<typeof videoMachine> = {
  name: 'video_job',
  version: 1,
  machine: videoMachine,
  events: videoEventSchema,
  noun: 'video',
  effects: { queueRender, status, completed, failed },
};
