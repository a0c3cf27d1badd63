// The social toolkit's answers (the issue 13 contract), with no server imports, so the web app uses
// these very declarations (GUIDE 6). Figures a network did not report are null, never invented.
import type { Platform, PlatformLimits } from './platforms.js';

export interface GeneratedContent {
  platform: Platform;
  title: string;
  description: string;
  hashtags: string[];
  characterCount: number;
  limits: PlatformLimits;
}

export type PostStatus = 'published' | 'scheduled' | 'failed';
export type DeliveryState = 'not_configured' | 'sent' | 'failed';

export interface SocialPost {
  id: number;
  status: PostStatus;
  createdAt: string;
  platform: Platform;
  templateId: string;
  content: { platform: Platform; title: string; description: string; hashtags: string[] };
  car: { id: number; title: string };
  link: { code: string; url: string };
  media: { imageUrl: string; videoId: number | null; videoUrl: string | null };
  delivery: { state: DeliveryState; message: string };
  analytics: {
    metrics: {
      views: number;
      reach: number;
      enquiries: number;
      saves: number;
      /** These live on the network: null means not known here, never a guess. */
      likes: null;
      shares: null;
      comments: null;
    };
  };
}

export interface SocialAnalytics {
  days: number;
  summary: {
    views: number;
    reach: number;
    posts: number;
    engagements: number;
    avgEngagementRate: number | null;
  };
  byPlatform: { platform: Platform; posts: number; views: number; reach: number; engagements: number }[];
  daily: { date: string; views: number; reach: number }[];
  topPerformingPosts: {
    id: number;
    platform: Platform;
    title: string;
    views: number;
    reach: number;
    engagements: number;
    engagement_rate: number | null;
  }[];
}
