// The Review entity (000 §3, with 001 §3's sample-item scores) as the reviews API answers it, shared with
// the web app and the CLI. Ratings and scores are out of 10 (one decimal place); the /car-reviews page
// shows them on a five-point scale (rating / 2). Money is integer pence (DECISIONS 1).
import type { Category } from '../../../db/reference/types.js';
import type { ReviewCategory, ReviewSort } from './schemas.js';

export interface ReviewKeySpecs {
  /** e.g. '1.0 EcoBoost Hybrid 125' */
  engine: string;
  /** One of db/reference FUEL_TYPES. */
  fuelType: string;
  /** 'Manual', 'Automatic' or 'Manual or automatic'. */
  transmission: string;
  performance: {
    /** e.g. '0-62mph in 9.8s' */
    acceleration: string;
  };
}

export interface Review {
  id: number;
  /** Stable key of the review: the import file's key, and its address (/car-reviews/{slug}). */
  slug: string;
  title: string;
  make: string;
  model: string;
  /** The model year the review was written about. */
  year: number;
  variant: string | null;
  /** car, motorcycle or van: which search the model is found in. */
  vehicleType: Category;
  category: ReviewCategory;
  bodyType: string | null;
  /** YYYY-MM-DD */
  publishedDate: string;
  author: string;
  /** Where the review appeared: for the demo set, the section of our editorial team (e.g. 'Road Test'). */
  platform: string;
  /** 0-10, one decimal place. */
  rating: number;
  isRecommended: boolean;
  /** Image URLs, first = lead picture. */
  images: string[];
  summary: string;
  /** The review's text, one paragraph per entry. */
  body: string[];
  pros: string[];
  cons: string[];
  keySpecs: ReviewKeySpecs;
  /** Pence: the new price range of the variants reviewed (from the catalogue's list prices). */
  priceRange: { from: number; to: number };
  /** Where the whole review is read: /car-reviews/{slug} for ours, the publisher's page for imported ones. */
  url: string;
  verdict: string;
  /** Sub-scores out of 10 (001 §3). */
  reliability: number;
  fuelEconomy: number;
  valueForMoney: number;
  /** True for the built-in demo set: the page says it is sample editorial content. */
  isSample: boolean;
  /** Active listings of this make and model right now (a real count, for the 'n for sale' link). */
  forSale: number;
  /** ISO time of the last change to the review. */
  updatedAt: string;
}

export interface ReviewList {
  reviews: Review[];
  /** Every review matching the filters (the page is `offset`..`offset + limit`). */
  total: number;
  sortBy: ReviewSort;
  limit: number;
  offset: number;
}

export interface ReviewCategoryInfo {
  id: ReviewCategory;
  name: string;
  description: string;
  /** Reviews in this category. */
  count: number;
}

export interface ReviewStatistics {
  totalReviews: number;
  /** Mean rating out of 10, one decimal place; 0 when there are no reviews. */
  averageRating: number;
  /** ISO time of the most recent change to any review; null when there are none. */
  lastUpdated: string | null;
  /** Reviews per category, the five largest, largest first. */
  categoryBreakdown: Record<string, number>;
  /** Reviews per platform (publication / section), largest first. */
  platformBreakdown: Record<string, number>;
}

export interface ReviewImportResult {
  created: number;
  updated: number;
  /** Reviews deleted because `replace` was set and the file did not have them. */
  removed: number;
  total: number;
}

/** One reviewed model's score (`GET /api/reviews/model-ratings`): what a car card shows beside it. */
export interface ModelRating {
  vehicleType: Category;
  make: string;
  model: string;
  /** Mean rating of the model's reviews out of 10, one decimal place. */
  rating: number;
  reviews: number;
  /** The newest review of the model, where its score links to. */
  slug: string;
}
