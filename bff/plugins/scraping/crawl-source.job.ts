// The job that crawls one source for one run. Resumable at any moment: the frontier (URLs done and
// pending), the page's listings, its rejects, its validators and the source's counters are written
// in one transaction per page, so after `kill -9` the next owner of the job (queue lease) carries on
// from the first pending URL; nothing committed is fetched again or lost. Politeness (robots.txt,
// pacing that holds across restarts, backoff, the SSRF guard) is the fetcher's (crawler/).
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { connectorFor } from './connectors/index.js';
import { UnreadableBodyError, type ParsedPage } from './connectors/types.js';
import { PoliteFetcher } from './crawler/fetcher.js';
import type { FetchResult } from './crawler/types.js';
import { ingestRecords } from './merge/ingest.js';
import { removeUnseen, seenInRun } from './merge/queries.js';
import { killSwitch, sourceRows, type SourceRow } from './queries.js';
import type { ScrapingService } from './service.js';
import { DbHostStore, DbRobotsStore } from './stores.js';
import type { JobContext } from '../../lib/queue/worker.js';

export interface CrawlDeps {
  knex: Knex;
  service: ScrapingService;
  log: Logger;
  userAgent: string;
  /** Hosts the operator allows to resolve to private or loopback addresses (the demo world's). */
  allowPrivateHosts: () => Promise<string[]>;
  /** A run may not crawl longer than this (C6). */
  maxRunMs: number;
}

export interface CrawlPayload {
  runId: number;
  sourceId: string;
}

interface Frontier {
  url: string;
  position: number;
}

class StopCrawl extends Error {}

