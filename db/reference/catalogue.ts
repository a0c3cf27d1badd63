// The whole vehicle catalogue: every car, motorcycle and van model line the demo data draws from. Pure data.
import { CAR_MODELS } from './catalogue-cars.js';
import { MOTORCYCLE_MODELS } from './catalogue-motorcycles.js';
import { VAN_MODELS } from './catalogue-vans.js';
import type { Category, ModelSpec } from './types.js';

export const CATALOGUE: ModelSpec[] = [...CAR_MODELS, ...MOTORCYCLE_MODELS, ...VAN_MODELS];

const BY_CATEGORY: Record<Category, ModelSpec[]> = {
  car: CAR_MODELS,
  motorcycle: MOTORCYCLE_MODELS,
  van: VAN_MODELS,
};

/** The model lines of one category. */
export function modelsFor(category: Category): ModelSpec[] {
  return BY_CATEGORY[category];
}
