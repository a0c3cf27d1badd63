// msw handlers of the deletion API for this feature's tests: the request endpoint checks bodies with
// the real schema, as the BFF does, and records what the page sent.
import { http, HttpResponse } from 'msw';
import * as v from 'valibot';
import {
  deletionRequestSchema,
  type DeletionConfirmed,
} from '../../../../../bff/plugins/deletion-requests/schemas';

const error = (status: number, message: string) =>
  HttpResponse.json({ statusCode: status, error: 'Error', message }, { status });

/** The server's 400 message: "field: message; …" (bff/lib/validate.ts). */
const issuesMessage = (issues: v.BaseIssue<unknown>[]) =>
  issues.map((i) => `${v.getDotPath(i) ?? ''}: ${i.message}`).join('; ');

export const GOOD_TOKEN = 'g'.repeat(43);

export function deletionHandlers(
  options: {
    /** Answer POST /api/deletion-requests with this instead. */
    requestError?: { status: number; message: string };
    confirmed?: Partial<DeletionConfirmed>;
  } = {},
) {
  const sent: Record<string, unknown>[] = [];
  const confirmations: string[] = [];
  const handlers = [
    http.get('/api/csrf', () => HttpResponse.json({ token: 'csrf-test-token' })),
    http.post('/api/deletion-requests', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.push(body);
      if (options.requestError) return error(options.requestError.status, options.requestError.message);
      const result = v.safeParse(deletionRequestSchema, body);
      if (!result.success) return error(400, issuesMessage(result.issues));
      return HttpResponse.json(
        {
          status: 'awaiting_confirmation',
          email: result.output.email,
          retentionPeriod: result.output.retentionPeriod,
        },
        { status: 201 },
      );
    }),
    http.post('/api/deletion-requests/confirm', async ({ request }) => {
      const { token } = (await request.json()) as { token: string };
      confirmations.push(token);
      if (token !== GOOD_TOKEN)
        return error(404, 'This confirmation link is not valid or has expired. Please make a new request.');
      return HttpResponse.json({
        status: 'confirmed',
        alreadyConfirmed: false,
        retentionPeriod: 'immediate',
        dueAt: new Date().toISOString(),
        ...options.confirmed,
      } satisfies DeletionConfirmed);
    }),
  ];
  return { handlers, sent, confirmations };
}
