// The reference tables of the true monthly cost (issue 14; docs/buyer-intelligence.md 'True monthly
// cost'): UK average fuel and electricity prices, the clean air zones that charge a daily fee in
// England, and the Euro emission standards those zones ask for. Pure data, each table dated and with
// its source named, so the car page can say where every figure comes from (DECISIONS 11). The prices
// can be replaced by the operator (PETROL_PENCE_PER_LITRE and the others, bff/config.ts).
import type { Category, FuelType } from './types.js';

export interface EnergyPrice {
  /** Pence per litre (petrol, diesel) or per kWh (electricity). */
  pence: number;
  unit: 'litre' | 'kWh';
  /** The day the figure describes, YYYY-MM-DD. */
  asOf: string;
  source: string;
  url: string;
}

export type EnergyKind = 'petrol' | 'diesel' | 'electricity';

/** UK average pump prices and the home electricity unit rate under the price cap. */
export const ENERGY_PRICES: Record<EnergyKind, EnergyPrice> = {
  petrol: {
    pence: 133.72,
    unit: 'litre',
    asOf: '2025-09-08',
    source: 'Department for Energy Security and Net Zero, weekly road fuel prices (UK average, ULSP)',
    url: 'https://www.gov.uk/government/statistics/weekly-road-fuel-prices',
  },
  diesel: {
    pence: 141.58,
    unit: 'litre',
    asOf: '2025-09-08',
    source: 'Department for Energy Security and Net Zero, weekly road fuel prices (UK average, ULSD)',
    url: 'https://www.gov.uk/government/statistics/weekly-road-fuel-prices',
  },
  electricity: {
    pence: 26.35,
    unit: 'kWh',
    asOf: '2025-10-01',
    source:
      'Ofgem energy price cap, 1 October to 31 December 2025: average electricity unit rate, Direct Debit (GB)',
    url: 'https://www.ofgem.gov.uk/news/changes-energy-price-cap-between-1-october-and-31-december-2025',
  },
};

/** Litres in an imperial gallon: UK mpg figures are miles per imperial gallon. */
export const LITRES_PER_GALLON = 4.54609;

export interface CleanAirZone {
  id: string;
  name: string;
  /** 'ULEZ' (London) or a Clean Air Zone of the government's framework, classes B to D. */
  scheme: 'ULEZ' | 'CAZ B' | 'CAZ C' | 'CAZ D';
  /** A point in the zone (its centre), for the distance from the buyer. */
  lat: number;
  lon: number;
  /** Within this many miles of the centre a buyer is 'near' the zone (London: the whole of Greater London). */
  nearMiles: number;
  /** Pence a day a vehicle that does not meet the standard pays; null: this kind is never charged here. */
  dailyCharge: Record<Category, number | null>;
  /** Since when the zone charges, YYYY-MM-DD. */
  since: string;
  source: string;
  url: string;
}

/** The date the clean air zone table was checked against the published charges. */
export const CLEAN_AIR_ZONES_AS_OF = '2025-10-01';

/**
 * London's ULEZ and the English charging Clean Air Zones. Classes B and C do not charge private cars
 * (B: buses, coaches, taxis, private hire, HGVs; C: those and vans and minibuses); class D also charges
 * cars. No CAZ class charges motorcycles; the ULEZ does. Scotland's low emission zones fine a
 * non-compliant vehicle rather than sell a day's entry, so they are not in this table.
 */
