// Answers of the scraping API (bff/plugins/scraping/schemas.ts) for the admin page's tests: the eight
// demo sources, runs and their per-source progress.
import type {
  RunCounts,
  RunSourceProgress,
  RunSummary,
  ScrapingStatus,
  SourceStatus,
} from '../../../../../bff/plugins/scraping/schemas';
import type { PublicUser } from '../../../lib/auth';

export function person(role: PublicUser['role'], overrides: Partial<PublicUser> = {}): PublicUser {
  return {
    id: role === 'admin' ? 1 : 7,
    username: role === 'admin' ? 'admin' : 'jsmith',
    email: `${role}@example.co.uk`,
    firstName: role === 'admin' ? 'Ada' : 'Jane',
    lastName: 'Smith',
    role,
    companyName: null,
    createdAt: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
}

const SOURCES: Pick<SourceStatus, 'id' | 'name' | 'kind' | 'access'>[] = [
  { id: 'autohub', name: 'AutoHub', kind: 'html', access: 'allowed' },
  { id: 'motormart', name: 'MotorMart', kind: 'json', access: 'allowed' },
  { id: 'drivelist', name: 'DriveList', kind: 'html', access: 'allowed' },
  { id: 'pistonpost', name: 'PistonPost', kind: 'feed', access: 'partner_feed' },
  { id: 'wheelswap', name: 'WheelSwap', kind: 'json', access: 'allowed' },
  { id: 'localmotors', name: 'Local Motors Classifieds', kind: 'html', access: 'allowed' },
  { id: 'dealerdirect', name: 'DealerDirect', kind: 'feed', access: 'partner_feed' },
  { id: 'carnation', name: 'CarNation', kind: 'html', access: 'allowed' },
];

export const counts = (overrides: Partial<RunCounts> = {}): RunCounts => ({
  pages: 0,
  seen: 0,
  added: 0,
  updated: 0,
  removed: 0,
  rejected: 0,
  errors: 0,
  ...overrides,
});

/** A source as it is before any run: no listings, never crawled. */
export function sourceStatus(overrides: Partial<SourceStatus> = {}): SourceStatus {
  const id = overrides.id ?? 'autohub';
  const known = SOURCES.find((s) => s.id === id) ?? SOURCES[0]!;
  return {
    ...known,
    enabled: true,
    baseUrl: `http://${id}.localhost:3001`,
    minDelayMs: 100,
    schedule: null,
    listings: 0,
    lastRun: null,
    state: 'idle',
    lastError: null,
    ...overrides,
  };
}

/** The eight demo sources, never crawled, each with the overrides given for its id. */
export const eightSources = (overrides: Record<string, Partial<SourceStatus>> = {}): SourceStatus[] =>
  SOURCES.map((s) => sourceStatus({ id: s.id, ...overrides[s.id] }));

export function runSource(overrides: Partial<RunSourceProgress> = {}): RunSourceProgress {
  const id = overrides.sourceId ?? 'autohub';
  return {
    sourceId: id,
    name: SOURCES.find((s) => s.id === id)?.name ?? id,
    state: 'queued',
    expected: null,
    progress: 0,
    startedAt: null,
    finishedAt: null,
    error: null,
    ...counts(),
    ...overrides,
  };
}

/** A manual run started by 'admin' a minute ago, crawling the first two sources. */
export function runSummary(overrides: Partial<RunSummary> = {}): RunSummary {
  return {
    id: 1,
    state: 'crawling',
    trigger: 'manual',
    requestedBy: 'admin',
    startedAt: new Date(Date.now() - 60_000).toISOString(),
    finishedAt: null,
    progress: 40,
    totals: counts({ pages: 12, seen: 240, added: 200, updated: 5, rejected: 3, errors: 1 }),
    sources: [
      runSource({
        sourceId: 'autohub',
        state: 'crawling',
        expected: 400,
        progress: 60,
        pages: 12,
        seen: 240,
        added: 200,
        updated: 5,
        rejected: 3,
        errors: 1,
        startedAt: new Date(Date.now() - 60_000).toISOString(),
      }),
      runSource({ sourceId: 'motormart', state: 'queued' }),
    ],
    error: null,
    ...overrides,
  };
}

/** The same run, finished as `state` with these totals. */
export function finishedRun(
  state: 'completed' | 'failed' | 'cancelled',
  overrides: Partial<RunSummary> = {},
): RunSummary {
  const run = runSummary(overrides);
  return {
    ...run,
    state,
    progress: state === 'completed' ? 100 : run.progress,
    finishedAt: overrides.finishedAt ?? new Date().toISOString(),
    sources: run.sources.map((s) => ({
      ...s,
      state: state === 'completed' ? 'done' : state === 'failed' ? 'failed' : 'cancelled',
      progress: state === 'completed' ? 100 : s.progress,
    })),
  };
}

/** A fresh install: nothing crawled, no run yet. */
export function scrapingStatus(overrides: Partial<ScrapingStatus> = {}): ScrapingStatus {
  return {
    active: false,
    killSwitch: false,
    totalCars: 0,
    sitesScraped: 0,
    progress: 0,
    run: null,
    sources: eightSources(),
    ...overrides,
  };
}

/** The status while `run` is active. */
export const activeStatus = (run: RunSummary = runSummary(), overrides: Partial<ScrapingStatus> = {}) =>
  scrapingStatus({
    active: true,
    progress: run.progress,
    run,
    sources: eightSources(
      Object.fromEntries(run.sources.map((s) => [s.sourceId, { state: s.state }])) as Record<
        string,
        Partial<SourceStatus>
      >,
    ),
    ...overrides,
  });
