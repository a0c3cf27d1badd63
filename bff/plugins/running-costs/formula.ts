// The true monthly cost's arithmetic, pure: finance (000 §5, the shared calculator), road tax per
// month, fuel or charging from the official consumption and the dated prices, the insurance band and
// the clean air zones near a point. The service gathers the inputs; this only computes and explains.
import { distanceMiles } from '../../../db/reference/distance.js';
import type { EngineMatch } from '../../../db/reference/engine-match.js';
import {
  CLEAN_AIR_ZONES,
  LITRES_PER_GALLON,
  type CleanAirZone,
  type ComplianceVerdict,
} from '../../../db/reference/running-costs.js';
import type { Category } from '../../../db/reference/types.js';
import { calculateQuote } from '../finance/calculator.js';
import type { CleanAirZoneNear, PriceUsed, RunningCosts } from './schemas.js';

const round1 = (n: number) => Math.round(n * 10) / 10;

export function financeLine(
  price: number,
  deposit: number,
  termMonths: number,
  apr: number,
): RunningCosts['finance'] {
  const formula = 'P·r / (1 − (1 + r)^−n), P = price − deposit, r = APR / 12, n = term in months';
  if (price <= 0) {
    return {
      monthly: null,
      amountFinanced: 0,
      totalPayable: 0,
      formula,
      note: 'The listing gives no price, so there is no finance figure.',
    };
  }
  const q = calculateQuote({ price, deposit, termMonths, apr });
  return {
    monthly: q.monthlyPayment,
    amountFinanced: q.amountFinanced,
    totalPayable: q.totalPayable,
    formula,
    note: `An illustration at ${apr}% APR over ${termMonths} months (the finance calculator's formula); a lender's offer depends on your credit.`,
  };
}

/** The listing's road tax is pounds a year. */
export function roadTaxLine(roadTaxPounds: number | null): RunningCosts['roadTax'] {
  const source = "The listing's vehicle tax (VED) rate, £ a year";
  if (roadTaxPounds === null) {
    return { monthly: null, annual: null, source, note: 'The listing does not give its road tax.' };
  }
  const annual = roadTaxPounds * 100;
  return {
    monthly: Math.round(annual / 12),
    annual,
    source,
    note: 'The annual rate divided by 12. Paying the DVLA by monthly Direct Debit costs 5% more.',
  };
}

export interface EnergyPrices {
  petrol: PriceUsed;
  diesel: PriceUsed;
  electricity: PriceUsed;
}

/** Pence a month to drive `annualMiles` at `mpg` (UK gallons) and `pencePerLitre`. */
export const fuelPence = (annualMiles: number, mpg: number, pencePerLitre: number) =>
  ((annualMiles / mpg) * LITRES_PER_GALLON * pencePerLitre) / 12;

/** Pence a month to drive `annualMiles` at `milesPerKwh` and `pencePerKwh`. */
export const electricityPence = (annualMiles: number, milesPerKwh: number, pencePerKwh: number) =>
  ((annualMiles / milesPerKwh) * pencePerKwh) / 12;

