// How a used vehicle's price follows age and mileage in the UK market, and the UK road tax bands.
import type { Category, EngineSpec, ModelSpec } from '../reference/types.js';

/** Typical annual mileage by category. */
export const ANNUAL_MILES: Record<Category, number> = { car: 7400, motorcycle: 2800, van: 13500 };

const YEARLY_RETAINED: Record<Category, number> = { car: 0.9, motorcycle: 0.94, van: 0.89 };

/**
 * Expected retail value in pounds: a first-year drop, then a yearly rate, then an adjustment for
 * miles above or below the typical figure for the age. Higher variants and engines cost more new.
 */
export function expectedValue(
  spec: ModelSpec,
  engine: EngineSpec,
  variantIndex: number,
  year: number,
  mileage: number,
  currentYear: number,
): number {
  const category = spec.category;
  const newPrice = spec.newPrice * (1 + variantIndex * 0.07) * enginePremium(spec, engine);
  // Older model years were cheaper new: list prices have risen about 3% a year.
  const listThen = newPrice * Math.pow(0.97, Math.max(0, currentYear - year));
  const age = Math.max(0, currentYear - year);
  let value = listThen;
  if (age >= 1) value *= category === 'motorcycle' ? 0.86 : 0.78; // first-year drop
  value *= Math.pow(YEARLY_RETAINED[category], Math.max(0, age - 1));
  if (engine.fuelType === 'Electric' && age >= 1) value *= 0.9; // used EVs have fallen further
  const typical = ANNUAL_MILES[category] * Math.max(age, 0.5);
  const excessThousands = (mileage - typical) / 1000;
  value *= Math.max(0.6, Math.min(1.15, 1 - excessThousands * (category === 'motorcycle' ? 0.008 : 0.004)));
  const floor = category === 'motorcycle' ? 450 : category === 'van' ? 1500 : 750;
  return Math.max(floor, value);
}

function enginePremium(spec: ModelSpec, engine: EngineSpec): number {
  const powers = spec.engines.map((e) => e.powerBhp);
  const min = Math.min(...powers);
  const max = Math.max(...powers);
  if (max === min) return 1;
  return 1 + ((engine.powerBhp - min) / (max - min)) * 0.35;
}

/** Dealers price at £x,x95 or £x,x99; private sellers round to the nearest £50 or £100. */
export function askingPricePence(pounds: number, trade: boolean, pick: number): number {
  if (trade) {
    const hundreds = Math.max(1, Math.round(pounds / 100));
    const ending = pick < 0.6 ? 95 : pick < 0.85 ? 99 : 90;
    return (hundreds * 100 - 100 + ending) * 100;
  }
  const step = pounds > 5000 ? 100 : 50;
  return Math.max(step, Math.round(pounds / step) * step) * 100;
}

/** Vehicle excise duty in pounds per year at 2025/26 rates. */
export function roadTaxPounds(
  category: Category,
  engine: EngineSpec,
  year: number,
  listPricePounds: number,
  age: number,
): number {
  if (category === 'motorcycle') {
    if (engine.fuelType === 'Electric') return 0;
    const cc = engine.engineSize * 1000;
    return cc <= 150 ? 27 : cc <= 400 ? 59 : cc <= 600 ? 91 : 126;
  }
  if (category === 'van') return 345;
  if (year >= 2017) {
    // Standard rate, plus the expensive car supplement in years 2-6 for list prices over £40,000.
    const supplement = listPricePounds > 40000 && age >= 1 && age <= 5 ? 425 : 0;
    return 195 + supplement;
  }
  const co2 = engine.co2;
  const bands: [number, number][] = [
    [100, 0],
    [110, 20],
    [120, 35],
    [130, 165],
    [140, 195],
    [150, 215],
    [165, 265],
    [175, 315],
    [185, 345],
    [200, 395],
    [225, 430],
    [255, 735],
  ];
  for (const [limit, tax] of bands) if (co2 <= limit) return tax;
  return 760;
}
