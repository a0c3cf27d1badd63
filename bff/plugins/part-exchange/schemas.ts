// Part exchange (001 §2, DECISIONS 24): the valuation form and the 'Book Inspection' form, shared by
// the server and the web page: the browser checks with these schemas and the server checks the same
// again. Every message names its field. No server-only imports here.
import * as v from 'valibot';
import { EMAIL, labelledText, strictObjectMessage } from '../../lib/schema-messages.js';
import { CONDITIONS, SERVICE_HISTORIES, type Condition, type ServiceHistory } from './valuation.js';

const keys = <T extends object>(o: T) => Object.keys(o) as (keyof T & string)[];

/** UK registrations: current (AB12 CDE), prefix, suffix and dateless marks; 2 to 7 letters and digits. */
const REGISTRATION = /^(?=.*\d)(?=.*[A-Z])[A-Z\d]{2,7}$/;

/** The highest mileage the form takes. */
export const MAX_MILEAGE = 999_999;
export const ADDITIONAL_INFO_MAX = 1000;

export const VALUATION_FIELD_LABELS = {
  registration: 'Registration number',
  mileage: 'Mileage',
  condition: 'Condition',
  serviceHistory: 'Service history',
  additionalInfo: 'Additional information',
} as const;

export const vehicleSchema = v.strictObject(
  {
    registration: v.pipe(
      labelledText('Registration number', 10, [
        (s) => REGISTRATION.test(s.replace(/\s+/g, '').toUpperCase()),
        'Registration number must be a UK registration, like AB12 CDE',
      ]),
      v.transform((s) => s.replace(/\s+/g, ' ').toUpperCase()),
    ),
    mileage: v.pipe(
      v.number('Mileage must be a number'),
      v.integer('Mileage must be a whole number of miles'),
      v.minValue(0, 'Mileage cannot be negative'),
      v.maxValue(MAX_MILEAGE, 'Mileage can be at most 999,999 miles'),
    ),
    condition: v.picklist(keys(CONDITIONS), 'Condition is required'),
    serviceHistory: v.picklist(keys(SERVICE_HISTORIES), 'Service history is required'),
    additionalInfo: v.optional(
      v.pipe(
        v.string('Additional information must be text'),
        v.trim(),
        v.maxLength(
          ADDITIONAL_INFO_MAX,
          `Additional information can be at most ${ADDITIONAL_INFO_MAX} characters`,
        ),
      ),
    ),
  },
  (issue) => {
    const key = issue.path?.[0]?.key as keyof typeof VALUATION_FIELD_LABELS | undefined;
    const label = key && VALUATION_FIELD_LABELS[key];
    return label && issue.expected !== 'never' ? `${label} is required` : strictObjectMessage(issue);
  },
);
export type VehicleInput = v.InferOutput<typeof vehicleSchema>;

/** The inspection time slots (DECISIONS 24: 'Book Inspection' books a slot). */
export const TIME_SLOTS = {
  '09-11': '9am – 11am',
  '11-13': '11am – 1pm',
  '13-15': '1pm – 3pm',
  '15-17': '3pm – 5pm',
} as const;
export type TimeSlot = keyof typeof TIME_SLOTS;

/** Inspections can be booked for the next 14 days (from tomorrow), never on a Sunday. */
export const BOOKING_WINDOW_DAYS = 14;

/** The UK calendar date of `at` as YYYY-MM-DD. */
export const londonDate = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(at);

/** The dates a person may choose on `now`: tomorrow to 14 days ahead (UK dates), Sundays left out. */
export function inspectionDates(now: Date): string[] {
  const [y, m, d] = londonDate(now).split('-').map(Number) as [number, number, number];
  const dates: string[] = [];
  for (let i = 1; i <= BOOKING_WINDOW_DAYS; i++) {
    const day = new Date(Date.UTC(y, m - 1, d + i));
    if (day.getUTCDay() !== 0) dates.push(day.toISOString().slice(0, 10));
  }
  return dates;
}

export const BOOKING_FIELD_LABELS = {
  name: 'Name',
  email: 'Email address',
  phone: 'Phone number',
  preferredDate: 'Preferred date',
  timeSlot: 'Time slot',
  vehicle: 'Vehicle',
} as const;

export const DATE_MESSAGE = 'Preferred date must be one of the next 14 days, not a Sunday';

export const inspectionBookingSchema = v.strictObject(
  {
    name: labelledText('Name', 100),
    email: labelledText('Email address', 200, [
      (s) => EMAIL.test(s),
      'Email address must be a valid e-mail address, like name@example.co.uk',
    ]),
    phone: labelledText(
      'Phone number',
      30,
      [(s) => /^\+?[\d\s()-]+$/.test(s), 'Phone number can contain only digits, spaces, +, - and brackets'],
      [(s) => /^\D*(\d\D*){10,15}$/.test(s), 'Phone number must have 10 to 15 digits'],
    ),
    // The window is checked against today by the service (and by the form's list of dates).
    preferredDate: v.pipe(
      v.string('Preferred date is required'),
      v.regex(/^\d{4}-\d{2}-\d{2}$/, DATE_MESSAGE),
    ),
    timeSlot: v.picklist(keys(TIME_SLOTS), 'Time slot is required'),
    vehicle: vehicleSchema,
  },
  (issue) => {
    const key = issue.path?.[0]?.key as keyof typeof BOOKING_FIELD_LABELS | undefined;
    const label = key && BOOKING_FIELD_LABELS[key];
    return label && issue.expected !== 'never' ? `${label} is required` : strictObjectMessage(issue);
  },
);
export type InspectionBookingInput = v.InferOutput<typeof inspectionBookingSchema>;

/** `POST /api/part-exchange/inspections` answers this (201). */
export interface InspectionBooking {
  id: number;
  /** What the person quotes when they call: 'PX-000042'. */
  reference: string;
  status: 'requested';
  name: string;
  email: string;
  preferredDate: string;
  timeSlot: TimeSlot;
  registration: string;
  condition: Condition;
  serviceHistory: ServiceHistory;
  mileage: number;
  /** Pence: the estimate as the server priced it with the shared formula. */
  estimate: number;
  createdAt: string;
}

export const bookingReference = (id: number) => `PX-${String(id).padStart(6, '0')}`;

/** The team's contact details, for the confirmation and the help text. */
export const PART_EXCHANGE_CONTACT = {
  phone: '020 7946 0322',
  email: 'partexchange@allmotors.example',
  hours: 'Mon-Sat 9am-5pm',
  confirmWithin: '1 working day',
} as const;
