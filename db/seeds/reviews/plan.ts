// Which reviews the demo set holds: one per model line, a second (other section) for the most popular
// lines, and for each the year, engine, trim, body type, section, date, writer and editorial category.
import type { EngineSpec, ModelSpec } from '../../reference/types.js';
import type { Random } from '../random.js';
import type { ReviewCategory, ReviewPlatform } from './types.js';
import { clamp, dayOf, isoDay, rngFor } from './util.js';

export interface ReviewPlan {
  spec: ModelSpec;
  platform: ReviewPlatform;
  year: number;
  engine: EngineSpec;
  variant: string | null;
  bodyType: string | null;
  category: ReviewCategory;
  publishedDate: string;
  author: string;
  /** 0 for the model's main review, 1 for its second. */
  index: number;
}

/** The newest day a review may carry, and the oldest. */
export const LAST_DAY = '2026-11-20';
export const FIRST_DAY = '2023-01-01';
/** How many of the most popular model lines get a second review. */
export const SECOND_REVIEWS = 50;

/** The staff: car road testers, the bike desk and the van desk (invented names). */
const WRITERS = {
  car: [
    'Harriet Blake',
    'Tom Ashworth',
    'Priya Chandran',
    'Owen Griffiths',
    'Fiona MacLeod',
    'Daniel Okafor',
  ],
  motorcycle: ['Callum Reid', 'Sophie Marsh', 'Tom Ashworth'],
  van: ['Owen Griffiths', 'Daniel Okafor', 'Callum Reid'],
} as const;

/** Makes sold and priced as premium brands. */
const PREMIUM_CAR_MAKES = new Set([
  'BMW',
  'Mercedes-Benz',
  'Audi',
  'Lexus',
  'Porsche',
  'Land Rover',
  'Jaguar',
  'Volvo',
  'Polestar',
  'Genesis',
  'Maserati',
]);
const PREMIUM_BIKE_MAKES = new Set(['BMW', 'Harley-Davidson', 'Indian', 'Ducati']);

export const isElectric = (e: EngineSpec): boolean => e.fuelType === 'Electric';
export const isPlugIn = (e: EngineSpec): boolean =>
  e.fuelType !== 'Electric' && e.electricRange !== undefined;

/**
 * The editorial category, first rule that matches wins:
 * 1. 'electric': the reviewed powertrain is pure electric (any vehicle type).
 * 2. 'sports': a car reviewed as a Coupe or Convertible with 250bhp or more, or a two-seat roadster of
 *    120bhp or more; a hot hatch (Hatchback with 200bhp or more); a Sport or Naked motorcycle over 100bhp.
 * 3. 'luxury': a car from a premium make (PREMIUM_CAR_MAKES) or with an entry price of £45,000 or more;
 *    a motorcycle from BMW, Harley-Davidson, Indian or Ducati reviewed as a Touring, Adventure or Cruiser
 *    bike, or any motorcycle from £18,000. Vans are working tools: never luxury.
 * 4. 'basic': everything else.
 */
export function categoryOf(spec: ModelSpec, engine: EngineSpec, bodyType: string | null): ReviewCategory {
  if (isElectric(engine)) return 'electric';
  const power = engine.powerBhp;
  if (spec.category === 'car') {
    const open = bodyType === 'Coupe' || bodyType === 'Convertible';
    const roadster = open && Math.max(...spec.seats) <= 2 && power >= 120;
    if ((open && power >= 250) || roadster || (bodyType === 'Hatchback' && power >= 200)) return 'sports';
    if (PREMIUM_CAR_MAKES.has(spec.make) || spec.newPrice >= 45_000) return 'luxury';
    return 'basic';
  }
  if (spec.category === 'motorcycle') {
    if ((bodyType === 'Sport' || bodyType === 'Naked') && power > 100) return 'sports';
    const big = bodyType === 'Touring' || bodyType === 'Adventure' || bodyType === 'Cruiser';
    if ((PREMIUM_BIKE_MAKES.has(spec.make) && big) || spec.newPrice >= 18_000) return 'luxury';
  }
  return 'basic';
}

