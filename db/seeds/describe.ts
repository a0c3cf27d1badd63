// Listing descriptions in the voice of UK dealers and private sellers.
import { Random } from './random.js';

export interface DescribeInput {
  year: number;
  make: string;
  model: string;
  variant: string;
  engineLabel: string;
  colour: string;
  mileage: number;
  owners: number;
  serviceHistory: 'full' | 'partial' | 'none';
  features: string[];
  trade: boolean;
  sellerName: string;
  category: 'car' | 'motorcycle' | 'van';
  motMonths: number | null;
}

const HISTORY = {
  full: ['full service history', 'a full dealer service history', 'a fully stamped service book'],
  partial: ['part service history', 'some service history with receipts', 'a partial service record'],
  none: ['no service history', 'no paperwork beyond the V5C'],
};

/** A vehicle's name split as a listing title shows it; no word appears twice across the parts. */
export interface VehicleName {
  /** '' when the model already carries the make's words ('Land Rover' 'Range Rover'). */
  make: string;
  model: string;
  /** The trim without words already in the make or model ('V4 S' of a 'Multistrada V4' is 'S'). */
  trim: string;
  /** The engine label without words already named ('2.0 TSI GTI 207' of a GTI is '2.0 TSI 207'). */
  engine: string;
}

// Numbers ('2.0', '320') may repeat: they are sizes and powers, not words.
const NUMBER = /^\d+(?:\.\d+)?$/;

/**
 * Trims and engine labels in the catalogue often repeat the model or each other ('Long Range' trim,
 * 'Long Range AWD' engine): a title keeps each word once, at its first place.
 */
export function vehicleName(
  make: string,
  model: string,
  variant: string,
  engineLabel: string,
): Readonly<VehicleName> {
  // The catalogue has a few thousand combinations and the generator names every listing more than once. The
  // parts are the catalogue's own strings, whose hashes are cached: nested maps beat one joined key.
  const byEngine = mapIn<VehicleName>(mapIn(mapIn(names, make), model), variant);
  const cached = byEngine.get(engineLabel);
  if (cached) return cached;
  const seen = new Set<string>();
  const keep = (text: string) =>
    text
      .split(/\s+/)
      .filter((word) => {
        if (!word) return false;
        if (NUMBER.test(word)) return true;
        const key = word.toLowerCase();
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      })
      .join(' ');
  const modelWords = model.toLowerCase().split(/\s+/);
  const shownMake = make
    .toLowerCase()
    .split(/\s+/)
    .some((w) => modelWords.includes(w))
    ? ''
    : make;
  const keptModel = keep(model);
  const keptMake = keep(shownMake);
  // 'Gold Wing' + 'Gold Wing Tour' reads as 'Gold Wing Tour', not 'Gold Wing Gold Wing Tour'.
  const trim = keep(variant.startsWith(model) ? variant.slice(model.length) : variant);
  const name = { make: keptMake, model: keptModel, trim, engine: keep(engineLabel) };
  byEngine.set(engineLabel, name);
  return name;
}

type Nested = Map<string, Nested | VehicleName>;
const names: Nested = new Map();

function mapIn<T>(map: Map<string, unknown>, key: string): Map<string, T> {
  let inner = map.get(key) as Map<string, T> | undefined;
  if (!inner) {
    inner = new Map();
    map.set(key, inner);
  }
  return inner;
}

/** '2019 BMW 3 Series M Sport 320d': the generator's canonical listing title. */
export function vehicleTitle(year: number, name: Readonly<VehicleName>): string {
  return flat([year, name.make, name.model, name.trim, name.engine].filter(Boolean).join(' '));
}

/**
 * The same text as one flat string: V8 keeps concatenations as trees of pieces, about three times the
 * memory, and the demo world holds 100,000 descriptions. Reading a character flattens it in place.
 */
export function flat(text: string): string {
  text.charCodeAt(0);
  return text;
}

/** 42150 → '42,150' (what toLocaleString('en-GB') gives for whole numbers, without its cost). */
export function groupThousands(n: number): string {
  const digits = String(Math.abs(Math.trunc(n)));
  let out = '';
  for (let i = 0; i < digits.length; i++) {
    if (i > 0 && (digits.length - i) % 3 === 0) out += ',';
    out += digits[i];
  }
  return n < 0 ? `-${out}` : out;
}

export function describe(rng: Random, d: DescribeInput): string {
  const miles = groupThousands(d.mileage);
  const name = vehicleName(d.make, d.model, d.variant, d.engineLabel);
  const makeModel = [name.make || d.make, name.model].join(' ');
  const withTrim = [makeModel, name.trim].filter(Boolean).join(' ');
  const full = [withTrim, name.engine].filter(Boolean).join(' ');
  const owners = d.owners === 1 ? 'one owner from new' : `${d.owners} previous owners`;
  const kit = d.features.slice(0, 5).join(', ');
  const history = rng.pick(HISTORY[d.serviceHistory]);
  const mot =
    d.motMonths == null ? '' : ` MOT valid for ${d.motMonths} month${d.motMonths === 1 ? '' : 's'}.`;
  const noun = d.category === 'motorcycle' ? 'bike' : d.category === 'van' ? 'van' : 'car';
  // Openers and closers are built only once picked: the generator describes every listing.
  if (d.trade) {
    const openers = [
      () => `Here at ${d.sellerName} we are pleased to offer this ${d.year} ${full} in ${d.colour}.`,
      () => `Just arrived: a ${d.colour.toLowerCase()} ${withTrim} (${d.year}) with ${miles} miles.`,
      () => `Stunning ${d.year} ${full}, finished in ${d.colour}.`,
    ];
    const closers = [
      () => 'HPI clear, part exchange welcome and finance available subject to status.',
      () =>
        'Supplied with a fresh service, 12 months warranty and an HPI check. Nationwide delivery available.',
      () =>
        'Every vehicle is inspected by our technicians before sale. Part exchange and finance options available.',
      () => `Viewing by appointment: call the ${d.sellerName} sales team to arrange a test drive.`,
    ];
    return flat(
      `${rng.pick(openers)()} ${capitalise(owners)} with ${history} and ${miles} miles.${mot} Specification includes ${kit}. ${rng.pick(closers)()}`,
    );
  }
  const openers = [
    () => `Selling my ${d.year} ${withTrim} as I no longer need a second ${noun}.`,
    () => `Reluctant sale of my ${d.colour.toLowerCase()} ${full}.`,
    () => `For sale: ${d.year} ${makeModel}, ${miles} miles, ${d.colour.toLowerCase()}.`,
  ];
  const closers = [
    'No time wasters please, cash or bank transfer on collection.',
    'Happy for inspection by the AA or RAC. Viewing welcome at weekends.',
    'Genuine reason for sale. Drives perfectly, any questions please ask.',
  ];
  return flat(
    `${rng.pick(openers)()} ${capitalise(owners)}, ${history}.${mot} Comes with ${kit}. ${rng.pick(closers)}`,
  );
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
