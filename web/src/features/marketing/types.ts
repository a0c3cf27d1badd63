// The shapes of the marketing API (the issue 13 contract): from the server's own declarations where the
// web app can compile them (GUIDE 6), so the pages and the API cannot drift apart.
// Prices are pence; figures a network did not report are null (never invented).
import type { AspectRatio, Duration } from '../../../../bff/plugins/videos/schemas';
import type { Platform, PlatformLimits } from '../../../../bff/plugins/social/platforms';

export type {
  AspectRatio,
  Duration,
  SceneKind,
  VideoJob,
  VideoStatus,
  VideoTemplate,
} from '../../../../bff/plugins/videos/schemas';
export type { Platform } from '../../../../bff/plugins/social/platforms';
export type { SocialTemplate } from '../../../../bff/plugins/social/templates';
export { PLATFORMS } from '../../../../bff/plugins/social/platforms';

// The shapes below are declared again here: their server modules (bff/plugins/dealers/marketing-scope.ts,
// bff/plugins/social/schemas.ts) bring the server's auth types with them, which the web app cannot
// compile. They follow the contract field for field.
export interface MarketingDealer {
  id: number;
  name: string;
  /** Active vehicles in the dealer's stock. */
  vehicles: number;
}

export interface MarketingCar {
  id: number;
  title: string;
  make: string;
  model: string;
  year: number;
  /** Pence. */
  price: number;
  mileage: number;
  fuelType: string;
  transmission: string;
  bodyType: string;
  colour: string;
  location: string;
  description: string;
  features: string[];
  images: string[];
}

/** GET /api/marketing/dealers. */
export interface MarketingDealers {
  dealers: MarketingDealer[];
  /** An admin may work for any dealer (DECISIONS 21). */
  canChoose: boolean;
}

export interface CarPage {
  cars: MarketingCar[];
  total: number;
}

export interface DealerBranding {
  logo: string | null;
  colors: { primary: string; secondary: string };
  watermark: boolean;
}

/** POST /api/tiktok/generate as the page sends it: every setting, and whose video it is. */
export interface GenerateVideoInput {
  dealerId: number;
  carId: number;
  template: string;
  duration: Duration;
  aspectRatio: AspectRatio;
  dealerBranding: DealerBranding;
  callToAction: string;
}

/** POST /api/social/posts: the final text as published. */
export interface PublishPostInput {
  dealerId: number;
  carId: number;
  templateId: string;
  platform: Platform;
  title: string;
  description: string;
  hashtags: string[];
  videoId: number | null;
}

export interface GeneratedContent {
  platform: Platform;
  title: string;
  description: string;
  hashtags: string[];
  /** The post as the network counts it (description, hashtags, an inline link). */
  characterCount: number;
  limits: PlatformLimits;
}

export interface SocialPost {
  id: number;
  status: 'published' | 'scheduled' | 'failed';
  createdAt: string;
  platform: Platform;
  templateId: string;
  content: { platform: Platform; title: string; description: string; hashtags: string[] };
  car: { id: number; title: string };
  link: { code: string; url: string };
  media: { imageUrl: string; videoId: number | null; videoUrl: string | null };
  delivery: { state: 'not_configured' | 'sent' | 'failed'; message: string };
  analytics: {
    metrics: {
      views: number;
      reach: number;
      enquiries: number;
      saves: number;
      /** These live on the network: null, never a guess. */
      likes: number | null;
      shares: number | null;
      comments: number | null;
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
