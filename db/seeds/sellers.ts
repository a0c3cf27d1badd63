// Dealers and private sellers placed in real UK towns, weighted by population.
import type { Category, Town } from '../reference/types.js';
import { POSTCODE_DISTRICTS } from '../reference/uk-postcode-districts.js';
import { Random, WeightedPicker } from './random.js';

export interface SellerRow {
  id: number;
  seller_type: 'trade' | 'private';
  name: string;
  town: string;
  postcode: string;
  lat: number;
  lon: number;
  phone: string | null;
  email: string | null;
  website: string | null;
  /** The category a dealer specialises in (not stored; guides what it stocks). */
  specialism: Category;
  makes: string[];
}

const SURNAMES = [
  'Smith',
  'Jones',
  'Taylor',
  'Brown',
  'Williams',
  'Wilson',
  'Johnson',
  'Davies',
  'Patel',
  'Robinson',
  'Wright',
  'Thompson',
  'Evans',
  'Walker',
  'White',
  'Roberts',
  'Green',
  'Hall',
  'Thomas',
  'Clarke',
  'Jackson',
  'Wood',
  'Harris',
  'Edwards',
  'Turner',
  'Martin',
  'Cooper',
  'Hill',
  'Ward',
  'Hughes',
  'Moore',
  'Clark',
  'King',
  'Harrison',
  'Lewis',
  'Baker',
  'Lee',
  'Allen',
  'Morris',
  'Khan',
  'Scott',
  'Watson',
  'Davis',
  'Parker',
  'James',
  'Bennett',
  'Young',
  'Phillips',
  'Richardson',
  'Mitchell',
  'Bailey',
  'Carter',
  'Cook',
  'Singh',
  'Shaw',
  'Bell',
  'Collins',
  'Morgan',
  'Kelly',
  'Begum',
  'Miller',
  'Cox',
  'Hussain',
  'Marshall',
  'Simpson',
  'Price',
  'Anderson',
  'Adams',
  'Wilkinson',
  'Ali',
  'Ahmed',
  'Foster',
  'Ellis',
  'Murphy',
  'Chapman',
  'Mason',
  'Gray',
  'Richards',
  'Webb',
  'Griffiths',
  'Hunt',
  'Palmer',
  'Campbell',
  'Holmes',
  'Mills',
  'Rogers',
  'Barnes',
  'Knight',
  'Matthews',
  'Barker',
  'Macdonald',
  'Stewart',
  'Reid',
  'Murray',
  'Fraser',
  'Hamilton',
  'Graham',
  'McKenzie',
  'Quinn',
  'Doherty',
];
const CAR_DEALER_PATTERNS = [
  (s: string, t: string) => `${s} Motors`,
  (s: string, t: string) => `${t} Car Centre`,
  (s: string, t: string) => `${s} & Sons Motor Company`,
  (s: string, t: string) => `${t} Prestige Cars`,
  (s: string, t: string) => `${s} Car Sales`,
  (s: string, t: string) => `${t} Motor Group`,
  (s: string, t: string) => `${s} Automotive`,
  (s: string, t: string) => `${t} Used Car Supermarket`,
  (s: string, t: string) => `${s}'s of ${t}`,
  (s: string, t: string) => `${t} Select Cars`,
];
const BIKE_DEALER_PATTERNS = [
  (s: string, t: string) => `${t} Motorcycles`,
  (s: string, t: string) => `${s} Motorcycle Centre`,
  (s: string, t: string) => `${t} Bikes & Scooters`,
  (s: string, t: string) => `${s} Superbikes`,
];
const VAN_DEALER_PATTERNS = [
  (s: string, t: string) => `${t} Van Centre`,
  (s: string, t: string) => `${s} Commercials`,
  (s: string, t: string) => `${t} Van Sales`,
  (s: string, t: string) => `${s} Commercial Vehicles`,
];
const LETTERS = 'ABDEFGHJLNPQRSTUWXYZ';

function postcodeIn(rng: Random, district: string): string {
  return `${district} ${rng.int(1, 9)}${rng.pick(LETTERS.split(''))}${rng.pick(LETTERS.split(''))}`;
}

function phoneFor(rng: Random, lat: number): string {
  // Geographic-looking numbers in Ofcom's drama range (01632 960xxx is reserved for fiction).
  return `01632 960${String(rng.int(0, 999)).padStart(3, '0')}`;
}

function slug(s: string): string {
  return s
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export class SellerFactory {
  private readonly townPicker: WeightedPicker<Town>;
  private readonly districts = new Map(POSTCODE_DISTRICTS.map((d) => [d.district, d]));
  private nextId = 1;
  private readonly usedNames = new Set<string>();

  constructor(towns: Town[]) {
    this.townPicker = new WeightedPicker(towns, (t) => Math.sqrt(t.population));
  }

  private place(rng: Random) {
    const town = this.townPicker.pick(rng);
    const district = rng.chance(0.5) ? (town.districts[0] as string) : rng.pick(town.districts);
    const centre = this.districts.get(district) ?? { lat: town.lat, lon: town.lon };
    // Within ~1.5 km of the district centre.
    const lat = centre.lat + rng.normal(0, 0.006);
    const lon = centre.lon + rng.normal(0, 0.009);
    return { town, district, lat: round6(lat), lon: round6(lon) };
  }

  dealer(rng: Random, specialism: Category, makes: string[]): SellerRow {
    const { town, district, lat, lon } = this.place(rng);
    const patterns =
      specialism === 'motorcycle'
        ? BIKE_DEALER_PATTERNS
        : specialism === 'van'
          ? VAN_DEALER_PATTERNS
          : CAR_DEALER_PATTERNS;
    let name = rng.pick(patterns)(rng.pick(SURNAMES), town.name);
    for (let n = 2; this.usedNames.has(name); n++) name = `${name.replace(/ \(\d+\)$/, '')} (${n})`;
    this.usedNames.add(name);
    const site = slug(name);
    return {
      id: this.nextId++,
      seller_type: 'trade',
      name,
      town: town.name,
      postcode: postcodeIn(rng, district),
      lat,
      lon,
      phone: phoneFor(rng, lat),
      email: `sales@${site}.example.co.uk`,
      website: `https://www.${site}.example.co.uk`,
      specialism,
      makes,
    };
  }

  privateSeller(rng: Random, category: Category): SellerRow {
    const { town, district, lat, lon } = this.place(rng);
    return {
      id: this.nextId++,
      seller_type: 'private',
      name: 'Private seller',
      town: town.name,
      postcode: postcodeIn(rng, district),
      lat,
      lon,
      phone: null,
      email: null,
      website: null,
      specialism: category,
      makes: [],
    };
  }
}

function round6(n: number): number {
  return Math.round(n * 1e6) / 1e6;
}
