// createServer(): the one way to build the server, for production and for tests (server.inject).
import fs from 'node:fs';
import path from 'node:path';
import Hapi from '@hapi/hapi';
import Boom from '@hapi/boom';
import Inert from '@hapi/inert';
import HapiPino from 'hapi-pino';
import type { Logger } from 'pino';
import type { Config } from './config.js';
import type { Db } from '../db/index.js';
import { toBoom } from './lib/errors.js';
import { addSecurityHeaders, securityHeadersPlugin } from './lib/security-headers.js';
import { requestLogOptions } from './lib/logger.js';
import { SearchIndex } from './plugins/search/index-lifecycle.js';
import { SearchService } from './plugins/search/service.js';
import { SearchPool } from './plugins/search/search-pool.js';
import { searchPlugin } from './plugins/search/index.js';
import { logLoaded, warmUp } from './plugins/search/warming.js';
import { healthPlugin } from './plugins/health/index.js';
import { mediaPlugin } from './plugins/media/index.js';
import { webAppPlugin } from './plugins/web-app/index.js';
import { livePlugin } from './plugins/live/index.js';
import { ChangeFeed } from './lib/changes/feed.js';
import { allowedOrigins, DEFAULT_LIVE_LIMITS, type LiveLimits } from './lib/realtime.js';
import { startSchedule } from './jobs/index.js';
import { authPlugin } from './plugins/auth/index.js';
import { socialAuthPlugin } from './plugins/social-auth/index.js';
import { garagePlugin } from './plugins/garage/index.js';
import { userListingsPlugin } from './plugins/listings/index.js';
import { enquiriesPlugin } from './plugins/enquiries/index.js';
import { leaseDealsPlugin } from './plugins/lease-deals/index.js';
import { reviewsPlugin } from './plugins/reviews/index.js';
import { financePlugin } from './plugins/finance/index.js';
import { runningCostsPlugin } from './plugins/running-costs/index.js';
import { deletionRequestsPlugin } from './plugins/deletion-requests/index.js';
import { partExchangePlugin } from './plugins/part-exchange/index.js';
import { scrapingPlugin, type ScrapingOptions } from './plugins/scraping/index.js';
import { dealersPlugin, type DealersOptions } from './plugins/dealers/index.js';
import { dealerApiPlugin } from './plugins/dealer-api/index.js';
import { videosPlugin, type VideosOptions } from './plugins/videos/index.js';
import { socialPlugin } from './plugins/social/index.js';
import { dealsPlugin } from './plugins/deals/index.js';
import { alertsPlugin } from './plugins/alerts/index.js';
import { sameSecret } from './plugins/auth/routes.js';
import { DEFAULT_LIMITS, type AuthLimits } from './plugins/auth/service.js';
import { Sealer } from './lib/sealed.js';

export interface ServerDeps {
  db: Db;
  /** Proves the operator CLI: the server writes it to the data folder (bff/start.ts). */
  operatorToken?: string;
  authLimits?: AuthLimits;
  /** Folder of the built web app; defaults to web/dist. */
  webDist?: string;
  /** Tighter live-connection limits (tests). */
  liveLimits?: Partial<LiveLimits>;
  /** false: the change feed only polls (benchmarks compare). */
  listen?: boolean;
  /** Scraping overrides (tests: no worker, short leases). */
  scraping?: Partial<ScrapingOptions>;
  /** Dealer overrides (tests: the hosts the API test may reach, a shorter wait). */
  dealers?: Partial<DealersOptions>;
  /** Video overrides (tests: a fake renderer, shorter progress intervals). */
  videos?: Partial<VideosOptions>;
  /** The process's logger (bff/start.ts), so start-up and requests share one stream; else a new one. */
  logger?: Logger;
  /**
   * Load the search index after createServer returns (bff/start.ts: the server listens meanwhile and
   * answers 503 to searches); by default it is loaded before. `retryMs`: wait after a failed load.
   */
  warmInBackground?: boolean | { retryMs: number };
  /** Where the search index's snapshot is kept between runs (bff/start.ts); none: no snapshot. */
  indexSnapshot?: string;
}

