// msw handlers of the dealer application API for this feature's tests: a small stateful server that
// checks each step with the real schemas (400 "field: message; …" as the BFF answers), moves the
// wizard as the contract says, and records every request the page made.
import { http, HttpResponse } from 'msw';
import * as v from 'valibot';
import {
  stepSchemas,
  supportRequestSchema,
  type MyApplication,
  type OnboardingState,
} from '../../../../../bff/plugins/dealers/schemas';
import type { PublicUser } from '../../../lib/auth';
import { myApplication, onboardingState } from './fixtures';

export const APPLICATION_ID = 42;
export const SIMPLE_APPLICATION_ID = 77;

const error = (status: number, message?: string) =>
  HttpResponse.json(message ? { statusCode: status, error: 'Error', message } : { statusCode: status }, {
    status,
  });

/** The BFF's 400 for a body its schema refused. */
const refusal = (issues: v.BaseIssue<unknown>[]) =>
  error(400, issues.map((i) => `${v.getDotPath(i) ?? 'body'}: ${i.message}`).join('; '));

/** GET /api/user answers this person, or 401 for null; the CSRF token is always available. */
export function signedInAs(user: PublicUser | null) {
  return [
    http.get('/api/csrf', () => HttpResponse.json({ token: 'csrf-test-token' })),
    http.get('/api/user', () => (user ? HttpResponse.json(user) : error(401, 'Missing authentication'))),
  ];
}

export interface DealerServerOptions {
  state?: OnboardingState;
  /** Answer PUT …/steps/{n} with this error instead. */
  stepError?: { status: number; message?: string };
  /** Answer POST /api/dealer/onboard with this error instead. */
  onboardError?: { status: number; message?: string };
  /** Answer POST /api/dealer/submit-application with this error instead. */
  submitError?: { status: number; message?: string };
  /** What successive reads of the simple application answer (the last one repeats). */
  reads?: MyApplication[];
}

export function dealerHandlers(options: DealerServerOptions = {}) {
  let state = options.state ?? onboardingState();
  const reads = options.reads ?? [myApplication()];
  const requests = {
    steps: [] as { step: number; body: Record<string, unknown> }[],
    backs: 0,
    restarts: 0,
    onboards: [] as Record<string, unknown>[],
    support: [] as Record<string, unknown>[],
    submissions: [] as Record<string, unknown>[],
    reads: 0,
  };

  const handlers = [
    http.get('/api/dealer/onboarding', () => HttpResponse.json(state)),
    http.put('/api/dealer/onboarding/steps/:step', async ({ params, request }) => {
      const step = Number(params.step);
      const body = (await request.json()) as Record<string, unknown>;
      requests.steps.push({ step, body });
      if (options.stepError) return error(options.stepError.status, options.stepError.message);
      if (step > state.step) return error(409, `Step ${step} is after the current step ${state.step}`);
      const checked = v.safeParse(stepSchemas[step - 1]!, body);
      if (!checked.success) return refusal(checked.issues);
      const { apiSecret, apiKey, ...fields } = checked.output as Record<string, unknown>;
      state = {
        ...state,
        step: Math.min(step + 1, 5),
        draft: { ...state.draft, ...fields },
        apiKeySaved: state.apiKeySaved || Boolean(apiKey),
        apiSecretSaved: state.apiSecretSaved || Boolean(apiSecret),
      };
      return HttpResponse.json(state);
    }),
    http.post('/api/dealer/onboarding/back', () => {
      requests.backs += 1;
      state = { ...state, step: Math.max(1, state.step - 1) };
      return HttpResponse.json(state);
    }),
    http.post('/api/dealer/onboarding/restart', () => {
      requests.restarts += 1;
      state = onboardingState({ step: 1 });
      return HttpResponse.json(state);
    }),
    http.post('/api/dealer/onboard', async ({ request }) => {
      requests.onboards.push((await request.json()) as Record<string, unknown>);
      if (options.onboardError) return error(options.onboardError.status, options.onboardError.message);
      state = {
        ...state,
        step: 6,
        applicationId: APPLICATION_ID,
        status: 'pending',
        submittedAt: '2026-11-20T09:15:00.000Z',
      };
      return HttpResponse.json({ applicationId: APPLICATION_ID, status: 'pending' }, { status: 201 });
    }),
    http.post('/api/support/requests', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      requests.support.push(body);
      const checked = v.safeParse(supportRequestSchema, body);
      if (!checked.success) return refusal(checked.issues);
      return HttpResponse.json({ id: requests.support.length }, { status: 201 });
    }),
    http.post('/api/dealer/submit-application', async ({ request }) => {
      requests.submissions.push((await request.json()) as Record<string, unknown>);
      if (options.submitError) return error(options.submitError.status, options.submitError.message);
      return HttpResponse.json({ applicationId: SIMPLE_APPLICATION_ID, status: 'pending' }, { status: 201 });
    }),
    http.get('/api/dealer/applications/:id', ({ params }) => {
      if (Number(params.id) !== SIMPLE_APPLICATION_ID) return error(404, 'Application not found');
      const answer = reads[Math.min(requests.reads, reads.length - 1)]!;
      requests.reads += 1;
      return HttpResponse.json(answer);
    }),
  ];

  return { handlers, requests, state: () => state };
}
