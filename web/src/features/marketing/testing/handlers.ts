// msw handlers of the marketing API (the issue 13 contract) for the pages' tests: a small stateful
// server that queues video jobs, retries failed ones, publishes posts, and records every request the
// pages made so a test can assert what was sent.
import { http, HttpResponse } from 'msw';
import type { Platform, SocialAnalytics, SocialPost, VideoJob } from '../types';
import {
  car,
  content,
  DEALER,
  emptyAnalytics,
  marketCars,
  person,
  post,
  socialTemplates,
  stock,
  videoJob,
  videoTemplates,
} from './fixtures';

export const NOT_A_DEALER_MESSAGE =
  'The marketing tools are for approved dealers. Apply to become a dealer to use them.';

export interface MarketingServerOptions {
  /** Who is signed in: a dealer (default), an admin, a plain user (403 NOT_A_DEALER) or nobody. */
  as?: 'dealer' | 'admin' | 'user' | null;
  dealers?: { id: number; name: string; vehicles: number }[];
  cars?: ReturnType<typeof stock>;
  videos?: VideoJob[];
  posts?: SocialPost[];
  analytics?: SocialAnalytics;
  /** Answer these calls with a 500. */
  fail?: ('generate' | 'content' | 'with-video' | 'publish')[];
}

const error = (status: number, message: string, code?: string) =>
  HttpResponse.json({ statusCode: status, error: 'Error', message, ...(code ? { code } : {}) }, { status });

