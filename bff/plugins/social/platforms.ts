// Each network's conventions and limits, and how a post's final text is put together and counted.
// Shared by the writer (content.ts), the publish check (service.ts) and the web page: no server-only
// imports here.

export const PLATFORMS = [
  'facebook',
  'instagram',
  'tiktok',
  'twitter',
  'linkedin',
  'youtube',
  'pinterest',
] as const;
export type Platform = (typeof PLATFORMS)[number];

export interface PlatformLimits {
  /** The post's text as the network counts it: description, hashtags and (where it goes inline) the link. */
  maxLength: number;
  maxHashtags: number;
  /** How many the writer uses. */
  recommendedHashtags: number;
}

/** Every post has a headline; YouTube and Pinterest publish it as the title (both allow 100). */
export const TITLE_MAX = 100;
/** X shortens every URL to a t.co link counted as 23 characters. */
export const TWITTER_URL_LENGTH = 23;

export const PLATFORM_NAMES: Record<Platform, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  tiktok: 'TikTok',
  twitter: 'X (Twitter)',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  pinterest: 'Pinterest',
};

/**
 * Hard limits are the networks' own (X 280 characters; Instagram 2,200 and 30 hashtags; YouTube
 * descriptions 5,000 and at most 15 hashtags, or it ignores them all; Pinterest descriptions 500).
 * Where a network sets no hashtag limit, maxHashtags is the point past which a post reads as spam.
 */
export const LIMITS: Record<Platform, PlatformLimits> = {
  facebook: { maxLength: 63_206, maxHashtags: 10, recommendedHashtags: 3 },
  instagram: { maxLength: 2_200, maxHashtags: 30, recommendedHashtags: 12 },
  tiktok: { maxLength: 2_200, maxHashtags: 10, recommendedHashtags: 5 },
  twitter: { maxLength: 280, maxHashtags: 5, recommendedHashtags: 3 },
  linkedin: { maxLength: 3_000, maxHashtags: 10, recommendedHashtags: 5 },
  youtube: { maxLength: 5_000, maxHashtags: 15, recommendedHashtags: 5 },
  pinterest: { maxLength: 500, maxHashtags: 20, recommendedHashtags: 5 },
};

/**
 * Where the tracked link goes: 'inline' in the text (X, LinkedIn, YouTube descriptions), 'separate'
 * (Facebook's link field, a Pin's destination), 'bio' (Instagram and TikTok captions have no
 * clickable links, so the text says 'link in bio').
 */
export const LINK_PLACEMENT: Record<Platform, 'inline' | 'separate' | 'bio'> = {
  facebook: 'separate',
  instagram: 'bio',
  tiktok: 'bio',
  twitter: 'inline',
  linkedin: 'inline',
  youtube: 'inline',
  pinterest: 'separate',
};

/** The text as it is posted (or copied by hand): description, then the link if inline, then hashtags. */
export function postText(platform: Platform, description: string, hashtags: string[], link: string): string {
  const parts = [description.trim()];
  if (LINK_PLACEMENT[platform] === 'inline') parts.push(link);
  if (hashtags.length) parts.push(hashtags.join(' '));
  return parts.join(platform === 'twitter' ? '\n' : '\n\n');
}

// X counts most Latin, Greek and Cyrillic characters and common punctuation as 1 and everything else
// (emoji, CJK, some symbols) as 2 (twitter-text's weighting).
const twitterWeight = (cp: number) =>
  cp <= 0x10ff ||
  (cp >= 0x2000 && cp <= 0x200d) ||
  (cp >= 0x2010 && cp <= 0x201f) ||
  (cp >= 0x2032 && cp <= 0x2037)
    ? 1
    : 2;

/** Characters as the network counts them: code points, and for X its weights with each URL as 23. */
export function countCharacters(platform: Platform, text: string): number {
  if (platform !== 'twitter') return Array.from(text).length;
  let total = 0;
  const withoutUrls = text.replace(/https?:\/\/\S+/g, () => {
    total += TWITTER_URL_LENGTH;
    return '';
  });
  for (const ch of withoutUrls) total += twitterWeight(ch.codePointAt(0)!);
  return total;
}

/** A hashtag as posted: '#' and letters, digits or underscores (no spaces or punctuation). */
export const HASHTAG = /^#[\p{L}\p{N}_]{1,100}$/u;
