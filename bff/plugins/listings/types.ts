// Answers of the user listings and analytics API (docs/api.md), for the web app. Types only.
import type { CarCard } from '../search/types.js';

export interface UserListing extends CarCard {
  status: 'active' | 'removed';
  views: number;
  enquiries: number;
  daysListed: number;
  photoCount: number;
  /** The form's fields as stored, to prefill Edit. */
  form: {
    description: string;
    features: string[];
    registration: string | null;
    postcode: string;
    town: string;
  };
}

export interface UserListingsResponse {
  cars: UserListing[];
  /** active: listings on sale; total: every listing the user has created, removed ones included. */
  stats: { active: number; total: number };
}

export interface PriceComparison {
  listingId: number;
  title: string;
  price: number;
  /** Median asking price of comparable active listings (same category, make, model, year ±1); null under 3. */
  comparableMedian: number | null;
  comparableCount: number;
}

export interface UserAnalytics {
  totalViews: number;
  inquiries: number;
  monthlyViews: number;
  monthlyInquiries: number;
  /** Pence; null with no active listings. */
  averagePrice: number | null;
  viewsByDay: { date: string; views: number }[];
  averageDaysOnMarket: number | null;
  priceComparisons: PriceComparison[];
  /** inquiries / totalViews; null with no views. */
  inquiryRate: number | null;
  /** The latest views, enquiries and listing events, newest first (at most 10). */
  recentActivity: ActivityItem[];
}

export interface ActivityItem {
  kind: 'view' | 'enquiry' | 'listed' | 'removed';
  listingId: number;
  title: string;
  at: string;
}
