// The shapes of the marketing API (the issue 13 contract): from the server's own declarations where the
// web app can compile them (GUIDE 6), so the pages and the API cannot drift apart.
// Prices are pence; figures a network did not report are null (never invented).
import type { AspectRatio, Duration } from '../../../../bff/plugins/videos/schemas';
import type { Platform } from '../../../../bff/plugins/social/platforms';
import type { MarketingCar, MarketingDealer } from '../../../../bff/plugins/dealers/marketing-types';

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

export type { MarketingCar, MarketingDealer } from '../../../../bff/plugins/dealers/marketing-types';
export type { GeneratedContent, SocialAnalytics, SocialPost } from '../../../../bff/plugins/social/types';

// The requests as the page sends them (every setting given) and the list answers' wrappers.

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