/** True when an engine is the model's performance flagship (the hot version). */
export function isHot(spec: ModelSpec, e: EngineSpec): boolean {
  const powers = spec.engines.map((x) => x.powerBhp).sort((a, b) => a - b);
  const median = powers[Math.floor(powers.length / 2)] ?? e.powerBhp;
  return spec.engines.length >= 3 && e.powerBhp >= 1.45 * median && e.powerBhp === powers[powers.length - 1];
}

/** Trims named after one engine ('GTI', 'ST', 'VXR', 'R', 'vRS'): only reviewed with that engine. */
const ENGINE_TRIM =
  /^(GT[A-Z]?|GTX|ST|R|RS|vRS|VXR|VZ|N|GSi|Type R|Raptor|Quadrifoglio|John Cooper Works|e-.*)$/;

function words(text: string): Set<string> {
  return new Set(text.split(/[\s/]+/));
}

/** The trim a review drives: the one named in the engine label, else one ranked like the engine's power. */
export function variantFor(spec: ModelSpec, engine: EngineSpec, rng: Random): string | null {
  if (spec.variants.length === 0) return null;
  const label = words(engine.label);
  const named = spec.variants.filter((v) => [...words(v)].every((w) => label.has(w)));
  if (named.length > 0) return named.sort((a, b) => b.length - a.length)[0]!;
  const pool = spec.variants.filter((v) => !ENGINE_TRIM.test(v));
  const variants = pool.length > 0 ? pool : spec.variants;
  const powers = [...new Set(spec.engines.map((x) => x.powerBhp))].sort((a, b) => a - b);
  const rank = powers.length > 1 ? powers.indexOf(engine.powerBhp) / (powers.length - 1) : 0.5;
  const index = Math.round(rank * (variants.length - 1)) + rng.int(-1, 1);
  return variants[clamp(index, 0, variants.length - 1)]!;
}

function bodyFor(spec: ModelSpec, engine: EngineSpec, index: number, rng: Random): string | null {
  let bodies = spec.bodyTypes.filter((b) => b !== 'Electric');
  if (bodies.length === 0) bodies = spec.bodyTypes;
  if (spec.category === 'car' && engine.powerBhp >= 250) {
    const open = bodies.filter((b) => b === 'Coupe' || b === 'Convertible');
    if (open.length > 0) return rng.pick(open);
  }
  if (isHot(spec, engine) && bodies.includes('Hatchback')) return 'Hatchback';
  if (index === 0 || bodies.length === 1) return bodies[0] ?? null;
  return rng.chance(0.5) ? bodies[0]! : rng.pick(bodies.slice(1));
}

/** A day in [from, to] (ISO dates), both clamped into the allowed publishing window. */
function dateBetween(rng: Random, from: string, to: string): string {
  const lo = Math.max(dayOf(from), dayOf(FIRST_DAY));
  const hi = Math.max(lo, Math.min(dayOf(to), dayOf(LAST_DAY)));
  return isoDay(rng.int(lo, hi));
}

function publishedFor(platform: ReviewPlatform, year: number, rng: Random): string {
  switch (platform) {
    case 'First Drive':
      return dateBetween(rng, `${year - 1}-07-01`, `${year}-06-30`);
    case 'Road Test':
      return dateBetween(rng, `${year - 1}-09-01`, `${year}-12-15`);
    case 'Long-Term Test':
      return dateBetween(rng, `${year}-03-01`, `${year + 1}-10-31`);
    case "Used Buyer's Guide":
      return dateBetween(rng, `${Math.max(year, 2022)}-06-01`, LAST_DAY);
  }
}

