// The short-video generator (issue 13; CONTEXT.md): the routes, the video job machine's render job on
// the process's one job worker (made by the scraping plugin), at most `concurrency` renders at once.
import type { Plugin } from '@hapi/hapi';
import { RENDER_QUEUE } from './definitions.js';
import { failRender, runRender, type RenderPayload } from './render.job.js';
import { renderVideo } from './render/pipeline.js';
import type { RenderFunction } from './render/types.js';
import { videoRoutes } from './routes.js';
import { VideoService } from './service.js';

export interface VideosOptions {
  /** VIDEO_RENDER_CONCURRENCY: renders one process runs at once. */
  concurrency: number;
  /** The renderer (tests swap in a fast fake); default the real one, ffmpeg and resvg. */
  render?: RenderFunction;
  /** How often a render's progress is written (default 500 ms). */
  progressIntervalMs?: number;
}

export const videosPlugin: Plugin<VideosOptions> = {
  name: 'videos',
  dependencies: ['scraping'],
  register(server, options) {
    const { db } = server.app;
    const service = new VideoService(db.knex);
    server.app.videos = service;
    server.route(videoRoutes(service));

    const deps = {
      knex: db.knex,
      service,
      render: options.render ?? renderVideo,
      progressIntervalMs: options.progressIntervalMs,
      log: server.logger,
    };
    server.app.jobs.addHandlers({
      [RENDER_QUEUE]: {
        concurrency: options.concurrency,
        run: (payload, ctx) => runRender(deps, payload as RenderPayload, ctx),
        onFailed: (job, error) =>
          failRender(
            deps,
            (job.payload as RenderPayload).videoId,
            `The render could not finish: ${String((error as Error)?.message ?? error)}`,
          ),
      },
    });
  },
};
