// The star rating and its three sub-scores, derived from the catalogue figures (mpg or range, price against
// the model's class, make reputation, age, popularity, insurance) plus a small fixed per-model offset.
import { CATALOGUE } from '../../reference/catalogue.js';
import type { ModelSpec } from '../../reference/types.js';
import { categoryOf, type ReviewPlan } from './plan.js';
import { clamp, dp1, rngFor } from './util.js';

/** The raw score's typical centre, and the stretch that spreads ratings over roughly 5.5-9.4 around 7.5. */
const RAW_CENTRE = 7.63;
const RATING_CENTRE = 7.5;
const RATING_STRETCH = 1.15;

export interface Scores {
  rating: number;
  reliability: number;
  fuelEconomy: number;
  valueForMoney: number;
}

/**
 * Reliability reputation by make and vehicle type, on a 0-10 scale, from owner-survey folklore in broad
 * strokes: Japanese and Korean makes score highest; nobody is written off, and the spread is kept narrow.
 */
// prettier-ignore
const MAKE_RELIABILITY: Record<string, Record<string, number>> = {
  car: {
    Toyota: 8.8, Lexus: 9.0, Honda: 8.5, Mazda: 8.4, Kia: 8.3, Hyundai: 8.2, Suzuki: 8.3, Mitsubishi: 7.9,
    Skoda: 7.8, Dacia: 7.6, Volvo: 7.6, Porsche: 7.8, MG: 7.4, BYD: 7.5, Ford: 7.4, Volkswagen: 7.3,
    SEAT: 7.3, Cupra: 7.2, Nissan: 7.3, BMW: 7.2, Audi: 7.2, 'Mercedes-Benz': 7.0, MINI: 7.1, Tesla: 7.0,
    Polestar: 7.1, Peugeot: 7.0, Citroen: 6.9, Renault: 6.9, Vauxhall: 7.0, Fiat: 6.7, Smart: 6.8,
    Jaguar: 6.4, 'Alfa Romeo': 6.4, Jeep: 6.3, 'Land Rover': 6.0,
  },
  motorcycle: {
    Honda: 9.0, Yamaha: 8.7, Suzuki: 8.5, Kawasaki: 8.4, Triumph: 8.0, BMW: 7.6, Vespa: 7.5, Indian: 7.5,
    'Harley-Davidson': 7.4, 'Royal Enfield': 7.4, Piaggio: 7.3, Zero: 7.5, Ducati: 7.2, 'Moto Guzzi': 7.2,
    KTM: 7.0, Aprilia: 7.0, Husqvarna: 7.0, Energica: 6.8, 'Super Soco': 6.7, 'MV Agusta': 6.5, Lexmoto: 6.4,
  },
  van: {
    Toyota: 8.6, Isuzu: 8.3, Ford: 7.5, Volkswagen: 7.3, 'Mercedes-Benz': 7.2, Nissan: 7.3, Renault: 7.0,
    Vauxhall: 7.0, Peugeot: 7.0, Citroen: 7.0, Iveco: 7.0, LEVC: 7.0, Maxus: 7.1, Fiat: 6.8,
  },
};

/** A model's class for price comparisons: vehicle type, main body type and editorial category. */
const classKey = (s: ModelSpec): string =>
  `${s.category}|${s.bodyTypes[0]}|${categoryOf(s, s.engines[0]!, s.bodyTypes[0] ?? null)}`;
const broadKey = (s: ModelSpec): string => `${s.category}|${s.bodyTypes[0]}`;

let classMedians: Map<string, number> | null = null;

function medians(key: (s: ModelSpec) => string, minSize: number): [string, number][] {
  const groups = new Map<string, number[]>();
  for (const s of CATALOGUE) groups.set(key(s), [...(groups.get(key(s)) ?? []), s.newPrice]);
  return [...groups]
    .filter(([, v]) => v.length >= minSize)
    .map(([k, v]) => [k, v.sort((a, b) => a - b)[Math.floor(v.length / 2)]!]);
}

/** Median entry price of the model's class (its broader body-type class when the class is small). */
function classMedian(spec: ModelSpec): number {
  classMedians ??= new Map([...medians(broadKey, 1), ...medians(classKey, 4)]);
  return classMedians.get(classKey(spec)) ?? classMedians.get(broadKey(spec)) ?? spec.newPrice;
}

