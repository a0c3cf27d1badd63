// Sources' words for fuel, gearbox, body, colour and seller mapped onto the product's vocabulary
// (db/reference/types.ts), case- and punctuation-insensitively. A value none of these recognise is
// returned as null and the record is rejected, so an unknown word is seen rather than guessed.
import {
  BODY_TYPES,
  CATEGORIES,
  COLOURS,
  FUEL_TYPES,
  TRANSMISSIONS,
  type Category,
  type Colour,
  type FuelType,
  type Transmission,
} from '../../../../db/reference/types.js';

/** 'Hybrid – Petrol/Electric ' → 'hybrid petrol electric'; accents dropped ('Coupé' → 'coupe'). */
export function vocabKey(input: string): string {
  return input
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

function lookup<T extends string>(canonical: readonly T[], aliases: Record<string, T>): Map<string, T> {
  const map = new Map<string, T>(canonical.map((c) => [vocabKey(c), c]));
  for (const [alias, value] of Object.entries(aliases)) map.set(vocabKey(alias), value);
  return map;
}

const HP: FuelType = 'Hybrid - Petrol/Electric';
const HD: FuelType = 'Hybrid - Diesel/Electric';
const FUELS = lookup<FuelType>(FUEL_TYPES, {
  gasoline: 'Petrol',
  unleaded: 'Petrol',
  hybrid: HP,
  'petrol hybrid': HP,
  'hybrid petrol': HP,
  'petrol electric': HP,
  'petrol electric hybrid': HP,
  'petrol plug-in hybrid': HP,
  'plug-in hybrid': HP,
  phev: HP,
  hev: HP,
  mhev: HP,
  'mild hybrid': HP,
  'self-charging hybrid': HP,
  'diesel hybrid': HD,
  'hybrid diesel': HD,
  'diesel electric': HD,
  'diesel electric hybrid': HD,
  'diesel plug-in hybrid': HD,
  ev: 'Electric',
  bev: 'Electric',
  'battery electric': 'Electric',
  'full electric': 'Electric',
  bifuel: 'Bi Fuel',
  'bi-fuel': 'Bi Fuel',
  lpg: 'Bi Fuel',
  cng: 'Bi Fuel',
  'petrol lpg': 'Bi Fuel',
  'petrol cng': 'Bi Fuel',
  hydrogen: 'Other',
});

export function mapFuelType(input: string): FuelType | null {
  return FUELS.get(vocabKey(input)) ?? null;
}

const GEARBOXES = lookup<Transmission>(TRANSMISSIONS, { auto: 'Automatic', a: 'Automatic', m: 'Manual' });
const AUTOMATIC_WORDS =
  /\b(auto|automatic|automated|semi auto|semi automatic|cvt|e cvt|dsg|dct|edc|s tronic|tiptronic|steptronic|powershift|direct drive|single speed)\b/;

/** 'Auto', '7-speed DSG', 'Semi-Automatic' → 'Automatic'; 'MANUAL', '6 speed manual' → 'Manual'. */
export function mapTransmission(input: string): Transmission | null {
  const key = vocabKey(input);
  const exact = GEARBOXES.get(key);
  if (exact) return exact;
  if (AUTOMATIC_WORDS.test(key)) return 'Automatic';
  return /\bmanual\b/.test(key) ? 'Manual' : null;
}

const BODY_ALIASES: Record<Category, Record<string, string>> = {
  car: {
    hatch: 'Hatchback',
    sedan: 'Saloon',
    'estate car': 'Estate',
    tourer: 'Estate',
    wagon: 'Estate',
    'shooting brake': 'Estate',
    '4x4': 'SUV',
    crossover: 'SUV',
    'sports utility vehicle': 'SUV',
    coupe: 'Coupe',
    cabriolet: 'Convertible',
    roadster: 'Convertible',
    'soft top': 'Convertible',
    'people carrier': 'MPV',
    'pick up': 'Pickup',
    'pickup truck': 'Pickup',
  },
  motorcycle: {
    sports: 'Sport',
    'sports bike': 'Sport',
    supersport: 'Sport',
    'super sport': 'Sport',
    streetfighter: 'Naked',
    roadster: 'Naked',
    custom: 'Cruiser',
    chopper: 'Cruiser',
    bobber: 'Cruiser',
    tourer: 'Touring',
    'sports tourer': 'Touring',
    trail: 'Adventure',
    'dual purpose': 'Dual Sport',
    enduro: 'Dual Sport',
    motocross: 'Dirt Bike',
    'off road': 'Dirt Bike',
    moped: 'Scooter',
  },
  van: {
    van: 'Panel Van',
    panel: 'Panel Van',
    'chassis cab': 'Chassis Cab',
    chassis: 'Chassis Cab',
    'crew cab': 'Crew Van',
    'double cab van': 'Crew Van',
    kombi: 'Crew Van',
    'combi van': 'Crew Van',
    'mini bus': 'Minibus',
    pickup: 'Pickup Truck',
    'pick up': 'Pickup Truck',
    'drop side': 'Dropside',
    'refrigerated van': 'Refrigerated',
    'fridge van': 'Refrigerated',
    luton: 'Luton Van',
    box: 'Box Van',
  },
};

const BODIES = Object.fromEntries(
  CATEGORIES.map((c) => [c, lookup<string>(BODY_TYPES[c], BODY_ALIASES[c])]),
) as Record<Category, Map<string, string>>;

/** A body type in one category's list (BODY_TYPES[category]), or null. */
export function mapBodyType(category: Category, input: string): string | null {
  return BODIES[category].get(vocabKey(input)) ?? null;
}

/** The category a body type belongs to, vans first ('Pickup' is a car; 'Pickup Truck' a van). */
export function categoryOfBody(input: string): Category | null {
  for (const c of ['van', 'car', 'motorcycle'] as const) if (mapBodyType(c, input)) return c;
  return null;
}

const COLOUR_WORDS = lookup<Colour>(COLOURS, {
  gray: 'Grey',
  gunmetal: 'Grey',
  graphite: 'Grey',
  charcoal: 'Grey',
  'navy blue': 'Navy',
  'multi colour': 'Multicolour',
  multicolor: 'Multicolour',
  'two tone': 'Multicolour',
  cream: 'Beige',
  champagne: 'Beige',
  ivory: 'White',
});
/** Words about the paint, not its colour ('Pearl White Multi-Coat' is white). */
const FINISHES =
  /\b(metallic|pearl|pearlescent|matt|matte|solid|gloss|mica|effect|paint|multi coat|tri coat|coat)\b/g;

/**
 * 'SILVER', 'Gray' and 'Phantom Black Metallic' → 'Silver', 'Grey', 'Black': the finish is dropped
 * and a manufacturer's name keeps its last colour word; two colours joined ('Blue/White') are
 * 'Multicolour'.
 */
export function mapColour(input: string): Colour | null {
  const key = vocabKey(input);
  if (key === 'multi') return 'Multicolour';
  const bare = key.replace(FINISHES, ' ').replace(/\s+/g, ' ').trim();
  const whole = COLOUR_WORDS.get(key) ?? COLOUR_WORDS.get(bare);
  if (whole) return whole;
  const found = bare.split(' ').flatMap((w) => COLOUR_WORDS.get(w) ?? []);
  if (found.length === 0) return null;
  const joined = /[/&+]|\band\b|\bwith\b/i.test(input);
  if (joined && new Set(found).size > 1) return 'Multicolour';
  return found[found.length - 1] ?? null;
}

const SELLERS = lookup<'trade' | 'private'>(['trade', 'private'], {
  dealer: 'trade',
  dealership: 'trade',
  'auto dealer': 'trade',
  autodealer: 'trade',
  'automotive business': 'trade',
  automotivebusiness: 'trade',
  'local business': 'trade',
  localbusiness: 'trade',
  organization: 'trade',
  organisation: 'trade',
  business: 'trade',
  company: 'trade',
  person: 'private',
  individual: 'private',
  'private seller': 'private',
});

/** 'dealer', 'AutoDealer', 'Organization' → 'trade'; 'private', 'Person' → 'private'. */
export function mapSellerType(input: string): 'trade' | 'private' | null {
  return SELLERS.get(vocabKey(input)) ?? null;
}

const CATEGORY_WORDS = lookup<Category>(CATEGORIES, {
  cars: 'car',
  automobile: 'car',
  motorcycles: 'motorcycle',
  motorbike: 'motorcycle',
  bike: 'motorcycle',
  vans: 'van',
  lcv: 'van',
  commercial: 'van',
  'commercial vehicle': 'van',
});

export function mapCategory(input: string): Category | null {
  return CATEGORY_WORDS.get(vocabKey(input)) ?? null;
}

/** 'Full', 'FSH', 'Full service history' → 'full'; unknown wording → null (the field is optional). */
export function mapServiceHistory(input: string): 'full' | 'partial' | 'none' | null {
  const key = vocabKey(input);
  if (/^(full|fsh|full (main )?dealer|full (main dealer )?service history)$/.test(key)) return 'full';
  if (/^(partial|part|psh|part(ial)? service history)$/.test(key)) return 'partial';
  if (/^(none|no|no service history)$/.test(key)) return 'none';
  return null;
}
