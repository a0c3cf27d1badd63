// msw handlers of the part-exchange API for this feature's tests: the booking endpoint checks bodies
// with the real schema and prices the estimate with the real formula, as the BFF does, and records
// what the page sent.
import { http, HttpResponse } from 'msw';
import * as v from 'valibot';
import {
  bookingReference,
  inspectionBookingSchema,
  type InspectionBooking,
} from '../../../../../bff/plugins/part-exchange/schemas';
import { valueCar } from '../../../../../bff/plugins/part-exchange/valuation';

const error = (status: number, message: string) =>
  HttpResponse.json({ statusCode: status, error: 'Error', message }, { status });

export function partExchangeHandlers(options: { bookError?: { status: number; message: string } } = {}) {
  const sent: Record<string, unknown>[] = [];
  let nextId = 7;
  const handlers = [
    http.get('/api/csrf', () => HttpResponse.json({ token: 'csrf-test-token' })),
    http.post('/api/part-exchange/inspections', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.push(body);
      if (request.headers.get('x-csrf-token') !== 'csrf-test-token') return error(403, 'Forbidden');
      if (options.bookError) return error(options.bookError.status, options.bookError.message);
      const checked = v.safeParse(inspectionBookingSchema, body);
      if (!checked.success) {
        return error(400, checked.issues.map((i) => `${v.getDotPath(i)}: ${i.message}`).join('; '));
      }
      const input = checked.output;
      const id = nextId++;
      const answer: InspectionBooking = {
        id,
        reference: bookingReference(id),
        status: 'requested',
        name: input.name,
        email: input.email,
        preferredDate: input.preferredDate,
        timeSlot: input.timeSlot,
        registration: input.vehicle.registration,
        mileage: input.vehicle.mileage,
        condition: input.vehicle.condition,
        serviceHistory: input.vehicle.serviceHistory,
        estimate: valueCar(input.vehicle).estimate,
        createdAt: '2026-11-26T10:00:00.000Z',
      };
      return HttpResponse.json(answer, { status: 201 });
    }),
  ];
  return { handlers, sent };
}