export async function crawlSource(deps: CrawlDeps, payload: CrawlPayload, ctx: JobContext): Promise<unknown> {
  const { knex, service } = deps;
  const { runId, sourceId } = payload;
  const part = (await knex('scrape_run_sources').where({ run_id: runId, source_id: sourceId }).first()) as
    { state: string; started_at: Date | null } | undefined;
  const run = (await knex('scrape_runs').where('id', runId).first()) as
    { finished_at: Date | null; started_at: Date } | undefined;
  // A report already made, or a run already over: nothing to do (the job may be a re-delivery).
  if (!part || !run || run.finished_at || !['queued', 'crawling'].includes(part.state))
    return { skipped: true };
  const [source] = await sourceRows(knex, [sourceId]);
  const skip = !source
    ? 'The source no longer exists'
    : (await killSwitch(knex))
      ? 'The crawler kill switch is on'
      : !source.enabled || source.access === 'disabled'
        ? 'The source is disabled'
        : null;
  if (skip || !source) {
    await service.report(runId, { type: 'SOURCE_SKIPPED', sourceId, reason: skip! }, (trx) =>
      trx('scrape_run_sources')
        .where({ run_id: runId, source_id: sourceId })
        .update({ state: 'skipped', error: skip, finished_at: new Date() }),
    );
    return { skipped: skip };
  }

  const connector = connectorFor(source.kind);
  if (part.state === 'queued') {
    const start = connector.startUrls({
      id: source.id,
      baseUrl: source.base_url,
      startPath: source.start_path,
      kind: source.kind,
    });
    await service.report(runId, { type: 'SOURCE_STARTED', sourceId }, async (trx) => {
      await trx('scrape_run_sources')
        .where({ run_id: runId, source_id: sourceId })
        .update({ state: 'crawling', started_at: new Date() });
      await trx('crawl_frontier')
        .insert(start.map((url, position) => ({ run_id: runId, source_id: sourceId, url, position })))
        .onConflict(['run_id', 'source_id', 'url'])
        .ignore();
    });
  }
  const fetcher = new PoliteFetcher({
    userAgent: deps.userAgent,
    robotsToken: 'AllMotorsBot',
    hosts: new DbHostStore(knex),
    robots: new DbRobotsStore(knex),
    runId,
    allowPrivateHosts: await deps.allowPrivateHosts(),
    maxRetryAfterMs: source.max_retry_after_ms,
    signal: ctx.signal,
    onEvent: (event) => deps.log.debug({ event: 'crawler.fetch', source: sourceId, ...event }),
  });
  const allowedHosts = [new URL(source.base_url).hostname];
  const headers: Record<string, string> = source.credentials
    ? { authorization: `Bearer ${source.credentials}` }
    : {};

  try {
    for (;;) {
      await ensureStillWanted(deps, runId, run.started_at, source.id);
      const next = (await knex('crawl_frontier')
        .select('url', 'position')
        .where({ run_id: runId, source_id: sourceId, state: 'pending' })
        .orderBy('position')
        .first()) as Frontier | undefined;
      if (!next) break;
      const done = (await knex('crawl_frontier')
        .where({ run_id: runId, source_id: sourceId })
        .whereNot('state', 'pending')
        .count({ n: '*' })
        .first()) as { n: number };
      if (Number(done.n) >= source.page_budget)
        throw new StopCrawl(`Page budget of ${source.page_budget} reached`);
      const cached = (await knex('crawl_pages').where({ source_id: sourceId, url: next.url }).first()) as
        | {
            etag: string | null;
            last_modified: string | null;
            external_ids: string[];
            next_urls: string[];
            expected: number | null;
          }
        | undefined;
      const result = await fetcher.fetch({
        url: next.url,
        allowedHosts,
        minDelayMs: source.min_delay_ms,
        headers,
        validators: cached ? { etag: cached.etag, lastModified: cached.last_modified } : null,
      });
      if (ctx.signal.aborted) return { interrupted: true };
      await commitPage(deps, source, runId, next, result, cached ?? null, connector.parse.bind(connector));
      await ctx.heartbeat();
    }
    const failed = (await knex('crawl_frontier')
      .where({ run_id: runId, source_id: sourceId, state: 'failed' })
      .count({ n: '*' })
      .first()) as { n: number };
    if (Number(failed.n) > 0) throw new StopCrawl(`${failed.n} page(s) could not be fetched`);
    // A complete pass: what it did not see has gone from the source.
    await service.report(runId, { type: 'SOURCE_DONE', sourceId }, async (trx) => {
      const { removed } = await removeUnseen(trx, sourceId, seenInRun(trx, runId, sourceId), new Date());
      await trx.raw(
        `update scrape_run_sources set state = 'done', complete = true, finished_at = now(), removed = removed + ?
          where run_id = ? and source_id = ?`,
        [removed, runId, sourceId],
      );
      await trx.raw('select pg_notify(?, ?)', ['scrape_progress', String(runId)]);
    });
    return { complete: true };
  } catch (error) {
    if (ctx.signal.aborted) throw error;
    if (!(error instanceof StopCrawl)) throw error;
    await failSource(service, runId, sourceId, error.message);
    return { complete: false, reason: error.message };
  }
}

export async function failSource(service: ScrapingService, runId: number, sourceId: string, reason: string) {
  await service.report(runId, { type: 'SOURCE_FAILED', sourceId, error: reason }, (trx) =>
    trx('scrape_run_sources')
      .where({ run_id: runId, source_id: sourceId })
      .whereIn('state', ['queued', 'crawling'])
      .update({ state: 'failed', error: reason, finished_at: new Date() }),
  );
}

async function ensureStillWanted(deps: CrawlDeps, runId: number, startedAt: Date, sourceId: string) {
  const run = (await deps.knex('scrape_runs').where('id', runId).first('finished_at')) as {
    finished_at: Date | null;
  };
  if (run.finished_at) throw new StopCrawl('The run has ended');
  if (await killSwitch(deps.knex)) throw new StopCrawl('The crawler kill switch is on');
  const [source] = await sourceRows(deps.knex, [sourceId]);
  if (!source?.enabled || source.access === 'disabled') throw new StopCrawl('The source was disabled');
  if (Date.now() - new Date(startedAt).getTime() > deps.maxRunMs)
    throw new StopCrawl('The run reached its time limit');
}

