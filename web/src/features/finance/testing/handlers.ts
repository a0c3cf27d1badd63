// msw handlers of the finance API for this feature's tests: the application endpoint checks bodies
// with the real schema and prices the quote with the real calculator, as the BFF does, and records
// what the page sent.
import { http, HttpResponse } from 'msw';
import * as v from 'valibot';
import { calculateQuote } from '../../../../../bff/plugins/finance/calculator';
import {
  applicationReference,
  financeApplicationSchema,
  type FinanceApplication,
} from '../../../../../bff/plugins/finance/schemas';
import type { PublicUser } from '../../../lib/auth';

const error = (status: number, message: string) =>
  HttpResponse.json({ statusCode: status, error: 'Error', message }, { status });

export const FINANCED_CAR = { id: 314, title: '2021 Volkswagen Golf Style 1.5 eTSI 150', price: 1_899_500 };

export function financeHandlers(
  options: {
    user?: PublicUser | null;
    /** Answer POST /api/finance/applications with this instead. */
    applyError?: { status: number; message: string };
  } = {},
) {
  const sent: Record<string, unknown>[] = [];
  let nextId = 42;
  const handlers = [
    http.get('/api/csrf', () => HttpResponse.json({ token: 'csrf-test-token' })),
    http.get('/api/user', () =>
      options.user ? HttpResponse.json(options.user) : error(401, 'Missing authentication'),
    ),
    http.get('/api/cars/:id', ({ params }) =>
      Number(params.id) === FINANCED_CAR.id
        ? HttpResponse.json({ ...FINANCED_CAR, images: [], offers: [] })
        : error(404, 'Car not found'),
    ),
    http.post('/api/finance/applications', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.push(body);
      if (request.headers.get('x-csrf-token') !== 'csrf-test-token') return error(403, 'Forbidden');
      if (options.applyError) return error(options.applyError.status, options.applyError.message);
      const checked = v.safeParse(financeApplicationSchema, body);
      if (!checked.success) {
        return error(400, checked.issues.map((i) => `${v.getDotPath(i)}: ${i.message}`).join('; '));
      }
      const input = checked.output;
      const id = nextId++;
      const answer: FinanceApplication = {
        id,
        reference: applicationReference(id),
        status: 'received',
        firstName: input.firstName,
        email: input.email,
        quote: input.quote ? { ...input.quote, ...calculateQuote(input.quote) } : null,
        listingId: input.listingId ?? null,
        createdAt: '2026-11-26T10:00:00.000Z',
      };
      return HttpResponse.json(answer, { status: 201 });
    }),
  ];
  return { handlers, sent };
}
