// Key specifications of a review from the catalogue: the engine, its gearbox, an estimated 0-62mph time and
// the price range in pence.
import type { EngineSpec, ModelSpec } from '../../reference/types.js';
import type { SampleReview } from './types.js';
import { clamp, dp1 } from './util.js';

/** Typical car kerb weights by body type (kg), before the price and powertrain adjustments. */
const CAR_WEIGHT: Record<string, number> = {
  Hatchback: 1250,
  Saloon: 1500,
  Estate: 1500,
  SUV: 1550,
  Coupe: 1450,
  Convertible: 1500,
  MPV: 1600,
  Pickup: 2100,
};

/** Typical motorcycle wet weights by body type (kg). */
const BIKE_WEIGHT: Record<string, number> = {
  Scooter: 150,
  Naked: 190,
  Sport: 190,
  Adventure: 230,
  Touring: 300,
  Cruiser: 280,
  'Dual Sport': 140,
  'Dirt Bike': 110,
  Electric: 200,
};

/** Size class of a van from its body conversions and price. */
export function vanSize(spec: ModelSpec): 'small' | 'medium' | 'large' | 'pickup' {
  if (spec.bodyTypes.includes('Pickup Truck')) return 'pickup';
  if (spec.bodyTypes.includes('Luton Van')) return 'large';
  if (spec.bodyTypes.includes('Chassis Cab') && spec.newPrice >= 35_000) return 'large';
  if (spec.newPrice < 25_000) return 'small';
  return 'medium';
}

const VAN_WEIGHT = { small: 1500, medium: 2000, large: 2300, pickup: 2100 } as const;

/** An estimated kerb weight (kg) for the engine in this model and body. */
export function estimatedWeight(spec: ModelSpec, engine: EngineSpec, bodyType: string | null): number {
  let kg: number;
  if (spec.category === 'motorcycle') kg = BIKE_WEIGHT[bodyType ?? 'Naked'] ?? 190;
  else if (spec.category === 'van') kg = VAN_WEIGHT[vanSize(spec)] + 450;
  else kg = clamp((CAR_WEIGHT[bodyType ?? 'Hatchback'] ?? 1450) + (spec.newPrice - 25_000) / 80, 850, 2500);
  if (engine.fuelType === 'Electric') kg *= spec.category === 'motorcycle' ? 1.1 : 1.2;
  else if (engine.electricRange !== undefined) kg *= 1.1;
  return kg;
}

/**
 * Seconds to 62mph (cars, vans) or 60mph (motorcycles, rider included), a power law of weight per bhp fitted
 * to typical published times; electric motors' instant torque is worth about 15%. Clamped to 2.8-16s.
 */
export function accelerationSeconds(spec: ModelSpec, engine: EngineSpec, bodyType: string | null): number {
  const kg = estimatedWeight(spec, engine, bodyType);
  const torque = engine.fuelType === 'Electric' ? 0.85 : 1;
  const seconds =
    spec.category === 'motorcycle'
      ? 2.1 * ((kg + 80) / engine.powerBhp) ** 0.58
      : 1.325 * (kg / engine.powerBhp) ** 0.83;
  return dp1(clamp(seconds * torque, 2.8, 16));
}

export function transmissionText(engine: EngineSpec): string {
  const t = engine.transmissions;
  if (t.includes('Manual') && t.includes('Automatic')) return 'Manual or automatic';
  return t.includes('Automatic') ? 'Automatic' : 'Manual';
}

export function keySpecsFor(
  spec: ModelSpec,
  engine: EngineSpec,
  bodyType: string | null,
): SampleReview['keySpecs'] {
  const seconds = accelerationSeconds(spec, engine, bodyType).toFixed(1);
  const acceleration = spec.category === 'motorcycle' ? `0-60mph in ${seconds}s` : `0-62mph in ${seconds}s`;
  return {
    engine: engine.label,
    fuelType: engine.fuelType,
    transmission: transmissionText(engine),
    performance: { acceleration },
  };
}

/**
 * Entry list price and an estimate for the dearest version, in pence. The top price grows with the number
 * of trims (about 6% a step), with the power of the strongest engine against the weakest, and carries an
 * electric premium where a model is sold both with and without a battery drivetrain. Rounded to £100.
 */
export function priceRangeFor(spec: ModelSpec): SampleReview['priceRange'] {
  const powers = spec.engines.map((e) => e.powerBhp);
  const trimFactor = 1 + 0.06 * Math.max(0, spec.variants.length - 1);
  const powerFactor = (Math.max(...powers) / Math.max(1, Math.min(...powers))) ** 0.45;
  const mixed = spec.engines.some((e) => e.fuelType === 'Electric') && spec.engines.some((e) => e.mpg > 0);
  const factor = clamp(Math.max(trimFactor, powerFactor, mixed ? 1.3 : 1), 1.08, 2.6);
  const from = Math.round(spec.newPrice) * 100;
  const to = Math.round((spec.newPrice * factor) / 100) * 100 * 100;
  return { from, to: Math.max(from, to) };
}