/** Economy from mpg (combustion), electric range (EVs, whose running costs are low anyway) or both (PHEVs). */
function fuelEconomyScore(plan: ReviewPlan): number {
  const { engine, spec } = plan;
  if (engine.fuelType === 'Electric') {
    const range = engine.electricRange ?? 0;
    if (spec.category === 'motorcycle') return clamp(6.4 + range / 60, 6, 9.2);
    return clamp(6.6 + (range - 150) / 90, 6, 9.6);
  }
  if (engine.electricRange !== undefined) return clamp(7.4 + engine.electricRange / 40, 7.4, 9.4);
  const mpg = engine.mpg;
  if (spec.category === 'motorcycle') return clamp(3.5 + (mpg - 30) / 13, 3.5, 9.8);
  if (spec.category === 'van') return clamp(4.8 + (mpg - 30) / 5.5, 4.5, 9.2);
  return clamp(2.5 + (mpg - 18) / 7.5, 2, 9.6);
}

function valueScore(plan: ReviewPlan, offset: number): number {
  const { spec } = plan;
  const ratio = spec.newPrice / classMedian(spec);
  let v = 7.3 - 2.2 * Math.log2(ratio) + offset;
  if (spec.yearTo !== null || plan.platform === "Used Buyer's Guide") v += 0.5; // bought used, not new
  const [insLow] = spec.insuranceGroup;
  if (spec.category !== 'motorcycle') v -= (insLow - 15) / 40;
  return clamp(v, 3.2, 9.6);
}

function reliabilityScore(plan: ReviewPlan, offset: number): number {
  const { spec, year } = plan;
  let r = MAKE_RELIABILITY[spec.category]?.[spec.make] ?? 7.2;
  if (year - spec.yearFrom >= 4) r += 0.2; // proven design
  if (year - spec.yearFrom <= 1) r -= 0.2; // new and unproven
  if (2026 - year >= 8) r -= 0.4; // an older car's wear and tear
  if (plan.engine.fuelType === 'Electric') r += 0.2; // fewer moving parts
  return clamp(r + offset, 4.5, 9.6);
}

/**
 * The overall rating: a base shaped by popularity (the market's own verdict), the sub-scores, age, and how
 * well the reviewed version suits its class, plus a per-model offset; 5.0-9.4.
 */
export function scoresFor(plan: ReviewPlan): Scores {
  const { spec } = plan;
  const rng = rngFor('scores', spec.category, spec.make, spec.model);
  const modelOffset = rng.normal(0, 0.4);
  const fuelEconomy = fuelEconomyScore(plan);
  const valueForMoney = valueScore(plan, rng.normal(0, 0.3));
  const reliability = reliabilityScore(plan, rng.normal(0, 0.2));
  let r = 7.5;
  r += ((spec.popularity - 30) / 70) * 1.3;
  const enthusiast = plan.category === 'sports' || plan.category === 'luxury'; // buyers care less about mpg
  r +=
    (fuelEconomy - 7) * (enthusiast ? 0.03 : 0.08) + (valueForMoney - 7) * 0.15 + (reliability - 7.5) * 0.15;
  if (spec.yearTo !== null) r -= clamp((2026 - spec.yearTo) * 0.15, 0, 1);
  if (plan.year < 2020) r -= 0.25;
  if (plan.category === 'sports') r += 0.4;
  if (plan.category === 'luxury') r += 0.3;
  if (
    plan.engine.fuelType === 'Electric' &&
    (plan.engine.electricRange ?? 0) < 150 &&
    spec.category === 'car'
  )
    r -= 0.5;
  if (plan.index === 1) r += rngFor('second', spec.make, spec.model).normal(0, 0.2);
  r += modelOffset;
  r = RATING_CENTRE + (r - RAW_CENTRE) * RATING_STRETCH;
  return {
    rating: dp1(clamp(r, 5, 9.4)),
    reliability: dp1(reliability),
    fuelEconomy: dp1(fuelEconomy),
    valueForMoney: dp1(valueForMoney),
  };
}
