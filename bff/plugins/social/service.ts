// The social toolkit's rules (issue 13 item 5; DECISIONS 20, 21): content written for a dealer's car,
// posts stored with their final text, media and tracked link, delivery only where a network is
// configured, and each post's figures from real visits.
import type { Knex } from 'knex';
import { createError, notFound } from '../../lib/errors.js';
import type { Credentials } from '../auth/index.js';
import { carInScope, resolveDealerScope, type DealerScope } from '../dealers/marketing-scope.js';
import type { VideoService } from '../videos/service.js';
import type { VideoJob } from '../videos/schemas.js';
import { dealerAnalytics, postMetrics } from './analytics.js';
import { writeContent, type GeneratedContent } from './content.js';
import { CODE_LENGTH, linkUrl, newLinkCode } from './links.js';
import { deliver, isConfigured, notConfigured, type NetworkOptions } from './networks.js';
import { LIMITS, LINK_PLACEMENT, PLATFORM_NAMES, countCharacters, postText } from './platforms.js';
import * as q from './queries.js';
import type {
  CreatePostInput,
  GenerateContentInput,
  GenerateWithVideoInput,
  SocialAnalytics,
  SocialPost,
} from './schemas.js';
import { templateById } from './templates.js';

export interface SocialDeps {
  knex: Knex;
  publicUrl: string;
  networks: NetworkOptions;
  /** The video generator (server.app.videos), read when needed: it registers before this plugin. */
  videos: () => Pick<VideoService, 'create' | 'get'>;
  log?: (tags: string[], data: object) => void;
}

export class SocialService {
  constructor(private readonly deps: SocialDeps) {}

  private get knex() {
    return this.deps.knex;
  }

  scope(credentials: Credentials, dealerId?: number | null): Promise<DealerScope> {
    return resolveDealerScope(this.knex, credentials, dealerId);
  }

  async generate(
    credentials: Credentials,
    input: GenerateContentInput,
  ): Promise<{ content: GeneratedContent[] }> {
    const scope = await this.scope(credentials, input.dealerId);
    return { content: await this.write(scope, input) };
  }

  private async write(
    scope: DealerScope,
    input: Pick<GenerateContentInput, 'carId' | 'templateId' | 'platforms'>,
  ): Promise<GeneratedContent[]> {
    const car = await carInScope(this.knex, scope, input.carId);
    const template = templateById(input.templateId)!;
    // The code is drawn at publishing; a sample of its length makes the counts right already.
    const linkSample = linkUrl(this.deps.publicUrl, 'x'.repeat(CODE_LENGTH));
    return input.platforms.map((platform) =>
      writeContent(platform, { car, template, dealerName: scope.dealerName, linkSample }),
    );
  }

  /** Content for the platforms and a video job of the same car, with the video's defaults. */
  async generateWithVideo(
    credentials: Credentials,
    input: GenerateWithVideoInput,
  ): Promise<{ posts: GeneratedContent[]; videoId: number }> {
    const scope = await this.scope(credentials, input.dealerId);
    const posts = await this.write(scope, input);
    const video = await this.deps.videos().create(scope, { carId: input.carId, ...input.video });
    return { posts, videoId: video.id };
  }

  async publish(credentials: Credentials, input: CreatePostInput): Promise<SocialPost> {
    const scope = await this.scope(credentials, input.dealerId);
    const car = await carInScope(this.knex, scope, input.carId);
    const hashtags = dedupe(input.hashtags);
    checkLimits(input, hashtags, linkUrl(this.deps.publicUrl, 'x'.repeat(CODE_LENGTH)));
    const video = input.videoId === null ? null : await this.videoFor(scope, input.videoId, car.id);

    const code = newLinkCode();
    const link = linkUrl(this.deps.publicUrl, code);
    const calls = isConfigured(this.deps.networks, input.platform);
    // While the network is called the post already exists, marked failed: a process that stops
    // mid-call leaves a post that says so, never one that claims to be sent.
    const first = calls
      ? { state: 'failed' as const, message: 'The server stopped before the network answered.' }
      : notConfigured(input.platform);
    const id = await q.insertPost(this.knex, {
      dealer_id: scope.dealerId,
      car_id: car.id,
      created_by: credentials.user.id,
      template_id: input.templateId,
      platform: input.platform,
      title: input.title,
      description: input.description,
      hashtags: JSON.stringify(hashtags),
      status: calls ? 'failed' : 'published',
      link_code: code,
      image_url: car.images[0]!,
      video_id: video?.id ?? null,
      video_url: video?.outputUrl ?? null,
      delivery_state: first.state,
      delivery_message: first.message,
    });
    if (calls) {
      const text = postText(input.platform, input.description, hashtags, link);
      const delivery = await deliver(this.deps.networks, { platform: input.platform, message: text, link });
      await this.knex('social_posts')
        .where({ id })
        .update({
          status: delivery.state === 'sent' ? 'published' : 'failed',
          delivery_state: delivery.state,
          delivery_message: delivery.message,
          network_post_id: delivery.networkPostId ?? null,
        });
      this.deps.log?.(['social'], {
        event: `social_post.${delivery.state}`,
        postId: id,
        platform: input.platform,
      });
    }
    const [post] = await this.posts(scope, 1, [id]);
    return post!;
  }

