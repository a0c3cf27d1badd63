// The `video.render` job: tells the machine the render started, draws and encodes (progress written to
// video_jobs every ~500 ms, each write its own short statement), checks the MP4's boxes, then stores the
// file and sends RENDER_DONE in ONE transaction, so a half-written video is never visible. Run again
// after a crash (a lapsed lease), it renders from scratch; a job whose video is already past it is skipped.
import type { Knex } from 'knex';
import type { JobContext } from '../../lib/queue/worker.js';
import { videoActorId, videoDefinition } from './definitions.js';
import { writeProgress } from './queries.js';
import { readMp4 } from './render/mp4-boxes.js';
import type { RenderFunction, RenderProgress } from './render/types.js';
import type { VideoService } from './service.js';

export interface RenderJobDeps {
  knex: Knex;
  service: VideoService;
  render: RenderFunction;
  /** How often progress is written (default 500 ms). */
  progressIntervalMs?: number;
  /** One event per outcome: video_job.completed, video_job.failed. */
  log?: { info(data: object): void; warn(data: object): void };
}

export interface RenderPayload {
  videoId: number;
  attempt: number;
}

const reason = (error: unknown) => String((error as Error)?.message ?? error).slice(0, 500);

export async function runRender(deps: RenderJobDeps, payload: RenderPayload, ctx: JobContext) {
  const { videoId } = payload;
  const id = videoActorId(videoId);
  const saved = await deps.service.host.read(deps.knex, videoDefinition, id);
  // Reported already (completed, failed) or superseded by a later attempt: nothing to do.
  if (
    !saved ||
    (saved.value !== 'queued' && saved.value !== 'rendering') ||
    saved.context.attempt !== payload.attempt
  )
    return { skipped: true };
  await deps.service.host.sendWithRetry(deps.knex, videoDefinition, id, { type: 'RENDER_STARTED' });
  const started = Date.now();

  // Progress is written at most every interval, never waited for by the render, one at a time.
  const every = deps.progressIntervalMs ?? 500;
  let latest: RenderProgress | null = null;
  let lastWrite = 0;
  let writing: Promise<void> = Promise.resolve();
  const flush = () => {
    const p = latest;
    latest = null;
    lastWrite = Date.now();
    if (p)
      writing = writing.then(() => writeProgress(deps.knex, videoId, p.progress, p.stage)).catch(() => {});
  };
  const onProgress = (p: RenderProgress) => {
    latest = p;
    if (Date.now() - lastWrite >= every) flush();
  };

  let data: Buffer;
  try {
    const spec = await deps.service.renderSpec(videoId);
    onProgress({ progress: 0, stage: 'Drawing scenes' });
    data = await deps.render(spec, { signal: ctx.signal, onProgress });
    const boxes = readMp4(data);
    if (boxes.width !== spec.width || boxes.height !== spec.height)
      throw new Error(`The encoder made ${boxes.width}×${boxes.height}, not ${spec.width}×${spec.height}`);
    if (Math.abs(boxes.durationSeconds - spec.duration) > 0.2)
      throw new Error(`The encoder made ${boxes.durationSeconds.toFixed(2)} s, not ${spec.duration} s`);
    await writing;
    await deps.service.host.retryOnConflict(deps.knex, async (trx) => {
      await trx('video_files')
        .insert({ video_id: videoId, data, size_bytes: data.length })
        .onConflict('video_id')
        .merge();
      await deps.service.host.send(trx, videoDefinition, id, {
        type: 'RENDER_DONE',
        sizeBytes: data.length,
        processingMs: Date.now() - started,
        width: boxes.width,
        height: boxes.height,
        durationMs: Math.round(boxes.durationSeconds * 1000),
      });
    });
    const outcome = { sizeBytes: data.length, processingMs: Date.now() - started };
    deps.log?.info({ event: 'video_job.completed', videoId, attempt: payload.attempt, ...outcome });
    return outcome;
  } catch (error) {
    await writing;
    // Interrupted (stopping, or the lease is someone else's now): the outcome is not ours to report.
    if (ctx.signal.aborted) throw error;
    // A render that failed fails the same way again: say why now rather than retry it.
    deps.log?.warn({ event: 'video_job.failed', videoId, attempt: payload.attempt, err: reason(error) });
    await failRender(deps, videoId, `The render failed: ${reason(error)}`);
    return { failed: reason(error) };
  }
}

/** The job gave up (its worker died on every one of RENDER_ATTEMPTS claims), or the render failed. */
export async function failRender(
  deps: Pick<RenderJobDeps, 'knex' | 'service'>,
  videoId: number,
  error: string,
) {
  const saved = await deps.service.host.read(deps.knex, videoDefinition, videoActorId(videoId));
  if (saved?.value !== 'queued' && saved?.value !== 'rendering') return;
  await deps.service.host.sendWithRetry(deps.knex, videoDefinition, videoActorId(videoId), {
    type: 'RENDER_FAILED',
    error,
  });
}