export const CLEAN_AIR_ZONES: CleanAirZone[] = [
  {
    id: 'london-ulez',
    name: 'London Ultra Low Emission Zone',
    scheme: 'ULEZ',
    lat: 51.5074,
    lon: -0.1278,
    nearMiles: 20,
    dailyCharge: { car: 1250, van: 1250, motorcycle: 1250 },
    since: '2023-08-29',
    source: 'Transport for London, ULEZ (all London boroughs since 29 August 2023)',
    url: 'https://tfl.gov.uk/modes/driving/ultra-low-emission-zone',
  },
  {
    id: 'birmingham',
    name: 'Birmingham Clean Air Zone',
    scheme: 'CAZ D',
    lat: 52.4797,
    lon: -1.9026,
    nearMiles: 15,
    dailyCharge: { car: 800, van: 800, motorcycle: null },
    since: '2021-06-01',
    source: 'Birmingham City Council, Brum Breathes',
    url: 'https://www.brumbreathes.co.uk',
  },
  {
    id: 'bath',
    name: 'Bath Clean Air Zone',
    scheme: 'CAZ C',
    lat: 51.3811,
    lon: -2.359,
    nearMiles: 15,
    dailyCharge: { car: null, van: 900, motorcycle: null },
    since: '2021-03-15',
    source: 'Bath & North East Somerset Council',
    url: 'https://beta.bathnes.gov.uk/bath-clean-air-zone',
  },
  {
    id: 'bradford',
    name: 'Bradford Clean Air Zone',
    scheme: 'CAZ C',
    lat: 53.795,
    lon: -1.7594,
    nearMiles: 15,
    dailyCharge: { car: null, van: 900, motorcycle: null },
    since: '2022-09-26',
    source: 'City of Bradford Metropolitan District Council',
    url: 'https://www.bradford.gov.uk/breathe-better-bradford/clean-air-zone/',
  },
  {
    id: 'bristol',
    name: 'Bristol Clean Air Zone',
    scheme: 'CAZ D',
    lat: 51.4545,
    lon: -2.5879,
    nearMiles: 15,
    dailyCharge: { car: 900, van: 900, motorcycle: null },
    since: '2022-11-28',
    source: 'Bristol City Council',
    url: 'https://www.cleanairforbristol.org/clean-air-zone/',
  },
  {
    id: 'portsmouth',
    name: 'Portsmouth Clean Air Zone',
    scheme: 'CAZ B',
    lat: 50.7989,
    lon: -1.0912,
    nearMiles: 15,
    dailyCharge: { car: null, van: null, motorcycle: null },
    since: '2021-11-29',
    source: 'Portsmouth City Council',
    url: 'https://www.portsmouth.gov.uk/services/parking-roads-and-travel/travel/clean-air-zone/',
  },
  {
    id: 'sheffield',
    name: 'Sheffield Clean Air Zone',
    scheme: 'CAZ C',
    lat: 53.3811,
    lon: -1.4701,
    nearMiles: 15,
    dailyCharge: { car: null, van: 1000, motorcycle: null },
    since: '2023-02-27',
    source: 'Sheffield City Council',
    url: 'https://www.sheffield.gov.uk/clean-air-zone-sheffield/clean-air-zone-charges-and-how-pay',
  },
  {
    id: 'newcastle',
    name: 'Newcastle and Gateshead Clean Air Zone',
    scheme: 'CAZ C',
    lat: 54.9738,
    lon: -1.6132,
    nearMiles: 15,
    // Vans are charged since July 2023.
    dailyCharge: { car: null, van: 1250, motorcycle: null },
    since: '2023-01-30',
    source: 'Newcastle City Council and Gateshead Council, Breathe Clean Air',
    url: 'https://www.breathe-cleanair.com',
  },
];

export type Compliance = 'yes' | 'no' | 'unknown';

export interface ComplianceVerdict {
  compliant: Compliance;
  /** The standard the zones ask of this vehicle, e.g. 'Euro 6 (diesel)'; null when none applies. */
  standard: string | null;
  /** Why, in words: the rule and the model-year assumption. */
  reason: string;
}

/**
 * The Euro standard the ULEZ and the CAZs ask for (Euro 4 petrol, Euro 6 diesel, Euro 3 motorcycles;
 * electric always meets it), judged from the model year because a listing carries no registration
 * date. A year in which the standard became compulsory for new registrations, or in which many cars
 * already met it early, is 'unknown': the V5C (or the government's vehicle checker) settles it.
 * `year` is the listing's model year.
 */
export function emissionsCompliance(category: Category, fuelType: FuelType, year: number): ComplianceVerdict {
  if (fuelType === 'Electric') {
    return {
      compliant: 'yes',
      standard: null,
      reason: 'Zero exhaust emissions: electric vehicles meet every zone.',
    };
  }
  const check = 'check the V5C (or the government vehicle checker) before you rely on it';
  const judge = (
    standard: string,
    safeFrom: number,
    unknownFrom: number,
    rule: string,
  ): ComplianceVerdict => {
    if (year >= safeFrom)
      return { compliant: 'yes', standard, reason: `${rule}; a ${year} model year is after that date.` };
    if (year >= unknownFrom)
      return {
        compliant: 'unknown',
        standard,
        reason: `${rule}; a ${year} model year may be either side of it: ${check}.`,
      };
    return {
      compliant: 'no',
      standard,
      reason: `${rule}; a ${year} model year is very likely before it (a few vehicles met it early: ${check}).`,
    };
  };
  if (category === 'motorcycle') {
    return judge('Euro 3', 2008, 2007, 'Euro 3 became compulsory for new motorcycles from July 2007');
  }
  if (fuelType === 'Diesel' || fuelType === 'Hybrid - Diesel/Electric') {
    return category === 'van'
      ? judge(
          'Euro 6 (diesel)',
          2017,
          2015,
          'Euro 6 became compulsory for most new diesel vans from September 2016',
        )
      : judge(
          'Euro 6 (diesel)',
          2016,
          2014,
          'Euro 6 became compulsory for new diesel cars from September 2015',
        );
  }
  if (fuelType === 'Petrol' || fuelType === 'Hybrid - Petrol/Electric' || fuelType === 'Bi Fuel') {
    return category === 'van'
      ? judge(
          'Euro 4 (petrol)',
          2007,
          2001,
          'Euro 4 became compulsory for most new petrol vans from January 2007',
        )
      : judge(
          'Euro 4 (petrol)',
          2006,
          2001,
          'Euro 4 became compulsory for new petrol cars from January 2006 (many met it from 2001)',
        );
  }
  return {
    compliant: 'unknown',
    standard: null,
    reason: `The fuel type '${fuelType}' does not say which standard applies: ${check}.`,
  };
}
