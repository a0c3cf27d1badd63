// 'Book Inspection' (DECISIONS 24): name, e-mail, phone, a preferred date from the next 14 days (no
// Sundays) and a time slot, stored by POST /api/part-exchange/inspections with the car just valued;
// then a confirmation saying what happens next.
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import {
  inspectionBookingSchema,
  inspectionDates,
  PART_EXCHANGE_CONTACT,
  TIME_SLOTS,
  type InspectionBooking,
  type VehicleInput,
} from '../../../../../bff/plugins/part-exchange/schemas';
import { VALUATION } from '../../../../../bff/plugins/part-exchange/valuation';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { pounds } from '../../../lib/format';
import { useBookInspection } from '../api/book-inspection';
import { checkWith, useForm, type FormErrors } from '../lib/use-form';
import { SelectField, TextField } from './fields';

const FIELDS = ['name', 'email', 'phone', 'preferredDate', 'timeSlot'] as const;
type Field = (typeof FIELDS)[number];
const EMPTY: Record<Field, string> = { name: '', email: '', phone: '', preferredDate: '', timeSlot: '' };

const dayLabel = (date: string) =>
  new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));

/** The server's 400 names fields ('phone: …; vehicle.mileage: …'): the form's go under their inputs. */
function serverErrors(error: unknown): { errors: FormErrors<Field>; rest: string[] } {
  const errors: FormErrors<Field> = {};
  const rest: string[] = [];
  if (!(error instanceof ApiError) || error.status !== 400) return { errors, rest };
  for (const part of (error.serverMessage ?? '').split('; ')) {
    const [path, ...message] = part.split(': ');
    if (path && (FIELDS as readonly string[]).includes(path)) errors[path as Field] = message.join(': ');
    else if (part) rest.push(message.length ? message.join(': ') : part);
  }
  return { errors, rest };
}

export function InspectionForm({ car }: { car: VehicleInput }) {
  const dates = useMemo(() => inspectionDates(new Date()), []);
  const { values, bind, showErrors } = useForm('px-book', FIELDS, EMPTY);
  const [formError, setFormError] = useState<string | null>(null);
  const [booked, setBooked] = useState<InspectionBooking | null>(null);
  const book = useBookInspection();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const checked = checkWith(inspectionBookingSchema, {
      ...values,
      preferredDate: values.preferredDate || undefined,
      timeSlot: values.timeSlot || undefined,
      vehicle: car,
    });
    if (!checked.ok) return showErrors(checked.errors);
    showErrors({});
    book.mutate(checked.output as v.InferOutput<typeof inspectionBookingSchema>, {
      onSuccess: setBooked,
      onError: (error) => {
        const found = serverErrors(error);
        showErrors(found.errors);
        const limited = error instanceof ApiError && error.status === 429;
        setFormError(
          limited
            ? (error.serverMessage ?? 'Too many attempts. Please wait and try again.')
            : found.rest.length || Object.keys(found.errors).length
              ? `Please check your booking. ${found.rest.join(' ')}`.trim()
              : `Your booking could not be sent. Please try again, or call us on ${PART_EXCHANGE_CONTACT.phone}.`,
        );
      },
    });
  };

  if (booked) return <BookingConfirmed booking={booked} />;

  return (
    <section
      id="px-booking"
      aria-labelledby="px-booking-title"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="px-booking-title" className="text-lg font-semibold text-slate-900">
        Book an Inspection
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        For {car.registration}. Inspections are free; choose a day in the next two weeks (we do not inspect on
        Sundays).
      </p>
      <form noValidate onSubmit={onSubmit} aria-labelledby="px-booking-title" className="mt-4 space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField {...bind('name')} label="Full Name" autoComplete="name" />
          <TextField {...bind('email')} label="Email Address" type="email" autoComplete="email" />
          <TextField {...bind('phone')} label="Phone Number" type="tel" autoComplete="tel" />
          <SelectField
            {...bind('preferredDate')}
            label="Preferred Date"
            options={dates.map((d) => [d, dayLabel(d)] as const)}
          />
          <SelectField {...bind('timeSlot')} label="Time Slot" options={TIME_SLOTS} />
        </div>
        {formError && (
          <div
            role="alert"
            className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
          >
            {formError}
          </div>
        )}
        <Button type="submit" className="w-full sm:w-auto" disabled={book.isPending}>
          {book.isPending ? 'Booking…' : 'Confirm Booking'}
        </Button>
      </form>
    </section>
  );
}

function BookingConfirmed({ booking }: { booking: InspectionBooking }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      id="px-booking"
      aria-labelledby="px-booked"
      className="rounded-2xl border border-green-200 bg-green-50 p-4 text-slate-800 sm:p-6"
    >
      <h2 id="px-booked" ref={heading} tabIndex={-1} className="text-xl font-bold text-green-900">
        Inspection requested
      </h2>
      <p className="mt-2">
        Thank you, {booking.name}. Your reference is{' '}
        <strong className="font-semibold">{booking.reference}</strong> for {booking.registration} on{' '}
        {dayLabel(booking.preferredDate)}, {TIME_SLOTS[booking.timeSlot]}.
      </p>
      <h3 className="mt-4 font-semibold text-slate-900">What happens next</h3>
      <ol className="mt-2 list-decimal space-y-1 pl-5">
        <li>
          Our part-exchange team contacts you at <strong className="font-semibold">{booking.email}</strong>{' '}
          within {PART_EXCHANGE_CONTACT.confirmWithin} to confirm the slot and where the inspection takes
          place.
        </li>
        <li>The inspector checks the car against the details you gave us.</li>
        <li>
          If it matches, your estimate of {pounds(booking.estimate)} stands for {VALUATION.guaranteedDays}{' '}
          days from your valuation and comes off your next car.
        </li>
      </ol>
      <p className="mt-4 text-sm">
        Need to change it? Call {PART_EXCHANGE_CONTACT.phone} ({PART_EXCHANGE_CONTACT.hours}) and quote{' '}
        {booking.reference}.
      </p>
    </section>
  );
}
