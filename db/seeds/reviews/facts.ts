// Everything the prose needs to know about one review, worked out once from the catalogue and the plan.
import type { EngineSpec, ModelSpec } from '../../reference/types.js';
import type { Random } from '../random.js';
import type { ReviewPlan } from './plan.js';
import { isElectric, isHot, isPlugIn } from './plan.js';
import type { Scores } from './scores.js';
import { accelerationSeconds, priceRangeFor, vanSize } from './specs.js';
import { pounds, rngFor } from './util.js';

export interface Facts {
  plan: ReviewPlan;
  spec: ModelSpec;
  engine: EngineSpec;
  rng: Random;
  scores: Scores;
  /** 'Ford Puma', 'Range Rover Evoque', 'MG4'. */
  name: string;
  /** 'Puma', 'Range Rover Evoque', 'MG4'. */
  short: string;
  /** What kind of vehicle it is: 'small SUV', 'naked bike', 'medium van'. */
  kind: string;
  variant: string | null;
  bodyType: string;
  year: number;
  power: number;
  accel: number;
  ev: boolean;
  plugIn: boolean;
  hybrid: boolean;
  /** A mild hybrid: a small motor assists, it never drives on electricity alone. */
  mild: boolean;
  diesel: boolean;
  hot: boolean;
  /** Still on sale new. */
  current: boolean;
  /** Model years, e.g. '2008-2023' or 'since 2019'. */
  run: string;
  seats: number[];
  maxSeats: number;
  price: string;
  priceTo: string;
  ins: [number, number];
  /** Cheapest-to-run combustion engine (highest mpg, plug-ins excluded), if any. */
  frugal: EngineSpec | null;
  /** Thirstiest combustion engine, if any. */
  thirsty: EngineSpec | null;
  /** Longest-range and shortest-range pure electric versions, if any. */
  longestEv: EngineSpec | null;
  shortestEv: EngineSpec | null;
  /** Quickest and slowest versions. */
  quickest: EngineSpec;
  slowest: EngineSpec;
  /** Seconds to 62mph (60mph for bikes) of the slowest version. */
  slowestAccel: number;
  /** Another engine worth naming beside the reviewed one, if the model has more than one. */
  alternative: EngineSpec | null;
  /** Fuel type in prose: 'petrol', 'diesel', 'hybrid', 'plug-in hybrid', 'electric', 'bi-fuel'. */
  fuelWord: string;
  /** Fuel types the range offers, in prose. */
  fuels: string[];
}

export function fuelWord(e: EngineSpec): string {
  if (isElectric(e)) return 'electric';
  if (isPlugIn(e)) return 'plug-in hybrid';
  if (e.fuelType.startsWith('Hybrid')) return 'hybrid';
  if (e.fuelType === 'Bi Fuel') return 'bi-fuel';
  return e.fuelType.toLowerCase();
}

/** The name as a UK buyer says it: no repeated make ('MG MG4' is 'MG4', 'Land Rover Range Rover' is 'Range Rover'). */
export function displayName(spec: ModelSpec): string {
  const model = spec.model;
  if (model.toLowerCase().startsWith(spec.make.toLowerCase()) || model.startsWith('Range Rover'))
    return model;
  return `${spec.make} ${model}`;
}

function kindOf(spec: ModelSpec, bodyType: string, hot: boolean): string {
  if (spec.category === 'van') {
    const size = vanSize(spec);
    return size === 'pickup' ? 'pickup' : `${size} van`;
  }
  if (spec.category === 'motorcycle') {
    const small = spec.engines.every((e) => e.engineSize <= 0.2 && e.fuelType !== 'Electric');
    const kinds: Record<string, string> = {
      Scooter: small ? '125cc scooter' : 'scooter',
      Naked: small ? '125cc naked bike' : 'naked bike',
      Sport: small ? '125cc sports bike' : 'sports bike',
      Adventure: 'adventure bike',
      Touring: 'tourer',
      Cruiser: small ? '125cc cruiser' : 'cruiser',
      'Dual Sport': 'trail bike',
      'Dirt Bike': 'enduro bike',
    };
    return kinds[bodyType] ?? 'electric motorcycle';
  }
  const p = spec.newPrice;
  if (bodyType === 'Hatchback') {
    if (hot) return 'hot hatch';
    if (p < 16_000) return 'city car';
    if (p < 24_000) return 'supermini';
    return p >= 40_000 ? 'premium hatchback' : 'family hatchback';
  }
  if (bodyType === 'SUV') {
    if (Math.max(...spec.seats) >= 7) return 'seven-seat SUV';
    if (p < 27_000) return 'small SUV';
    if (p < 45_000) return 'family SUV';
    return p >= 70_000 ? 'luxury SUV' : 'premium SUV';
  }
  if (bodyType === 'Saloon') return p >= 40_000 ? 'executive saloon' : 'saloon';
  if (bodyType === 'Estate') return p >= 40_000 ? 'executive estate' : 'estate car';
  if (bodyType === 'Coupe') return p >= 60_000 ? 'sports car' : 'coupe';
  if (bodyType === 'Convertible') return Math.max(...spec.seats) <= 2 ? 'roadster' : 'convertible';
  if (bodyType === 'MPV') return 'people carrier';
  return 'pickup';
}

