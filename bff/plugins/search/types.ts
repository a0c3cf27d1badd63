// The search API's answers (docs/api.md), shared with the web app and the CLI. Types only: no
// runtime imports, so the browser bundle can use them.
import type { Category } from '../../../db/reference/types.js';

export type Facet = 'make' | 'model' | 'fuelType' | 'bodyType' | 'transmission' | 'sellerType' | 'platform';

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
