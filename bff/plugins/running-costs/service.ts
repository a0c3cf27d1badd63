// The true monthly cost at the buyer's postcode of one listing (the car page) or of a results page's
// listings (the cards): reads the listings, resolves the place once, matches the catalogue engine, then
// `costOf` lets formula.ts compute each line with its source. The cards get its figures, summarised.
import type { Knex } from 'knex';
import { createError, notFound } from '../../lib/errors.js';
import type { EnergyPriceOverrides } from '../../config.js';
import { matchEngine } from '../../../db/reference/engine-match.js';
import {
  CLEAN_AIR_ZONES_AS_OF,
  ENERGY_PRICES,
  emissionsCompliance,
  type EnergyKind,
} from '../../../db/reference/running-costs.js';
import { resolveLocation, type ResolvedLocation } from '../../../db/reference/uk-places.js';
import type { Category, FuelType } from '../../../db/reference/types.js';
import { suggestedDeposit } from '../finance/calculator.js';
import {
  energyLine,
  financeLine,
  insuranceLine,
  roadTaxLine,
  zonesNear,
  type EnergyPrices,
} from './formula.js';
import {
  DEFAULT_DEPOSIT_SHARE,
  RUNNING_COST_DEFAULTS,
  type MonthlyCostSummary,
  type PriceUsed,
  type RunningCosts,
  type RunningCostsBatch,
  type RunningCostsBatchQuery,
  type RunningCostsQuery,
} from './schemas.js';

interface ListingRow {
  id: number;
  title: string;
  category: Category;
  make: string;
  model: string;
  year: number;
  price: number;
  fuel_type: string;
  engine_size: string | number;
  power_bhp: number | null;
  electric_range: number | null;
  road_tax: number | null;
  insurance_group: number | null;
}

const badRequest = (message: string) => createError('BAD_REQUEST', message, 400);

/** The dated reference prices, or the operator's (ENERGY_PRICES_AS_OF and the price variables). */
export function energyPrices(overrides?: EnergyPriceOverrides): EnergyPrices {
  const price = (kind: EnergyKind): PriceUsed => {
    const own = overrides?.[kind];
    const ref = ENERGY_PRICES[kind];
    if (own !== undefined && overrides) {
      return {
        pence: own,
        unit: ref.unit,
        asOf: overrides.asOf,
        source: "Set by this site's operator",
        url: null,
      };
    }
    return { pence: ref.pence, unit: ref.unit, asOf: ref.asOf, source: ref.source, url: ref.url };
  };
  return { petrol: price('petrol'), diesel: price('diesel'), electricity: price('electricity') };
}

interface Inputs {
  postcode?: string | undefined;
  deposit: number;
  termMonths: number;
  apr: number;
  annualMiles: number;
}

function withDefaults(query: RunningCostsQuery | RunningCostsBatchQuery) {
  return {
    termMonths: query.termMonths ?? RUNNING_COST_DEFAULTS.termMonths,
    apr: query.apr ?? RUNNING_COST_DEFAULTS.apr,
    annualMiles: query.annualMiles ?? RUNNING_COST_DEFAULTS.annualMiles,
    postcode: query.postcode,
  };
}

function resolvePostcode(postcode: string | undefined): ResolvedLocation | null {
  if (!postcode) return null;
  const place = resolveLocation(postcode);
  if (!place) throw badRequest(`postcode: '${postcode}' is not a UK postcode, district or town we know`);
  return place;
}

const postcodeInput = (input: string | undefined, place: ResolvedLocation | null) =>
  place && input ? { input, label: place.label } : null;

/**
 * The batch deposit: `share` of the price to the pound (the share as whole percent, so 0.2 gives
 * suggestedDeposit's figure to the penny), kept below the price as the car page requires.
 */
export function depositFor(price: number, share: number): number {
  if (price <= 0) return 0;
  const deposit = Math.round((price * Math.round(share * 100)) / 100 / 100) * 100;
  return deposit < price ? deposit : 0;
}

function summarise(cost: RunningCosts): MonthlyCostSummary {
  const charged = cost.cleanAir.zones?.some((z) => z.dailyCharge > 0) ?? false;
  const { compliant } = cost.cleanAir;
  return {
    carId: cost.carId,
    monthlyTotal: cost.total.monthly,
    deposit: cost.inputs.deposit,
    finance: cost.finance.monthly,
    roadTax: cost.roadTax.monthly,
    energy: cost.energy.monthly,
    energyKind: cost.energy.kind,
    includes: cost.total.includes,
    cleanAir:
      compliant === 'yes'
        ? 'compliant'
        : compliant === 'unknown'
          ? 'unknown'
          : charged
            ? 'charged'
            : 'non-compliant',
  };
}

