// The shape of one expert review in the deterministic demo set (db/seeds/reviews). The reviews table, its
// data migration, the API and the web pages all rely on exactly this contract.

export const REVIEW_PLATFORMS = ['Road Test', 'First Drive', 'Long-Term Test', "Used Buyer's Guide"] as const;
export type ReviewPlatform = (typeof REVIEW_PLATFORMS)[number];

export const REVIEW_CATEGORIES = ['basic', 'luxury', 'electric', 'sports'] as const;
export type ReviewCategory = (typeof REVIEW_CATEGORIES)[number];

export interface SampleReview {
  /** Unique, kebab case, e.g. 'ford-puma-2025-road-test'. */
  slug: string;
  /** e.g. 'Ford Puma review: still the small SUV to beat'. */
  title: string;
  /** Exactly as in the db/reference catalogue. */
  make: string;
  model: string;
  /** Model year reviewed. */
  year: number;
  /** One of the model's variants. */
  variant: string | null;
  vehicleType: 'car' | 'motorcycle' | 'van';
  category: ReviewCategory;
  /** One of the model's bodyTypes. */
  bodyType: string | null;
  /** 'YYYY-MM-DD', fixed, between 2023-01-01 and 2026-11-20. */
  publishedDate: string;
  /** One of a small fixed team of (invented) staff writers. */
  author: string;
  /** The editorial section. */
  platform: ReviewPlatform;
  /** 0-10, one decimal place. */
  rating: number;
  isRecommended: boolean;
  /** 1-2 sentences. */
  summary: string;
  /** 3-5 paragraphs. */
  body: string[];
  /** 3-5 short phrases. */
  pros: string[];
  /** 2-4 short phrases. */
  cons: string[];
  keySpecs: { engine: string; fuelType: string; transmission: string; performance: { acceleration: string } };
  /** Integer pence: from = entry list price, to = an estimate for the top variant/engine. */
  priceRange: { from: number; to: number };
  /** 1-3 sentences. */
  verdict: string;
  /** 0-10, one decimal place. */
  reliability: number;
  fuelEconomy: number;
  valueForMoney: number;
}
