// The listing form's text values and the API's input: pounds on screen, pence on the wire
// (DECISIONS 1); features typed one per line or comma-separated.
import * as v from 'valibot';
import { listingInputSchema, type ListingInput } from '../../../../../bff/plugins/listings/schemas';
import type { UserListing } from '../../../../../bff/plugins/listings/types';

export type FormValues = Record<
  | 'category'
  | 'make'
  | 'model'
  | 'variant'
  | 'year'
  | 'price'
  | 'mileage'
  | 'fuelType'
  | 'transmission'
  | 'bodyType'
  | 'engineSize'
  | 'doors'
  | 'seats'
  | 'color'
  | 'previousOwners'
  | 'serviceHistory'
  | 'registration'
  | 'town'
  | 'postcode'
  | 'description'
  | 'features',
  string
>;

export const EMPTY_FORM: FormValues = {
  category: 'car',
  make: '',
  model: '',
  variant: '',
  year: '',
  price: '',
  mileage: '',
  fuelType: '',
  transmission: '',
  bodyType: '',
  engineSize: '',
  doors: '',
  seats: '',
  color: '',
  previousOwners: '',
  serviceHistory: '',
  registration: '',
  town: '',
  postcode: '',
  description: '',
  features: '',
};

export function fromListing(car: UserListing): FormValues {
  return {
    category: car.category,
    make: car.make,
    model: car.model,
    variant: car.variant,
    year: String(car.year),
    price: String(car.price / 100),
    mileage: String(car.mileage),
    fuelType: car.fuelType,
    transmission: car.transmission,
    bodyType: car.bodyType,
    engineSize: String(car.engineSize),
    doors: String(car.doors),
    seats: String(car.seats),
    color: car.color,
    previousOwners: String(car.previousOwners),
    serviceHistory: car.serviceHistory ?? '',
    registration: car.form.registration ?? '',
    town: car.form.town,
    postcode: car.form.postcode,
    description: car.form.description,
    features: car.form.features.join('\n'),
  };
}

const num = (s: string) => (s.trim() === '' ? undefined : Number(s.replace(/[,£\s]/g, '')));

/** Parses the form; errors are keyed by field name with the server's own messages. */
export function parseForm(
  values: FormValues,
): { ok: true; input: ListingInput } | { ok: false; errors: Partial<Record<keyof FormValues, string>> } {
  const pounds = num(values.price);
  const raw = {
    ...values,
    year: num(values.year),
    price: pounds === undefined ? undefined : Math.round(pounds * 100),
    mileage: num(values.mileage),
    engineSize: num(values.engineSize),
    doors: num(values.doors),
    seats: num(values.seats),
    previousOwners: num(values.previousOwners),
    serviceHistory: values.serviceHistory || null,
    registration: values.registration || null,
    features: values.features
      .split(/[\n,]/)
      .map((f) => f.trim())
      .filter(Boolean),
  };
  const result = v.safeParse(listingInputSchema, raw);
  if (result.success) return { ok: true, input: result.output };
  const errors: Partial<Record<keyof FormValues, string>> = {};
  for (const issue of result.issues) {
    const key = (v.getDotPath(issue) ?? '').split('.')[0] as keyof FormValues;
    if (!key || errors[key]) continue;
    errors[key] =
      issue.input === undefined || issue.input === '' || Number.isNaN(issue.input)
        ? 'is required'
        : issue.message;
  }
  return { ok: false, errors };
}