  /** A video of the same dealer and car; another dealer's (or an unknown one) is a 404. */
  private async videoFor(scope: DealerScope, videoId: number, carId: number): Promise<VideoJob> {
    const video = await this.deps.videos().get(scope, videoId);
    if (video.config.dealerId !== scope.dealerId) throw notFound('Video');
    if (video.config.carId !== carId)
      throw createError('VIDEO_OF_ANOTHER_CAR', 'videoId: that video is of another car', 400);
    return video;
  }

  async list(credentials: Credentials, dealerId: number, limit: number): Promise<{ posts: SocialPost[] }> {
    const scope = await this.scope(credentials, dealerId);
    return { posts: await this.posts(scope, limit) };
  }

  async analytics(credentials: Credentials, dealerId: number, days: number): Promise<SocialAnalytics> {
    const scope = await this.scope(credentials, dealerId);
    return dealerAnalytics(this.knex, scope.dealerId, days);
  }

  private async posts(scope: DealerScope, limit: number, ids?: number[]): Promise<SocialPost[]> {
    const rows = await q.postsOf(this.knex, scope.dealerId, limit, ids);
    await this.fillVideoUrls(scope, rows);
    const metrics = await postMetrics(
      this.knex,
      scope.dealerId,
      rows.map((r) => r.id),
    );
    return rows.map((row) => ({
      id: row.id,
      status: row.status,
      createdAt: new Date(row.created_at).toISOString(),
      platform: row.platform,
      templateId: row.template_id,
      content: {
        platform: row.platform,
        title: row.title,
        description: row.description,
        hashtags: row.hashtags,
      },
      car: { id: row.car_id, title: row.car_title },
      link: { code: row.link_code, url: linkUrl(this.deps.publicUrl, row.link_code) },
      media: { imageUrl: row.image_url, videoId: row.video_id, videoUrl: row.video_url },
      delivery: { state: row.delivery_state, message: row.delivery_message },
      analytics: { metrics: metrics.get(row.id)! },
    }));
  }

  /** A post made while its video was rendering gets the video's URL once the render completes. */
  private async fillVideoUrls(scope: DealerScope, rows: q.PostRow[]): Promise<void> {
    for (const row of rows) {
      if (row.video_id === null || row.video_url !== null) continue;
      const video = await this.deps
        .videos()
        .get(scope, row.video_id)
        .catch(() => null);
      if (video?.status !== 'completed' || !video.outputUrl) continue;
      row.video_url = video.outputUrl;
      await this.knex('social_posts').where({ id: row.id }).update({ video_url: video.outputUrl });
    }
  }
}

/** Hashtags once each, whatever their case, in the order given. */
function dedupe(tags: string[]): string[] {
  const seen = new Set<string>();
  return tags.filter((t) => !seen.has(t.toLowerCase()) && seen.add(t.toLowerCase()));
}

/** The network's own limits on the final text (400 naming the field). */
function checkLimits(input: CreatePostInput, hashtags: string[], link: string) {
  const limits = LIMITS[input.platform];
  const name = PLATFORM_NAMES[input.platform];
  if (hashtags.length > limits.maxHashtags)
    throw createError('TOO_MANY_HASHTAGS', `hashtags: ${name} takes at most ${limits.maxHashtags}`, 400);
  const count = countCharacters(input.platform, postText(input.platform, input.description, hashtags, link));
  if (count > limits.maxLength)
    throw createError(
      'TOO_LONG',
      `description: with its hashtags${LINK_PLACEMENT[input.platform] === 'inline' ? ' and link' : ''} the post is ${count} characters; ${name} allows ${limits.maxLength.toLocaleString('en-GB')}`,
      400,
    );
}
