// The part-exchange valuation of 001 §9, exactly: base £15,000 plus mileage × -0.1; times the condition
// multiplier (excellent 1.2, good 1.0, otherwise 0.8) and the service-history multiplier (full 1.1,
// partial 1.0, otherwise 0.9); the result rounded to whole pounds. Private sale is 1.15× and dealer
// retail 1.3× the estimate. Shared by the web page and the server (which prices a booked inspection
// again); no server-only imports. Money is returned in pence (DECISIONS 1).
//
// One choice the spec leaves open: from 150,000 miles the base reaches zero and would go negative. A
// car is never worth less than nothing to us, so the base is floored at £0 and the page says the car
// is valued at inspection (docs/services.md).

export const CONDITIONS = { excellent: 'Excellent', good: 'Good', fair: 'Fair', poor: 'Poor' } as const;
export type Condition = keyof typeof CONDITIONS;

export const SERVICE_HISTORIES = { full: 'Full service history', partial: 'Partial', none: 'None' } as const;
export type ServiceHistory = keyof typeof SERVICE_HISTORIES;

/** 001 §9 constants, in pounds as the spec states them. */
export const VALUATION = {
  basePounds: 15_000,
  perMilePounds: -0.1,
  condition: { excellent: 1.2, good: 1.0 } as Partial<Record<Condition, number>>,
  otherCondition: 0.8,
  service: { full: 1.1, partial: 1.0 } as Partial<Record<ServiceHistory, number>>,
  otherService: 0.9,
  privateSale: 1.15,
  dealerRetail: 1.3,
  guaranteedDays: 7,
} as const;

/** The mileage at which the base reaches £0 (150,000). */
export const ZERO_BASE_MILEAGE = VALUATION.basePounds / -VALUATION.perMilePounds;

export interface ValuationInput {
  mileage: number;
  condition: Condition;
  serviceHistory: ServiceHistory;
}

export interface Valuation {
  /** Pence: the rounded estimate (whole pounds). */
  estimate: number;
  /** Pence: 1.15 × the estimate, rounded to whole pounds. */
  privateSale: number;
  /** Pence: 1.3 × the estimate, rounded to whole pounds. */
  dealerRetail: number;
  /** True when the mileage took the base to £0 (floored): the car is valued at inspection. */
  floored: boolean;
}

const pounds = (value: number) => Math.round(value) * 100;

export function valueCar({ mileage, condition, serviceHistory }: ValuationInput): Valuation {
  const raw = VALUATION.basePounds + mileage * VALUATION.perMilePounds;
  const base = Math.max(0, raw);
  const conditionFactor = VALUATION.condition[condition] ?? VALUATION.otherCondition;
  const serviceFactor = VALUATION.service[serviceHistory] ?? VALUATION.otherService;
  const estimatePounds = Math.round(base * conditionFactor * serviceFactor);
  return {
    estimate: estimatePounds * 100,
    privateSale: pounds(estimatePounds * VALUATION.privateSale),
    dealerRetail: pounds(estimatePounds * VALUATION.dealerRetail),
    floored: raw <= 0,
  };
}
