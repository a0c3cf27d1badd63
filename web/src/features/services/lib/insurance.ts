// Car insurance (001 §2, §3, §9). We sell no insurance and ask no insurer for prices: the three
// quotes are 001 §9's fixed figures, shown only as illustrative examples (docs/services.md). Money is
// pence (DECISIONS 1).
import * as v from 'valibot';

export const COVER_TYPES = [
  {
    name: 'Comprehensive',
    features: [
      'Damage to your own car, even when an accident is your fault',
      'Fire and theft',
      'Injury to others and damage to their property',
      'Windscreen cover (often included)',
    ],
  },
  {
    name: 'Third Party Fire & Theft',
    features: [
      'Injury to others and damage to their property',
      'Your car if it is stolen',
      'Your car if it is damaged by fire',
    ],
  },
  {
    name: 'Third Party Only',
    features: ['Injury to others and damage to their property', 'The legal minimum to drive on UK roads'],
  },
] as const;

export const MILEAGE_BANDS = {
  '0-5000': '0 - 5,000 miles',
  '5000-10000': '5,000 - 10,000 miles',
  '10000-15000': '10,000 - 15,000 miles',
  '15000-20000': '15,000 - 20,000 miles',
  '20000+': '20,000+ miles',
} as const;

export const USAGES = {
  commuting: 'Commuting',
  pleasure: 'Social & pleasure only',
  business: 'Business',
  commercial: 'Commercial',
} as const;

export interface InsuranceQuote {
  provider: string;
  coverType: string;
  monthlyPrice: number;
  annualPrice: number;
  excess: number;
  rating: number;
  features: string[];
}

/** 001 §9's three fixed quotes; the providers are placeholders, not real insurers. */
export const EXAMPLE_QUOTES: InsuranceQuote[] = [
  {
    provider: 'Example Insurer A',
    coverType: 'Comprehensive',
    monthlyPrice: 4_500,
    annualPrice: 54_000,
    excess: 25_000,
    rating: 4.5,
    features: ['Courtesy car', 'Windscreen cover', '24/7 claims line'],
  },
  {
    provider: 'Example Insurer B',
    coverType: 'Comprehensive',
    monthlyPrice: 5_200,
    annualPrice: 62_400,
    excess: 20_000,
    rating: 4.2,
    features: ['Courtesy car', 'Personal accident cover', 'European cover'],
  },
  {
    provider: 'Example Insurer C',
    coverType: 'Comprehensive',
    monthlyPrice: 4_800,
    annualPrice: 57_600,
    excess: 30_000,
    rating: 4.0,
    features: ['Windscreen cover', 'Legal expenses', 'Online account'],
  },
];

export const INSURANCE_HELP = {
  phone: '020 7946 0324',
  email: 'help@allmotors.example',
  hours: 'Mon-Fri 9am-6pm',
} as const;

const keys = <T extends object>(o: T) => Object.keys(o) as (keyof T & string)[];
const required = (label: string, max = 50) =>
  v.pipe(
    v.string(`${label} is required`),
    v.trim(),
    v.minLength(1, `${label} is required`),
    v.maxLength(max, `${label} can be at most ${max} characters`),
  );
const POSTCODE = /^[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}$/i;

export const insuranceFormSchema = v.object({
  postcode: v.pipe(
    required('Postcode', 8),
    v.regex(POSTCODE, 'Postcode must be a UK postcode, like SW1A 1AA'),
  ),
  age: v.pipe(
    v.number('Age is required'),
    v.integer('Age must be a whole number of years'),
    v.minValue(17, 'Drivers must be at least 17'),
    v.maxValue(99, 'Age must be 99 or less'),
  ),
  make: required('Make'),
  model: required('Model'),
  usage: v.picklist(keys(USAGES), 'Main usage is required'),
  annualMileage: v.picklist(keys(MILEAGE_BANDS), 'Annual mileage is required'),
});
