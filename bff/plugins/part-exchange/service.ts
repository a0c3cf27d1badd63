// 'Book Inspection' (DECISIONS 24): a visitor books an inspection slot for the car they valued. The
// form is checked again with the browser's schema; the date must be one the form offered (the next 14
// days, no Sundays, UK dates); the estimate is priced again with the shared formula and stored with the
// booking in one transaction, for the team who call back to confirm.
import type { Knex } from 'knex';
import { createError } from '../../lib/errors.js';
import * as q from './queries.js';
import {
  bookingReference,
  DATE_MESSAGE,
  inspectionDates,
  type InspectionBooking,
  type InspectionBookingInput,
  type TimeSlot,
} from './schemas.js';
import { valueCar, type Condition, type ServiceHistory } from './valuation.js';

const day = (value: string | Date) =>
  typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);

function shape(row: q.BookingRow): InspectionBooking {
  return {
    id: row.id,
    reference: bookingReference(row.id),
    status: row.status,
    name: row.name,
    email: row.email,
    preferredDate: day(row.preferred_date),
    timeSlot: row.time_slot as TimeSlot,
    registration: row.registration,
    mileage: row.mileage,
    condition: row.condition as Condition,
    serviceHistory: row.service_history as ServiceHistory,
    estimate: row.estimate,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export class PartExchangeService {
  constructor(
    private readonly knex: Knex,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async bookInspection(input: InspectionBookingInput): Promise<InspectionBooking> {
    if (!inspectionDates(this.now()).includes(input.preferredDate)) {
      throw createError('BAD_DATE', `preferredDate: ${DATE_MESSAGE}`, 400);
    }
    const { vehicle } = input;
    return this.knex.transaction(async (trx) => {
      const row = await q.insertBooking(trx, {
        name: input.name,
        email: input.email,
        phone: input.phone,
        preferred_date: input.preferredDate,
        time_slot: input.timeSlot,
        registration: vehicle.registration,
        mileage: vehicle.mileage,
        condition: vehicle.condition,
        service_history: vehicle.serviceHistory,
        additional_info: vehicle.additionalInfo || null,
        estimate: valueCar(vehicle).estimate,
      });
      return shape(row);
    });
  }
}