function mainEngine(spec: ModelSpec, year: number, rng: Random): EngineSpec {
  const all = spec.engines;
  let pool = all.filter((e) => !isHot(spec, e));
  if (year < 2020 && pool.some((e) => !isElectric(e))) pool = pool.filter((e) => !isElectric(e));
  if (pool.some((e) => !isElectric(e))) pool = pool.filter((e) => !isElectric(e));
  return rng.pick(pool.length > 0 ? pool : all);
}

interface Choice {
  platform: ReviewPlatform;
  year: number;
  engine: EngineSpec;
}

function mainChoice(spec: ModelSpec, rng: Random): Choice {
  if (spec.yearTo !== null) {
    const year = rng.int(Math.max(spec.yearFrom, spec.yearTo - 5), spec.yearTo);
    return { platform: "Used Buyer's Guide", year, engine: mainEngine(spec, year, rng) };
  }
  const year = rng.int(Math.max(2024, spec.yearFrom), 2026);
  return { platform: 'Road Test', year, engine: mainEngine(spec, year, rng) };
}

function secondChoice(spec: ModelSpec, first: Choice, rng: Random): Choice {
  if (spec.yearTo !== null) {
    const others = spec.engines.filter((e) => e !== first.engine && !isElectric(e));
    return {
      platform: 'Long-Term Test',
      year: spec.yearTo,
      engine: rng.pick(others.length ? others : spec.engines),
    };
  }
  const hot = spec.engines.find(
    (e) => isHot(spec, e) && e !== first.engine && categoryOf(spec, e, spec.bodyTypes[0]!) === 'sports',
  );
  const ev = spec.engines.filter((e) => isElectric(e) && e !== first.engine);
  const hybrid = spec.engines.filter((e) => e.fuelType.startsWith('Hybrid') && e !== first.engine);
  const fresh = (engine: EngineSpec): Choice => ({
    platform: 'First Drive',
    year: rng.int(2025, 2026),
    engine,
  });
  if (hot && spec.category === 'car') return fresh(hot);
  if (ev.length > 0) return fresh(rng.pick(ev));
  if (hybrid.length > 0 && !first.engine.fuelType.startsWith('Hybrid') && rng.chance(0.6))
    return fresh(rng.pick(hybrid));
  if (spec.yearFrom <= 2019) {
    const year = rng.int(Math.max(spec.yearFrom, 2016), 2020);
    const engine = mainEngine(spec, year, rng);
    return { platform: "Used Buyer's Guide", year, engine };
  }
  const year = first.year === 2026 ? 2025 : first.year;
  return { platform: 'Long-Term Test', year: Math.max(year, spec.yearFrom), engine: first.engine };
}

function planOne(spec: ModelSpec, choice: Choice, index: number, rng: Random): ReviewPlan {
  const bodyType = bodyFor(spec, choice.engine, index, rng);
  return {
    spec,
    platform: choice.platform,
    year: choice.year,
    engine: choice.engine,
    variant: variantFor(spec, choice.engine, rng),
    bodyType,
    category: categoryOf(spec, choice.engine, bodyType),
    publishedDate: publishedFor(choice.platform, choice.year, rng),
    author: rng.pick(WRITERS[spec.category]),
    index,
  };
}

/** The reviews of the whole catalogue, in catalogue order (a model's second review right after its first). */
export function planReviews(catalogue: readonly ModelSpec[]): ReviewPlan[] {
  const ranked = catalogue
    .map((spec, order) => ({ spec, order }))
    .sort((a, b) => b.spec.popularity - a.spec.popularity || a.order - b.order)
    .slice(0, SECOND_REVIEWS);
  const popular = new Set(ranked.map((r) => r.spec));
  const plans: ReviewPlan[] = [];
  for (const spec of catalogue) {
    const rng = rngFor('plan', spec.category, spec.make, spec.model);
    const first = mainChoice(spec, rng);
    plans.push(planOne(spec, first, 0, rng));
    if (popular.has(spec)) plans.push(planOne(spec, secondChoice(spec, first, rng), 1, rng));
  }
  return plans;
}
