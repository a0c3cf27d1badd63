// The social toolkit's API shapes (001 §3, §7; the issue 13 contract). Every failure names its field.
import * as v from 'valibot';
import { generateInputSchema } from '../videos/schemas.js';
import { HASHTAG, PLATFORMS, TITLE_MAX, type Platform, type PlatformLimits } from './platforms.js';
import { TEMPLATE_IDS } from './templates.js';

export { PLATFORMS, type Platform, type PlatformLimits };
export type { DeliveryState, GeneratedContent, PostStatus, SocialAnalytics, SocialPost } from './types.js';
export type { SocialTemplate } from './templates.js';

const id = (what: string) =>
  v.pipe(
    v.number(`must be ${what}`),
    v.integer(`must be ${what}`),
    v.minValue(1, `must be ${what}`),
    v.maxValue(2 ** 31 - 1, `must be ${what}`),
  );
const pathId = (what: string) =>
  v.pipe(
    v.string(),
    v.regex(/^\d{1,9}$/, `must be ${what}`),
    v.transform(Number),
    v.minValue(1, `must be ${what}`),
  );
const queryInt = (fallback: number, min: number, max: number) =>
  v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,9}$/, 'must be a whole number'),
      v.transform(Number),
      v.minValue(min, `must be at least ${min}`),
      v.maxValue(max, `must be at most ${max}`),
    ),
    String(fallback),
  );

const platform = v.picklist(PLATFORMS, `must be one of ${PLATFORMS.join(', ')}`);
const templateId = v.picklist(TEMPLATE_IDS, `must be one of ${TEMPLATE_IDS.join(', ')}`);
const platforms = v.optional(
  v.pipe(
    v.array(platform, 'must be a list of platforms'),
    v.minLength(1, 'choose at least one platform'),
    v.maxLength(PLATFORMS.length, `must be at most ${PLATFORMS.length} platforms`),
    v.check((list) => new Set(list).size === list.length, 'must not name a platform twice'),
  ),
  ['facebook', 'instagram'],
);

export const generateContentSchema = v.object({
  dealerId: v.optional(v.nullable(id('a dealer number'))),
  carId: id('a car number'),
  templateId,
  platforms,
});
export type GenerateContentInput = v.InferOutput<typeof generateContentSchema>;

// The video part of generate-with-video: the video generator's own rules (its defaults included).
const { carId: _carId, ...videoEntries } = generateInputSchema.entries;
export const generateWithVideoSchema = v.object({
  ...generateContentSchema.entries,
  platforms: v.optional(platforms.wrapped, ['facebook', 'instagram', 'tiktok']),
  video: v.optional(v.object(videoEntries), {}),
});
export type GenerateWithVideoInput = v.InferOutput<typeof generateWithVideoSchema>;

const hashtag = v.pipe(
  v.string('must be text'),
  v.trim(),
  v.transform((s) => (s.startsWith('#') ? s : `#${s}`)),
  v.regex(HASHTAG, 'must be a # and letters, digits or underscores, such as #UsedCars'),
);

export const createPostSchema = v.object({
  dealerId: v.optional(v.nullable(id('a dealer number'))),
  carId: id('a car number'),
  templateId,
  platform,
  title: v.pipe(
    v.string('must be text'),
    v.trim(),
    v.minLength(1, 'is required'),
    v.maxLength(TITLE_MAX, `must be at most ${TITLE_MAX} characters`),
  ),
  // The platform's own limit (with hashtags and link) is checked by the service.
  description: v.pipe(
    v.string('must be text'),
    v.trim(),
    v.minLength(1, 'is required'),
    v.maxLength(63_206, 'must be at most 63,206 characters'),
  ),
  hashtags: v.optional(
    v.pipe(v.array(hashtag, 'must be a list of hashtags'), v.maxLength(30, 'must be at most 30')),
    [],
  ),
  videoId: v.optional(v.nullable(id('a video number')), null),
});
export type CreatePostInput = v.InferOutput<typeof createPostSchema>;

export const dealerParamsSchema = v.object({ dealerId: pathId('a dealer number') });
export const postsQuerySchema = v.object({ limit: queryInt(10, 1, 50) });
export const analyticsQuerySchema = v.object({ days: queryInt(30, 1, 365) });
export const codeParamsSchema = v.object({ code: v.string() });