export function energyLine(
  fuelType: string,
  match: EngineMatch | null,
  annualMiles: number,
  prices: EnergyPrices,
): RunningCosts['energy'] {
  const empty = {
    monthly: null,
    kind: null,
    annualMiles,
    consumption: null,
    fuelPrice: null,
    electricityPrice: null,
    formula: '',
  };
  if (!match) {
    return {
      ...empty,
      note: 'Our catalogue has no official consumption figure for this engine, so there is no fuel or charging figure.',
    };
  }
  const { engine } = match;
  const consumption = {
    engine: `${match.model.make} ${match.model.model} ${engine.label}`,
    match: match.quality,
    mpg: engine.mpg > 0 ? engine.mpg : null,
    milesPerKwh: engine.milesPerKwh ?? null,
    source:
      match.quality === 'exact'
        ? 'The official (WLTP) combined figure of this engine in our catalogue'
        : 'The official (WLTP) combined figure of the closest engine of this model and fuel in our catalogue (approximate)',
  };
  const fuelPrice = /Diesel/.test(fuelType)
    ? prices.diesel
    : /Petrol|Bi Fuel/.test(fuelType)
      ? prices.petrol
      : null;
  const fuel = consumption.mpg && fuelPrice ? fuelPence(annualMiles, consumption.mpg, fuelPrice.pence) : null;
  const electric = consumption.milesPerKwh
    ? electricityPence(annualMiles, consumption.milesPerKwh, prices.electricity.pence)
    : null;
  const gallons = 'miles ÷ mpg × 4.546 litres × pence a litre ÷ 12';
  const kwh = 'miles ÷ miles per kWh × pence a kWh ÷ 12';
  if (fuel !== null && electric !== null) {
    return {
      monthly: Math.round(fuel + electric),
      kind: 'fuel and electricity',
      annualMiles,
      consumption,
      fuelPrice,
      electricityPrice: prices.electricity,
      formula: `(${gallons}) + (${kwh})`,
      note: "A plug-in hybrid's official weighted figures assume you charge as often as the WLTP test does; if you rarely charge it, you will buy much more fuel than this.",
    };
  }
  if (electric !== null) {
    return {
      monthly: Math.round(electric),
      kind: 'electricity',
      annualMiles,
      consumption,
      fuelPrice: null,
      electricityPrice: prices.electricity,
      formula: kwh,
      note: 'Charged at home at the price-cap unit rate; public rapid chargers cost several times more a kWh.',
    };
  }
  if (fuel !== null) {
    return {
      monthly: Math.round(fuel),
      kind: 'fuel',
      annualMiles,
      consumption,
      fuelPrice,
      electricityPrice: null,
      formula: gallons,
      note:
        fuelType === 'Bi Fuel'
          ? 'Priced as petrol: our table has no LPG price, and LPG usually costs less a mile.'
          : 'Official figures are measured in a test; real-world economy is often lower.',
    };
  }
  return { ...empty, consumption, note: `We have no price for the fuel '${fuelType}'.` };
}

/** The insurance group as a band of its scale; never a premium (we have none to show). */
export function insuranceLine(category: Category, group: number | null): RunningCosts['insurance'] {
  const motorcycle = category === 'motorcycle';
  const scale = motorcycle ? 'MCIA groups 1-17' : 'ABI/Thatcham groups 1-50';
  const bands: [number, string][] = motorcycle
    ? [
        [5, 'low (1-5)'],
        [11, 'medium (6-11)'],
        [17, 'high (12-17)'],
      ]
    : [
        [10, 'low (1-10)'],
        [20, 'moderate (11-20)'],
        [30, 'medium (21-30)'],
        [40, 'high (31-40)'],
        [50, 'very high (41-50)'],
      ];
  const band = group === null ? null : (bands.find(([max]) => group <= max)?.[1] ?? null);
  return {
    group,
    scale,
    band,
    note:
      group === null
        ? 'The listing does not give its insurance group.'
        : 'A higher group usually costs more to insure. Your premium depends on you, where you live and the insurer: get quotes; it is not in the total.',
  };
}

/** The zones within their 'near' radius of the point, nearest first, with what this vehicle would pay. */
export function zonesNear(
  lat: number,
  lon: number,
  category: Category,
  verdict: ComplianceVerdict,
  zones: readonly CleanAirZone[] = CLEAN_AIR_ZONES,
): CleanAirZoneNear[] {
  return zones
    .map((zone) => ({ zone, distance: distanceMiles(lat, lon, zone.lat, zone.lon) }))
    .filter(({ zone, distance }) => distance <= zone.nearMiles)
    .sort((a, b) => a.distance - b.distance)
    .map(({ zone, distance }) => {
      const charge = zone.dailyCharge[category];
      const kind = category === 'car' ? 'private cars' : `${category}s`;
      let dailyCharge = 0;
      let note: string;
      if (charge === null) note = `A ${zone.scheme} zone does not charge ${kind}.`;
      else if (verdict.compliant === 'yes')
        note = `Meets the standard: no charge (£${(charge / 100).toFixed(2)} a day if it did not).`;
      else {
        dailyCharge = charge;
        note =
          verdict.compliant === 'no'
            ? `Does not meet the standard: £${(charge / 100).toFixed(2)} a day driven in the zone.`
            : `£${(charge / 100).toFixed(2)} a day driven in the zone unless the V5C shows it meets the standard.`;
      }
      return {
        id: zone.id,
        name: zone.name,
        scheme: zone.scheme,
        distanceMiles: round1(distance),
        compliant: verdict.compliant,
        dailyCharge,
        note,
        source: zone.source,
        url: zone.url,
      } satisfies CleanAirZoneNear;
    });
}