/** One page's outcome, all in one transaction: listings, rejects, validators, frontier, counters. */
async function commitPage(
  deps: CrawlDeps,
  source: SourceRow,
  runId: number,
  page: Frontier,
  result: FetchResult,
  cached: { external_ids: string[]; next_urls: string[]; expected: number | null } | null,
  parse: (body: string, url: string, contentType: string | null, link?: string | null) => ParsedPage,
) {
  const now = new Date();
  const key = { run_id: runId, source_id: source.id };
  await deps.knex.transaction(async (trx) => {
    const counts = { pages: 0, seen: 0, added: 0, updated: 0, rejected: 0, errors: 0 };
    let next: string[] = [];
    let expected: number | null = null;
    let status: number | null = null;
    let state: 'done' | 'failed' = 'done';
    let parsed: ParsedPage | null = null;
    let unreadable: string | null = null;
    if (result.kind === 'ok') {
      // A body that cannot be read at all (a captcha page, a truncated feed) is a failed page, never
      // an empty one: an empty page would end the pass as if every vehicle had gone.
      try {
        parsed = parse(result.body, result.url, result.contentType, result.link);
      } catch (error) {
        if (!(error instanceof UnreadableBodyError)) throw error;
        unreadable = error.message;
      }
    }
    if (result.kind === 'ok' && parsed) {
      const merged = await ingestRecords(trx, { id: source.id, bit: source.bit }, parsed.records, now);
      if (parsed.rejects.length)
        await trx('crawl_rejects').insert(
          parsed.rejects.map((r) => ({ ...key, url: page.url, external_id: r.externalId, reason: r.reason })),
        );
      next = parsed.next;
      expected = parsed.expected;
      status = result.status;
      Object.assign(counts, {
        pages: 1,
        seen: parsed.records.length + parsed.rejects.length,
        added: merged.added,
        updated: merged.updated,
        rejected: parsed.rejects.length,
      });
      await trx('crawl_pages')
        .insert({
          source_id: source.id,
          url: page.url,
          etag: result.validators.etag,
          last_modified: result.validators.lastModified,
          external_ids: parsed.records.map((r) => r.externalId),
          next_urls: next,
          expected,
          fetched_at: now,
        })
        .onConflict(['source_id', 'url'])
        .merge();
    } else if (result.kind === 'not_modified' && cached) {
      // Unchanged since last time: its offers are still there (its crawl_pages row says which), and
      // so are its links.
      next = cached.next_urls;
      expected = cached.expected;
      status = 304;
      Object.assign(counts, { pages: 1, seen: cached.external_ids.length });
    } else {
      state = 'failed';
      status = result.kind === 'failed' ? result.status : null;
      counts.errors = 1;
      deps.log.warn({
        event: 'crawler.page_failed',
        source: source.id,
        url: page.url,
        reason:
          unreadable ??
          (result.kind === 'failed' || result.kind === 'disallowed'
            ? result.reason
            : 'no cached page for a 304'),
      });
    }
    if (next.length) {
      const [top] = (await trx('crawl_frontier').where(key).max({ max: 'position' })) as {
        max: number | null;
      }[];
      const max = top?.max ?? 0;
      await trx('crawl_frontier')
        .insert(next.map((url, i) => ({ ...key, url, position: Number(max ?? 0) + 1 + i })))
        .onConflict(['run_id', 'source_id', 'url'])
        .ignore();
    }
    await trx('crawl_frontier')
      .where({ ...key, url: page.url })
      .update({ state, status, fetched_at: now });
    await trx.raw(
      `update scrape_run_sources
          set pages = pages + ?, seen = seen + ?, added = added + ?, updated = updated + ?,
              rejected = rejected + ?, errors = errors + ?, expected = coalesce(?, expected)
        where run_id = ? and source_id = ?`,
      [
        counts.pages,
        counts.seen,
        counts.added,
        counts.updated,
        counts.rejected,
        counts.errors,
        expected,
        runId,
        source.id,
      ],
    );
    await trx.raw('select pg_notify(?, ?)', ['scrape_progress', String(runId)]);
  });
}
