// Scraping (000 §2, §4, §7; DECISIONS 15-16): the admin API, the run machine's jobs on the shared
// queue, and run progress over nes. Listings the crawl writes reach search and every browser through
// the database change feed like any other write; nothing here touches the search index.
import type { Plugin } from '@hapi/hapi';
import os from 'node:os';
import { randomBytes } from 'node:crypto';
import { JobWorker } from '../../lib/queue/worker.js';
import { crawlSource, failSource, type CrawlPayload } from './crawl-source.job.js';
import { userAgent } from './crawler/fetcher.js';
import { closeConnections } from './crawler/http.js';
import { mergeRun } from './merge-run.job.js';
import { registerProgress } from './progress.js';
import { CRAWL_QUEUE, MERGE_QUEUE } from './run-definition.js';
import { scrapingRoutes } from './routes.js';
import { botPageRoute } from './bot-page.js';
import { ScrapingService } from './service.js';

export interface ScrapingOptions {
  /** Hostnames the operator allows to resolve to private or loopback addresses (C6). */
  allowHosts: string[];
  maxRunMs: number;
  jobConcurrency: number;
  /** false: no worker in this process (a test that drives jobs by hand). */
  worker?: boolean;
  /** Job lease; a dead process's crawl is taken over once it expires. */
  leaseMs?: number;
  progressIntervalMs?: number;
}

const VERSION = '0.1.0';

export const scrapingPlugin: Plugin<ScrapingOptions> = {
  name: 'scraping',
  register(server, options) {
    const { db, config } = server.app;
    const service = new ScrapingService(db.knex);
    server.app.scraping = service;
    server.route([...scrapingRoutes(service), botPageRoute(config.publicUrl)]);
    registerProgress(server, service, options.progressIntervalMs);

    const log = server.logger;
    const deps = {
      knex: db.knex,
      service,
      log,
      userAgent: userAgent(VERSION, config.publicUrl),
      maxRunMs: options.maxRunMs,
      // Demo sources live on loopback by design; any other private host needs the operator's word.
      allowPrivateHosts: async () => {
        const demo = (await db.knex('platforms').where({ demo: true }).pluck('base_url')) as string[];
        return [...options.allowHosts, ...demo.map((url) => new URL(url).hostname)];
      },
    };
    const worker = new JobWorker(db, {
      owner: `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`,
      concurrency: options.jobConcurrency,
      ...(options.leaseMs
        ? { leaseMs: options.leaseMs, heartbeatMs: Math.max(50, Math.floor(options.leaseMs / 3)) }
        : {}),
      logger: log,
      handlers: {
        [CRAWL_QUEUE]: {
          run: (payload, ctx) => crawlSource(deps, payload as CrawlPayload, ctx),
          onFailed: async (job, error) => {
            const { runId, sourceId } = job.payload as CrawlPayload;
            await failSource(
              service,
              runId,
              sourceId,
              `The crawl failed: ${(error as Error)?.message ?? error}`,
            );
          },
        },
        [MERGE_QUEUE]: {
          run: (payload) => mergeRun(deps, payload as { runId: number }),
          onFailed: async (job, error) => {
            const { runId } = job.payload as { runId: number };
            await service.report(runId, {
              type: 'MERGE_FAILED',
              error: String((error as Error)?.message ?? error),
            });
          },
        },
      },
    });
    server.app.jobs = worker;
    if (options.worker !== false) {
      server.ext('onPostStart', () => worker.start());
      server.ext('onPreStop', () => worker.stop());
    }
    server.ext('onPostStop', () => closeConnections());
  },
};
