// Which catalogue engine a listing most likely has, for the official consumption figures (mpg, miles
// per kWh) of the true monthly cost. A listing records make, model, fuel type, engine size and power,
// not the engine's label, so the match is by those, and says how close it is. Pure, no I/O.
import { CATALOGUE } from './catalogue.js';
import type { Category, EngineSpec, ModelSpec } from './types.js';

export interface ListingEngine {
  category: Category;
  make: string;
  model: string;
  fuelType: string;
  /** Litres (0 for pure electric). */
  engineSize: number;
  powerBhp: number | null;
  /** Miles; set for EVs and plug-in hybrids. */
  electricRange: number | null;
}

export interface EngineMatch {
  model: ModelSpec;
  engine: EngineSpec;
  /**
   * 'exact': same fuel type, engine size and power; 'nearest': the model's engine of that fuel type
   * closest in size and power (the figure is then approximate).
   */
  quality: 'exact' | 'nearest';
}

const key = (s: string) => s.trim().toLowerCase();

/**
 * The listing's engine in the catalogue: the same make and model (any case), then only engines of the
 * same fuel type (a diesel's mpg is never used for a petrol), preferring a plug-in when the listing has
 * an electric range and a self-charging one when it has not, then the closest engine size and power.
 * null when the catalogue has no such model or no engine of that fuel type: then there is no figure.
 */
export function matchEngine(
  listing: ListingEngine,
  catalogue: readonly ModelSpec[] = CATALOGUE,
): EngineMatch | null {
  const model = catalogue.find(
    (m) =>
      m.category === listing.category &&
      key(m.make) === key(listing.make) &&
      key(m.model) === key(listing.model),
  );
  if (!model) return null;
  const sameFuel = model.engines.filter((e) => e.fuelType === listing.fuelType);
  if (sameFuel.length === 0) return null;
  const plugIn = listing.electricRange !== null && listing.electricRange > 0;
  const samePlug = sameFuel.filter((e) => (e.electricRange !== undefined) === plugIn);
  const candidates = samePlug.length > 0 ? samePlug : sameFuel;
  // A litre of engine size weighs as much as 100 bhp: size first, then power.
  const distance = (e: EngineSpec) =>
    Math.abs(e.engineSize - listing.engineSize) * 100 +
    (listing.powerBhp === null ? 0 : Math.abs(e.powerBhp - listing.powerBhp)) +
    (listing.electricRange !== null && e.electricRange !== undefined
      ? Math.abs(e.electricRange - listing.electricRange) / 10
      : 0);
  let best = candidates[0] as EngineSpec;
  for (const e of candidates) if (distance(e) < distance(best)) best = e;
  const exact =
    samePlug.length > 0 &&
    Math.abs(best.engineSize - listing.engineSize) < 0.05 &&
    listing.powerBhp !== null &&
    best.powerBhp === listing.powerBhp;
  return { model, engine: best, quality: exact ? 'exact' : 'nearest' };
}
