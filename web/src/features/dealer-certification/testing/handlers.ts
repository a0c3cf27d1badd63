// msw handlers of the dealer applications API for the certification screen's tests: a small stateful
// server that tests, approves and rejects as the contract says (409 unless pending, 400 for a reject
// without notes), and records every request the page made.
import { http, HttpResponse } from 'msw';
import type {
  ApiTestResult,
  ApplicationDetail,
  ApplicationList,
  SupportRequest,
} from '../../../../../bff/plugins/dealers/schemas';
import type { PublicUser } from '../../../lib/auth';
import { summaryOf, testResult as defaultTestResult } from './fixtures';

export const API_KEY = 'am_live_7Qm2xVb9Lr4TnP8s';
export const NEW_DEALER_ID = 777;
export const TEST_RUNNING = 'Application 11 is testing: the API test is already running.';

export interface CertificationServerOptions {
  applications?: ApplicationDetail[];
  supportRequests?: SupportRequest[];
  /** What a test of any application finds. */
  testResult?: ApiTestResult;
  /** Answer the test call with this error instead (500 has no message). */
  testError?: 409 | 500;
  /** The test answers only once this settles (a real test takes up to about 30 s). */
  testGate?: Promise<void>;
  /** Answer approve and reject with 409, as when another admin got there first. */
  reviewConflict?: string;
  /** Answer every read with this error instead. */
  readError?: 403;
}

const error = (status: number, message?: string) =>
  HttpResponse.json(message ? { statusCode: status, error: 'Error', message } : { statusCode: status }, {
    status,
  });

export function certificationHandlers(options: CertificationServerOptions = {}) {
  const state = { applications: [...(options.applications ?? [])] };
  const requests = {
    lists: [] as string[],
    details: [] as number[],
    tests: [] as number[],
    approvals: [] as { id: number; body: unknown }[],
    rejections: [] as { id: number; body: unknown }[],
    support: 0,
  };

  const find = (id: unknown) => state.applications.find((a) => a.id === Number(id));
  const replace = (next: ApplicationDetail) =>
    (state.applications = state.applications.map((a) => (a.id === next.id ? next : a)));
  const list = (which: ApplicationDetail[]): ApplicationList => ({
    applications: which.map(summaryOf),
    counts: {
      pending: state.applications.filter((a) => a.status === 'pending').length,
      all: state.applications.length,
      approved: state.applications.filter((a) => a.status === 'approved').length,
    },
  });
  /** The 409 of the contract: the application is not pending. */
  const notPending = (a: ApplicationDetail) =>
    error(409, options.reviewConflict ?? `Application ${a.id} is ${a.status}, not pending.`);
  const reviewed = (a: ApplicationDetail, status: 'approved' | 'rejected', notes: string) => ({
    ...a,
    status,
    reviewNotes: notes || null,
    reviewedAt: '2026-11-24T12:00:00.000Z',
    reviewedBy: 'admin',
    lockedReason: `This application is ${status}`,
  });

  const handlers = [
    http.get('/api/admin/dealer-applications/pending', () => {
      requests.lists.push('pending');
      if (options.readError) return error(options.readError, 'Admins only');
      return HttpResponse.json(list(state.applications.filter((a) => a.status === 'pending')));
    }),
    http.get('/api/admin/dealer-applications', () => {
      requests.lists.push('all');
      if (options.readError) return error(options.readError, 'Admins only');
      return HttpResponse.json(list(state.applications));
    }),
    http.get('/api/admin/dealer-applications/:id', ({ params }) => {
      requests.details.push(Number(params.id));
      if (options.readError) return error(options.readError, 'Admins only');
      const found = find(params.id);
      return found ? HttpResponse.json(found) : error(404, `No application ${String(params.id)}`);
    }),
    http.post('/api/admin/dealer-applications/:id/test', async ({ params }) => {
      requests.tests.push(Number(params.id));
      await options.testGate;
      const found = find(params.id);
      if (!found) return error(404, 'Not found');
      if (options.testError === 500) return error(500);
      if (options.testError === 409) return error(409, TEST_RUNNING);
      if (found.status !== 'pending') return notPending(found);
      const result = options.testResult ?? defaultTestResult();
      replace({
        ...found,
        dataQualityScore: result.dataQualityScore,
        testResult: { ...result, testedAt: '2026-11-24T11:00:00.000Z' },
      });
      return HttpResponse.json(result);
    }),
    http.post('/api/admin/dealer-applications/:id/approve', async ({ params, request }) => {
      const body = (await request.json()) as { reviewNotes?: string };
      requests.approvals.push({ id: Number(params.id), body });
      const found = find(params.id);
      if (!found) return error(404, 'Not found');
      if (options.reviewConflict || found.status !== 'pending') return notPending(found);
      const application = { ...reviewed(found, 'approved', body.reviewNotes ?? ''), dealerId: NEW_DEALER_ID };
      replace(application);
      return HttpResponse.json({ application, credentials: { dealerId: NEW_DEALER_ID, apiKey: API_KEY } });
    }),
    http.post('/api/admin/dealer-applications/:id/reject', async ({ params, request }) => {
      const body = (await request.json()) as { reviewNotes?: string };
      requests.rejections.push({ id: Number(params.id), body });
      const found = find(params.id);
      if (!found) return error(404, 'Not found');
      if (!body.reviewNotes?.trim()) return error(400, 'reviewNotes: Say why the application is rejected');
      if (options.reviewConflict || found.status !== 'pending') return notPending(found);
      const application = reviewed(found, 'rejected', body.reviewNotes);
      replace(application);
      return HttpResponse.json(application);
    }),
    http.get('/api/admin/support-requests', () => {
      requests.support++;
      if (options.readError) return error(options.readError, 'Admins only');
      return HttpResponse.json({ requests: options.supportRequests ?? [] });
    }),
  ];
  return { handlers, requests, state };
}

/** GET /api/user answers this person (401 for null); the CSRF token is always there. */
export const signedInAs = (user: PublicUser | null) => [
  http.get('/api/csrf', () => HttpResponse.json({ token: 'csrf-test-token' })),
  http.get('/api/user', () =>
    user
      ? HttpResponse.json(user)
      : HttpResponse.json({ message: 'Missing authentication' }, { status: 401 }),
  ),
];
