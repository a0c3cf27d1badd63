// Extended warranty (001 §2, §3, §9). We sell no warranty: 'Get My Quote' shows 001 §9's fixed quote
// as an example, the same for every car (docs/services.md). Money is pence (DECISIONS 1).
import * as v from 'valibot';

export const PLANS = [
  {
    name: 'Essential',
    monthlyPrice: 1_800,
    popular: false,
    features: ['Engine and gearbox', 'Cooling system', 'Fuel system', '24/7 claims line'],
  },
  {
    name: 'Comprehensive',
    monthlyPrice: 2_800,
    popular: true,
    features: [
      'Everything in Essential',
      'Electrics and sensors',
      'Air conditioning',
      'Steering and suspension',
    ],
  },
  {
    name: 'Premium',
    monthlyPrice: 3_800,
    popular: false,
    features: [
      'Everything in Comprehensive',
      'Hybrid and EV components',
      'Recovery and hire car',
      'No age limit on parts',
    ],
  },
] as const;

export const WARRANTY_LENGTHS = {
  '12': '12 months',
  '24': '24 months',
  '36': '36 months',
  '48': '48 months',
} as const;
export const AGE_BANDS = {
  '0-1': '0-1 years',
  '1-3': '1-3 years',
  '3-5': '3-5 years',
  '5-7': '5-7 years',
  '7+': '7+ years',
} as const;

/** 001 §9's fixed quote. */
export const EXAMPLE_WARRANTY_QUOTE = {
  monthlyPrice: 2_800,
  annualPrice: 33_600,
  coverLevel: 'Comprehensive',
  durationMonths: 24,
  excess: 5_000,
  maxClaim: 500_000,
  validDays: 30,
  features: ['Engine and gearbox', 'Electrics and sensors', 'Air conditioning', 'Steering and suspension'],
} as const;

export const FAQS = [
  {
    q: 'What is covered?',
    a: 'Mechanical and electrical failure of the parts your plan lists, from the engine and gearbox upwards. Each plan lists its parts above; Premium adds hybrid and electric components.',
  },
  {
    q: 'How do I make a claim?',
    a: 'Call the claims line before any repair starts. We agree the work with the garage and pay them directly, up to the maximum claim, after your excess.',
  },
  {
    q: 'Which garages can I use?',
    a: 'Any VAT-registered garage in the UK, including main dealers, as long as the repair is agreed with us first.',
  },
  {
    q: 'What is not covered?',
    a: 'Wear and tear items (tyres, brake pads, wiper blades, clutch wear), routine servicing, accident damage and faults that existed before the warranty started.',
  },
] as const;

export const WARRANTY_HELP = {
  phone: '020 7946 0325',
  email: 'warranty@allmotors.example',
  hours: 'Mon-Fri 9am-6pm',
} as const;

const keys = <T extends object>(o: T) => Object.keys(o) as (keyof T & string)[];
const required = (label: string) =>
  v.pipe(
    v.string(`${label} is required`),
    v.trim(),
    v.minLength(1, `${label} is required`),
    v.maxLength(50, `${label} can be at most 50 characters`),
  );

export const warrantyFormSchema = v.object({
  make: required('Make'),
  model: required('Model'),
  vehicleAge: v.picklist(keys(AGE_BANDS), 'Vehicle age is required'),
  mileage: v.pipe(
    v.number('Mileage is required'),
    v.integer('Mileage must be a whole number of miles'),
    v.minValue(0, 'Mileage cannot be negative'),
    v.maxValue(999_999, 'Mileage can be at most 999,999 miles'),
  ),
  length: v.picklist(keys(WARRANTY_LENGTHS), 'Warranty length is required'),
});

/** Numbers typed as text ('45,000'); an empty box is a missing number. */
export const numberValue = (text: string) => {
  const cleaned = text.replace(/[,\s]/g, '');
  return cleaned === '' ? undefined : Number(cleaned);
};
