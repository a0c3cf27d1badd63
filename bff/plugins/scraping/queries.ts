// Reads of the scraping screens: sources with their real counts, runs with their per-source progress.
import type { Knex } from 'knex';
import type {
  AccessClass,
  RunCounts,
  RunSourceProgress,
  RunSourceState,
  RunState,
  RunSummary,
  RunTrigger,
  SourceKind,
  SourceStatus,
} from './schemas.js';

export interface SourceRow {
  id: string;
  name: string;
  bit: number;
  base_url: string;
  kind: SourceKind;
  start_path: string;
  access: AccessClass;
  enabled: boolean;
  min_delay_ms: number;
  schedule: string | null;
  credentials: string | null;
  page_budget: number;
  max_retry_after_ms: number;
  demo: boolean;
}

export async function sourceRows(knex: Knex, ids?: string[]): Promise<SourceRow[]> {
  const q = knex('platforms').select('*').where('is_source', true).orderBy('bit');
  if (ids) q.whereIn('id', ids);
  return q as Promise<SourceRow[]>;
}

export async function killSwitch(knex: Knex): Promise<boolean> {
  const row = (await knex('crawler_settings').select('kill_switch').where('id', 1).first()) as
    { kill_switch: boolean } | undefined;
  return row?.kill_switch ?? false;
}

interface RunRow {
  id: number;
  state: RunState;
  trigger: RunTrigger;
  requested_by_name: string | null;
  started_at: Date;
  finished_at: Date | null;
  error: string | null;
}

interface RunSourceRow extends Omit<RunCounts, never> {
  run_id: number;
  source_id: string;
  name: string;
  state: RunSourceState;
  expected: number | null;
  complete: boolean;
  started_at: Date | null;
  finished_at: Date | null;
  error: string | null;
}

const COUNTS = ['pages', 'seen', 'added', 'updated', 'removed', 'rejected', 'errors'] as const;
const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

function sourceProgress(r: RunSourceRow): number {
  if (['done', 'failed', 'skipped', 'cancelled'].includes(r.state)) return 100;
  if (r.state === 'queued') return 0;
  // Seen against what the source says it has; a source that says nothing shows pages as they go.
  if (r.expected && r.expected > 0) return Math.min(99, Math.floor((r.seen / r.expected) * 100));
  return Math.min(90, r.pages * 5);
}

export async function runSummaries(knex: Knex, runs: RunRow[]): Promise<RunSummary[]> {
  if (runs.length === 0) return [];
  const rows = (await knex('scrape_run_sources as s')
    .join('platforms as p', 'p.id', 's.source_id')
    .select('s.*', 'p.name')
    .whereIn(
      's.run_id',
      runs.map((r) => r.id),
    )
    .orderBy('p.bit')) as RunSourceRow[];
  return runs.map((run) => {
    const sources: RunSourceProgress[] = rows
      .filter((r) => r.run_id === run.id)
      .map((r) => ({
        sourceId: r.source_id,
        name: r.name,
        state: r.state,
        expected: r.expected,
        progress: sourceProgress(r),
        startedAt: iso(r.started_at),
        finishedAt: iso(r.finished_at),
        error: r.error,
        ...Object.fromEntries(COUNTS.map((c) => [c, Number(r[c])])),
      })) as RunSourceProgress[];
    const totals = Object.fromEntries(
      COUNTS.map((c) => [c, sources.reduce((sum, s) => sum + s[c], 0)]),
    ) as unknown as RunCounts;
    const finished = ['completed', 'failed', 'cancelled'].includes(run.state);
    // Each source weighs what it says it holds (a big site is most of the run); one that has not said
    // yet weighs as much as an average one.
    const known = sources.flatMap((s) => (s.expected ? [s.expected] : []));
    const usual = known.length ? known.reduce((a, b) => a + b, 0) / known.length : 1;
    const weight = (s: RunSourceProgress) => s.expected ?? usual;
    const total = sources.reduce((sum, s) => sum + weight(s), 0);
    const crawl = total ? sources.reduce((sum, s) => sum + s.progress * weight(s), 0) / total : 100;
    // The crawl is most of a run; merging is the last step.
    const progress = finished ? 100 : run.state === 'merging' ? 95 : Math.floor(crawl * 0.95);
    return {
      id: run.id,
      state: run.state,
      trigger: run.trigger,
      requestedBy: run.requested_by_name,
      startedAt: iso(run.started_at)!,
      finishedAt: iso(run.finished_at),
      progress,
      totals,
      sources,
      error: run.error,
    };
  });
}

export async function runRows(knex: Knex, options: { id?: number; limit?: number; active?: boolean }) {
  const q = knex('scrape_runs').select('*').orderBy('id', 'desc');
  if (options.id) q.where('id', options.id);
  if (options.active) q.whereNull('finished_at');
  if (options.limit) q.limit(options.limit);
  return q as Promise<RunRow[]>;
}

export async function sourceStatuses(knex: Knex, activeRunId: number | null): Promise<SourceStatus[]> {
  const [sources, counts, last, current] = await Promise.all([
    sourceRows(knex),
    knex('offers')
      .select('platform')
      .count({ n: '*' })
      .where('status', 'active')
      .groupBy('platform') as Promise<{ platform: string; n: number }[]>,
    // Each source's latest finished part of a run, and its latest complete pass.
    knex('scrape_run_sources')
      .select('source_id')
      .max({ finished: 'finished_at' })
      .max({ complete: knex.raw('case when complete then finished_at end') })
      .groupBy('source_id') as Promise<{ source_id: string; finished: Date | null; complete: Date | null }[]>,
    knex('scrape_run_sources')
      .select('source_id', 'state', 'error', 'run_id')
      .whereIn('run_id', knex('scrape_runs').max('id'))
      .orderBy('run_id', 'desc') as Promise<
      { source_id: string; state: RunSourceState; error: string | null; run_id: number }[]
    >,
  ]);
  const n = new Map(counts.map((c) => [c.platform, Number(c.n)]));
  const lastRun = new Map(last.map((l) => [l.source_id, l]));
  const latest = new Map(current.map((c) => [c.source_id, c]));
  return sources.map((s) => {
    const mine = latest.get(s.id);
    const inActive = mine && mine.run_id === activeRunId;
    const state: SourceStatus['state'] =
      !s.enabled || s.access === 'disabled' ? 'disabled' : mine ? mine.state : 'idle';
    return {
      id: s.id,
      name: s.name,
      kind: s.kind,
      access: s.access,
      enabled: s.enabled,
      baseUrl: s.base_url,
      minDelayMs: s.min_delay_ms,
      schedule: s.schedule,
      listings: n.get(s.id) ?? 0,
      lastRun: iso(lastRun.get(s.id)?.complete ?? null),
      state: inActive || state === 'disabled' ? state : (mine?.state ?? 'idle'),
      lastError: mine?.error ?? null,
    };
  });
}

export async function activeListings(knex: Knex): Promise<number> {
  const row = (await knex('listings').where('status', 'active').count({ n: '*' }).first()) as { n: number };
  return Number(row.n);
}
