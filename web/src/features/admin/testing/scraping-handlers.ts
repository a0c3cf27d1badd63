// msw handlers of the scraping API for the admin page's tests: a small stateful server that starts and
// cancels runs, and records every request the page made.
import { http, HttpResponse } from 'msw';
import type { RunSummary, ScrapingStatus } from '../../../../../bff/plugins/scraping/schemas';
import type { PublicUser } from '../../../lib/auth';
import { activeStatus, counts, finishedRun, runSource, runSummary, scrapingStatus } from './fixtures';

export const ALREADY_ACTIVE = 'A scraping run is already active (run 3, started 09:00).';

export interface ScrapingServerOptions {
  status?: ScrapingStatus;
  runs?: RunSummary[];
  /** How POST /api/scraping/start answers: accept (202), or refuse with 409 or 403. */
  start?: 'accept' | 409 | 403;
  /** Answer GET /api/scraping/status with this error status instead. */
  statusError?: 401 | 403 | 500;
}

export function scrapingHandlers(options: ScrapingServerOptions = {}) {
  const state = { status: options.status ?? scrapingStatus(), runs: options.runs ?? [] };
  const requests = { status: 0, runs: [] as URL[], start: [] as unknown[], cancel: [] as string[] };

  const handlers = [
    http.get('/api/scraping/status', () => {
      requests.status++;
      if (options.statusError) return HttpResponse.json({ message: 'No' }, { status: options.statusError });
      return HttpResponse.json(state.status);
    }),
    http.get('/api/scraping/runs', ({ request }) => {
      const url = new URL(request.url);
      requests.runs.push(url);
      return HttpResponse.json({ runs: state.runs.slice(0, Number(url.searchParams.get('limit') ?? 20)) });
    }),
    http.post('/api/scraping/start', async ({ request }) => {
      requests.start.push(await request.json());
      if (options.start === 409)
        return HttpResponse.json(
          { statusCode: 409, error: 'Conflict', message: ALREADY_ACTIVE },
          { status: 409 },
        );
      if (options.start === 403)
        return HttpResponse.json(
          { statusCode: 403, error: 'Forbidden', message: 'Admins only' },
          { status: 403 },
        );
      const run = runSummary({
        id: (state.status.run?.id ?? 0) + 1,
        state: 'starting',
        progress: 0,
        startedAt: new Date().toISOString(),
        totals: counts(),
        sources: state.status.sources.filter((s) => s.enabled).map((s) => runSource({ sourceId: s.id })),
      });
      state.status = activeStatus(run, { totalCars: state.status.totalCars });
      state.runs = [run, ...state.runs];
      return HttpResponse.json({ run }, { status: 202 });
    }),
    http.post('/api/scraping/runs/:id/cancel', ({ params }) => {
      const id = String(params.id);
      requests.cancel.push(id);
      const current = state.status.run;
      if (!current || String(current.id) !== id || current.finishedAt)
        return HttpResponse.json({ message: `Run ${id} has already ended.` }, { status: 409 });
      const run = finishedRun('cancelled', current);
      state.status = { ...state.status, active: false, progress: 0, run };
      state.runs = state.runs.map((r) => (r.id === run.id ? run : r));
      return HttpResponse.json({ run });
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