export function marketingHandlers(options: MarketingServerOptions = {}) {
  const as = options.as === undefined ? 'dealer' : options.as;
  const state = {
    videos: [...(options.videos ?? [])],
    posts: [...(options.posts ?? [])],
    analytics: options.analytics ?? emptyAnalytics(),
  };
  const requests = {
    cars: [] as URLSearchParams[],
    generate: [] as unknown[],
    retries: [] as number[],
    logos: [] as { contentType: string | null; size: number; dealerId: string | null; csrf: string | null }[],
    contents: [] as unknown[],
    withVideo: [] as unknown[],
    published: [] as Record<string, unknown>[],
    recent: [] as string[],
    postReads: [] as string[],
    analyticsReads: [] as string[],
  };
  const fails = (what: NonNullable<MarketingServerOptions['fail']>[number]) => options.fail?.includes(what);
  const dealers = options.dealers ?? [DEALER];
  const cars = options.cars ?? stock();
  let nextVideo = 40;
  let nextPost = 600;

  const handlers = [
    http.get('/api/csrf', () => HttpResponse.json({ token: 'csrf-test-token' })),
    http.get('/api/user', () => (as ? HttpResponse.json(person(as)) : error(401, 'Missing authentication'))),
    http.get('/api/marketing/dealers', () => {
      if (!as) return error(401, 'Missing authentication');
      if (as === 'user') return error(403, NOT_A_DEALER_MESSAGE, 'NOT_A_DEALER');
      return HttpResponse.json({
        dealers: as === 'admin' ? dealers : dealers.slice(0, 1),
        canChoose: as === 'admin',
      });
    }),
    http.get('/api/marketing/cars', ({ request }) => {
      const params = new URL(request.url).searchParams;
      requests.cars.push(params);
      const q = (params.get('q') ?? '').toLowerCase();
      const pool = params.get('all') === 'true' ? [...cars, ...marketCars()] : cars;
      const found = pool.filter((c) => !q || c.title.toLowerCase().includes(q));
      const limit = Number(params.get('limit') ?? 8);
      return HttpResponse.json({ cars: found.slice(0, limit), total: found.length });
    }),
    http.get('/api/tiktok/templates', () => HttpResponse.json({ templates: videoTemplates() })),
    http.post('/api/tiktok/generate', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown> & { carId: number };
      requests.generate.push(body);
      if (fails('generate')) return error(500, 'An internal server error occurred');
      const chosen = cars.find((c) => c.id === body.carId) ?? car(0);
      const video = videoJob({
        id: nextVideo++,
        car: { id: chosen.id, title: chosen.title },
        config: body as unknown as VideoJob['config'],
      });
      state.videos.unshift(video);
      return HttpResponse.json({ projectId: video.id, video }, { status: 202 });
    }),
    http.get('/api/tiktok/recent', ({ request }) => {
      requests.recent.push(new URL(request.url).searchParams.get('dealerId') ?? '');
      return HttpResponse.json({ videos: state.videos });
    }),
    http.get('/api/tiktok/videos/:id', ({ params }) => {
      const found = state.videos.find((v) => v.id === Number(params.id));
      return found ? HttpResponse.json(found) : error(404, 'Video not found');
    }),
    http.post('/api/tiktok/videos/:id/retry', ({ params }) => {
      const id = Number(params.id);
      requests.retries.push(id);
      const found = state.videos.find((v) => v.id === id);
      if (!found) return error(404, 'Video not found');
      if (found.status !== 'failed')
        return error(409, `Video ${id} is ${found.status}`, 'EVENT_NOT_ACCEPTED');
      const again = { ...found, status: 'queued' as const, progress: 0, error: null };
      state.videos = state.videos.map((v) => (v.id === id ? again : v));
      return HttpResponse.json(again);
    }),
    http.post('/api/tiktok/logo', async ({ request }) => {
      const bytes = await request.arrayBuffer();
      requests.logos.push({
        contentType: request.headers.get('content-type'),
        size: bytes.byteLength,
        dealerId: new URL(request.url).searchParams.get('dealerId'),
        csrf: request.headers.get('x-csrf-token'),
      });
      return HttpResponse.json({ logo: { id: 'logo-1', url: '/api/media/logos/logo-1' } }, { status: 201 });
    }),
    http.get('/api/social/templates', () => HttpResponse.json({ templates: socialTemplates() })),
    http.post('/api/social/generate-content', async ({ request }) => {
      const body = (await request.json()) as { platforms: Platform[] };
      requests.contents.push(body);
      if (fails('content')) return error(500, 'An internal server error occurred');
      return HttpResponse.json({ content: body.platforms.map(content) });
    }),
    http.post('/api/social/generate-with-video', async ({ request }) => {
      const body = (await request.json()) as { platforms: Platform[] };
      requests.withVideo.push(body);
      if (fails('with-video')) return error(500, 'An internal server error occurred');
      const video = videoJob({ id: nextVideo++, status: 'rendering', progress: 37, stage: 'Encoding' });
      state.videos.unshift(video);
      return HttpResponse.json({ posts: body.platforms.map(content), videoId: video.id }, { status: 202 });
    }),
    http.post('/api/social/posts', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown> & {
        platform: Platform;
        title: string;
        description: string;
        hashtags: string[];
      };
      requests.published.push(body);
      if (fails('publish')) return error(500, 'An internal server error occurred');
      const made = post(0, {
        id: nextPost++,
        platform: body.platform,
        content: {
          platform: body.platform,
          title: body.title,
          description: body.description,
          hashtags: body.hashtags,
        },
        link: { code: 'Tr4ck3d', url: 'http://localhost:3000/r/Tr4ck3d' },
        analytics: {
          metrics: { views: 0, reach: 0, enquiries: 0, saves: 0, likes: null, shares: null, comments: null },
        },
      });
      state.posts.unshift(made);
      return HttpResponse.json(made, { status: 201 });
    }),
    http.get('/api/social/posts/:dealerId', ({ params }) => {
      requests.postReads.push(String(params.dealerId));
      return HttpResponse.json({ posts: state.posts });
    }),
    http.get('/api/social/analytics/:dealerId', ({ params }) => {
      requests.analyticsReads.push(String(params.dealerId));
      return HttpResponse.json(state.analytics);
    }),
  ];
  return { handlers, requests, state };
}