export async function createServer(config: Config, deps: ServerDeps) {
  const server = Hapi.server({
    port: config.port,
    host: config.host,
    routes: {
      validate: {
        // Our validators throw 400s that name the parameter: pass them through as they are.
        failAction: (_request, _h, error) => {
          throw error;
        },
      },
      response: { emptyStatusCode: 204 },
      // JSON compresses almost as well at level 1 as at 6 (a 15 KB search answer: 3.5 KB against
      // 3.1 KB) for a third less CPU (docs/operations.md, Cookies and compression).
      compression: { gzip: { level: 1 }, deflate: { level: 1 } },
      // Every answer, errors and 404s included (docs/security.md, Headers); the policies hapi has no
      // option for are added by lib/security-headers.ts. HSTS only where people arrive over https.
      security: {
        hsts: config.publicUrl.startsWith('https:') ? { maxAge: 31_536_000, includeSubDomains: true } : false,
        xframe: 'deny',
        noSniff: true,
        referrer: 'strict-origin-when-cross-origin',
      },
    },
    // An answer that fits one TCP segment arrives no sooner compressed; compressing it only costs.
    compression: { minBytes: 1400 },
  });
  // Node closes an idle keep-alive connection after 5 s. A client that reuses the socket just as it
  // closes gets ECONNRESET (seen in CI: a Playwright request after a 5 s pause). Keep idle
  // connections longer than the clients and proxies in front of us do (a load balancer's 60 s).
  server.listener.keepAliveTimeout = 65_000;
  server.listener.headersTimeout = 66_000;

  // Production: no line for a successful read, one compact line for a state change or a failure.
  await server.register({
    plugin: HapiPino,
    options: { ...requestLogOptions(config), ...(deps.logger ? { instance: deps.logger } : {}) },
  });

  // The change feed is registered at a snapshot before the index is built, so the index plus every
  // change after that snapshot is the whole truth, whatever is written during start-up.
  const feed = new ChangeFeed(deps.db, server.logger, {
    pollMs: config.changeFeedPollMs,
    heartbeatMs: 5_000,
    listen: deps.listen ?? true,
  });
  await feed.open();
  const index = new SearchIndex(deps.db.knex, { snapshotFile: deps.indexSnapshot, log: server.logger });
  const search = new SearchService(deps.db.knex, index, {
    cacheEntries: config.searchCacheEntries,
    cardEntries: config.searchCardEntries,
    pool: new SearchPool({
      threads: config.searchThreads,
      ...(config.searchPoolMinVisits === undefined ? {} : { minVisits: config.searchPoolMinVisits }),
    }),
  });
  const warming = deps.warmInBackground
    ? warmUp(search, server.logger, deps.warmInBackground === true ? {} : deps.warmInBackground)
    : null;
  if (!warming) {
    await search.init();
    logLoaded(search, server.logger);
  }
  server.app.db = deps.db;
  server.app.config = config;
  server.app.sealer = await Sealer.of(deps.db.knex);
  server.app.search = search;
  server.app.feed = feed;
  const liveLimits: LiveLimits = {
    ...DEFAULT_LIVE_LIMITS,
    perAddress: config.liveConnectionsPerAddress,
    ...deps.liveLimits,
  };
  await server.register(Inert);
  await server.register(securityHeadersPlugin);
  // First: the session strategy becomes every later route's default.
  await server.register({
    plugin: authPlugin,
    options: {
      secureCookies: config.publicUrl.startsWith('https:'),
      idleMs: config.sessionIdleMs,
      operatorToken: deps.operatorToken,
      limits: deps.authLimits ?? {
        ...DEFAULT_LIMITS,
        registerPerAddress: { max: config.signupsPerAddressHourly, windowSeconds: 60 * 60 },
      },
    },
  });
  await server.register({
    plugin: livePlugin,
    options: {
      origins: allowedOrigins(config.publicUrl),
      limits: liveLimits,
      isOperator: (token: unknown) => !!deps.operatorToken && sameSecret(token, deps.operatorToken),
    },
  });
  await server.register([
    { plugin: healthPlugin, options: { db: deps.db, search } },
    { plugin: searchPlugin, options: { service: search } },
    { plugin: mediaPlugin, options: { db: deps.db } },
    { plugin: socialAuthPlugin, options: {} },
    { plugin: garagePlugin, options: {} },
    { plugin: userListingsPlugin, options: {} },
    { plugin: enquiriesPlugin, options: {} },
    { plugin: leaseDealsPlugin, options: {} },
    { plugin: reviewsPlugin, options: {} },
    { plugin: financePlugin, options: {} },
    { plugin: runningCostsPlugin, options: {} },
    { plugin: deletionRequestsPlugin, options: {} },
    { plugin: partExchangePlugin, options: {} },
    {
      plugin: scrapingPlugin,
      options: {
        allowHosts: config.crawlerAllowHosts,
        maxRunMs: config.scrapeMaxRunMs,
        jobConcurrency: config.jobConcurrency,
        ...deps.scraping,
      },
    },
    {
      plugin: dealersPlugin,
      options: { allowedHosts: config.dealerApiAllowedHosts, ...deps.dealers },
    },
    { plugin: videosPlugin, options: { concurrency: config.videoRenderConcurrency, ...deps.videos } },
    {
      plugin: socialPlugin,
      options: { networks: { facebookPage: config.facebookPage, graphUrl: config.facebookGraphUrl } },
    },
    { plugin: dealerApiPlugin, options: {} },
    { plugin: dealsPlugin, options: {} },
    { plugin: alertsPlugin, options: {} },
  ]);
  const webDist = deps.webDist ?? path.resolve('web/dist');
  await server.register({
    plugin: webAppPlugin,
    options: {
      dist: webDist,
      present: fs.existsSync(path.join(webDist, 'index.html')),
      renderer: path.join(path.dirname(webDist), 'dist-ssr/entry-server.js'),
      pageCacheEntries: config.pageCacheEntries,
      // Every change to listings moves the index's version on, so no kept page outlives one.
      dataVersion: () => search.index.version,
    },
  });

  // One path for every change, whoever made it: the feed refreshes the index, then announces.
  feed.onBatch(async ({ ids, changes }) => {
    // A writer's sync() while the index first loads waits for it: a change applied to the empty index
    // would be lost when the loaded one replaces it (the load may have read before the change).
    await search.index.whenReady();
    // A TRUNCATE names no rows: rebuild from the table as it is now (later rows of the batch included).
    if (changes.some((c) => c.kind === 'truncate')) return search.load();
    const deltas = await search.apply(ids);
    await server.app.live.announce(deltas);
  });
  feed.onReset(() => search.load());
  // While the index first loads, the feed starts once it has (then applies every change since it
  // registered, as ADR 4 has it).
  let stopped = false;
  server.ext('onPreStart', async () => {
    stopped = false;
    if (search.index.ready) return feed.start();
    void search.index.whenReady().then(() => (stopped ? undefined : feed.start()));
  });
  server.ext('onPostStop', async () => {
    stopped = true;
    warming?.stop();
    await feed.stop();
    // What the next start reads, so it need only read what changes meanwhile.
    await search.index.saveSnapshot();
  });
  server.ext('onPostStop', () => search.close());
  // The schedule runs only in a started server, and never in a test's (tests call tasks directly).
  let stopSchedule = () => {};
  server.ext('onPostStart', () => {
    if (config.schedule === false) return;
    stopSchedule = startSchedule({ knex: deps.db.knex, scraping: server.app.scraping }, server.logger, {
      scrapeCron: config.scrapeCron,
    });
  });
  server.ext('onPreStop', () => stopSchedule());

  server.ext('onPreResponse', (request, h) => {
    const response = request.response;
    if (!(response instanceof Error)) return h.continue;
    const mapped = toBoom(response);
    if (mapped) return addSecurityHeaders(request, mapped);
    if (!Boom.isBoom(response) || response.output.statusCode >= 500) {
      request.log(['error'], response);
    }
    return h.continue;
  });

  return server;
}

export type AppServer = Awaited<ReturnType<typeof createServer>>;