/** Mild hybrids by their labels (48V, MHEV, eTSI), and every diesel hybrid that is not a plug-in. */
export function isMild(e: EngineSpec): boolean {
  if (!e.fuelType.startsWith('Hybrid') || isPlugIn(e)) return false;
  return (
    e.fuelType === 'Hybrid - Diesel/Electric' || /MHEV|MHT|48V|Mild|eTSI|e-TEC|SHVS|Skyactiv/.test(e.label)
  );
}

/** The engine as prose names it: its label, plus the fuel when the label does not already say it. */
export function engineName(e: EngineSpec): string {
  const word = fuelWord(e);
  const said = /hybrid|phev|kwh|electric|ev\b|diesel|bi-fuel/i.test(e.label) || word === 'petrol';
  return said ? e.label : `${e.label} ${word}`;
}

/** Trim and engine as one name, without saying a trim the label already says ('M340i xDrive', not 'M340i M340i xDrive'). */
export function versionName(f: Facts): string {
  const label = f.engine.label;
  if (!f.variant) return label;
  const words = new Set(label.split(/\s+/));
  const own = f.variant.split(/\s+/);
  const initials = f.variant
    .split(/[\s-]+/)
    .map((w) => w.charAt(0).toUpperCase())
    .join('');
  if (own.every((w) => words.has(w)) || words.has(initials)) return label;
  return `${f.variant} ${label}`;
}

/** An engine as the subject of a sentence: a bare battery size becomes 'the 52kWh version'. */
export const theEngine = (e: EngineSpec): string =>
  /^[\d.]+kWh$/.test(e.label) ? `the ${e.label} version` : `the ${e.label}`;

/** Name and engine label, without repeating a size the name already gives ('Lexmoto Michigan 125', not '... 125 125cc'). */
export function nameAndEngine(f: Facts): string {
  const size = /^(\d+)cc$/.exec(f.engine.label)?.[1];
  return size && f.name.split(/\s+/).some((w) => w.endsWith(size)) ? f.name : `${f.name} ${f.engine.label}`;
}

/** The noun for the vehicle under test. */
export const vehicleNoun = (f: Facts): string =>
  ({ car: 'car', motorcycle: 'bike', van: 'van' })[f.spec.category];

/** A body type in running text: 'hatchback', 'SUV', 'panel van'. */
export const bodyName = (b: string): string => (b === 'SUV' || b === 'MPV' ? b : b.toLowerCase());

const byMpg = (a: EngineSpec, b: EngineSpec) => b.mpg - a.mpg;

export function factsFor(plan: ReviewPlan, scores: Scores): Facts {
  const { spec, engine } = plan;
  const bodyType = plan.bodyType ?? spec.bodyTypes[0] ?? '';
  const combustion = spec.engines.filter((e) => !isElectric(e) && !isPlugIn(e)).sort(byMpg);
  const evs = spec.engines.filter(isElectric).sort((a, b) => (b.electricRange ?? 0) - (a.electricRange ?? 0));
  const accel = (e: EngineSpec) => accelerationSeconds(spec, e, bodyType);
  const bySpeed = [...spec.engines].sort((a, b) => accel(a) - accel(b));
  const others = spec.engines.filter((e) => e !== engine);
  const rng = rngFor('prose', spec.category, spec.make, spec.model, plan.index);
  const price = priceRangeFor(spec);
  const hot = isHot(spec, engine) || plan.category === 'sports';
  return {
    plan,
    spec,
    engine,
    rng,
    scores,
    name: displayName(spec),
    short: spec.model.length > 1 ? displayName(spec).replace(`${spec.make} `, '') : displayName(spec),
    kind: kindOf(spec, bodyType, hot && spec.category === 'car'),
    variant: plan.variant === 'Standard' ? null : plan.variant,
    bodyType,
    year: plan.year,
    power: engine.powerBhp,
    accel: accel(engine),
    ev: isElectric(engine),
    plugIn: isPlugIn(engine),
    hybrid: engine.fuelType.startsWith('Hybrid') && !isPlugIn(engine),
    mild: isMild(engine),
    diesel: engine.fuelType === 'Diesel',
    hot,
    current: spec.yearTo === null,
    run: spec.yearTo === null ? `since ${spec.yearFrom}` : `${spec.yearFrom}-${spec.yearTo}`,
    seats: spec.seats,
    maxSeats: Math.max(...spec.seats),
    price: pounds(spec.newPrice),
    priceTo: pounds(price.to / 100),
    ins: spec.insuranceGroup,
    frugal: combustion[0] ?? null,
    thirsty: combustion[combustion.length - 1] ?? null,
    longestEv: evs[0] ?? null,
    shortestEv: evs[evs.length - 1] ?? null,
    quickest: bySpeed[0]!,
    slowest: bySpeed[bySpeed.length - 1]!,
    slowestAccel: accel(bySpeed[bySpeed.length - 1]!),
    alternative: others.length > 0 ? rng.pick(others) : null,
    fuelWord: fuelWord(engine),
    fuels: [...new Set(spec.engines.map(fuelWord))],
  };
}
