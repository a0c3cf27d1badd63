// The screen's choices and their labels (000 §2), and the money formats of lease figures.
import type { LeaseCategory, LeaseSort } from '../../../../../bff/plugins/lease-deals/schemas';
import { LEASE_CATEGORIES, LEASE_SORTS } from '../../../../../bff/plugins/lease-deals/schemas';
import type {
  AnnualMileage,
  ContractType,
  InitialMonths,
  LeaseTerm,
} from '../../../../../bff/plugins/lease-deals/lease-quote';

export const CATEGORY_LABELS: Record<LeaseCategory, string> = {
  all: 'All cars',
  hatchback: 'Hatchback',
  saloon: 'Saloon',
  suv: 'SUV',
  estate: 'Estate',
  convertible: 'Convertible',
  coupe: 'Coupe',
};

/** 000 §2: the three money sorts are 'low to high'; popularity is 'most popular'. */
export const SORT_LABELS: Record<LeaseSort, string> = {
  monthly_payment: 'Monthly payment: low to high',
  total_cost: 'Total cost: low to high',
  deposit: 'Initial rental: low to high',
  popularity: 'Most popular',
};

export const isCategory = (s: string | null): s is LeaseCategory =>
  (LEASE_CATEGORIES as readonly string[]).includes(s ?? '');
export const isSort = (s: string | null): s is LeaseSort =>
  (LEASE_SORTS as readonly string[]).includes(s ?? '');

export const termLabel = (term: LeaseTerm) => `${term} months`;
export const mileageLabel = (miles: AnnualMileage) => `${miles.toLocaleString('en-GB')} miles a year`;
export const initialLabel = (months: InitialMonths) => `${months} month${months === 1 ? '' : 's'} upfront`;
export const contractLabel = (contract: ContractType) =>
  contract === 'personal' ? 'Personal (VAT included)' : 'Business (VAT excluded)';

const gbp2 = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Pence as pounds and pence: lease rentals are quoted to the penny. */
export const poundsAndPence = (pence: number) => gbp2.format(pence / 100);