export class RunningCostsService {
  private readonly prices: EnergyPrices;

  constructor(
    private readonly knex: Knex,
    overrides?: EnergyPriceOverrides,
  ) {
    this.prices = energyPrices(overrides);
  }

  async forListing(id: number, query: RunningCostsQuery): Promise<RunningCosts> {
    const [row] = await this.activeListings([id]);
    if (!row) throw notFound('Car');
    const place = resolvePostcode(query.postcode);
    const deposit = query.deposit ?? (row.price > 0 ? suggestedDeposit(row.price) : 0);
    if (row.price > 0 && deposit >= row.price) {
      throw badRequest(
        `deposit: must be less than the car price (£${(row.price / 100).toLocaleString('en-GB')})`,
      );
    }
    return this.costOf(row, { ...withDefaults(query), deposit }, place);
  }

  /**
   * The monthly cost of each car of a results page, from the same `costOf` as the car page: a card's
   * total is the car page's for the same inputs with `deposit` = the card's deposit.
   */
  async forListings(query: RunningCostsBatchQuery): Promise<RunningCostsBatch> {
    const place = resolvePostcode(query.postcode);
    const inputs = withDefaults(query);
    const { postcode: _postcode, ...figures } = inputs;
    const depositShare = query.depositShare ?? DEFAULT_DEPOSIT_SHARE;
    const rows = await this.activeListings(query.ids);
    const costs: RunningCostsBatch['costs'] = {};
    for (const row of rows) {
      const cost = this.costOf(row, { ...inputs, deposit: depositFor(row.price, depositShare) }, place);
      costs[row.id] = summarise(cost);
    }
    return {
      inputs: { postcode: postcodeInput(query.postcode, place), ...figures, depositShare },
      costs,
      missing: query.ids.filter((id) => !(id in costs)),
    };
  }

  private activeListings(ids: number[]): Promise<ListingRow[]> {
    return this.knex('listings')
      .whereIn('id', ids)
      .where({ status: 'active' })
      .orderBy('id')
      .select(
        'id',
        'title',
        'category',
        'make',
        'model',
        'year',
        'price',
        'fuel_type',
        'engine_size',
        'power_bhp',
        'electric_range',
        'road_tax',
        'insurance_group',
      );
  }

  /** The one computation of a listing's lines and total, for the car page and the result cards. */
  private costOf(row: ListingRow, inputs: Inputs, place: ResolvedLocation | null): RunningCosts {
    const { deposit, termMonths, apr, annualMiles } = inputs;
    const match = matchEngine({
      category: row.category,
      make: row.make,
      model: row.model,
      fuelType: row.fuel_type,
      engineSize: Number(row.engine_size),
      powerBhp: row.power_bhp,
      electricRange: row.electric_range,
    });
    const finance = financeLine(row.price, deposit, termMonths, apr);
    const roadTax = roadTaxLine(row.road_tax);
    const energy = energyLine(row.fuel_type, match, annualMiles, this.prices);
    const verdict = emissionsCompliance(row.category, row.fuel_type as FuelType, row.year);

    const lines: [string, number | null][] = [
      ['finance', finance.monthly],
      ['road tax', roadTax.monthly],
      [energy.kind ?? 'fuel', energy.monthly],
    ];
    const known = lines.filter((l): l is [string, number] => l[1] !== null);
    return {
      carId: row.id,
      vehicle: {
        title: row.title,
        category: row.category,
        year: row.year,
        fuelType: row.fuel_type,
        price: row.price,
      },
      inputs: { postcode: postcodeInput(inputs.postcode, place), deposit, termMonths, apr, annualMiles },
      finance,
      roadTax,
      energy,
      total: {
        monthly: known.reduce((sum, [, pence]) => sum + pence, 0),
        includes: known.map(([name]) => name),
        excludes: [
          ...lines.filter(([, pence]) => pence === null).map(([name]) => `${name} (no figure)`),
          'insurance (depends on you: get quotes)',
          'servicing, tyres and repairs',
          'clean air zone charges (per day driven in a zone)',
        ],
      },
      insurance: insuranceLine(row.category, row.insurance_group),
      cleanAir: {
        ...verdict,
        asOf: CLEAN_AIR_ZONES_AS_OF,
        zones: place ? zonesNear(place.lat, place.lon, row.category, verdict) : null,
      },
    };
  }
}
