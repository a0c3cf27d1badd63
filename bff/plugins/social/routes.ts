// The social toolkit's API (the issue 13 contract, 'Social') and the tracked link /r/{code}. Templates
// and the link are public; everything else is for approved dealers and admins (marketing-scope.ts).
import type { Request, ResponseToolkit, ServerRoute } from '@hapi/hapi';
import type { Knex } from 'knex';
import { validator } from '../../lib/validate.js';
import type { Credentials } from '../auth/index.js';
import {
  UNCLAIMED_COOKIE,
  VISITOR_COOKIE,
  agentClass,
  findLink,
  isLinkCode,
  isVisitorId,
  newVisitorId,
  recordVisit,
  visitorKey,
} from './links.js';
import {
  analyticsQuerySchema,
  codeParamsSchema,
  createPostSchema,
  dealerParamsSchema,
  generateContentSchema,
  generateWithVideoSchema,
  postsQuerySchema,
  type CreatePostInput,
  type GenerateContentInput,
  type GenerateWithVideoInput,
} from './schemas.js';
import type { SocialService } from './service.js';
import { publicTemplates } from './templates.js';

const signedIn = { mode: 'required' } as const;
const credentials = (request: Request) => request.auth.credentials as unknown as Credentials;
const dealerId = (request: Request) => (request.params as { dealerId: number }).dealerId;

const NOT_FOUND_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Link not found</title></head>
<body><h1>This link does not lead anywhere</h1><p>The post it came from may have been removed.
<a href="/">Find your next car on AllMotors</a></p></body></html>`;

export function socialRoutes(service: SocialService, knex: Knex): ServerRoute[] {
  return [
    {
      method: 'GET',
      path: '/api/social/templates',
      options: {
        id: 'social.templates',
        description: 'The post templates, each with the platforms it suits and a preview line',
        auth: false,
        handler: () => ({ templates: publicTemplates() }),
      },
    },
    {
      method: 'POST',
      path: '/api/social/generate-content',
      options: {
        id: 'social.generateContent',
        description: "Writes a post for each platform from the car's data (not stored)",
        auth: signedIn,
        validate: { payload: validator(generateContentSchema) },
        handler: (request) => service.generate(credentials(request), request.payload as GenerateContentInput),
      },
    },
    {
      method: 'POST',
      path: '/api/social/generate-with-video',
      options: {
        id: 'social.generateWithVideo',
        description: 'Posts for the platforms and a video job of the same car',
        auth: signedIn,
        validate: { payload: validator(generateWithVideoSchema) },
        handler: async (request, h) =>
          h
            .response(
              await service.generateWithVideo(
                credentials(request),
                request.payload as GenerateWithVideoInput,
              ),
            )
            .code(202),
      },
    },
    {
      method: 'POST',
      path: '/api/social/posts',
      options: {
        id: 'social.publish',
        description:
          'Stores a post with its final text, media and a tracked link; calls a configured network',
        auth: signedIn,
        validate: { payload: validator(createPostSchema) },
        handler: async (request, h) =>
          h
            .response(await service.publish(credentials(request), request.payload as CreatePostInput))
            .code(201),
      },
    },
    {
      method: 'GET',
      path: '/api/social/posts/{dealerId}',
      options: {
        id: 'social.posts',
        description: "The dealer's posts, newest first, with each one's figures",
        auth: signedIn,
        validate: { params: validator(dealerParamsSchema), query: validator(postsQuerySchema) },
        handler: (request) =>
          service.list(
            credentials(request),
            dealerId(request),
            (request.query as unknown as { limit: number }).limit,
          ),
      },
    },
    {
      method: 'GET',
      path: '/api/social/analytics/{dealerId}',
      options: {
        id: 'social.analytics',
        description: "The dealer's views, reach and engagements through its posts' links over `days` days",
        auth: signedIn,
        validate: { params: validator(dealerParamsSchema), query: validator(analyticsQuerySchema) },
        handler: (request) =>
          service.analytics(
            credentials(request),
            dealerId(request),
            (request.query as unknown as { days: number }).days,
          ),
      },
    },
    {
      method: 'GET',
      path: '/r/{code}',
      options: {
        id: 'social.link',
        description: "A post's tracked link: records the visit, then on to the car",
        // Public, but a signed-in visitor is known by their session.
        auth: { mode: 'try' },
        validate: { params: validator(codeParamsSchema) },
        handler: (request, h) => followLink(knex, request, h),
      },
    },
  ];
}

async function followLink(knex: Knex, request: Request, h: ResponseToolkit) {
  const { code } = request.params as { code: string };
  const target = isLinkCode(code) ? await findLink(knex, code) : null;
  if (!target) return h.response(NOT_FOUND_PAGE).type('text/html').code(404);
  const response = h.redirect(`/cars/${target.carId}`).code(302).header('cache-control', 'no-store');
  const agent = agentClass(request.headers['user-agent'] as string | undefined);
  // Unfurlers fetch the link to draw its preview: send them on, count nothing, set no cookie.
  if (agent === 'bot' || request.method !== 'get') return response;
  const state = request.state as Record<string, unknown>;
  const known = state[VISITOR_COOKIE];
  const visitor = isVisitorId(known) ? known : newVisitorId();
  if (visitor !== known) h.state(VISITOR_COOKIE, visitor);
  const user = request.auth.isAuthenticated ? credentials(request).user : undefined;
  await recordVisit(knex, {
    postId: target.postId,
    visitorKey: visitorKey(visitor),
    userId: user?.id ?? null,
    agent,
  });
  // Signed out: mark the browser, so its visits are attached to whoever signs in there next.
  if (!user) h.state(UNCLAIMED_COOKIE, '1');
  return response;
}
