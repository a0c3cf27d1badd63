// The deterministic demo set of expert reviews: at least one per catalogue model line, a second for the most
// popular lines. Pure: the same output on every call and every machine (no clock, no global randomness).
import { CATALOGUE } from '../../reference/catalogue.js';
import { factsFor } from './facts.js';
import { planReviews, type ReviewPlan } from './plan.js';
import { bikeBody } from './prose-bike.js';
import { carBody } from './prose-car.js';
import { openingSentence } from './prose-opening.js';
import { consFor, prosFor } from './prose-points.js';
import { summaryFor, titleFor, verdictFor } from './prose-summary.js';
import { vanBody } from './prose-van.js';
import { scoresFor } from './scores.js';
import { keySpecsFor, priceRangeFor } from './specs.js';
import type { SampleReview } from './types.js';
import { kebab } from './util.js';

export type { SampleReview } from './types.js';

/** Make and model names sold in more than one vehicle type (the Ford Ranger is a car and a van). */
function sharedNames(plans: readonly ReviewPlan[]): Set<string> {
  const types = new Map<string, Set<string>>();
  for (const p of plans) {
    const key = `${p.spec.make}|${p.spec.model}`;
    types.set(key, (types.get(key) ?? new Set()).add(p.spec.category));
  }
  return new Set([...types].filter(([, t]) => t.size > 1).map(([k]) => k));
}

function reviewOf(plan: ReviewPlan, shared: Set<string>): SampleReview {
  const { spec } = plan;
  const scores = scoresFor(plan);
  const f = factsFor(plan, scores);
  const opening = openingSentence(f);
  const body =
    spec.category === 'car'
      ? carBody(f, opening)
      : spec.category === 'motorcycle'
        ? bikeBody(f, opening)
        : vanBody(f, opening);
  const suffix =
    shared.has(`${spec.make}|${spec.model}`) && spec.category !== 'car' ? `-${spec.category}` : '';
  return {
    slug: kebab(`${spec.make} ${spec.model} ${plan.year} ${plan.platform}`) + suffix,
    title: titleFor(f),
    make: spec.make,
    model: spec.model,
    year: plan.year,
    variant: plan.variant,
    vehicleType: spec.category,
    category: plan.category,
    bodyType: plan.bodyType,
    publishedDate: plan.publishedDate,
    author: plan.author,
    platform: plan.platform,
    rating: scores.rating,
    isRecommended: scores.rating >= 7,
    summary: summaryFor(f),
    body,
    pros: prosFor(f),
    cons: consFor(f),
    keySpecs: keySpecsFor(spec, plan.engine, plan.bodyType),
    priceRange: priceRangeFor(spec),
    verdict: verdictFor(f),
    reliability: scores.reliability,
    fuelEconomy: scores.fuelEconomy,
    valueForMoney: scores.valueForMoney,
  };
}

/** Every review of the demo set, in catalogue order; a fresh array of fresh objects on each call. */
export function sampleReviews(): SampleReview[] {
  const plans = planReviews(CATALOGUE);
  const shared = sharedNames(plans);
  return plans.map((plan) => reviewOf(plan, shared));
}
