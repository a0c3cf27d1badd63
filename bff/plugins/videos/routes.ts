// The video generator's API (issue 13 contract, 'Shared routes' and 'Video'). Handlers are thin: the
// scope (whose dealer the request works for) comes from marketing-scope, the rules from the service.
import type { Request, ServerRoute } from '@hapi/hapi';
import { validator } from '../../lib/validate.js';
import type { Credentials } from '../auth/index.js';
import { resolveDealerScope, type DealerScope } from '../dealers/marketing-scope.js';
import {
  carsQuerySchema,
  dealerQuerySchema,
  fileParamsSchema,
  fileQuerySchema,
  generateSchema,
  logoParamsSchema,
  recentQuerySchema,
  videoParamsSchema,
} from './schemas.js';
import type { VideoService } from './service.js';

const signedIn = { mode: 'required' } as const;
const credentials = (request: Request) => request.auth.credentials as unknown as Credentials;
const query = <T>(request: Request) => request.query as unknown as T;

export function videoRoutes(service: VideoService): ServerRoute[] {
  const scope = (request: Request, dealerId?: number | null) =>
    resolveDealerScope(service.knex, credentials(request), dealerId);
  /** An admin opens any video without naming its dealer: the scope is the video's own dealer. */
  const videoScope = async (request: Request, id: number): Promise<DealerScope> => {
    const { dealerId } = query<{ dealerId?: number }>(request);
    const isAdmin = credentials(request).user.role === 'admin';
    return scope(request, dealerId ?? (isAdmin ? await service.dealerOf(id) : undefined));
  };
  const videoId = (request: Request) => (request.params as unknown as { id: number }).id;

  return [
    {
      method: 'GET',
      path: '/api/marketing/dealers',
      options: {
        id: 'marketing.dealers',
        description: 'The dealers the signed-in person may make marketing for (an admin: every one)',
        auth: signedIn,
        handler: (request) => service.dealers(credentials(request)),
      },
    },
    {
      method: 'GET',
      path: '/api/marketing/cars',
      options: {
        id: 'marketing.cars',
        description: "The dealer's active stock (or, for an admin with all=true, every active listing)",
        auth: signedIn,
        validate: { query: validator(carsQuerySchema) },
        handler: (request) => service.cars(credentials(request), query(request)),
      },
    },
    {
      method: 'GET',
      path: '/api/tiktok/templates',
      options: {
        id: 'videos.templates',
        description: 'The video templates and their scenes',
        auth: false,
        handler: () => service.templates(),
      },
    },
    {
      method: 'POST',
      path: '/api/tiktok/generate',
      options: {
        id: 'videos.generate',
        description: 'Asks for a video of a car; the render runs as a job (202)',
        auth: signedIn,
        validate: { payload: validator(generateSchema) },
        handler: async (request, h) => {
          const { dealerId, ...input } = request.payload as { dealerId?: number | null } & Record<
            string,
            unknown
          >;
          const video = await service.create(await scope(request, dealerId), input as never);
          return h.response({ projectId: video.id, video }).code(202);
        },
      },
    },
    {
      method: 'GET',
      path: '/api/tiktok/recent',
      options: {
        id: 'videos.recent',
        description: "The dealer's videos, newest first",
        auth: signedIn,
        validate: { query: validator(recentQuerySchema) },
        handler: async (request) => {
          const { dealerId, limit } = query<{ dealerId?: number; limit: number }>(request);
          return service.recent(await scope(request, dealerId), limit);
        },
      },
    },
    {
      method: 'GET',
      path: '/api/tiktok/videos/{id}',
      options: {
        id: 'videos.get',
        description: 'One video job: its status, real progress and, once completed, its URLs',
        auth: signedIn,
        validate: { params: validator(videoParamsSchema), query: validator(dealerQuerySchema) },
        handler: async (request) =>
          service.get(await videoScope(request, videoId(request)), videoId(request)),
      },
    },
    {
      method: 'POST',
      path: '/api/tiktok/videos/{id}/retry',
      options: {
        id: 'videos.retry',
        description: "'Try Again': a failed video is rendered again (409 in any other state)",
        auth: signedIn,
        validate: { params: validator(videoParamsSchema), query: validator(dealerQuerySchema) },
        handler: async (request) =>
          service.retry(await videoScope(request, videoId(request)), videoId(request)),
      },
    },
    {
      method: 'POST',
      path: '/api/tiktok/logo',
      options: {
        id: 'videos.uploadLogo',
        description: 'Uploads a logo (the raw PNG or JPEG bytes, at most 1 MiB) for videos',
        auth: signedIn,
        // Raw bytes whatever the declared type: the type is read from the bytes (SVG, HTML refused).
        payload: { parse: false, output: 'data', maxBytes: 2 * 1024 * 1024 },
        validate: { query: validator(dealerQuerySchema) },
        handler: async (request, h) => {
          const { dealerId } = query<{ dealerId?: number }>(request);
          const data = Buffer.isBuffer(request.payload) ? request.payload : Buffer.alloc(0);
          return h.response(await service.uploadLogo(await scope(request, dealerId), data)).code(201);
        },
      },
    },
    {
      method: 'GET',
      path: '/api/media/logos/{id}',
      options: {
        id: 'videos.logo',
        description: 'An uploaded logo',
        auth: false,
        validate: { params: validator(logoParamsSchema) },
        handler: async (request, h) => {
          const logo = await service.logo((request.params as { id: string }).id);
          return h
            .response(logo.data)
            .type(logo.contentType)
            .header('x-content-type-options', 'nosniff')
            .header('cache-control', 'public, max-age=86400, immutable');
        },
      },
    },
    {
      method: 'GET',
      path: '/api/media/videos/{key}.mp4',
      options: {
        id: 'videos.file',
        description: 'A finished video (public by its unguessable key), with Range support',
        auth: false,
        validate: { params: validator(fileParamsSchema), query: validator(fileQuerySchema) },
        handler: async (request, h) => {
          const { key } = request.params as { key: string };
          const file = await service.file(key);
          const { download } = query<{ download?: string }>(request);
          // hapi answers Range itself for a payload of known length: 206, or 416 with bytes */size.
          const response = h
            .response(file.data)
            .type('video/mp4')
            .bytes(file.data.length)
            .etag(`${key}-${file.data.length}`)
            .header('accept-ranges', 'bytes')
            .header('x-content-type-options', 'nosniff')
            .header('cache-control', 'public, max-age=86400');
          if (download === '1' || download === 'true')
            response.header('content-disposition', `attachment; filename="${file.name}"`);
          return response;
        },
      },
    },
  ];
}
