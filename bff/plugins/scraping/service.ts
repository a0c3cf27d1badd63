// The scraping service: starts and cancels runs (through the machine host), takes the jobs' reports,
// and answers the admin page and the CLI. A run's truth is in the database: scrape_runs, its sources'
// progress rows and the machine's snapshot, all written in the same transactions.
import type { Knex } from 'knex';
import { createError, notFound } from '../../lib/errors.js';
import { ActorHost } from '../../lib/actors/host.js';
import type { RunEvent } from './run.machine.js';
import { runActorId, runDefinition } from './run-definition.js';
import { activeListings, killSwitch, runRows, runSummaries, sourceRows, sourceStatuses } from './queries.js';
import type {
  RunSummary,
  RunTrigger,
  ScrapingStatus,
  SourceList,
  SourceStatus,
  UpdateSource,
} from './schemas.js';

export interface StartRequest {
  trigger: RunTrigger;
  user?: { id: number; username: string } | null;
  sources?: string[] | undefined;
  /** A scheduled tick's key: a second start with the same key starts nothing. */
  tickKey?: string;
}

const isUniqueViolation = (error: unknown, constraint?: string) => {
  const e = error as { code?: string; constraint?: string; message?: string };
  return (
    e?.code === '23505' && (!constraint || e.constraint === constraint || !!e.message?.includes(constraint))
  );
};

export class ScrapingService {
  readonly host: ActorHost;

  constructor(private readonly knex: Knex) {
    this.host = new ActorHost(knex);
  }

  /** Starts a run of the enabled sources (or those named). 409 while another run is active. */
  async start(request: StartRequest): Promise<RunSummary> {
    try {
      const runId = await this.knex.transaction(async (trx) => {
        if (await killSwitch(trx))
          throw createError('KILL_SWITCH', 'The crawler kill switch is on: no source may be fetched.', 409);
        const [active] = await runRows(trx, { active: true });
        if (active) throw this.alreadyActive(active.id, active.started_at);
        const all = await sourceRows(trx, request.sources);
        if (request.sources) {
          const unknown = request.sources.filter((id) => !all.some((s) => s.id === id));
          if (unknown.length)
            throw createError('UNKNOWN_SOURCE', `sources: unknown source ${unknown[0]}`, 400);
        }
        const sources = all.filter((s) => s.enabled && s.access !== 'disabled');
        if (sources.length === 0) throw createError('NO_SOURCES', 'No enabled source to crawl.', 409);
        const [row] = (await trx('scrape_runs')
          .insert({
            trigger: request.trigger,
            requested_by: request.user?.id ?? null,
            requested_by_name: request.user?.username ?? null,
            tick_key: request.tickKey ?? null,
          })
          .returning('id')) as { id: number }[];
        const id = row!.id;
        await trx('scrape_run_sources').insert(sources.map((s) => ({ run_id: id, source_id: s.id })));
        await this.host.create(trx, runDefinition, runActorId(id), {
          runId: id,
          sourceIds: sources.map((s) => s.id),
        });
        await this.apply(trx, id, { type: 'START' });
        return id;
      });
      return (await this.run(runId))!;
    } catch (error) {
      if (isUniqueViolation(error, 'scrape_runs_one_active')) {
        const [active] = await runRows(this.knex, { active: true });
        throw this.alreadyActive(active?.id ?? 0, active?.started_at ?? new Date());
      }
      if (isUniqueViolation(error, 'scrape_runs_tick_key'))
        throw createError('TICK_TAKEN', 'This tick already started a run.', 409);
      throw error;
    }
  }

  private alreadyActive(id: number, startedAt: Date) {
    const at = new Date(startedAt).toISOString().slice(11, 16);
    return createError('RUN_ACTIVE', `A scraping run is already active (run ${id}, started ${at} UTC).`, 409);
  }

  /** A job's or an operator's event for a run, in the caller's transaction. */
  async apply(trx: Knex.Transaction, runId: number, event: RunEvent): Promise<void> {
    const state = await this.host.send(trx, runDefinition, runActorId(runId), event);
    await trx('scrape_runs')
      .where('id', runId)
      .update({ state: String(state.value) });
  }

  /** The same, in a transaction of its own, retried when two reports race for one snapshot. */
  async report(runId: number, event: RunEvent, within?: (trx: Knex.Transaction) => Promise<void>) {
    await this.host.retryOnConflict(this.knex, async (trx) => {
      await within?.(trx);
      await this.apply(trx, runId, event);
    });
  }

  async cancel(runId: number): Promise<RunSummary> {
    const [row] = await runRows(this.knex, { id: runId });
    if (!row) throw notFound('Run');
    if (row.finished_at)
      throw createError(
        'RUN_FINISHED',
        `Run ${runId} has already ${row.state === 'completed' ? 'completed' : 'ended'}.`,
        409,
      );
    await this.report(runId, { type: 'CANCEL', reason: 'Cancelled by an operator' });
    return (await this.run(runId))!;
  }

  async run(id: number): Promise<RunSummary | null> {
    const [summary] = await runSummaries(this.knex, await runRows(this.knex, { id }));
    return summary ?? null;
  }

  async runs(limit: number): Promise<RunSummary[]> {
    return runSummaries(this.knex, await runRows(this.knex, { limit }));
  }

  async status(): Promise<ScrapingStatus> {
    const [latest] = await runRows(this.knex, { limit: 1 });
    const active = latest && !latest.finished_at ? latest : null;
    const [run] = latest ? await runSummaries(this.knex, [latest]) : [];
    const [sources, totalCars, kill] = await Promise.all([
      sourceStatuses(this.knex, active?.id ?? null),
      activeListings(this.knex),
      killSwitch(this.knex),
    ]);
    return {
      active: !!active,
      killSwitch: kill,
      totalCars,
      sitesScraped: sources.filter((s) => s.lastRun !== null).length,
      progress: active && run ? run.progress : 0,
      run: run ?? null,
      sources,
    };
  }

  async sources(): Promise<SourceList> {
    const [latest] = await runRows(this.knex, { active: true });
    return {
      killSwitch: await killSwitch(this.knex),
      sources: await sourceStatuses(this.knex, latest?.id ?? null),
    };
  }

  async updateSource(id: string, change: UpdateSource): Promise<SourceStatus> {
    const patch = {
      ...(change.enabled !== undefined ? { enabled: change.enabled } : {}),
      ...(change.access !== undefined ? { access: change.access } : {}),
      ...(change.minDelayMs !== undefined ? { min_delay_ms: change.minDelayMs } : {}),
      updated_at: new Date(),
    };
    const updated = await this.knex('platforms').where({ id, is_source: true }).update(patch);
    if (!updated) throw notFound('Source');
    return (await this.sources()).sources.find((s) => s.id === id)!;
  }

  async setKillSwitch(on: boolean): Promise<{ killSwitch: boolean }> {
    await this.knex('crawler_settings').where('id', 1).update({ kill_switch: on, updated_at: new Date() });
    return { killSwitch: on };
  }
}
