// Hashtags from the car's own data (make, model, body, fuel, town) and the generic UK tags of its
// kind, CamelCase, each once. The order is the order of relevance: a platform that takes three gets
// the first three.
import { BODY_TYPES } from '../../../db/reference/types.js';
import type { MarketingCar } from '../dealers/marketing-scope.js';
import type { Platform } from './platforms.js';

export type VehicleKind = 'car' | 'bike' | 'van';

const BIKE_BODIES = new Set<string>(BODY_TYPES.motorcycle.filter((b) => b !== 'Electric'));
const VAN_BODIES = new Set<string>(BODY_TYPES.van);

/** Motorcycles and vans are listed too: their posts should not call them cars. */
export function vehicleKind(car: Pick<MarketingCar, 'bodyType'>): VehicleKind {
  if (BIKE_BODIES.has(car.bodyType)) return 'bike';
  if (VAN_BODIES.has(car.bodyType)) return 'van';
  return 'car';
}

/** 'Mercedes-Benz GLE-Class' → 'MercedesBenzGLEClass'; accents dropped; null when nothing is left. */
export function camelTag(...words: string[]): string | null {
  const parts = words
    .join(' ')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1));
  const tag = parts.join('');
  // A hashtag of digits alone ('#208') is not a hashtag on most networks.
  return tag && /\p{L}/u.test(tag) && tag.length <= 60 ? tag : null;
}

const GENERIC: Record<VehicleKind, string[]> = {
  car: ['UsedCars', 'CarsForSale', 'UKCars'],
  bike: ['UsedBikes', 'MotorbikesForSale', 'UKBikes'],
  van: ['UsedVans', 'VansForSale', 'UKVans'],
};

const FUEL: Record<string, string> = {
  Petrol: 'Petrol',
  Diesel: 'Diesel',
  'Hybrid - Petrol/Electric': 'Hybrid',
  'Hybrid - Diesel/Electric': 'Hybrid',
  Electric: 'Electric',
  'Bi Fuel': 'BiFuel',
};

/** The one tag each network's car community uses most, placed early for that network. */
const SIGNATURE: Partial<Record<Platform, string>> = {
  instagram: 'CarsOfInstagram',
  tiktok: 'CarTok',
  linkedin: 'Automotive',
};

const EXTRAS: Partial<Record<Platform, string[]>> = {
  instagram: ['InstaCars', 'CarLovers', 'CarDealer', 'CarShopping', 'CarGram', 'DreamCar'],
  tiktok: ['CarsOfTikTok', 'CarDealer'],
  linkedin: ['MotorTrade', 'CarDealership'],
  youtube: ['CarTour', 'CarDealer'],
  pinterest: ['DreamCar', 'CarInspiration'],
};

/** Town names only: a postcode ('LS11 5AB') makes no hashtag. */
const isTown = (location: string) => location.trim() !== '' && !/\d/.test(location);

export function hashtagsFor(
  car: MarketingCar,
  platform: Platform,
  templateTags: string[],
  count: number,
): string[] {
  const kind = vehicleKind(car);
  const [used, forSale, uk] = GENERIC[kind];
  const fuel = FUEL[car.fuelType];
  const town = isTown(car.location) ? car.location : '';
  const noun = kind === 'car' ? 'Cars' : kind === 'bike' ? 'Bikes' : 'Vans';
  const candidates = [
    camelTag(car.make, car.model),
    used,
    camelTag(town),
    SIGNATURE[platform] ?? null,
    camelTag(car.make),
    ...templateTags,
    camelTag(car.bodyType),
    fuel ? `${fuel}${kind === 'car' ? 'Car' : kind === 'van' ? 'Van' : 'Bike'}` : null,
    forSale,
    uk,
    camelTag(car.model),
    town ? camelTag(town, noun) : null,
    ...(EXTRAS[platform] ?? []),
  ];
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const tag of candidates) {
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    tags.push(`#${tag}`);
    if (tags.length === count) break;
  }
  return tags;
}
