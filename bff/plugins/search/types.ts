// The search API's answers (docs/api.md), shared with the web app and the CLI. Types only: no
// runtime imports, so the browser bundle can use them.
import type { Category } from '../../../db/reference/types.js';

export type Facet =
  'make' | 'model' | 'fuelType' | 'bodyType' | 'transmission' | 'sellerType' | 'platform' | 'dealRating';

/** Where the asking price sits against comparable listings (docs/buyer-intelligence.md). */
export type DealRating = 'great' | 'good' | 'fair' | 'high' | 'overpriced' | 'insufficient';

/** The last fall in a listing's price (pence), whoever lowered it. */
export interface PriceDrop {
  amount: number;
  at: string;
}

/** The deal rating explained, for the car page (bff/plugins/deals). */
export interface DealExplanation {
  rating: DealRating;
  /** Pence; null when there were too few comparables to model a price. */
  expectedPrice: number | null;
  /** price - expectedPrice, pence and as a share of expectedPrice. */
  difference: number | null;
  differenceShare: number | null;
  comparables: number;
  /** Comparables needed for a rating. */
  minComparables: number;
  /** The comparables' asking prices, pence. */
  priceRange: { low: number; high: number } | null;
  /** The comparables in words, e.g. '2018-2022 Ford Focus, petrol, manual, hatchback'. */
  basis: string;
  /** The search API query that lists the comparables (the car page links to /search with it). */
  comparableSearch: Record<string, string>;
  ratedAt: string;
}

/** How long the vehicle has been on the market, on every platform (bff/plugins/listings or search). */
export interface MarketHistory {
  /** The first time the vehicle was seen on any platform. */
  firstSeenAt: string;
  daysOnMarket: number;
  /** Platforms it has been advertised on, ever. */
  platformsSeen: number;
  /** Times it disappeared from every platform and came back. */
  relists: number;
}

export interface Offer {
  platform: string;
  platformName: string;
  price: number;
  externalUrl: string;
}

export interface CarCard {
  id: number;
  category: Category;
  title: string;
  make: string;
  model: string;
  variant: string;
  year: number;
  price: number;
  mileage: number;
  fuelType: string;
  transmission: string;
  bodyType: string;
  engineSize: number;
  powerBhp: number | null;
  doors: number;
  seats: number;
  color: string;
  previousOwners: number;
  isElectric: boolean;
  electricRange: number | null;
  chargingType: string | null;
  serviceHistory: string | null;
  image: string;
  images: string[];
  platform: string;
  platformName: string;
  externalUrl: string;
  offers: Offer[];
  sellerType: string;
  dealerName: string;
  dealerLocation: string;
  /** Postcode district only: the full postcode of a private seller is not published. */
  postcodeDistrict: string;
  dealerDistance?: number;
  firstSeenAt: string;
  dealRating: DealRating | null;
  priceDrop: PriceDrop | null;
}

export interface FacetOption {
  value: string;
  label?: string;
  count: number;
}

export interface SearchResult {
  cars: CarCard[];
  total: number;
  page: number;
  limit: number;
  facets: Partial<Record<Facet, FacetOption[]>>;
  location?: { label: string; lat: number; lon: number; radius: number };
}

export interface CarDetail extends CarCard {
  motExpiry: string | null;
  roadTax: number | null;
  insuranceGroup: number | null;
  features: string[];
  description: string;
  registration: string | null;
  lastSeenAt: string;
  offers: (Offer & { firstSeenAt: string; lastSeenAt: string })[];
  priceHistory: { platform: string; platformName: string; price: number; recordedAt: string }[];
  deal: DealExplanation | null;
  market: MarketHistory;
  seller: {
    id: number;
    name: string;
    type: string;
    town: string;
    postcodeDistrict: string;
    phone: string | null;
    website: string | null;
  };
}
