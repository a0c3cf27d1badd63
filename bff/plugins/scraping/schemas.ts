// The scraping API's contract (000 §2 data management, §7 scraping calls; DECISIONS 5, 15, 16), shared
// by the server, the web app's /admin page and the operator CLI.
import * as v from 'valibot';

export const SOURCE_KINDS = ['html', 'json', 'feed'] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];
/** CRAWL-POLICY C7: crawled under C1-C6, only its published feed/API, or never fetched. */
export const ACCESS_CLASSES = ['allowed', 'partner_feed', 'disabled'] as const;
export type AccessClass = (typeof ACCESS_CLASSES)[number];

export const RUN_STATES = ['starting', 'crawling', 'merging', 'completed', 'failed', 'cancelled'] as const;
export type RunState = (typeof RUN_STATES)[number];
export const FINISHED_RUN_STATES: readonly RunState[] = ['completed', 'failed', 'cancelled'];

/** A source's part in one run. */
export const RUN_SOURCE_STATES = ['queued', 'crawling', 'done', 'failed', 'skipped', 'cancelled'] as const;
export type RunSourceState = (typeof RUN_SOURCE_STATES)[number];

export const RUN_TRIGGERS = ['manual', 'schedule', 'cli', 'first_start'] as const;
export type RunTrigger = (typeof RUN_TRIGGERS)[number];

export interface RunCounts {
  /** Pages (or API pages, or feed files) fetched, 304s included. */
  pages: number;
  /** Records read from the source in this pass, accepted or not. */
  seen: number;
  /** Offers first seen in this run. */
  added: number;
  /** Offers whose price or details changed. */
  updated: number;
  /** Offers marked removed after a complete pass. */
  removed: number;
  /** Records that failed quality validation (each with a reason, see rejects). */
  rejected: number;
  /** Failed requests (after retries) and pages that could not be read. */
  errors: number;
}

export interface RunSourceProgress extends RunCounts {
  sourceId: string;
  name: string;
  state: RunSourceState;
  /** Records the source says it has (API total, page count × size), when it says; null if unknown. */
  expected: number | null;
  /** 0-100 for this source. */
  progress: number;
  startedAt: string | null;
  finishedAt: string | null;
  error: string | null;
}

export interface RunSummary {
  id: number;
  state: RunState;
  trigger: RunTrigger;
  /** Username of whoever started it; null for the schedule. */
  requestedBy: string | null;
  startedAt: string;
  finishedAt: string | null;
  /** 0-100 over all its sources. */
  progress: number;
  totals: RunCounts;
  sources: RunSourceProgress[];
  error: string | null;
}

export interface SourceStatus {
  id: string;
  name: string;
  kind: SourceKind;
  access: AccessClass;
  enabled: boolean;
  baseUrl: string;
  minDelayMs: number;
  /** Cron expression of its own schedule; null follows the global SCRAPE_CRON. */
  schedule: string | null;
  /** Active offers from this source now in the product. */
  listings: number;
  /** When its last complete pass finished; null if it never had one. */
  lastRun: string | null;
  /** Its state in the active run, else its last run's outcome ('idle' if never run, 'disabled'). */
  state: RunSourceState | 'idle' | 'disabled';
  lastError: string | null;
}

export interface ScrapingStatus {
  active: boolean;
  killSwitch: boolean;
  /** Active listings in the product (every category). */
  totalCars: number;
  /** Sources that have completed at least one pass. */
  sitesScraped: number;
  /** 0-100 of the active run; 0 when idle. */
  progress: number;
  /** The active run, else the latest one; null before the first. */
  run: RunSummary | null;
  sources: SourceStatus[];
}

export interface RunList {
  runs: RunSummary[];
}

export interface SourceList {
  killSwitch: boolean;
  sources: SourceStatus[];
}

export interface RunReject {
  sourceId: string;
  url: string;
  externalId: string | null;
  reason: string;
  createdAt: string;
}

// Requests.

const sourceId = v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,40}$/, 'must be a source id such as autohub'));

export const startRunSchema = v.strictObject({
  /** Only these sources; default every enabled one. */
  sources: v.optional(
    v.pipe(
      v.array(sourceId, 'must be a list of source ids'),
      v.minLength(1, 'must name at least one source'),
    ),
  ),
});
export type StartRun = v.InferOutput<typeof startRunSchema>;

export const runParamsSchema = v.object({
  id: v.pipe(
    v.string(),
    v.regex(/^\d{1,9}$/, 'must be a run number'),
    v.transform(Number),
    v.minValue(1, 'must be a run number'),
  ),
});

export const runListQuerySchema = v.object({
  limit: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,3}$/, 'must be a whole number'),
      v.transform(Number),
      v.minValue(1, 'must be at least 1'),
      v.maxValue(100, 'must be at most 100'),
    ),
    '20',
  ),
});

export const sourceParamsSchema = v.object({ id: sourceId });

export const updateSourceSchema = v.pipe(
  v.strictObject({
    enabled: v.optional(v.boolean('must be true or false')),
    access: v.optional(v.picklist(ACCESS_CLASSES, 'must be allowed, partner_feed or disabled')),
    minDelayMs: v.optional(
      v.pipe(
        v.number('must be a number of milliseconds'),
        v.integer('must be a whole number of milliseconds'),
        v.minValue(0, 'must be at least 0'),
        v.maxValue(600_000, 'must be at most 600000 (10 minutes)'),
      ),
    ),
  }),
  v.check((body) => Object.keys(body).length > 0, 'Nothing to change: send enabled, access or minDelayMs'),
);
export type UpdateSource = v.InferOutput<typeof updateSourceSchema>;

export const killSwitchSchema = v.strictObject({ on: v.boolean('must be true or false') });

// Live (nes): admins subscribe to one run, or to every run's progress.
export const SCRAPING_TOPIC = '/scraping';
export const runTopic = (id: number) => `/scraping/runs/${id}`;
export interface ScrapeProgressMessage {
  type: 'scrape_progress';
  run: RunSummary;
}
