// A posting as its platform presents it: each site titles the vehicle, names the seller and writes the
// postcode its own way, and a broken record shows its fault here, the same in every format.
import { groupThousands } from '../../db/seeds/describe.js';
import type { Posting } from './model.js';

export interface PostingView {
  id: string;
  url: string;
  title: string;
  category: 'car' | 'motorcycle' | 'van';
  make: string;
  model: string;
  variant: string;
  year: number;
  /** Whole pounds; null when the record has no price. */
  price: number | null;
  mileage: number;
  fuel: string;
  transmission: string;
  body: string;
  engineLitres: number;
  powerBhp: number;
  doors: number;
  seats: number;
  colour: string;
  owners: number;
  registration: string | null;
  vin: string | null;
  serviceHistory: 'full' | 'partial' | 'none';
  motExpiry: string | null;
  features: string[];
  description: string;
  images: string[];
  seller: {
    type: 'dealer' | 'private';
    name: string;
    town: string;
    postcode: string;
    phone: string | null;
  };
  listedAt: string;
  updatedAt: string;
  malformed: Posting['malformed'];
}

type TitleStyle = 'canonical' | 'makeFirst' | 'engineSize' | 'auto' | 'upper';
type SellerStyle = 'asIs' | 'ltd' | 'limited' | 'upper';
type PostcodeStyle = 'asIs' | 'noSpace' | 'lower';

const TITLE_STYLES: TitleStyle[] = ['canonical', 'makeFirst', 'engineSize', 'auto', 'upper'];
const POSTCODE_STYLES: PostcodeStyle[] = ['asIs', 'noSpace', 'lower'];

/** Each platform's house style; `null` means its sellers write their own (varies per posting). */
const HOUSE_STYLE: Record<
  string,
  { title: TitleStyle | null; seller: SellerStyle; postcode: PostcodeStyle | null }
> = {
  autohub: { title: 'canonical', seller: 'asIs', postcode: 'asIs' },
  motormart: { title: 'makeFirst', seller: 'ltd', postcode: 'asIs' },
  drivelist: { title: 'engineSize', seller: 'asIs', postcode: 'noSpace' },
  pistonpost: { title: 'upper', seller: 'upper', postcode: 'noSpace' },
  wheelswap: { title: 'auto', seller: 'asIs', postcode: 'lower' },
  localmotors: { title: null, seller: 'asIs', postcode: null },
  dealerdirect: { title: 'auto', seller: 'limited', postcode: 'asIs' },
  carnation: { title: 'engineSize', seller: 'ltd', postcode: 'asIs' },
};

export function postingView(p: Posting, base: string): PostingView {
  const v = p.vehicle;
  const row = v.row;
  const house = HOUSE_STYLE[p.platform.id] ?? { title: 'canonical', seller: 'asIs', postcode: 'asIs' };
  const titleStyle = house.title ?? (TITLE_STYLES[p.style % TITLE_STYLES.length] as TitleStyle);
  const postcodeStyle =
    house.postcode ?? (POSTCODE_STYLES[p.style % POSTCODE_STYLES.length] as PostcodeStyle);
  const trade = v.seller.seller_type === 'trade';
  let year = row.year;
  let mileage = Math.max(0, row.mileage - p.mileageBehind);
  let price: number | null = p.price;
  // Broken on purpose: the odd number flips between the two impossible extremes.
  if (p.malformed === 'missingPrice') price = null;
  if (p.malformed === 'zeroPrice') price = 0;
  if (p.malformed === 'impossibleYear') year = p.seq % 2 ? 2099 : 1885;
  if (p.malformed === 'impossibleMileage') mileage = p.seq % 2 ? -1 : 9_999_999;
  return {
    id: p.externalId,
    url: `${base}/vehicles/${p.externalId}`,
    title: title(p, titleStyle),
    category: row.category,
    make: row.make,
    model: row.model,
    variant: [v.name.engine, v.name.trim].filter(Boolean).join(' '),
    year,
    price,
    mileage,
    fuel: row.fuel_type,
    transmission: row.transmission,
    body: row.body_type,
    engineLitres: Number(row.engine_size),
    powerBhp: row.power_bhp,
    doors: row.doors,
    seats: row.seats,
    colour: row.color,
    owners: row.previous_owners,
    registration: p.showRegistration ? row.registration : null,
    vin: row.vin,
    serviceHistory: row.service_history,
    motExpiry: row.mot_expiry,
    features: row.features,
    description: row.description,
    images: Array.from({ length: row.image_count }, (_, i) => `${base}/images/${p.externalId}/${i + 1}.svg`),
    seller: {
      type: trade ? 'dealer' : 'private',
      name: sellerName(v.seller.name, trade ? house.seller : house.seller === 'upper' ? 'upper' : 'asIs'),
      town: v.seller.town,
      postcode: postcode(v.seller.postcode, postcodeStyle),
      phone: v.seller.phone,
    },
    listedAt: new Date(p.listedAt).toISOString(),
    updatedAt: new Date(p.updatedAt).toISOString(),
    malformed: p.malformed,
  };
}

function title(p: Posting, style: TitleStyle): string {
  const { row, name } = p.vehicle;
  const canonical = row.title;
  switch (style) {
    case 'canonical':
      return canonical;
    case 'makeFirst':
      return `${[row.make, name.model, name.trim, name.engine].filter(Boolean).join(' ')} (${row.year})`;
    case 'engineSize': {
      const size = Number(row.engine_size);
      const litres = size > 0 ? size.toFixed(1) : '';
      const words = name.engine.split(' ');
      const engine = litres && !words.includes(litres) ? `${litres} ${name.engine}` : name.engine;
      return [row.year, name.make, name.model, engine, name.trim].filter(Boolean).join(' ');
    }
    case 'auto':
      return row.transmission === 'Automatic' && !/\bauto/i.test(canonical) ? `${canonical} Auto` : canonical;
    case 'upper':
      return canonical.toUpperCase();
  }
}

function sellerName(name: string, style: SellerStyle): string {
  const plain = name.replace(/\s+(Ltd|Limited)$/i, '');
  if (style === 'ltd') return `${plain} Ltd`;
  if (style === 'limited') return `${plain} Limited`;
  if (style === 'upper') return name.toUpperCase();
  return name;
}

function postcode(value: string, style: PostcodeStyle): string {
  if (style === 'noSpace') return value.replace(/\s+/g, '');
  if (style === 'lower') return value.toLowerCase();
  return value;
}

/** £18,995 */
export function money(pounds: number): string {
  return `£${groupThousands(pounds)}`;
}
